// Which environment a submitted draft went to, when its submission record does not say. The
// outbox records it on the record (status-records.ts reads it there).
// Drafts submitted before that was recorded fall back to the audit log, whose submit and lookup
// lines carry environmentId next to draftId and merchantId (shared/outbox/audit-entry-schema.ts).
// When that is gone too (rotated away) the environment stays unknown (null): never polled, see
// status-state.ts (askable).
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import type { AuditLog } from '../audit/audit-log';

/** Audit lines read to find environments: the audit log keeps about this many at most. */
const auditScanLimit = 100_000;

export type EnvironmentFinder = (draftId: string, merchantId: string) => string | null;
/** Reads the audit log only when a draft's record does not name its environment. */
export type LoadEnvironmentFinder = () => Promise<EnvironmentFinder>;

/** Where each draft's merchant id was reported; ambiguous (two environments) reads as unknown. */
export async function environmentsFromAudit(
  audit: Pick<AuditLog, 'read'>,
): Promise<EnvironmentFinder> {
  const seen = new Map<string, Set<string>>();
  for (const entry of await audit.read({ limit: auditScanLimit })) {
    if (entry.merchantId === undefined) continue;
    const key = `${entry.draftId}\u0000${entry.merchantId}`;
    const environments = seen.get(key) ?? new Set<string>();
    environments.add(entry.environmentId);
    seen.set(key, environments);
  }
  return (draftId, merchantId) => {
    const environments = seen.get(`${draftId}\u0000${merchantId}`);
    return environments?.size === 1 ? ([...environments][0] ?? null) : null;
  };
}

/** Reads the audit log at most once, and only when a draft's record does not name its environment. */
export function lazyEnvironments(audit: Pick<AuditLog, 'read'>): LoadEnvironmentFinder {
  let environments: Promise<EnvironmentFinder> | undefined;
  return () => (environments ??= environmentsFromAudit(audit));
}

/** `merchant` with its environment from the audit log where its record names none (null). */
export async function withAuditEnvironment(
  merchant: TrackedMerchant,
  loadEnvironments: LoadEnvironmentFinder,
): Promise<TrackedMerchant> {
  if (merchant.environmentId !== null || merchant.draftId === undefined) return merchant;
  const environmentOf = await loadEnvironments();
  merchant.environmentId = environmentOf(merchant.draftId, merchant.merchantId);
  return merchant;
}
