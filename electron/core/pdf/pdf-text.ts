// Text for the PDF's standard fonts: they encode WinAnsi only (PDF 32000-1 annex D), so any other
// character (a name in another script, an emoji) is replaced by "?" instead of failing the whole
// document; and lines are wrapped to a width, breaking a word longer than a line where it must.
import type { PDFFont } from 'pdf-lib';

export function encodable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  return (text) =>
    Array.from(text.replace(/\r\n?/g, '\n').replace(/\t/g, ' '), (character) =>
      character === '\n' || supported.has(character.codePointAt(0) ?? -1) ? character : '?',
    ).join('');
}

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      let rest = word;
      // A word wider than the column (a long e-mail address, a hash) is cut where it must be.
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}
