// The outbox's view of stored drafts: load what to send, record what happened. The draft store
// satisfies it; keeping it narrow lets the outbox be tested and reasoned about on its own.
import type { FieldError, Result } from '../../../shared/result';

export interface SubmissionItem {
  draftId: string;
  referenceId: string; // UUID fixed at draft creation (decisions 10)
  payload: unknown; // validated again by the outbox with the shared schema before it is sent
}

export type LifecycleChange =
  | { to: 'queued' }
  | { to: 'sending' }
  | {
      to: 'submitted';
      merchantId: string;
      /** Where it was submitted: status is asked there only (merchant ids are per environment). */
      environmentId?: string;
      status?: string;
      response: unknown;
    }
  | { to: 'rejected'; message: string; fieldErrors: FieldError[]; status?: number }
  | { to: 'needs-attention'; reason: string };

export interface SubmissionSource {
  loadForSubmission(draftId: string): Promise<Result<SubmissionItem>>;
  markLifecycle(draftId: string, change: LifecycleChange): Promise<Result<void>>;
  /** queued -> ready (or draft): the agent takes a not-yet-sent application back. */
  cancelQueued(draftId: string): Promise<Result<unknown>>;
}
