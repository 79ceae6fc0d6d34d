// The PDF the agent leaves with the merchant (decisions 50): one generator for Electron and browser
// mode, written with pdf-lib in core so the same bytes come out of both and tests read its text.
// It prints the review the merchant saw (the shared review model, so screen and paper agree),
// SSN, tax id and account numbers as their last four digits only, the agreement, the signature
// with its evidence (pdf-signature.ts), the documents by name, and "Page n of m" on every page.
// Unsigned, it says "Not signed". It speaks the merchant's language (decisions 100): its own words
// from its catalogue (pdf-words.ts), dates by Intl; the application's data prints as entered.
// Text is drawn in an embedded Latin font (pdf-fonts.ts), so any Latin name prints as typed.
import { PDFDocument } from 'pdf-lib';
import type { DocumentKind } from '../../../shared/documents/document-schema';
import type { MerchantLanguage } from '../../../shared/i18n/language-codes';
import type { ReviewDocument, ReviewRow } from '../../../shared/review/review-model';
import type { SignatureEvidence } from '../../../shared/review/signature-schema';
import { sha256Hex } from '../signing/signature-state';
import { embedPdfFonts, type PdfFonts } from './pdf-fonts';
import { reviewInLanguage } from './pdf-review';
import { writeSignature } from './pdf-signature';
import { pdfWords, type PdfWords } from './pdf-words';
import { grey, margin, pageSize, Writer } from './pdf-writer';
import { sampleAgreementText } from './sample-agreement';

export interface ApplicationPdfInput {
  review: ReviewDocument;
  /**
   * The merchant's language (pdf-language.ts): the PDF's own words and dates. English when
   * absent. It changes nothing that is signed.
   */
  language?: MerchantLanguage;
  /** The application's fixed reference (decisions 10), printed so the paper can be matched. */
  referenceId?: string;
  /**
   * The environment's agreement text today; the sample when none is configured. Printed only when
   * the signature's evidence holds no text of its own (decisions 50).
   */
  agreementText?: string;
  /**
   * The language `agreementText` is written in; English (the Settings text's and the sample's)
   * when absent. Another than the PDF's is said above the text, never passed off as its own.
   */
  agreementLanguage?: MerchantLanguage;
  /** The evidence of the merchant's signature; absent: "Not signed". */
  signature?: SignatureEvidence;
  /** A signature was made, but the application changed afterwards: printed as not signed. */
  isSignatureVoid?: boolean;
  documents: readonly { name: string; kind: DocumentKind }[];
  /** When the PDF was made, printed under the title. */
  createdAt: Date;
}

/** Only the masked form of an SSN, tax id or account number is ever printed. */
function shown(row: ReviewRow): string {
  return row.masked ?? row.value;
}

function writeAgreement(writer: Writer, words: PdfWords, input: ApplicationPdfInput): void {
  writer.heading(words.text('agreement.heading'), 13);
  const signedText = input.signature?.agreementText;
  if (signedText !== undefined) {
    // The text the merchant signed, kept in the evidence: never today's Settings text.
    writer.lines(signedText, { size: 9.5 });
    // The organisation's version it was signed under (decisions 85).
    const version = input.signature?.agreementVersion;
    if (version !== undefined)
      writer.lines(words.text('agreement.version', { version }), { size: 9.5 });
    return;
  }
  const current = input.agreementText ?? sampleAgreementText;
  const textLanguage = input.agreementText === undefined ? 'en' : (input.agreementLanguage ?? 'en');
  if (input.signature !== undefined && sha256Hex(current) !== input.signature.agreementSha256)
    writer.lines(words.text('agreement.notTheSigned'), { font: writer.fonts.bold, size: 9.5 });
  if (textLanguage !== words.language)
    writer.lines(
      words.text('agreement.otherLanguage', { language: words.language, textLanguage }),
      { font: writer.fonts.bold, size: 9.5 },
    );
  writer.lines(current, { size: 9.5 });
}

/**
 * `embedFonts`: the embedded Latin font; the PDF bench passes the standard fonts (as the PDF was
 * drawn before decisions 100) to show what the embedded font costs per PDF, side by side.
 */
export async function buildApplicationPdf(
  input: ApplicationPdfInput,
  embedFonts: (document: PDFDocument) => Promise<PdfFonts> = embedPdfFonts,
): Promise<Uint8Array> {
  const words = pdfWords(input.language ?? 'en');
  const document = await PDFDocument.create();
  document.setTitle(words.text('document.title'));
  document.setLanguage(input.language === 'es' ? 'es-US' : 'en-US');
  document.setCreator('Boarding Desk');
  document.setCreationDate(input.createdAt);
  document.setModificationDate(input.createdAt);
  const fonts = await embedFonts(document);
  const writer = new Writer(document, fonts);
  const review = reviewInLanguage(input.review, words);

  writer.lines(words.text('document.title'), { font: fonts.bold, size: 18 });
  writer.lines(review.title, { size: 13 });
  if (input.referenceId !== undefined)
    writer.lines(words.text('header.reference', { reference: input.referenceId }), {
      size: 9,
      colour: grey,
    });
  writer.lines(
    words.text('header.printed', {
      date: words.day(input.createdAt),
      timestamp: input.createdAt.toISOString(),
    }),
    { size: 9, colour: grey },
  );
  writer.lines(words.text('header.language', { language: words.language }), {
    size: 9,
    colour: grey,
  });
  writer.y -= 6;

  for (const section of review.sections) {
    writer.heading(section.title, 13);
    for (const row of section.rows) writer.row(row.label, shown(row));
    for (const group of section.groups) {
      writer.heading(group.title, 11);
      for (const row of group.rows) writer.row(row.label, shown(row));
    }
  }

  writer.heading(words.text('documents.heading'), 13);
  if (input.documents.length === 0) writer.lines(words.text('documents.none'), {});
  for (const item of input.documents)
    writer.row(words.text(`documents.kind.${item.kind}`), item.name);

  writeAgreement(writer, words, input);
  writeSignature(writer, words, input.signature, input.isSignatureVoid === true);

  const pages = document.getPages();
  pages.forEach((page, index) => {
    const text = words.text('page.number', { page: index + 1, pages: pages.length });
    const width = fonts.regular.widthOfTextAtSize(text, 8);
    page.drawText(text, {
      x: (pageSize[0] - width) / 2,
      y: margin / 2,
      size: 8,
      font: fonts.regular,
      color: grey,
    });
  });
  return document.save();
}
