// The agent's "handled" marks moving between laptops with an export (decisions 64). The export
// carries each exported application's standing mark (a status word and a time, nothing else);
// the import offers the file's marks to the tracker here, which takes each only where it still
// holds (tracked-merchants.ts, takeMark: the rule the status file's marks pass too). An
// application just imported is not tracked here yet: its own record (the submission's status and
// history, in the file with it) is where its merchant starts.
import type { Draft } from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import { isHandled } from '../../../shared/status/needs-action';
import type { AuditLog } from '../audit/audit-log';
import type { DraftStore } from '../drafts/draft-store-api';
import {
  environmentsFromAudit,
  submittedApplicationOf,
  type EnvironmentFinder,
} from './draft-link';
import type { MarkedApplication, StatusTracker } from './status-tracker-api';
import { isStatusWord } from './stored-form';
import type { HandledMark } from './tracked-merchants';

export interface HandledMarks {
  /** Every mark standing here now, by draft id: what an export carries. */
  standing(): Map<string, HandledMark>;
  /** Offers a file's marks for applications stored here; answers how many were taken. */
  adopt(marks: ReadonlyMap<string, HandledMark>): Promise<Result<number>>;
}

/** What the application's record says of its merchant, in the tracker's terms. */
function recordedOf(draft: Draft): MarkedApplication['recorded'] {
  const submission = draft.submission;
  return {
    status: submission?.status ?? null,
    statusReason: submission?.statusReason ?? null,
    history: (submission?.history ?? []).map((entry) => ({
      status: entry.status,
      statusReason: entry.statusReason ?? null,
      at: Date.parse(entry.at),
    })),
  };
}

export function handledMarksOf(parts: {
  status: Pick<StatusTracker, 'list' | 'adoptMarks'>;
  drafts: Pick<DraftStore, 'get'>;
  audit: Pick<AuditLog, 'read'>;
}): HandledMarks {
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
    async adopt(marks) {
      let environments: Promise<EnvironmentFinder> | undefined;
      const loadEnvironments = () => (environments ??= environmentsFromAudit(parts.audit));
      const applications: MarkedApplication[] = [];
      for (const [draftId, mark] of marks) {
        const draft = await parts.drafts.get(draftId);
        if (!draft.ok) {
          if (draft.error.code === 'STORAGE') return err('STORAGE', draft.error.message);
          continue; // set aside or gone meanwhile: nothing here to hold the mark
        }
        if (draft.value.lifecycle !== 'submitted') continue;
        const submitted = await submittedApplicationOf(draft.value, loadEnvironments);
        if (submitted === undefined) continue;
        applications.push({ ...submitted, draftId, recorded: recordedOf(draft.value), mark });
      }
      return applications.length === 0 ? ok(0) : parts.status.adoptMarks(applications);
    },
  };
}
