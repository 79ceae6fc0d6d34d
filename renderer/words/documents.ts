// Words for documents and the PDF (decisions 48-50) in the agent's language (decisions 91): each
// refusal code with its facts (a size, a limit), the checklist's names, and what Save PDF says.
// Core answers codes; these are the words. The PDF itself names the kinds in its own words
// (shared/documents/document-kind-labels.ts), not in the agent's language.
import type {
  DocumentKind,
  DocumentMediaType,
  DocumentRefused,
} from '../../shared/documents/document-schema';
import type { PdfProblem } from '../../shared/pdf/pdf-schema';
import type { IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';

const kindIds: Record<DocumentKind, MessageId> = {
  'bank-proof': 'documents.kind.bankProof',
  'owner-id': 'documents.kind.ownerId',
  'business-licence': 'documents.kind.businessLicence',
  'storefront-photo': 'documents.kind.storefrontPhoto',
};

/** The checklist's name of a kind of document: "Owner ID". */
export function documentKindWords(intl: IntlShape, kind: DocumentKind): string {
  return intl.formatMessage({ id: kindIds[kind] });
}

/**
 * Sizes the way a file manager shows them: "200 MB", "1.4 MB", "820 KB", with the locale's
 * decimal mark.
 */
export function sizeWords(intl: IntlShape, bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1)
    return intl.formatMessage(
      { id: 'documents.size.megabytes' },
      {
        size: intl.formatNumber(megabytes >= 10 ? Math.round(megabytes) : megabytes, {
          maximumFractionDigits: 1,
        }),
      },
    );
  return intl.formatMessage(
    { id: 'documents.size.kilobytes' },
    { size: intl.formatNumber(Math.max(1, Math.round(bytes / 1024))) },
  );
}

export function documentRefusedWords(intl: IntlShape, refused: DocumentRefused): string {
  switch (refused.problem) {
    case 'too-large':
      return refused.size !== undefined && refused.limit !== undefined
        ? intl.formatMessage(
            { id: 'documents.refused.tooLarge' },
            { size: sizeWords(intl, refused.size), limit: sizeWords(intl, refused.limit) },
          )
        : intl.formatMessage({ id: 'documents.refused.tooLargeUnknown' });
    case 'not-supported':
      return intl.formatMessage({ id: 'documents.refused.notSupported' });
    case 'empty':
      return intl.formatMessage({ id: 'documents.refused.empty' });
    case 'damaged':
      return intl.formatMessage({ id: 'documents.refused.damaged' });
  }
}

const mediaTypeIds: Record<DocumentMediaType, MessageId> = {
  'image/jpeg': 'documents.media.jpeg',
  'image/png': 'documents.media.png',
  'application/pdf': 'documents.media.pdf',
};

/** "JPEG photo", "PDF": what kind of file an attached document is. */
export function mediaTypeWords(intl: IntlShape, mediaType: DocumentMediaType): string {
  return intl.formatMessage({ id: mediaTypeIds[mediaType] });
}

const pdfProblemIds: Record<PdfProblem, MessageId> = {
  'file-exists': 'documents.pdf.problem.fileExists',
  'not-writable': 'documents.pdf.problem.notWritable',
  'disk-full': 'documents.pdf.problem.diskFull',
  'not-absolute': 'documents.pdf.problem.notAbsolute',
  'inside-data-folder': 'documents.pdf.problem.insideDataFolder',
};

/** Why the PDF was not written there, and what to do instead. */
export function pdfProblemWords(intl: IntlShape, problem: PdfProblem): string {
  return intl.formatMessage({ id: pdfProblemIds[problem] });
}
