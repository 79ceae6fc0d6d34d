// The PDF the agent leaves with the merchant (decisions 50): one generator for Electron and browser
// mode, written with pdf-lib in core so the same bytes come out of both and tests read its text.
// It prints the review the merchant saw (the shared review model, so screen and paper agree),
// SSN, tax id and account numbers as their last four digits only, the agreement, the signature
// (drawn strokes as vector lines, or the typed name) with its evidence, the documents by name, and
// "Page n of m" on every page. Unsigned, it says "Not signed". Text is drawn in an embedded Latin
// font (pdf-fonts.ts, decisions 100), so any Latin name prints as typed and stays extractable.
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentKind } from '../../../shared/documents/document-schema';
import { documentKindLabels } from '../../../shared/documents/document-kind-labels';
import type { ReviewDocument, ReviewRow } from '../../../shared/review/review-model';
import type { SignatureEvidence, SignatureMark } from '../../../shared/review/signature-schema';
import { sha256Hex } from '../signing/signature-state';
import { embedPdfFonts, type PdfFonts } from './pdf-fonts';
import { capped, encodable, wrapText } from './pdf-text';
import { sampleAgreementText } from './sample-agreement';

export interface ApplicationPdfInput {
  review: ReviewDocument;
  /** The application's fixed reference (decisions 10), printed so the paper can be matched. */
  referenceId?: string;
  /**
   * The environment's agreement text today; the sample when none is configured. Printed only when
   * the signature's evidence holds no text of its own (decisions 50).
   */
  agreementText?: string;
  /** The evidence of the merchant's signature; absent: "Not signed". */
  signature?: SignatureEvidence;
  /** A signature was made, but the application changed afterwards: printed as not signed. */
  isSignatureVoid?: boolean;
  documents: readonly { name: string; kind: DocumentKind }[];
  /** When the PDF was made, printed under the title. */
  createdAt: Date;
}

// US Letter, 0.75 inch margins.
const pageSize: [number, number] = [612, 792];
const margin = 54;
const labelWidth = 170;
const gap = 10;
const black = rgb(0, 0, 0);
const grey = rgb(0.35, 0.35, 0.35);

/** A cursor down the pages: adds a page when the next block does not fit. */
class Writer {
  page: PDFPage;
  y = 0;
  constructor(
    readonly document: PDFDocument,
    readonly fonts: PdfFonts,
  ) {
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.document.addPage(pageSize);
    this.y = pageSize[1] - margin;
    return this.page;
  }

  /** Keeps a block of `height` points whole on one page where it can be. */
  room(height: number): void {
    if (this.y - height < margin + 20) this.newPage();
  }

  lines(
    text: string,
    options: { font?: PDFFont; size?: number; x?: number; width?: number; colour?: typeof black },
  ) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 10;
    const x = options.x ?? margin;
    const width = options.width ?? pageSize[0] - margin - x;
    const leading = size * 1.3;
    for (const line of wrapText(encodable(font)(text), font, size, width)) {
      this.room(leading);
      this.y -= leading;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.colour ?? black });
    }
  }

  heading(text: string, size: number): void {
    this.room(size * 3);
    this.y -= size * 0.6;
    this.lines(text, { font: this.fonts.bold, size });
    this.y -= size * 0.3;
  }

  /** A label and its value side by side, the value wrapped in its column. */
  row(label: string, value: string, options: { isMono?: boolean } = {}): void {
    const size = 10;
    const leading = size * 1.3;
    const valueFont = options.isMono === true ? this.fonts.mono : this.fonts.regular;
    const valueSize = options.isMono === true ? 8 : size;
    const valueX = margin + labelWidth + gap;
    const valueWidth = pageSize[0] - margin - valueX;
    const labelLines = wrapText(encodable(this.fonts.bold)(label), this.fonts.bold, 9, labelWidth);
    const valueLines = wrapText(
      encodable(valueFont)(capped(value)),
      valueFont,
      valueSize,
      valueWidth,
    );
    const count = Math.max(labelLines.length, valueLines.length);
    // A row of a few lines is never split across pages; a very long one flows on.
    if (count <= 6) this.room(count * leading + 2);
    for (let index = 0; index < count; index += 1) {
      this.room(leading);
      this.y -= leading;
      const labelLine = labelLines[index];
      const valueLine = valueLines[index];
      if (labelLine !== undefined)
        this.page.drawText(labelLine, { x: margin, y: this.y, size: 9, font: this.fonts.bold });
      if (valueLine !== undefined)
        this.page.drawText(valueLine, { x: valueX, y: this.y, size: valueSize, font: valueFont });
    }
    this.y -= 3;
  }
}

/** Only the masked form of an SSN, tax id or account number is ever printed. */
function shown(row: ReviewRow): string {
  return row.masked ?? row.value;
}

/** "November 26, 2026 at 2:33:00 PM EST (America/New_York, 2026-11-26T14:33:00-05:00)". */
export function signedTimeText(evidence: SignatureEvidence): string {
  let local: string;
  try {
    local = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeStyle: 'long',
      timeZone: evidence.timeZone,
    }).format(new Date(evidence.signedAt));
  } catch {
    local = evidence.signedAt;
  }
  return `${local} (${evidence.timeZone}, ${evidence.signedAt})`;
}

