// The PDF of one stored draft (decisions 50), as pdf:save writes it: the review built from the
// stored payload, its signature by the one voiding rule, and the agreement the signature kept
// (else the environment's current text, which application-pdf.ts marks when it differs), in the
// merchant's language (pdf-language.ts, decisions 100).
import type { DocumentKind } from '../../../shared/documents/document-schema';
import type { Draft } from '../../../shared/drafts/draft-schema';
import type { MerchantLanguage } from '../../../shared/i18n/language-codes';
import { buildReview } from '../../../shared/review/review-model';
import { categoryName } from '../categories/category-search';
import { buildApplicationPdf } from './application-pdf';
import { draftSignature } from './draft-signature';
import { pdfLanguageOf } from './pdf-language';

export interface DraftPdfInput {
  draft: Draft;
  /** The agreement of the draft's environment today; undefined prints the sample. */
  currentAgreementText: string | undefined;
  /** The language of `currentAgreementText`; English (Settings' and the sample's) when absent. */
  currentAgreementLanguage?: MerchantLanguage;
  documents: readonly { name: string; kind: DocumentKind }[];
  createdAt: Date;
}

export function buildDraftPdf(input: DraftPdfInput): Promise<Uint8Array> {
  const { draft } = input;
  const signature = draftSignature(draft);
  return buildApplicationPdf({
    // The pricing label the merchant agreed to, as the review shows it (decisions 87), and the
    // category's name from core's list (decisions 102).
    review: buildReview(
      draft.payload,
      draft.variant ?? 'full',
      undefined,
      draft.pricing,
      categoryName,
    ),
    language: pdfLanguageOf(draft, signature),
    referenceId: draft.referenceId,
    ...(input.currentAgreementText !== undefined && { agreementText: input.currentAgreementText }),
    ...(input.currentAgreementLanguage !== undefined && {
      agreementLanguage: input.currentAgreementLanguage,
    }),
    ...(signature.state === 'signed' && { signature: signature.evidence }),
    isSignatureVoid: signature.state === 'void',
    documents: input.documents,
    createdAt: input.createdAt,
  });
}
