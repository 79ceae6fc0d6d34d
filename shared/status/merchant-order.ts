// Two rules every list of submitted merchants shares (the Submitted worklist, Needs action): when
// a merchant last changed, and which row is which. Merchant ids are unique only within one
// environment (decisions 12), so the same id in two environments is two rows, and so is the same
// id held by two drafts.
import type { MerchantStatusChange, SubmittedMerchant } from './status-schema';

/** Epoch ms of the newest status seen, else of the submission; 0 when neither is known. */
export function lastChangeOf(merchant: Pick<SubmittedMerchant, 'changedAt'>): number {
  return merchant.changedAt ?? 0;
}

/** One row's key: two drafts may hold the same merchant id in one environment, so its draft too. */
export function merchantKey(
  merchant: Pick<SubmittedMerchant, 'environmentId' | 'merchantId' | 'draftId'>,
) {
  return `${merchant.environmentId ?? ''}\u0000${merchant.merchantId}\u0000${merchant.draftId ?? ''}`;
}

/**
 * Whether `row` is the merchant a change is about: its draft decides; a change without one (a
 * merchant tracked before drafts were recorded) is its merchant id in its environment.
 */
export function isRowOf(
  row: Pick<SubmittedMerchant, 'environmentId' | 'merchantId' | 'draftId'>,
  change: Pick<MerchantStatusChange, 'environmentId' | 'merchantId' | 'draftId'>,
): boolean {
  if (row.merchantId !== change.merchantId) return false;
  return change.draftId === undefined
    ? (row.environmentId ?? undefined) === change.environmentId
    : row.draftId === change.draftId;
}
