// Recording what the service said about a merchant: its latest status, and a history entry only
// when it differs from the last one (so a poll that sees no change adds nothing).
import type { MerchantStatusChange, TrackedMerchant } from '../../../shared/status/status-schema';
import type { Clock } from '../ports';

/** Updates `merchant`; answers the change to report, or null when nothing changed. */
export function recordObservation(
  merchant: TrackedMerchant,
  seen: { status: string | null; statusReason: string | null },
  clock: Clock,
  maxHistory: number,
): MerchantStatusChange | null {
  const { status, statusReason } = seen;
  const at = clock.now();
  const last = merchant.history.at(-1);
  const previousStatus = merchant.status;
  merchant.checkedAt = at;
  merchant.status = status;
  merchant.statusReason = statusReason;
  if (last && last.status === status && last.statusReason === statusReason) return null;
  merchant.history.push({ status, statusReason, at });
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
