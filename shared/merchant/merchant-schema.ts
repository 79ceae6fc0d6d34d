// The merchant boarding payload (spec "Merchant (boarding payload, sent with POST)") in its two
// rule sets: the full set (every "req" row, decisions 13) and QuickStart (payload carries
// `inviteCode`, decisions 14). Both are built from the same field tables, so a format rule is
// written once and the two sets differ only in which fields are required.
//
// Unknown keys are STRIPPED, not rejected: the spec says values the invite code already defines
// are ignored (rule 6), and older drafts or newer servers may carry fields we do not know. Rejecting
// them would block an agent over something that changes nothing; stripping means we only ever
// send fields the spec defines.
import { z } from 'zod';
import { englishFieldMessage, fieldIssue } from './field-messages';
import { fieldSchema, withoutNotEntered } from './field-rules';
import type { FieldRule, FieldSchema } from './field-rules';
import {
  fullRequired,
  fundingAccountFields,
  listFields,
  ownerFields,
  topLevelFields,
} from './merchant-fields';
import type { FundingAccountField, OwnerField, TopLevelField } from './merchant-fields';
import { quickStartRequired } from './quickstart-rules';

type ShapeOf<Rules extends Record<string, FieldRule>, Required extends string> = {
  -readonly [F in keyof Rules]: FieldSchema<Rules[F]['kind'], F extends Required ? true : false>;
};

function buildShape<Rules extends Record<string, FieldRule>, Required extends string>(
  rules: Rules,
  required: readonly Required[],
): ShapeOf<Rules, Required> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, rule] of Object.entries(rules)) {
    shape[name] = fieldSchema(rule.kind, rule.label, required.includes(name as Required));
  }
  return shape as ShapeOf<Rules, Required>;
}

/** Totals above 100 by less than this are float noise (33.33 + 33.33 + 33.34). */
const ownershipTolerance = 1e-9;

/**
 * Two decimals, unless that would round an over-100 total down to "100" (100.002): then as many
 * as it takes (up to 6) to show the excess the agent has to remove.
 */
function formatPercent(value: number): string {
  for (let digits = 2; digits < 6; digits += 1) {
    const rounded = Number(value.toFixed(digits));
    if (rounded > 100 || value <= 100) return String(rounded);
  }
  return String(Number(value.toFixed(6)));
}

/** The list-level problem of a payload without owners (the editor words it for its Owner 1). */
export const missingOwnersMessage = englishFieldMessage(
  { code: 'ownersMissing' },
  listFields.owner.label,
);

function ownerListSchema<S extends z.ZodType>(owner: S) {
  const missing = fieldIssue({ code: 'ownersMissing' }, listFields.owner.label);
  // No list at all is missing owners too: read as an empty list, so it gets the same custom
  // issue with its verdict (decisions 93), not the array type's own.
  const list = z.array(owner, { error: 'Owners must be a list' });
  // Typed as the list: what it takes in is what the list takes (a missing list is an error).
  const orEmpty = z.preprocess((value) => value ?? [], list) as unknown as typeof list;
  return orEmpty.superRefine(
    (owners, ctx) => {
      // An empty list is missing owners; a custom issue, so it carries its verdict (decisions 93).
      if (Array.isArray(owners) && owners.length === 0) ctx.addIssue(missing);
      // Runs even when single owners have errors (`when`), so all errors come at once. Only
      // shares that pass the per-owner rule count, so one bad share is reported once, at its
      // owner, not again as a total.
      if (!Array.isArray(owners)) return;
      let total = 0;
      for (const entry of owners as unknown[]) {
        const share = (entry as { ownership?: unknown } | null)?.ownership;
        if (typeof share === 'number' && share > 0 && share <= 100) total += share;
      }
      if (total > 100 + ownershipTolerance) {
        ctx.addIssue(
          fieldIssue({ code: 'ownershipTotal', values: { total: formatPercent(total) } }),
        );
      }
    },
    { when: () => true },
  );
}

function fundingListSchema<S extends z.ZodType>(account: S) {
  return z.array(account, { error: 'Funding accounts must be a list' });
}

type Optionality<S extends z.ZodType, IsRequired extends boolean> = IsRequired extends true
  ? S
  : z.ZodOptional<S>;

function withOptionality<S extends z.ZodType, IsRequired extends boolean>(
  schema: S,
  isRequired: IsRequired,
): Optionality<S, IsRequired> {
  return (isRequired ? schema : schema.optional()) as Optionality<S, IsRequired>;
}

function buildSchemas<
  T extends TopLevelField,
  O extends OwnerField,
  F extends FundingAccountField,
>(required: { topLevel: readonly T[]; owner: readonly O[]; fundingAccount: readonly F[] }) {
  // `.overwrite(withoutNotEntered)`: optional fields left blank or null are absent from the output
  // (field-rules.ts), at every level, so the POST never carries `""` for them (decisions 13, 14).
  const owner = z
    .object(buildShape(ownerFields, required.owner), {
      error: 'Owner details must be a set of fields',
    })
    .overwrite(withoutNotEntered);
  const fundingAccount = z
    .object(buildShape(fundingAccountFields, required.fundingAccount), {
      error: 'Funding account details must be a set of fields',
    })
    .overwrite(withoutNotEntered);
  const has = <K extends TopLevelField>(name: K) =>
    required.topLevel.includes(name as TopLevelField as T) as K extends T ? true : false;
  const payload = z
    .object(
      {
        ...buildShape(topLevelFields, required.topLevel),
        owner: withOptionality(ownerListSchema(owner), has('owner')),
        fundingAccount: withOptionality(fundingListSchema(fundingAccount), has('fundingAccount')),
      },
      { error: 'The application must be a JSON object of merchant fields' },
    )
    .overwrite(withoutNotEntered);
  return { owner, fundingAccount, payload };
}

const full = buildSchemas(fullRequired);
const quickStart = buildSchemas(quickStartRequired);

/** An owner under the full rule set. */
export const OwnerSchema = full.owner;
/** A funding account under the full rule set. */
export const FundingAccountSchema = full.fundingAccount;
/** The full rule set: every "req" row of the spec's three tables (decisions 13). */
export const MerchantPayloadSchema = full.payload;
/** The QuickStart rule set (decisions 14; required fields listed in quickstart-rules.ts). */
export const QuickStartPayloadSchema = quickStart.payload;
export const QuickStartOwnerSchema = quickStart.owner;
export const QuickStartFundingAccountSchema = quickStart.fundingAccount;

export type Owner = z.infer<typeof OwnerSchema>;
export type FundingAccount = z.infer<typeof FundingAccountSchema>;
export type MerchantPayload = z.infer<typeof MerchantPayloadSchema>;
export type QuickStartPayload = z.infer<typeof QuickStartPayloadSchema>;
/** What a caller may pass in (json fields may be omitted; they default to null). */
export type MerchantPayloadInput = z.input<typeof MerchantPayloadSchema>;
export type QuickStartPayloadInput = z.input<typeof QuickStartPayloadSchema>;
