// The real draft store as the outbox's source, with calls that can be made to fail on demand: the
// disk errors and crashes the outbox must survive, without mocking the store itself.
import type { DraftStore } from '../../../electron/core/drafts/draft-store';
import type {
  LifecycleChange,
  SubmissionSource,
} from '../../../electron/core/outbox/submission-source';
import { err, type Result } from '../../../shared/result';

export type ControlledSource = Required<SubmissionSource>;

/** Decides per call: undefined lets the store answer, a Result answers instead of the store. */
export interface SourceFaults {
  markLifecycle?(draftId: string, change: LifecycleChange): Result<void> | undefined;
  cancelQueued?(draftId: string): Promise<Result<unknown>> | undefined;
}

export const storageFailure = err('STORAGE', 'The disk refused the write (test).');

export function controlledSource(store: DraftStore, faults: SourceFaults): ControlledSource {
  return {
    inOutbox: () => store.inOutbox(),
    loadForSubmission: (draftId) => store.loadForSubmission(draftId),
    async markLifecycle(draftId, change) {
      return faults.markLifecycle?.(draftId, change) ?? store.markLifecycle(draftId, change);
    },
    async cancelQueued(draftId) {
      return (await faults.cancelQueued?.(draftId)) ?? store.cancelQueued(draftId);
    },
  };
}
