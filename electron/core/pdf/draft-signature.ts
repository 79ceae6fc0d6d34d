// The merchant's signature as the PDF needs it (decisions 50). The evidence lives on the draft
// (`signature`, optional) and is bound to the payload by its SHA-256: a signature made before the
// payload last changed is void, and the PDF then says "Not signed" with the reason.
import type { Draft } from '../../../shared/drafts/draft-schema';
import type { SignatureEvidence } from '../../../shared/review/signature-schema';
import { signatureStateOf } from '../signing/signature-state';

export type DraftSignature =
  | { state: 'none' }
  | { state: 'signed'; evidence: SignatureEvidence }
  | { state: 'void'; evidence: SignatureEvidence };

/** The one voiding rule (signature-state.ts, decisions 46), with the evidence the PDF prints. */
export function draftSignature(draft: Draft): DraftSignature {
  const evidence = draft.signature;
  if (evidence === undefined) return { state: 'none' };
  return signatureStateOf(draft) === 'valid'
    ? { state: 'signed', evidence }
    : { state: 'void', evidence };
}
