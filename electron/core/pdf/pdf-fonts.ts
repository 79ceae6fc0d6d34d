// The PDF's fonts (decisions 92, 100): Boarding Sans, a subset of Liberation Sans 2 (SIL OFL 1.1,
// build/fonts/), embedded through fontkit and subset again per document by pdf-lib, so a PDF
// carries only the glyphs it prints. It holds every Latin letter (Polish, Czech, Turkish,
// Vietnamese, Spanish) where the standard fonts encode WinAnsi only; its advance widths are
// Helvetica's (Liberation Sans is metric-compatible), so lines, columns and page breaks fall where
// they did. Courier stays for the hashes: ASCII only, nothing to embed.
import fontkit from '@pdf-lib/fontkit';
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { boardingSansBoldBase64 } from './fonts/font-data-bold';
import { boardingSansRegularBase64 } from './fonts/font-data-regular';

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}

let decoded: { regular: Uint8Array; bold: Uint8Array } | undefined;

/** The two font files' bytes, decoded from base64 once per process. */
export function boardingSansBytes(): { regular: Uint8Array; bold: Uint8Array } {
  decoded ??= {
    regular: new Uint8Array(Buffer.from(boardingSansRegularBase64, 'base64')),
    bold: new Uint8Array(Buffer.from(boardingSansBoldBase64, 'base64')),
  };
  return decoded;
}

export async function embedPdfFonts(document: PDFDocument): Promise<PdfFonts> {
  document.registerFontkit(fontkit);
  const bytes = boardingSansBytes();
  return {
    regular: await document.embedFont(bytes.regular, { subset: true }),
    bold: await document.embedFont(bytes.bold, { subset: true }),
    mono: await document.embedFont(StandardFonts.Courier),
  };
}
