// The PDF's embedded font (decisions 100): the committed file and the module core loads are the
// same bytes; it holds every Latin letter the standard fonts lacked (Latin Extended-A, Vietnamese);
// and its widths are Helvetica's, so wrapping, columns and page breaks fall where they did.
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { boardingSansBytes, embedPdfFonts } from '../../../electron/core/pdf/pdf-fonts';

const vietnamese =
  'ẠạẢảẤấẦầẨẩẪẫẬậẮắẰằẲẳẴẵẶặẸẹẺẻẼẽẾếỀềỂểỄễỆệỈỉỊịỌọỎỏỐốỒồỔổỖỗỘộỚớỜờỞởỠỡỢợỤụỦủỨứỪừỬửỮữỰựỲỳỴỵỶỷỸỹƠơƯưĐđ';

/** Letters, digits and the punctuation names and addresses use: ASCII and Latin-1's letters. */
const measured = [
  ...Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)),
  ...'¡¿«»©®°ºª£¥€ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝßàáâãäåæçèéêëìíîïñòóôõöøùúûüýÿ',
];

describe('the embedded font', () => {
  it('is the committed font file, byte for byte', async () => {
    const bytes = boardingSansBytes();
    const regular = await readFile(
      new URL('../../../build/fonts/BoardingSans-Regular.ttf', import.meta.url),
    );
    const bold = await readFile(
      new URL('../../../build/fonts/BoardingSans-Bold.ttf', import.meta.url),
    );
    expect(Buffer.from(bytes.regular).equals(regular)).toBe(true);
    expect(Buffer.from(bytes.bold).equals(bold)).toBe(true);
  });

  it('holds Latin Extended-A and every Vietnamese letter, in both weights', async () => {
    const fonts = await embedPdfFonts(await PDFDocument.create());
    for (const font of [fonts.regular, fonts.bold]) {
      const set = new Set(font.getCharacterSet());
      const missing = [
        ...Array.from({ length: 0x80 }, (_, index) => String.fromCodePoint(0x100 + index)),
        ...vietnamese,
      ].filter((letter) => !set.has(letter.codePointAt(0)!));
      expect(missing).toEqual([]);
    }
  });

  it('measures every letter, digit and common sign as Helvetica does (Liberation Sans metrics)', async () => {
    const document = await PDFDocument.create();
    const fonts = await embedPdfFonts(document);
    const helvetica = await document.embedFont(StandardFonts.Helvetica);
    const helveticaBold = await document.embedFont(StandardFonts.HelveticaBold);
    const differing: string[] = [];
    for (const [ours, standard] of [
      [fonts.regular, helvetica],
      [fonts.bold, helveticaBold],
    ] as const)
      for (const character of measured) {
        const difference =
          ours.widthOfTextAtSize(character, 1000) - standard.widthOfTextAtSize(character, 1000);
        if (Math.abs(difference) > 0.5) differing.push(character);
      }
    expect(differing).toEqual([]);
  });
});
