// Validation of the form through the shared schemas only (the renderer writes no rule of its
// own): the payload the form would store is judged by the rule set `variantOf` picks (full or
// QuickStart, decisions 14), via @hookform/resolvers' zod resolver for react-hook-form, and by
// `validateMerchant` for the live checklist. The one check the form adds, that the account number
// typed twice matches, is shared too (shared/merchant/account-confirm.ts). Warnings (decisions
// 29) come from the shared plausibility checks and never block.
import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import type { DraftPayload } from '../../shared/drafts/draft-schema';
import { schemaFor, validateMerchant, variantOf } from '../../shared/merchant/validate';
import type { MerchantVariant } from '../../shared/merchant/validate';
import { plausibilityWarnings } from '../../shared/merchant/plausibility';
import type { FieldError } from '../../shared/result';
import { accountConfirmErrors } from '../../shared/merchant/account-confirm';
import { formNameOf, valuesToPayload, type FormValues } from './form-values';

type PayloadResolver = (
  payload: DraftPayload,
  context: unknown,
  options: unknown,
) => Promise<{ errors: object }>;
// zodResolver's generic signature is too deep for the compiler on these schemas: typed loosely here.
const makeResolver = zodResolver as unknown as (schema: unknown) => PayloadResolver;
const resolvers: Record<MerchantVariant, PayloadResolver> = {
  full: makeResolver(schemaFor('full')),
  quickstart: makeResolver(schemaFor('quickstart')),
};
function resolverFor(variant: MerchantVariant): PayloadResolver {
  return resolvers[variant];
}

/**
 * react-hook-form's resolver: the stored-payload view of the values, judged by the shared schema.
 * Judged after the frame that shows the keystroke (decisions 90): in onTouched mode a field the
 * agent has left once is judged on every keystroke, and the shared schema over a ten-owner
 * application is a few milliseconds that held that keystroke's frame back. Its message still
 * follows the typing, one frame later. A question asked while another waits for the same fields
 * shares its answer: react-hook-form hands the resolver its live values (the answer judges the
 * text as it is when it runs) and drops an answer about a field whose value has moved on.
 */
export function editorResolver(base: () => DraftPayload): Resolver<FormValues> {
  const waiting = new Map<string, ReturnType<Resolver<FormValues>>>();
  const judge: Resolver<FormValues> = async (values, context, options) => {
    const payload = valuesToPayload(values, base());
    const resolve = resolverFor(variantOf(payload));
    const result = await resolve(payload, context, options);
    const errors = { ...result.errors } as FieldErrors<FormValues>;
    for (const { field, message } of accountConfirmErrors(values.fundingAccount))
      set(errors, formNameOf(field) ?? field, { type: 'confirm', message });
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
 * react-hook-form's errors as one message per form name (`owner.0.ssn`): the nested object its
 * resolver fills, walked for every entry with a message (not into the input each one holds).
 */
export function errorMessagesOf(
  errors: FieldErrors<FormValues> | undefined,
): Record<string, string> {
  const messages: Record<string, string> = {};
  const walk = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null) return;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string' && path !== '') messages[path] = message;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref' || key === 'types' || key === 'message' || key === 'type') continue;
      walk(child, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(errors, '');
  return messages;
}

/** Every problem at once, for the checklist and the queue button, and every warning. */
export function liveProblems(
  values: FormValues,
  base: DraftPayload,
): { variant: MerchantVariant; problems: FieldError[]; warnings: FieldError[] } {
  const payload = valuesToPayload(values, base);
  const verdict = validateMerchant(payload);
  return {
    variant: verdict.variant,
    problems: [
      ...(verdict.ok ? [] : verdict.fieldErrors),
      ...accountConfirmErrors(values.fundingAccount),
    ],
    warnings: plausibilityWarnings(payload),
  };
}
