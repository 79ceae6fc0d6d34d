// The tracker's list of merchants and the rule for "the same merchant". A merchant id alone is not
// an identity: ids are unique only within one environment (small integers in the sandbox), so
// merchant 3 of the sandbox and merchant 3 of production are different merchants. Two records are
// the same merchant when the ids match, their drafts do not differ, and their environments do not
// differ (an unknown environment, null, matches any: it is the record being settled).
import type { TrackedMerchant } from '../../../shared/status/status-schema';

export interface MerchantKey {
  merchantId: string;
  draftId?: string | undefined;
  environmentId: string | null;
}

export function isSameMerchant(a: MerchantKey, b: MerchantKey): boolean {
  if (a.merchantId !== b.merchantId) return false;
  if (a.draftId !== undefined && b.draftId !== undefined && a.draftId !== b.draftId) return false;
  return (
    a.environmentId === null || b.environmentId === null || a.environmentId === b.environmentId
  );
}

/** The first merchant of each draft id, in list order (a draftless one has none). */
export function merchantsByDraftId(
  merchants: readonly TrackedMerchant[],
): Map<string, TrackedMerchant> {
  const index = new Map<string, TrackedMerchant>();
  for (const merchant of merchants)
    if (merchant.draftId !== undefined && !index.has(merchant.draftId))
      index.set(merchant.draftId, merchant);
  return index;
}

export function newMerchant(key: MerchantKey, referenceId?: string): TrackedMerchant {
  return {
    merchantId: key.merchantId,
    ...(key.draftId !== undefined ? { draftId: key.draftId } : {}),
    environmentId: key.environmentId,
    ...(referenceId !== undefined ? { referenceId } : {}),
    status: null,
    statusReason: null,
    checkedAt: null,
    history: [],
  };
}

export function copyMerchant(merchant: TrackedMerchant): TrackedMerchant {
  return {
    ...merchant,
    history: merchant.history.map((entry) => ({ ...entry })),
    ...(merchant.details !== undefined && { details: { ...merchant.details } }),
    ...(merchant.handled !== undefined && { handled: { ...merchant.handled } }),
    ...(merchant.unhandled !== undefined && { unhandled: { ...merchant.unhandled } }),
  };
}

/**
 * `key` is a draft id (exact) or a merchant id; among merchants with that id, the one of
 * `environmentId` wins, then one of unknown environment, then any.
 */
export function findMerchant(
  merchants: readonly TrackedMerchant[],
  key: string,
  /** Asked only when `key` is not a draft id (reading it may cost a settings read). */
  environmentOf: () => string | null,
): TrackedMerchant | undefined {
  const byDraft = merchants.find((merchant) => merchant.draftId === key);
  if (byDraft) return byDraft;
  const byId = merchants.filter((merchant) => merchant.merchantId === key);
  const environmentId = environmentOf();
  return (
    byId.find((merchant) => merchant.environmentId === environmentId) ??
    byId.find((merchant) => merchant.environmentId === null) ??
    byId[0]
  );
}

/**
 * Folds what an earlier version's status file kept of a merchant into the one read from its draft
 * (decisions 89); answers whether anything changed. The draft keeps reasons, the file did not
 * (decisions 22): a later status the file heard and the draft never recorded (its write failed)
 * is added without one. Folding the same file twice changes nothing.
 */
export function foldStored(
  merchant: TrackedMerchant,
  stored: TrackedMerchant,
  maxHistory: number,
): boolean {
  const before = JSON.stringify(merchant);
  const heard = stored.history.at(-1);
  const lastAt = merchant.history.at(-1)?.at ?? -Infinity;
  if (heard && heard.status !== null && heard.status !== merchant.status && heard.at > lastAt) {
    merchant.history.push({ status: heard.status, statusReason: null, at: heard.at });
    merchant.history.splice(0, Math.max(0, merchant.history.length - maxHistory));
    merchant.status = heard.status;
    merchant.statusReason = null;
  }
  merchant.environmentId ??= stored.environmentId;
  if (stored.checkedAt !== null)
    merchant.checkedAt = Math.max(merchant.checkedAt ?? -Infinity, stored.checkedAt);
  if (stored.details !== undefined) merchant.details = stored.details;
  takeMark(merchant, stored.handled);
  // Moved back to Needs action here and saved (decisions 64): same clock, same rule as a mark.
  const unhandled = stored.unhandled;
  if (
    unhandled !== undefined &&
    isMarkStanding(merchant, unhandled) &&
    merchant.handled === undefined
  )
    merchant.unhandled ??= { ...unhandled };
  return JSON.stringify(merchant) !== before;
}

/** The agent's "handled" mark (decisions 61): the status it was made on, and when (epoch ms). */
export type HandledMark = NonNullable<TrackedMerchant['handled']>;

/**
 * Whether a mark read back from this laptop's status file holds for `merchant` as it is now
 * (decisions 61): made on its current status, and nothing the service said since. Both times are
 * this laptop's clock; a mark from another laptop passes file-mark-rule.ts instead (decisions 64).
 */
export function isMarkStanding(
  merchant: Pick<TrackedMerchant, 'status' | 'history'>,
  mark: HandledMark,
): boolean {
  const newest = merchant.history.at(-1)?.at ?? -Infinity;
  return mark.status === merchant.status && newest <= mark.at;
}

/**
 * Takes a stored `mark` onto `merchant` when it holds here and no mark here that holds is as new:
 * a mark made here is never lost to an older one. Answers whether it was taken.
 */
export function takeMark(merchant: TrackedMerchant, mark: HandledMark | undefined): boolean {
  if (mark === undefined || !isMarkStanding(merchant, mark)) return false;
  const here = merchant.handled;
  if (here !== undefined && isMarkStanding(merchant, here) && here.at >= mark.at) return false;
  merchant.handled = { status: mark.status, at: mark.at };
  return true;
}
