// Whether a draft's signature still counts (decisions 46): it is bound to the SHA-256 of the
// canonical payload text (shared/review/canonical-payload.ts), so any change to what would be sent
// voids it, and changing it back makes it count again. Computed from the draft itself, never
// stored, so no index or cache can disagree with the payload.
import { createHash } from 'node:crypto';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { canonicalPayloadText } from '../../../shared/review/canonical-payload';
import type { SignatureState } from '../../../shared/review/sign-request-schema';

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** SHA-256 of the payload exactly as the outbox would send it, the draft's referenceId included. */
export function payloadSha256Of(draft: Pick<Draft, 'payload' | 'referenceId'>): string {
  return sha256Hex(canonicalPayloadText(draft.payload, draft.referenceId));
}

export function signatureStateOf(
  draft: Pick<Draft, 'payload' | 'referenceId' | 'signature'>,
): SignatureState {
  if (draft.signature === undefined) return 'none';
  return payloadSha256Of(draft) === draft.signature.payloadSha256 ? 'valid' : 'voided';
}
