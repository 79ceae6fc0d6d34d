// Small real files for the document tests, each carrying a marker string in its bytes so a test
// can prove the marker never reaches the disk in the clear: a PNG (a tEXt chunk), a JPEG (a COM
// segment; structurally whole: SOI, frame header, scan, EOI) and a one-page PDF (its title).
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const marker = 'MARKER-7f3a-PLAINTEXT-CHECK';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height RGB PNG, grey, with the marker in a tEXt chunk. */
export function pngBytes(width = 4, height = 3): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let row = 0; row < height; row += 1) raw[row * (width * 3 + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('tEXt', Buffer.from(`Comment\0${marker}`, 'latin1')),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A width x height RGB PNG of random pixels: it hardly compresses, so its size is about w*h*3. */
export function noisyPngBytes(width: number, height: number): Buffer {
  const rowLength = width * 3 + 1;
  const raw = randomBytes(rowLength * height);
  for (let row = 0; row < height; row += 1) raw[row * rowLength] = 0; // filter: none
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The same PNG with its first header bytes changed: a damaged picture. */
export function pngWithWrongHeader(): Buffer {
  const bytes = pngBytes();
  bytes.write('XNG', 1, 'latin1');
  return bytes;
}

/** A PNG whose image data was cut short (its chunk CRCs redone): damaged inside. */
export function pngCutShort(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(400, 0);
  ihdr.writeUInt32BE(400, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

export function jpegBytes(): Buffer {
  const frame = Buffer.from([8, 0, 16, 0, 16, 1, 1, 0x11, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xfe, Buffer.from(marker, 'latin1')),
    segment(0xc0, frame),
    segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    Buffer.from([0x12, 0x34, 0x56, 0x78]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export async function pdfBytes(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(marker);
  const page = document.addPage([200, 200]);
  page.drawText('Bank letter', {
    x: 20,
    y: 100,
    font: await document.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** A 1x1 RGB PNG whose image data inflates to `inflated` bytes of zeros: a deflate bomb. */
export function pngBomb(inflated: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(inflated), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
