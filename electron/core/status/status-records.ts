// Where a merchant's status lives (decisions 89): on its application's draft, the one durable
// record. The submission record keeps the status, its reason and history (encrypted with the
// draft, so the service's free text is safe there), the environment it went to, and in
// `tracking` what this laptop's checks add: when an answer was last written and the details of
// the last GET (the agent's handled marks are marks-file.ts's). The runner (status-tracker.ts) keeps the merchants in
// memory, read from the drafts at start, and writes a merchant back only when what it keeps
// changed (keptOf, status-state.ts): a check that hears nothing new writes nothing.
// A draft submitted before its environment was recorded falls back to the audit log
// (audit-environments.ts); when that is gone too it stays unknown (null) and is never polled.
import type { Draft, SubmissionRecord } from '../../../shared/drafts/draft-schema';
import { parseMerchantRecord } from '../../../shared/merchant/merchant-record-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { StatusHistoryEntry, TrackedMerchant } from '../../../shared/status/status-schema';
import type { AuditLog } from '../audit/audit-log';
import type { Logger } from '../ports';
import type { DraftStore } from '../drafts/draft-store-api';
import { listAllDrafts } from '../drafts/list-all-drafts';
import { lazyEnvironments, type LoadEnvironmentFinder } from './audit-environments';
import { createLegacyStatusFile } from './legacy-status-file';
import { detailsOf, foldStored, merchantsByDraftId } from './tracked-merchants';

/** The part of a draft a merchant is read from (an import's file record has no payload). */
export type ApplicationDraft = Pick<Draft, 'id' | 'referenceId' | 'lifecycle' | 'submission'>;

export interface StatusRecords {
  /** Every submitted application's merchant (trashed ones too: still at the service). */
  loadAll(): Promise<Result<TrackedMerchant[]>>;
  /** The merchant of one submitted application; undefined when it is not one. */
  load(draftId: string): Promise<Result<TrackedMerchant | undefined>>;
  /** Writes `merchant` onto its draft; answers the application's name for a notice. */
  write(merchant: TrackedMerchant): Promise<Result<{ name: string }>>;
}

const listPage = 1000;

function historyOf(submission: SubmissionRecord): StatusHistoryEntry[] {
  return submission.history.map((entry) => ({
    status: entry.status,
    statusReason: entry.statusReason ?? null,
    at: Date.parse(entry.at),
  }));
}

/** The details the POST answer gave, kept as the service sent it (decisions 8). */
function answerDetails(submission: SubmissionRecord) {
  // None kept (retention drops it, decisions 44; an import's record leaves it out): none to read.
  if (submission.response === undefined) return undefined;
  const answer = parseMerchantRecord(submission.response);
  return answer.isObject ? detailsOf(answer) : undefined;
}

/** The merchant a submitted application's record describes, or undefined when it has none. */
export function merchantOf(
  draft: ApplicationDraft,
  environmentOf: (draftId: string, merchantId: string) => string | null,
): TrackedMerchant | undefined {
  const submission = draft.submission;
  if (draft.lifecycle !== 'submitted' || !submission?.merchantId) return undefined;
  const { tracking } = submission;
  const details = tracking?.details ?? answerDetails(submission);
  return {
    merchantId: submission.merchantId,
    draftId: draft.id,
    environmentId: submission.environmentId ?? environmentOf(draft.id, submission.merchantId),
    referenceId: draft.referenceId,
    status: submission.status ?? null,
    statusReason: submission.statusReason ?? null,
    checkedAt: tracking?.checkedAt ?? null,
    history: historyOf(submission),
    ...(details !== undefined && { details }),
  };
}

/**
 * The submission record as it is once `merchant` is written on it. A status the service left
 * null is not a status the draft can name: the draft keeps the last one it had (decisions 11).
 */
export function recordWith(
  submission: SubmissionRecord,
  merchant: TrackedMerchant,
): SubmissionRecord {
  const { status: _status, statusReason: _reason, tracking: _tracking, ...rest } = submission;
  const status = merchant.status ?? submission.status;
  const statusReason =
    merchant.status === null ? submission.statusReason : (merchant.statusReason ?? undefined);
  const tracking = {
    ...(merchant.checkedAt !== null && { checkedAt: merchant.checkedAt }),
    // Kept only when newer than the POST answer's, which the record has already (decisions 8).
    ...(merchant.details !== undefined &&
      JSON.stringify(merchant.details) !== JSON.stringify(answerDetails(submission)) && {
        details: merchant.details,
      }),
  };
  return {
    ...rest,
    ...(merchant.environmentId !== null && { environmentId: merchant.environmentId }),
    ...(status !== undefined && { status }),
    ...(statusReason !== undefined && { statusReason }),
    history: merchant.history.flatMap((entry) =>
      entry.status === null
        ? []
        : [
            {
              status: entry.status,
              ...(entry.statusReason !== null && { statusReason: entry.statusReason }),
              at: new Date(entry.at).toISOString(),
            },
          ],
    ),
    ...(Object.keys(tracking).length > 0 && { tracking }),
  };
}

export interface DraftStatusRecordsOptions {
  drafts: Pick<DraftStore, 'get' | 'list' | 'recordTracking'>;
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
  const loadEnvironments: LoadEnvironmentFinder = lazyEnvironments(audit);
  async function environmentFinder(draft: ApplicationDraft) {
    const known = draft.submission?.environmentId !== undefined;
    return known ? () => null : await loadEnvironments();
  }
  async function load(draftId: string): Promise<Result<TrackedMerchant | undefined>> {
    const draft = await drafts.get(draftId);
    if (!draft.ok) return draft.error.code === 'NOT_FOUND' ? ok(undefined) : draft;
    return ok(merchantOf(draft.value, await environmentFinder(draft.value)));
  }
  async function write(merchant: TrackedMerchant): Promise<Result<{ name: string }>> {
    if (merchant.draftId === undefined)
      return err('NOT_FOUND', 'A merchant without an application has no record.');
    const written = await drafts.recordTracking(merchant.draftId, (submission) =>
      recordWith(submission, merchant),
    );
    return written.ok ? ok({ name: written.value.legalName || written.value.dba }) : written;
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
      else if (foldStored(merchant, saved, maxHistory) && !(await write(merchant)).ok) return;
    }
    await legacy.retire(isWhole);
    logger.info('status history folded into the drafts', { count: stored.value.length, isWhole });
  }

  return {
    load,
    write,
    async loadAll() {
      const merchants: TrackedMerchant[] = [];
      for (const trashed of [false, true]) {
        const listed = await listAllDrafts(drafts, { lifecycle: ['submitted'], trashed }, listPage);
        if (!listed.ok) return listed;
        for (const { id } of listed.value) {
          const read = await load(id);
          // One unreadable draft (set aside meanwhile) is left out, not the whole list.
          if (read.ok && read.value !== undefined) merchants.push(read.value);
        }
      }
      await foldLegacy(merchants);
      return ok(merchants);
    },
  };
}
