// Recording what the service said about a merchant: its latest status, and a history entry only
// when it differs from the last one (so a poll that sees no change adds nothing). What the service
// sends is bounded first (decisions 22): a status and a reason longer than anyone reads are cut,
// so neither memory nor the draft grows with what a service pads them with. The merchant's
// record is its draft (decisions 89), which keeps reasons, so the same status with a new reason
// is a change like any other.
import type { MerchantStatusChange, TrackedMerchant } from '../../../shared/status/status-schema';
import { maxStatusLength, maxStatusReasonLength } from '../boarding/merchant-answer';
import type { Clock } from '../ports';

function clip(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

/** Updates `merchant`; answers the change to report, or null when nothing changed. */
export function recordObservation(
  merchant: TrackedMerchant,
  seen: { status: string | null; statusReason: string | null },
  clock: Clock,
  maxHistory: number,
): MerchantStatusChange | null {
  const status = clip(seen.status, maxStatusLength);
  const statusReason = clip(seen.statusReason, maxStatusReasonLength);
  const at = clock.now();
  const last = merchant.history.at(-1);
  const previousStatus = merchant.status;
  merchant.checkedAt = at;
  merchant.status = status;
  merchant.statusReason = statusReason;
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
