// Reads a PDF's text the way a person's PDF reader would, with pdf.js (pdfjs-dist's legacy build
// runs on Node without a canvas): every page's text items, a line break between lines.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js's own metrics of the 14 standard fonts, read from disk on Node. */
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}${path.sep}`;

export async function pdfTextOf(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join(''),
    );
  }
  await document.destroy();
  return { text: pages.join('\n'), pages: document.numPages };
}
