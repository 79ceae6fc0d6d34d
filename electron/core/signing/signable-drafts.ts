// The signing service's view of the stored drafts: one call that records a signature behind the
// draft's queue (decisions 45). The draft store satisfies it, as it does the outbox's
// SubmissionSource; declaring it here keeps signing/ below drafts/ (docs/architecture.md, "Core in
// layers") and lets the service reach nothing else of the store.
import type { Draft } from '../../../shared/drafts/draft-schema';
import type { Result } from '../../../shared/result';
import type { SignatureEvidence } from '../../../shared/review/signature-schema';

export interface SignableDrafts {
  /**
   * Records the merchant's signature (decisions 45) behind the draft's queue: `sign` receives the
   * stored draft and builds the evidence, or refuses (a hash that no longer matches).
   */
  sign(id: string, sign: (draft: Draft) => Result<SignatureEvidence>): Promise<Result<Draft>>;
}
