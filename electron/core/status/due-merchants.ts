// Which tracked merchants one periodic round asks about. Only merchants of the environment signed
// in now: merchant ids are unique per environment only, and one of unknown environment (null) is
// never polled. Final statuses (decisions 11: Declined, Closed) are never polled; slow statuses
// (Approved: it can still be Closed later, but rarely changes) only once per `slowIntervalMs`;
// everything else every round. A round asks about at most `maxPerRound`, least recently touched
// first, so the work per round is bounded however many merchants pile up, and a merchant whose
// GET keeps failing does not starve the others.
import type { TrackedMerchant } from '../../../shared/status/status-schema';

export interface DuePolicy {
  environmentId: string;
  now: number;
  finalStatuses: ReadonlySet<string>;
  slowStatuses: ReadonlySet<string>;
  slowIntervalMs: number;
  maxPerRound: number;
  /** Epoch ms of the last GET tried for this merchant (successful or not), if any. */
  lastTriedAt(merchant: TrackedMerchant): number | undefined;
}

export function dueMerchants(merchants: TrackedMerchant[], policy: DuePolicy): TrackedMerchant[] {
  const touchedAt = (merchant: TrackedMerchant): number =>
    Math.max(merchant.checkedAt ?? -Infinity, policy.lastTriedAt(merchant) ?? -Infinity);
  return merchants
    .filter((merchant) => {
      if (merchant.environmentId !== policy.environmentId) return false;
      if (merchant.status === null) return true;
      if (policy.finalStatuses.has(merchant.status)) return false;
      if (!policy.slowStatuses.has(merchant.status)) return true;
      return policy.now - touchedAt(merchant) >= policy.slowIntervalMs;
    })
    .sort((a, b) => touchedAt(a) - touchedAt(b))
    .slice(0, Math.max(0, policy.maxPerRound));
}
