// The merchant's signature as the PDF needs it (decisions 50). The evidence lives on the draft
// (`signature`, optional) and is bound to the payload by its SHA-256: a signature made before the
// payload last changed is void, and the PDF then says "Not signed" with the reason.
import { createHash } from 'node:crypto';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { canonicalPayloadText } from '../../../shared/review/canonical-payload';
import {
  SignatureEvidenceSchema,
  type SignatureEvidence,
} from '../../../shared/review/signature-schema';

export type DraftSignature =
  | { state: 'none' }
  | { state: 'signed'; evidence: SignatureEvidence }
  | { state: 'void'; evidence: SignatureEvidence };

/**
 * The one place that reads the evidence off a draft: checked by its schema like anything read
 * from disk, so a record without one (or from before signatures existed) is simply unsigned.
 */
export function signatureEvidenceOf(draft: Draft): unknown {
  return (draft as Draft & { signature?: unknown }).signature;
}

export function draftSignature(draft: Draft): DraftSignature {
  const parsed = SignatureEvidenceSchema.safeParse(signatureEvidenceOf(draft));
  if (!parsed.success) return { state: 'none' };
  const current = createHash('sha256')
    .update(canonicalPayloadText(draft.payload, draft.referenceId), 'utf8')
    .digest('hex');
  return parsed.data.payloadSha256 === current
    ? { state: 'signed', evidence: parsed.data }
    : { state: 'void', evidence: parsed.data };
}
