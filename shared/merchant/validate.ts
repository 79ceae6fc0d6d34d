// The one place that picks a rule set and turns zod issues into FieldErrors (`owner[0].ssn`,
// decisions 17). Used alike by the renderer (live per-field hints), the draft store (`ready`
// means this passes) and the sandbox server (400 with all field errors at once).
import type { z } from 'zod';
import type { FieldError } from '../result';
import { fieldMessageOf, type FieldProblem } from './field-messages';
import { formatFieldPath } from './field-path';
import {
  FundingAccountSchema,
  MerchantPayloadSchema,
  OwnerSchema,
  QuickStartFundingAccountSchema,
  QuickStartOwnerSchema,
  QuickStartPayloadSchema,
} from './merchant-schema';
import type { MerchantPayload, QuickStartPayload } from './merchant-schema';

export type MerchantVariant = 'full' | 'quickstart';

export type MerchantValidation<E extends FieldError = FieldError> =
  | { ok: true; variant: 'full'; value: MerchantPayload }
  | { ok: true; variant: 'quickstart'; value: QuickStartPayload }
  | { ok: false; variant: MerchantVariant; fieldErrors: E[] };

/**
 * The QuickStart rule set applies when the payload carries an invite code (spec rule 5,
 * decisions 14): an object whose `inviteCode` is a string with something other than whitespace.
 * A blank `inviteCode` is "not entered" (see field-rules.ts), so the full set applies.
 */
export function variantOf(payload: unknown): MerchantVariant {
  if (typeof payload !== 'object' || payload === null) return 'full';
  const inviteCode = (payload as { inviteCode?: unknown }).inviteCode;
  return typeof inviteCode === 'string' && inviteCode.trim() !== '' ? 'quickstart' : 'full';
}

export function schemaFor(
  variant: MerchantVariant,
): typeof MerchantPayloadSchema | typeof QuickStartPayloadSchema {
  return variant === 'quickstart' ? QuickStartPayloadSchema : MerchantPayloadSchema;
}

const listSchemas = {
  full: { owner: OwnerSchema, fundingAccount: FundingAccountSchema },
  quickstart: { owner: QuickStartOwnerSchema, fundingAccount: QuickStartFundingAccountSchema },
} as const;

/** The rule set's schema of one field (`['owner', 2, 'ssn']`); undefined for any other path. */
function fieldSchemaAt(
  variant: MerchantVariant,
  path: readonly (string | number)[],
): z.ZodType | undefined {
  const [first, index, field] = path;
  if (typeof first !== 'string') return undefined;
  if (path.length === 1) {
    const shape: Record<string, z.ZodType> = schemaFor(variant).shape;
    const isList = first === 'owner' || first === 'fundingAccount';
    return !isList && Object.hasOwn(shape, first) ? shape[first] : undefined;
  }
  if (path.length !== 3 || typeof field !== 'string' || !Number.isInteger(Number(index)))
    return undefined;
  if (first !== 'owner' && first !== 'fundingAccount') return undefined;
  const shape: Record<string, z.ZodType> = listSchemas[variant][first].shape;
  return Object.hasOwn(shape, field) ? shape[field] : undefined;
}

/**
 * One field judged alone by its own rule in the rule set `variant` names (`['owner', 2, 'ssn']`
 * and the value as stored): the issues the whole payload's parse raises at that path, with that
 * path, when the field's list is in the payload. For live validation of the field being typed
 * (decisions 90): its rule is some 40 microseconds, the whole payload of a ten-owner application
 * some milliseconds. The rules that read other fields (the ownership total, a missing list) put
 * their issues on the list, never on one of its fields. Undefined when the path names no single
 * field of the tables (a list, a row, an unknown key): judge the whole payload then.
 */
export function fieldIssues(
  variant: MerchantVariant,
  path: readonly (string | number)[],
  value: unknown,
): z.core.$ZodIssue[] | undefined {
  const schema = fieldSchemaAt(variant, path);
  if (schema === undefined) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] }));
}

/**
 * One FieldError per field, in payload order: the first message for a path wins, which is the
 * most basic one (missing before format) because each field schema reports at most one anyway.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  const byField = new Map<string, FieldProblem>();
  for (const issue of issues) {
    const field = formatFieldPath(issue.path);
    if (byField.has(field)) continue;
    // The rule's verdict rides along (decisions 93): the renderer words it in the agent's language.
    const rule = fieldMessageOf(issue);
    byField.set(
      field,
      rule ? { field, message: issue.message, rule } : { field, message: issue.message },
    );
  }
  return [...byField.values()];
}

/**
 * Validates with the rule set `variantOf` picks and reports every field error at once, each with
 * the verdict of the rule that gave it (decisions 93): what the renderer words in the agent's
 * language. Core, the sandbox and stored drafts take `validateMerchant`, the English only.
 */
export function judgeMerchant(payload: unknown): MerchantValidation<FieldProblem> {
  const variant = variantOf(payload);
  if (variant === 'quickstart') {
    const result = QuickStartPayloadSchema.safeParse(payload);
    return result.success
      ? { ok: true, variant, value: result.data }
      : { ok: false, variant, fieldErrors: toFieldErrors(result.error.issues) };
  }
  const result = MerchantPayloadSchema.safeParse(payload);
  return result.success
    ? { ok: true, variant, value: result.data }
    : { ok: false, variant, fieldErrors: toFieldErrors(result.error.issues) };
}

/** Validates with the rule set `variantOf` picks and reports every field error at once. */
export function validateMerchant(payload: unknown): MerchantValidation {
  const result = judgeMerchant(payload);
  return result.ok
    ? result
    : {
        ...result,
        fieldErrors: result.fieldErrors.map(({ field, message }) => ({ field, message })),
      };
}

/**
 * Errors for one field and anything inside it (`owner[1]` also returns `owner[1].email`; the
 * root path '' returns every error), for
 * live validation beside an input. Validates the whole payload, because some rules (the
 * ownership total, the rule set itself) depend on other fields.
 */
export function fieldErrorsFor(path: string, payload: unknown): FieldError[] {
  const result = validateMerchant(payload);
  if (result.ok) return [];
  return result.fieldErrors.filter(
    ({ field }) =>
      field === path || path === '' || field.startsWith(`${path}.`) || field.startsWith(`${path}[`),
  );
}
