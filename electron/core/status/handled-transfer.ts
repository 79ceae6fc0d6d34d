// The status tracker's side of a transfer between laptops. The agent's "handled" marks move with
// an export (decisions 64): the export carries each exported application's standing mark (a status
// word and a time, nothing else); the import offers the file's marks to the tracker here, which
// takes each only where it holds (mark-rules.ts: by content, the file's application record
// against what this laptop last heard, never by comparing the two laptops' clocks). An application
// just imported is not tracked here yet when its marks are offered: its own record (the
// submission's status and history, in the file with it) is where its merchant starts. The dry
// run asks the same question without changing anything, so the import screen can say how many
// marks the file would bring. Then every other submitted application the import added is tracked
// at once, from its record too: its merchant is in Submitted and Needs action now with the status
// the other laptop last heard (decisions 68). Its draft is its record (decisions 89): tracking it
// writes nothing.
import type { Draft } from '../../../shared/drafts/draft-schema';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import { err, ok, type Result } from '../../../shared/result';
import { isHandled } from '../../../shared/status/needs-action';
import type { AuditLog } from '../audit/audit-log';
import type { DraftStore } from '../drafts/draft-store-api';
import { lazyEnvironments, withAuditEnvironment } from './audit-environments';
import { latestEntryOf, type HandledMark } from './mark-rules';
import { merchantOf, type ApplicationDraft } from '../drafts/merchant-record';
import type { StatusTracker } from './status-tracker-api';
import { isStatusWord } from './status-word';

/** An application as the file holds it, without its payload: what a mark is judged against. */
export type FileRecord = ApplicationDraft;

/** A mark read from a file, with its application's record there. */
export interface FileMark {
  mark: HandledMark;
  record: FileRecord;
}

export interface TransferStatus {
  /** Every mark standing here now, by draft id: what an export carries. */
  standing(): Map<string, HandledMark>;
  /**
   * Offers a file's marks, by draft id; answers how many were taken. A dry run changes nothing
   * and judges an application not stored here yet by its record in the file.
   */
  adopt(
    marks: ReadonlyMap<string, FileMark>,
    options?: { isDryRun?: boolean },
  ): Promise<Result<number>>;
  /**
   * Tracks the merchants of the submitted applications an import added (their records as the
   * file held them), each starting from its record, as a mark's merchant does. Answers how many.
   */
  trackArrived(records: readonly FileRecord[]): Promise<number>;
}

/**
 * The file's application without its payload (which a mark never needs), nor the service's raw
 * answer: an import keeps one per submitted application it adds until it ends (10,000 of them).
 */
export function fileRecordOf(draft: Draft): FileRecord {
  if (draft.submission === undefined)
    return { id: draft.id, referenceId: draft.referenceId, lifecycle: draft.lifecycle };
  // Nor what only this laptop's checks keep (decisions 89): its mark travels on its own line.
  const { response: _response, tracking: _tracking, ...submission } = draft.submission;
  return { id: draft.id, referenceId: draft.referenceId, lifecycle: draft.lifecycle, submission };
}

/**
 * The application without what only this laptop's status checks keep (decisions 89): an export
 * carries its handled mark on a line of its own (decisions 64), and on the other laptop its first
 * answer is no news (decisions 68), so neither the mark nor the time of the last answer rides in
 * the record. Read on the way in too, for a file written otherwise.
 */
export function withoutTracking(draft: Draft): Draft {
  if (draft.submission?.tracking === undefined) return draft;
  const { tracking: _tracking, ...submission } = draft.submission;
  return { ...draft, submission };
}

/** The merchant `record` describes, its environment from the audit log where it names none. */
async function merchantOfRecord(
  record: FileRecord,
  loadEnvironments: ReturnType<typeof lazyEnvironments>,
): Promise<TrackedMerchant | undefined> {
  const merchant = merchantOf(record);
  return merchant && (await withAuditEnvironment(merchant, loadEnvironments));
}

/** A record with nothing heard: no mark holds against it (mark-rules.ts). */
const emptyRecord = { status: null, statusReason: null, history: [] };

export function transferStatusOf(parts: {
  status: Pick<StatusTracker, 'list' | 'adoptMarks' | 'trackAll'>;
  drafts: Pick<DraftStore, 'get'>;
  audit: Pick<AuditLog, 'read'>;
}): TransferStatus {
  return {
    standing() {
      const marks = new Map<string, HandledMark>();
      for (const merchant of parts.status.list()) {
        const mark = merchant.handled;
        // Only a mark that holds now, on a status the status file would write (decisions 22).
        if (merchant.draftId === undefined || mark === undefined || !isHandled(merchant)) continue;
        if (isStatusWord(mark.status)) marks.set(merchant.draftId, mark);
      }
      return marks;
    },
    async adopt(marks, { isDryRun = false } = {}) {
      const loadEnvironments = lazyEnvironments(parts.audit);
      const recordOf = async (draftId: string): Promise<Result<TrackedMerchant | undefined>> => {
        const stored = await parts.drafts.get(draftId);
        let draft: FileRecord | undefined;
        if (stored.ok) draft = stored.value;
        else if (stored.error.code === 'STORAGE') return err('STORAGE', stored.error.message);
        // Not here: the dry run judges what the import would store, the file's record.
        else if (isDryRun && stored.error.code === 'NOT_FOUND') draft = marks.get(draftId)?.record;
        return ok(draft && (await merchantOfRecord(draft, loadEnvironments)));
      };
      const offers = [...marks].map(([draftId, { mark, record }]) => ({
        draftId,
        mark,
        fileLatest: latestEntryOf(merchantOf(record) ?? emptyRecord),
      }));
      if (offers.length === 0) return ok(0);
      return parts.status.adoptMarks(offers, { recordOf, isDryRun });
    },
    async trackArrived(records) {
      const loadEnvironments = lazyEnvironments(parts.audit);
      const arrived: TrackedMerchant[] = [];
      for (const record of records) {
        const merchant = await merchantOfRecord(record, loadEnvironments);
        if (merchant) arrived.push(merchant);
      }
      if (arrived.length > 0) await parts.status.trackAll(arrived);
      return arrived.length;
    },
  };
}
