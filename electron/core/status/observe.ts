// Recording what the service said about a merchant: its latest status, and a history entry only
// when it differs from the last one (so a poll that sees no change adds nothing). What the service
// sends is bounded first (decisions 22): a status and a reason longer than anyone reads are cut,
// so neither memory, the draft nor the history grows with what a service pads them with.
// A merchant read back from the status file has no reasons (they are not written there,
// stored-form.ts). The tracker first takes the reason its draft last recorded (decisions 69), so
// a new reason is a change; only where no draft says one does the first answer with an unchanged
// status fill the reason in without reporting a change.
import type { MerchantStatusChange, TrackedMerchant } from '../../../shared/status/status-schema';
import { maxStatusLength, maxStatusReasonLength } from '../boarding/merchant-answer';
import type { Clock } from '../ports';
import { isWithheldStatus } from './stored-form';

function clip(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

/**
 * Updates `merchant`; answers the change to report, or null when nothing changed.
 * `isReasonUnknown`: the merchant came from the status file, which keeps no reasons.
 */
export function recordObservation(
  merchant: TrackedMerchant,
  seen: { status: string | null; statusReason: string | null },
  clock: Clock,
  maxHistory: number,
  isReasonUnknown = false,
): MerchantStatusChange | null {
  const status = clip(seen.status, maxStatusLength);
  const statusReason = clip(seen.statusReason, maxStatusReasonLength);
  const at = clock.now();
  const last = merchant.history.at(-1);
  // The status file wrote this merchant's status as null (stored-form.ts): a first answer whose
  // status the file would withhold too takes the place of that null, like a reason, instead of
  // reading as a change from nothing. A plain word cannot be the withheld status: a change.
  const isStatusUnknown =
    isReasonUnknown && merchant.isStatusWithheld === true && isWithheldStatus(status);
  delete merchant.isStatusWithheld;
  if (last && isStatusUnknown && last.status === null) last.status = status;
  const previousStatus = isStatusUnknown ? status : merchant.status;
  merchant.checkedAt = at;
  merchant.status = status;
  merchant.statusReason = statusReason;
  if (last && last.status === status && isReasonUnknown) {
    last.statusReason = statusReason;
    return null;
  }
  if (last && last.status === status && last.statusReason === statusReason) return null;
  merchant.history.push({ status, statusReason, at });
  // A "handled" mark was for what the service said before: a new status, or the same status with
  // a new reason (underwriting asking for something else), needs the agent again (decisions 61).
  delete merchant.handled;
  delete merchant.unhandled;
  if (merchant.history.length > maxHistory)
    merchant.history.splice(0, merchant.history.length - maxHistory);
  return {
    merchantId: merchant.merchantId,
    ...(merchant.draftId !== undefined ? { draftId: merchant.draftId } : {}),
    status,
    statusReason,
    previousStatus,
    at,
  };
}
