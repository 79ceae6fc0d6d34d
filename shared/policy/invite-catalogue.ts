// The invite-code catalogue as the app offers it (decisions 86): the organisation's entries and the
// agent's own, merged in core, each marked with who keeps it. Pure, so core (which checks again
// before queueing) and the editor (which warns beside the field) judge a code by the same rule.
import { z } from 'zod';
import { normalizeInviteCode } from '../merchant/normalize';
import { EnvironmentIdSchema } from '../environments/environment-schema';
import type { DraftPricing } from '../drafts/draft-schema';
import { InviteCatalogueEntrySchema, type InviteCatalogueEntry } from './policy-schema';

/** The agent keeps at most this many of their own (Settings, "Pricing plans"). */
export const maxAgentCatalogueEntries = 500;

/** One offered entry: the file's fields, and the organisation's name when the office set it. */
export const CatalogueEntrySchema = z.strictObject({
  entry: InviteCatalogueEntrySchema,
  /** The organisation that set it (decisions 83); absent: the agent's own. */
  managedBy: z.string().max(120).optional(),
});
export type CatalogueEntry = z.infer<typeof CatalogueEntrySchema>;

export const CatalogueSchema = z.strictObject({
  entries: z.array(CatalogueEntrySchema).max(2000 + maxAgentCatalogueEntries),
  /** false when the organisation's file says allowAgentInviteCodes: false. */
  canAddOwn: z.boolean(),
  /** The organisation whose file is applied, for "set by ..."; absent with no policy. */
  organisation: z.string().max(120).optional(),
});
export type Catalogue = z.infer<typeof CatalogueSchema>;

/** Which of the agent's own entries to remove: a code means something in one environment only. */
export const CatalogueEntryRefSchema = z.strictObject({
  environmentId: EnvironmentIdSchema,
  code: z.string().trim().min(1).max(64),
});
export type CatalogueEntryRef = z.infer<typeof CatalogueEntryRefSchema>;

/**
 * How a code stands on a local day: `valid`, or why it is warned before it is queued (decisions
 * 86). `unknown`: the environment has plans, and none has this code. `no-plans`: the environment
 * has none to check it against, so it is judged by its format alone, as before there were plans.
 */
export type InviteCodeStanding = 'valid' | 'expired' | 'not-yet-valid' | 'unknown' | 'no-plans';

/** The standings that are asked about before queueing (decisions 86). */
export function isWarnedStanding(
  standing: InviteCodeStanding,
): standing is 'expired' | 'not-yet-valid' | 'unknown' {
  return standing !== 'valid' && standing !== 'no-plans';
}

/** The local calendar day of `ms` as YYYY-MM-DD: validity is by the agent's day, not UTC's. */
export function localDay(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Valid from/until are inclusive local days (policy-schema.ts); ISO dates compare as strings. */
export function entryStanding(
  entry: InviteCatalogueEntry,
  today: string,
): 'valid' | 'expired' | 'not-yet-valid' {
  if (entry.validFrom !== undefined && today < entry.validFrom) return 'not-yet-valid';
  if (entry.validUntil !== undefined && today > entry.validUntil) return 'expired';
  return 'valid';
}

/** The entry of `environmentId` whose code is `typed` once normalised (decisions 28), or undefined. */
export function findEntry(
  entries: readonly CatalogueEntry[],
  environmentId: string,
  typed: string,
): CatalogueEntry | undefined {
  const code = normalizeInviteCode(typed);
  return entries.find(
    (candidate) => candidate.entry.environmentId === environmentId && candidate.entry.code === code,
  );
}

/** How the typed code stands in `environmentId`'s catalogue on `today`. */
export function inviteCodeStanding(
  entries: readonly CatalogueEntry[],
  environmentId: string,
  typed: string,
  today: string,
): InviteCodeStanding {
  const found = findEntry(entries, environmentId, typed);
  if (found !== undefined) return entryStanding(found.entry, today);
  return entries.some((candidate) => candidate.entry.environmentId === environmentId)
    ? 'unknown'
    : 'no-plans';
}

/** "Restaurants — 2.69% + 10c, no annual fee (TZS4-BEH8-R7VS)": the review's and the PDF's line. */
export function pricingWords(pricing: DraftPricing): string {
  return `${pricing.label} — ${pricing.summary} (${pricing.code})`;
}

/** The draft's pricing when it is for the code the payload carries now; else none. */
export function currentPricing(
  pricing: DraftPricing | undefined,
  payload: Record<string, unknown>,
): DraftPricing | undefined {
  const typed = payload.inviteCode;
  if (pricing === undefined || typeof typed !== 'string') return undefined;
  return normalizeInviteCode(typed) === pricing.code ? pricing : undefined;
}
