// Builds the merchant as GET returns it (spec "Merchant (as returned by GET)"; decisions 8, 11,
// 12) from a validated payload. Identifiers are derived from the id, never random, so a test run
// is repeatable. SSNs, tax ids and bank account numbers are masked to their last four digits
// before anything is stored or answered: the sandbox keeps its data in plain files, and PII must
// never land in a plaintext file (repository standards). The app only needs them on the way in.
import type { MerchantRecord } from '../store/merchant-store';
import { initialStatus } from './status-rules';

/** ISO 8601 without zone, as the spec writes every date (decisions 11). Times are UTC. */
export function isoWithoutZone(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19);
}

/** Keeps the last four characters and replaces the rest with "*". */
export function maskDigits(value: unknown): unknown {
  if (typeof value !== 'string' || value.length <= 4) return value;
  return '*'.repeat(value.length - 4) + value.slice(-4);
}

function maskList(list: unknown, field: string): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null
      ? { ...entry, [field]: maskDigits((entry as Record<string, unknown>)[field]) }
      : entry,
  );
}

export function maskPii(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    ...payload,
    ...('taxId' in payload ? { taxId: maskDigits(payload.taxId) } : {}),
    ...('owner' in payload ? { owner: maskList(payload.owner, 'ssn') } : {}),
    ...('fundingAccount' in payload
      ? { fundingAccount: maskList(payload.fundingAccount, 'accountNumber') }
      : {}),
  };
}

/** Funding is on hold until the merchant is approved, and again once declined or closed. */
export function isFundingOnHold(status: string): boolean {
  return status !== 'Approved';
}

export function buildMerchantRecord(
  payload: Record<string, unknown>,
  id: number,
  nowMs: number,
): MerchantRecord {
  const { status, statusReason } = initialStatus();
  return {
    ...maskPii(payload),
    id,
    xmid: String(4_000_000_000 + id),
    appId: `SBX-${String(id).padStart(8, '0')}`,
    dateAdded: isoWithoutZone(nowMs),
    dateApproved: null,
    dateClosed: null,
    status,
    statusReason,
    fundingDelayDays: 2,
    fundingDailyMax: 25_000,
    fundingMonthlyMax: 500_000,
    fundingTransactionMax: 10_000,
    fundingOnHold: isFundingOnHold(status),
  };
}

/** A copy of the merchant in a new status, with the dates decisions 11 ties to it. */
export function withStatus(
  merchant: MerchantRecord,
  status: string,
  statusReason: string,
  nowMs: number,
): MerchantRecord {
  return {
    ...merchant,
    status,
    statusReason,
    fundingOnHold: isFundingOnHold(status),
    ...(status === 'Approved' && merchant.dateApproved == null
      ? { dateApproved: isoWithoutZone(nowMs) }
      : {}),
    ...(status === 'Closed' && merchant.dateClosed == null
      ? { dateClosed: isoWithoutZone(nowMs) }
      : {}),
  };
}
