// What the outbox gets when it sends a draft (the store's SubmissionSource side): a trashed or
// already-submitted draft is refused, and the payload carries the draft's fixed referenceId.
import type { Draft } from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { SubmissionItem } from '../outbox/submission-source';

export function toSubmissionItem(id: string, draft: Draft): Result<SubmissionItem> {
  const { trashedAt, lifecycle, referenceId, payload } = draft;
  if (trashedAt !== undefined) return err('INVALID_STATE', 'This application is in the trash.');
  if (lifecycle === 'submitted')
    return err('INVALID_STATE', 'This application was already submitted.');
  // The payload carries the draft's fixed referenceId, whatever the form held (decisions 10).
  return ok({
    draftId: id,
    referenceId,
    payload: { ...structuredClone(payload), referenceId },
  });
}
