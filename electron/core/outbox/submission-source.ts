// The outbox's view of stored drafts: load what to send, record what happened, and find what is
// in the outbox when it starts. The draft store satisfies it and is the outbox's one durable
// record (decisions 32); keeping it narrow lets the outbox be tested and reasoned about alone.
import type { NeedsAttentionCause } from '../../../shared/drafts/draft-schema';
import type { OutboxLifecycle } from '../../../shared/drafts/lifecycle';
import type { MerchantLanguage } from '../../../shared/i18n/languages';
import type { AgreementStamp } from '../../../shared/review/signature-rule';
import type { ErrorCode, FieldError, Result } from '../../../shared/result';

export interface SubmissionItem {
  draftId: string;
  referenceId: string; // UUID fixed at draft creation (decisions 10)
  payload: unknown; // validated again by the outbox with the shared schema before it is sent
}

export type LifecycleChange =
  /** `environmentId`: where it goes, recorded on the draft (kept when absent, e.g. on a retry). */
  /**
   * `isSignatureRequired`: the environment queues only applications with a valid signature
   * (decisions 46); QuickStart applications are never held for one.
   */
  /**
   * `agreementNow`: the destination's agreement per language as it is now; a signature taken
   * under another one is asked for again where signatures are required (decisions 85).
   */
  | {
      to: 'queued';
      environmentId?: string;
      isSignatureRequired?: boolean;
      agreementNow?: Partial<Record<MerchantLanguage, AgreementStamp>>;
    }
  | { to: 'sending' }
  | {
      to: 'submitted';
      merchantId: string;
      /** Where it was submitted: status is asked there only (merchant ids are per environment). */
      environmentId?: string;
      status?: string;
      statusReason?: string;
      response: unknown;
    }
  | { to: 'rejected'; message: string; fieldErrors: FieldError[]; status?: number }
  /** `isWaiting`: the outbox retries it by itself (lookup first); absent, the agent decides. */
  | {
      to: 'needs-attention';
      /** For logs; the screen words `cause` and `errorCode` (decisions 36). */
      reason: string;
      cause?: NeedsAttentionCause;
      errorCode?: ErrorCode;
      status?: number;
      attempts?: number;
      isWaiting?: boolean;
    };

/** A draft in the outbox as the draft store records it: all the outbox keeps (decisions 32). */
export interface OutboxDraft {
  draftId: string;
  lifecycle: OutboxLifecycle;
  /** The environment it was queued for; absent when queued by a version that did not record it. */
  environmentId?: string;
  /** Needs-attention that the outbox retries by itself (a lost answer, looked up first). */
  isWaiting: boolean;
}

export interface SubmissionSource {
  loadForSubmission(draftId: string): Promise<Result<SubmissionItem>>;
  markLifecycle(draftId: string, change: LifecycleChange): Promise<Result<void>>;
  /** queued -> ready (or draft): the agent takes a not-yet-sent application back. */
  cancelQueued(draftId: string): Promise<Result<unknown>>;
  /** Every draft queued, sending or needing attention, in listing order, read when it starts. */
  inOutbox?(): Promise<Result<OutboxDraft[]>>;
}
