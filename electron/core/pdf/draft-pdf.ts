// The PDF of one stored draft (decisions 50), as pdf:save writes it: the review built from the
// stored payload, its signature by the one voiding rule, and the agreement the signature kept
// (else the environment's current text, which application-pdf.ts marks when it differs).
import type { DocumentKind } from '../../../shared/documents/document-schema';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { buildReview } from '../../../shared/review/review-model';
import { buildApplicationPdf } from './application-pdf';
import { draftSignature } from './draft-signature';

export interface DraftPdfInput {
  draft: Draft;
  /** The agreement of the draft's environment today; undefined prints the sample. */
  currentAgreementText: string | undefined;
  documents: readonly { name: string; kind: DocumentKind }[];
  createdAt: Date;
}

export function buildDraftPdf(input: DraftPdfInput): Promise<Uint8Array> {
  const { draft } = input;
  const signature = draftSignature(draft);
  return buildApplicationPdf({
    // The pricing label the merchant agreed to, as the review shows it (decisions 87).
    review: buildReview(draft.payload, draft.variant ?? 'full', undefined, draft.pricing),
    referenceId: draft.referenceId,
    ...(input.currentAgreementText !== undefined && { agreementText: input.currentAgreementText }),
    ...(signature.state === 'signed' && { signature: signature.evidence }),
    isSignatureVoid: signature.state === 'void',
    documents: input.documents,
    createdAt: input.createdAt,
  });
}
