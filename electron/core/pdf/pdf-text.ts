// Text for the PDF's fonts: a character the font lacks (a name in another script, an emoji; for
// the embedded Latin font, decisions 100, nothing Latin) is replaced by "?" instead of failing the
// whole document, after composing letters typed as a base and combining marks (NFC: "e" + U+0301
// is "é", one glyph, which the font has); lines are wrapped to a width, breaking a word longer
// than a line where it must; and one value prints at most 2,000 characters.
import type { PDFFont } from 'pdf-lib';

/** Each font's characters, read once: an embedded font's set is its whole cmap. */
const characterSets = new WeakMap<PDFFont, ReadonlySet<number>>();

export function encodable(font: PDFFont): (text: string) => string {
  let supported = characterSets.get(font);
  if (supported === undefined) {
    supported = new Set(font.getCharacterSet());
    characterSets.set(font, supported);
  }
  const known = supported;
  return (text) =>
    Array.from(text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, ' '), (character) =>
      character === '\n' || known.has(character.codePointAt(0) ?? -1) ? character : '?',
    ).join('');
}

/** The most characters of one value a row prints: a JSON pass-through field has no bound. */
export const maxPrintedValueLength = 2000;

/** A value cut to `maxPrintedValueLength` characters, saying how many were left off. */
export function capped(value: string): string {
  if (value.length <= maxPrintedValueLength) return value;
  const rest = value.length - maxPrintedValueLength;
  return `${value.slice(0, maxPrintedValueLength)}… (${rest} more characters)`;
}

export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const widthOf = characterWidths(font, size);
  // A line's width is its words' widths and the spaces between them: the embedded font has no
  // kerning table and pdf-lib draws none, so they add up exactly. Each word is measured once, where
  // measuring the whole line again for every word cost fontkit a layout per word (decisions 100).
  const space = widthOf(' ');
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/)) {
      const wordWidth = font.widthOfTextAtSize(word, size);
      const candidateWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
      if (candidateWidth <= width) {
        line = line === '' ? word : `${line} ${word}`;
        lineWidth = candidateWidth;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      let rest = word;
      // A word wider than the column (a long e-mail address, a hash, a JSON value) is cut where it
      // must be: one pass adding each character's width (linear in the word, where measuring
      // every shorter prefix again was cubic and froze core on a long token), then a step back
      // in the rare case kerning makes the measured line wider than the sum.
      for (;;) {
        let cut = 0;
        let sum = 0;
        while (cut < rest.length && sum + widthOf(rest[cut]!) <= width) {
          sum += widthOf(rest[cut]!);
          cut += 1;
        }
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        // What is left fits (or is one character wider than the column): it starts the line.
        if (cut >= rest.length) break;
        cut = Math.max(cut, 1);
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
      lineWidth = font.widthOfTextAtSize(rest, size);
    }
    lines.push(line);
  }
  return lines;
}

/** Each character's advance at `size`, measured once per character. */
function characterWidths(font: PDFFont, size: number): (character: string) => number {
  const known = new Map<string, number>();
  return (character) => {
    let width = known.get(character);
    if (width === undefined) {
      width = font.widthOfTextAtSize(character, size);
      known.set(character, width);
    }
    return width;
  };
}