/** The signature box's height, in points. */
const markHeight = 90;

function drawMark(writer: Writer, mark: SignatureMark): void {
  const boxWidth = 260;
  const boxHeight = markHeight;
  writer.room(boxHeight + 16);
  const top = writer.y - 6;
  const bottom = top - boxHeight;
  const page = writer.page;
  if (mark.kind === 'typed') {
    page.drawText(encodable(writer.fonts.regular)(mark.text), {
      x: margin + 8,
      y: bottom + boxHeight / 2 - 8,
      size: 22,
      font: writer.fonts.regular,
    });
  } else {
    // The pad's own coordinates, scaled into the box with the aspect kept; PDF's y axis points up.
    const scale = Math.min(boxWidth / mark.width, boxHeight / mark.height);
    const at = (point: { x: number; y: number }) => ({
      x: margin + point.x * scale,
      y: top - point.y * scale,
    });
    for (const stroke of mark.strokes) {
      const first = stroke[0];
      if (first === undefined) continue;
      if (stroke.length === 1) {
        page.drawCircle({ ...at(first), size: 1, color: black });
        continue;
      }
      for (let index = 1; index < stroke.length; index += 1) {
        page.drawLine({
          start: at(stroke[index - 1]!),
          end: at(stroke[index]!),
          thickness: 1.2,
          color: black,
        });
      }
    }
  }
  page.drawLine({
    start: { x: margin, y: bottom - 2 },
    end: { x: margin + boxWidth, y: bottom - 2 },
    thickness: 0.5,
    color: grey,
  });
  writer.y = bottom - 8;
}

function writeSignature(
  writer: Writer,
  evidence: SignatureEvidence | undefined,
  isVoid: boolean,
): void {
  // The heading stays on the page of the mark below it.
  if (evidence !== undefined) writer.room(13 * 3 + markHeight + 16);
  writer.heading('Signature', 13);
  if (evidence === undefined) {
    writer.lines('Not signed', { font: writer.fonts.bold, size: 12 });
    if (isVoid)
      writer.lines(
        'The application changed after it was signed, so that signature no longer applies.',
        {},
      );
    return;
  }
  drawMark(writer, evidence.mark);
  writer.row('Signed by', evidence.signerName);
  if (evidence.signerTitle !== '') writer.row('Title', evidence.signerTitle);
  writer.row('Signed', signedTimeText(evidence));
  writer.row('Signature', evidence.mark.kind === 'drawn' ? 'Drawn on the laptop' : 'Typed name');
  // Salted (decisions 45): it binds the paper to the signed payload without letting a reader
  // test guesses of the digits printed as "••••".
  writer.row('Application SHA-256 (salted)', evidence.payloadSha256, { isMono: true });
  writer.row('Agreement SHA-256', evidence.agreementSha256, { isMono: true });
  writer.row('App version', evidence.appVersion);
  writer.row('Environment', `${evidence.environmentName} (${evidence.environmentId})`);
}

export async function buildApplicationPdf(input: ApplicationPdfInput): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle('Merchant application');
  document.setCreator('Boarding Desk');
  document.setCreationDate(input.createdAt);
  document.setModificationDate(input.createdAt);
  const fonts = await embedPdfFonts(document);
  const writer = new Writer(document, fonts);
  const { review } = input;

  writer.lines('Merchant application', { font: fonts.bold, size: 18 });
  writer.lines(review.title, { size: 13 });
  if (input.referenceId !== undefined)
    writer.lines(`Reference ${input.referenceId}`, { size: 9, colour: grey });
  writer.lines(`Printed ${input.createdAt.toISOString()}`, { size: 9, colour: grey });
  writer.y -= 6;

  for (const section of review.sections) {
    writer.heading(section.title, 13);
    for (const row of section.rows) writer.row(row.label, shown(row));
    for (const group of section.groups) {
      writer.heading(group.title, 11);
      for (const row of group.rows) writer.row(row.label, shown(row));
    }
  }

  writer.heading('Documents', 13);
  if (input.documents.length === 0) writer.lines('No documents attached.', {});
  for (const item of input.documents) writer.row(documentKindLabels[item.kind], item.name);

  writer.heading('Agreement', 13);
  const signedText = input.signature?.agreementText;
  if (signedText !== undefined) {
    // The text the merchant signed, kept in the evidence: never today's Settings text.
    writer.lines(signedText, { size: 9.5 });
    // The organisation's version it was signed under (decisions 85).
    const version = input.signature?.agreementVersion;
    if (version !== undefined) writer.lines(`Agreement version ${version}.`, { size: 9.5 });
  } else {
    const current = input.agreementText ?? sampleAgreementText;
    if (input.signature !== undefined && sha256Hex(current) !== input.signature.agreementSha256)
      writer.lines(
        'The agreement below is the current text for this environment, not the text that was ' +
          'signed: that text changed after signing (its SHA-256 is in the signature evidence).',
        { font: writer.fonts.bold, size: 9.5 },
      );
    writer.lines(current, { size: 9.5 });
  }

  writeSignature(writer, input.signature, input.isSignatureVoid === true);

  const pages = document.getPages();
  pages.forEach((page, index) => {
    const text = `Page ${index + 1} of ${pages.length}`;
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
