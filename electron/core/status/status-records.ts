// Where a merchant's status lives (decisions 89): on its application's draft, the one durable
// record. The submission record keeps the status, its reason and history (encrypted with the
// draft, so the service's free text is safe there), the environment it went to, and in
// `tracking` what this laptop's checks add: when an answer was last written and the details of
// the last GET (the agent's handled marks are marks-file.ts's); drafts/merchant-record.ts maps
// the record to a merchant and back. The runner (status-tracker.ts) keeps the merchants in
// memory, read at start from the sealed index, which carries each submitted draft's merchant
// (decisions 101), and writes a merchant back itself (the store's recordTracking) only when what
// it keeps changed (keptOf, status-state.ts): a check that hears nothing new writes nothing.
// A draft submitted before its environment was recorded falls back to the audit log
// (audit-environments.ts); when that is gone too it stays unknown (null) and is never polled.
import { ok, type Result } from '../../../shared/result';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import type { AuditLog } from '../audit/audit-log';
import type { Logger } from '../ports';
import type { DraftStore } from '../drafts/draft-store-api';
import { merchantOf } from '../drafts/merchant-record';
import { lazyEnvironments, withAuditEnvironment } from './audit-environments';
import { createLegacyStatusFile, foldStored } from './legacy-status-file';
import { merchantsByDraftId } from './status-state';

export interface StatusRecords {
  /** Every submitted application's merchant (trashed ones too: still at the service). */
  loadAll(): Promise<Result<TrackedMerchant[]>>;
  /** The merchant of one submitted application; undefined when it is not one. */
  load(draftId: string): Promise<Result<TrackedMerchant | undefined>>;
}

export interface DraftStatusRecordsOptions {
  drafts: Pick<DraftStore, 'get' | 'merchants' | 'recordTracking'>;
  /** Read only for a draft that does not record its environment. */
  audit: Pick<AuditLog, 'read'>;
  /** Where an earlier version kept status-history.json, folded in at the first loadAll. */
  dir: string;
  logger: Logger;
  now: () => number;
  /** History entries kept per merchant. Default 100. */
  maxHistory?: number;
}

/** The records over the draft store. */
export function draftStatusRecords({
  drafts,
  audit,
  dir,
  logger,
  now,
  maxHistory = 100,
}: DraftStatusRecordsOptions): StatusRecords {
  const legacy = createLegacyStatusFile(dir, logger, now);
  const loadEnvironments = lazyEnvironments(audit);
  async function load(draftId: string): Promise<Result<TrackedMerchant | undefined>> {
    const draft = await drafts.get(draftId);
    if (!draft.ok) return draft.error.code === 'NOT_FOUND' ? ok(undefined) : draft;
    const merchant = merchantOf(draft.value);
    return ok(merchant && (await withAuditEnvironment(merchant, loadEnvironments)));
  }
  /**
   * An earlier version's status file, folded into `merchants` and their drafts once (decisions
   * 89). Unreadable now: left for the next start, like a draft that could not be written.
   */
  async function foldLegacy(merchants: TrackedMerchant[]): Promise<void> {
    const stored = await legacy.load();
    if (!stored.ok || stored.value.length === 0) return;
    const byDraft = merchantsByDraftId(merchants);
    let isWhole = true;
    for (const saved of stored.value) {
      const merchant = saved.draftId === undefined ? undefined : byDraft.get(saved.draftId);
      if (merchant === undefined || merchant.merchantId !== saved.merchantId) isWhole = false;
      else if (
        foldStored(merchant, saved, maxHistory) &&
        !(await drafts.recordTracking(merchant)).ok
      )
        return;
    }
    await legacy.retire(isWhole);
    logger.info('status history folded into the drafts', { count: stored.value.length, isWhole });
  }

  return {
    load,
    async loadAll() {
      // From the sealed index: a start decrypts no draft (decisions 101).
      const listed = await drafts.merchants();
      if (!listed.ok) return listed;
      const merchants: TrackedMerchant[] = [];
      for (const merchant of listed.value)
        merchants.push(await withAuditEnvironment(merchant, loadEnvironments));
      await foldLegacy(merchants);
      return ok(merchants);
    },
  };
}
