// Test helper: an independent PNG reader (chunk walk with CRC check, inflate, all five scanline
// filters of PNG spec section 9) so tests check the encoder's output rather than trusting it.
import { crc32, inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  /** RGBA, 4 bytes per pixel, rows top to bottom. */
  pixels: Buffer;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isPng(data: Buffer): boolean {
  return data.subarray(0, 8).equals(signature);
}

/** Width and height from IHDR, without decoding the image. */
export function pngSize(data: Buffer): { width: number; height: number } {
  if (!isPng(data) || data.toString('ascii', 12, 16) !== 'IHDR')
    throw new Error('not a PNG with IHDR first');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Decodes 8-bit RGBA, non-interlaced PNGs (what the icon encoder writes); throws on anything else. */
export function decodePng(data: Buffer): DecodedPng {
  if (!isPng(data)) throw new Error('bad PNG signature');
  let offset = 8;
  let header: Buffer | null = null;
  const idat: Buffer[] = [];
  let isEnded = false;
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('ascii', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    const crc = data.readUInt32BE(offset + 8 + length);
    if (crc32(data.subarray(offset + 4, offset + 8 + length)) >>> 0 !== crc)
      throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') isEnded = true;
    offset += 12 + length;
  }
  if (!header || !isEnded) throw new Error('missing IHDR or IEND');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const [bitDepth = 0, colorType = 0, , , interlace] = header.subarray(8);
  if (bitDepth !== 8 || colorType !== 6 || interlace !== 0)
    throw new Error('only 8-bit RGBA non-interlaced');
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  if (raw.length !== (stride + 1) * height)
    throw new Error(`IDAT holds ${raw.length} bytes, expected ${(stride + 1) * height}`);
  const pixels = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row += 1) {
    const filter = raw[row * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const value = raw[row * (stride + 1) + 1 + i] ?? 0;
      const left = i >= 4 ? (pixels[row * stride + i - 4] ?? 0) : 0;
      const up = row > 0 ? (pixels[(row - 1) * stride + i] ?? 0) : 0;
      const upLeft = row > 0 && i >= 4 ? (pixels[(row - 1) * stride + i - 4] ?? 0) : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter ?? -1];
      if (predictor === undefined) throw new Error(`unknown filter type ${filter} on row ${row}`);
      pixels[row * stride + i] = (value + predictor) & 0xff;
    }
  }
  return { width, height, bitDepth, colorType, pixels };
}
