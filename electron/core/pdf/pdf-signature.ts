// The signature block of the PDF (decisions 45, 50, 100): the mark (drawn strokes as vector lines,
// or the typed name) and its evidence in the merchant's language, with the language the agreement
// was read and signed in (its version, decisions 85, follows the agreement's text). The evidence's
// values (names, hashes, the environment) print as recorded: what is signed is the service's,
// whatever language the paper is in.
import type { SignatureEvidence, SignatureMark } from '../../../shared/review/signature-schema';
import type { PdfWords } from './pdf-words';
import { encodable } from './pdf-text';
import { black, grey, margin, type Writer } from './pdf-writer';

/** The signature box's height, in points. */
const markHeight = 90;

/**
 * "November 26, 2026 at 2:33:00 PM EST (America/New_York, 2026-11-26T14:33:00-05:00)"; in
 * Spanish "26 de noviembre de 2026 a las 2:33:00 p.m. EST (...)".
 */
export function signedTimeText(evidence: SignatureEvidence, words: PdfWords): string {
  let local: string;
  try {
    local = words.dayAndTime(new Date(evidence.signedAt), evidence.timeZone);
  } catch {
    local = evidence.signedAt;
  }
  return words.text('signature.signedAt', {
    date: local,
    timeZone: evidence.timeZone,
    timestamp: evidence.signedAt,
  });
}

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

export function writeSignature(
  writer: Writer,
  words: PdfWords,
  evidence: SignatureEvidence | undefined,
  isVoid: boolean,
): void {
  // The heading stays on the page of the mark below it.
  if (evidence !== undefined) writer.room(13 * 3 + markHeight + 16);
  writer.heading(words.text('signature.heading'), 13);
  if (evidence === undefined) {
    writer.lines(words.text('signature.notSigned'), { font: writer.fonts.bold, size: 12 });
    if (isVoid) writer.lines(words.text('signature.voided'), {});
    return;
  }
  drawMark(writer, evidence.mark);
  writer.row(words.text('signature.signedBy'), evidence.signerName);
  if (evidence.signerTitle !== '') writer.row(words.text('signature.title'), evidence.signerTitle);
  writer.row(words.text('signature.signed'), signedTimeText(evidence, words));
  writer.row(
    words.text('signature.language'),
    evidence.agreementLanguage === undefined
      ? words.text('signature.languageUnknown')
      : words.text('signature.languageName', { language: evidence.agreementLanguage }),
  );
  writer.row(
    words.text('signature.mark'),
    words.text(evidence.mark.kind === 'drawn' ? 'signature.drawn' : 'signature.typed'),
  );
  // Salted (decisions 45): it binds the paper to the signed payload without letting a reader
  // test guesses of the digits printed as "••••".
  writer.row(words.text('signature.applicationHash'), evidence.payloadSha256, { isMono: true });
  writer.row(words.text('signature.agreementHash'), evidence.agreementSha256, { isMono: true });
  writer.row(words.text('signature.appVersion'), evidence.appVersion);
  writer.row(
    words.text('signature.environment'),
    words.text('signature.environmentName', {
      name: evidence.environmentName,
      id: evidence.environmentId,
    }),
  );
}
