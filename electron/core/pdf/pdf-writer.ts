// The PDF's page cursor (decisions 50): US Letter pages with 0.75 inch margins, text wrapped to a
// column and drawn only in characters the font holds (pdf-text.ts), a label beside its value, and
// a new page when the next block does not fit.
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PdfFonts } from './pdf-fonts';
import { capped, encodable, wrapText } from './pdf-text';

// US Letter, 0.75 inch margins.
export const pageSize: [number, number] = [612, 792];
export const margin = 54;
const labelWidth = 170;
const gap = 10;
export const black = rgb(0, 0, 0);
export const grey = rgb(0.35, 0.35, 0.35);

/** A cursor down the pages: adds a page when the next block does not fit. */
export class Writer {
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
