// Validation of the form through the shared schemas only (the renderer writes no rule of its
// own): the payload the form would store is judged by the rule set `variantOf` picks (full or
// QuickStart, decisions 14), via @hookform/resolvers' zod resolver for react-hook-form, and by
// `validateMerchant` for the live checklist. The one check the form adds, that the account number
// typed twice matches, is shared too (shared/merchant/account-confirm.ts). Warnings (decisions
// 29) come from the shared plausibility checks and never block.
import { toNestErrors } from '@hookform/resolvers';
import {
  set,
  type FieldError as FormError,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import type { DraftPayload } from '../../shared/drafts/draft-schema';
import { fieldIssues, judgeMerchant, schemaFor, variantOf } from '../../shared/merchant/validate';
import type { MerchantVariant } from '../../shared/merchant/validate';
import { plausibilityFindings } from '../../shared/merchant/plausibility';
import { fieldMessageOf, type FieldMessage } from '../../shared/merchant/field-messages';
import type { FieldProblem } from '../../shared/merchant/field-messages';
import { accountConfirmProblems } from '../../shared/merchant/account-confirm';
import type { IntlShape } from '../i18n/format';
import { fieldMessage } from '../words/field-messages';
import { formNameOf, storedFieldOf, valuesToPayload, type FormValues } from './form-values';

/** react-hook-form's error with the rule's verdict beside its English message (decisions 93). */
type JudgedError = FormError & { rule?: FieldMessage };

/**
 * zod's issues as react-hook-form's flat errors: the first issue of each path, each keeping the
 * verdict the rule gave so the field can word it in the agent's language. The zod resolver itself
 * keeps only the message and the issue's code.
 */
function flatErrorsOf(issues: readonly z.core.$ZodIssue[]): Record<string, JudgedError> {
  const flat: Record<string, JudgedError> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (flat[path] !== undefined) continue;
    const rule = fieldMessageOf(issue);
    flat[path] = { type: issue.code, message: issue.message, ...(rule && { rule }) };
  }
  return flat;
}

/** The whole payload judged by the shared schema of the rule set it picks. */
function payloadErrors(payload: DraftPayload): Record<string, JudgedError> {
  const result = schemaFor(variantOf(payload)).safeParse(payload);
  return result.success ? {} : flatErrorsOf(result.error.issues);
}

const confirmName = /^fundingAccount\.\d+\.accountNumberConfirm$/;

/**
 * One field judged alone, when react-hook-form asks about one (a keystroke or a blur in onTouched
 * mode, a value set with validation): its own rule in the rule set the invite code picks, the
 * same verdict as the whole payload's at that name (shared/merchant/validate.ts fieldIssues).
 * react-hook-form reads only that name's error from the answer, so the other two hundred fields
 * (3-4 ms of zod for ten owners, plus the payload's conversion) are not judged on each keystroke
 * (decisions 90). Its `isValid` would then say the field only: the editor does not read it (the
 * checklist has the whole verdict). Undefined when the name is not one shared field.
 */
function fieldAloneErrors(
  values: FormValues,
  name: string,
): Record<string, JudgedError> | undefined {
  // The account number typed twice has no schema rule: only the confirm check speaks there.
  if (confirmName.test(name)) return {};
  const stored = storedFieldOf(values, name);
  if (stored === undefined) return undefined;
  if (stored.isListLeftOut) return {};
  const variant = variantOf({ inviteCode: storedFieldOf(values, 'inviteCode')?.value });
  const path = name
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const issues = fieldIssues(variant, path, stored.value);
  return issues === undefined ? undefined : flatErrorsOf(issues);
}

/**
 * react-hook-form's resolver: the stored-payload view of the values, judged by the shared schema,
 * nested as @hookform/resolvers' zod resolver nests its errors (toNestErrors); one field alone
 * when one is asked about (fieldAloneErrors), else the whole payload (a submit, a trigger of
 * several). Judged after the frame that shows the keystroke (decisions 90), so a field the agent
 * has left once, judged on every keystroke in onTouched mode, never holds that keystroke's frame
 * back; its message still follows the typing, one frame later. A question asked while another
 * waits for the same fields shares its answer: react-hook-form hands the resolver its live values
 * (the answer judges the text as it is when it runs) and drops an answer about a field whose
 * value has moved on.
 */
export function editorResolver(base: () => DraftPayload): Resolver<FormValues> {
  const waiting = new Map<string, ReturnType<Resolver<FormValues>>>();
  const judge: Resolver<FormValues> = async (values, _context, options) => {
    const only = options.names?.length === 1 ? options.names[0] : undefined;
    const alone = only === undefined ? undefined : fieldAloneErrors(values, only);
    const flat = alone ?? payloadErrors(valuesToPayload(values, base()));
    const errors = { ...toNestErrors(flat as FieldErrors<FormValues>, options) };
    for (const { field, message, rule } of accountConfirmProblems(values.fundingAccount)) {
      const name = formNameOf(field) ?? field;
      if (alone === undefined || name === only)
        set(errors, name, { type: 'confirm', message, rule });
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
  return (values, context, options) => {
    const key = JSON.stringify(options.names ?? null);
    const asked = waiting.get(key);
    if (asked) return asked;
    const answer = afterNextFrame().then(() => {
      waiting.delete(key);
      return judge(values, context, options);
    });
    waiting.set(key, answer);
    return answer;
  };
}

/**
 * Resolves in the first task after the next frame; at once where there are no frames (tests in
 * Node), and after a tenth of a second at most (a hidden window draws none).
 */
function afterNextFrame(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

/**
 * react-hook-form's errors as one message per form name (`owner.0.ssn`), in the agent's language
 * (decisions 93): the nested object its resolver fills, walked for every entry with a message
 * (not into the input each one holds).
 */
export function errorMessagesOf(
  errors: FieldErrors<FormValues> | undefined,
  intl: IntlShape,
): Record<string, string> {
  const messages: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const { message, rule } = node as { message?: unknown; rule?: FieldMessage };
    if (typeof message === 'string' && path !== '')
      messages[path] = fieldMessage(intl, { field: path, message, rule });
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'types' || key === 'message' || key === 'type' || key === 'rule')
        continue;
      walk(child, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(errors, '');
  return messages;
}

/**
 * Every problem at once, for the checklist and the queue button, and every warning, each with
 * its English message and the verdict the screen words in the agent's language (decisions 93).
 */
export function liveProblems(
  values: FormValues,
  base: DraftPayload,
): { variant: MerchantVariant; problems: FieldProblem[]; warnings: FieldProblem[] } {
  const payload = valuesToPayload(values, base);
  const verdict = judgeMerchant(payload);
  return {
    variant: verdict.variant,
    problems: [
      ...(verdict.ok ? [] : verdict.fieldErrors),
      ...accountConfirmProblems(values.fundingAccount),
    ],
    warnings: plausibilityFindings(payload),
  };
}
