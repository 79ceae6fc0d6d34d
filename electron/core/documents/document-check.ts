// What a document's bytes are (decisions 49): JPEG, PNG or PDF by their magic bytes, then a decode
// check that is cheap enough to run on every attach. A PNG's chunks are walked with their CRCs and
// its image data inflated (counted, not kept) to the size its header promises; a JPEG's segments
// are walked to a frame header, the scan and the end marker; a PDF must open in pdf-lib. The
// renderer has usually re-encoded a picture already, but core never trusts that.
import { crc32 } from 'node:zlib';
import { createInflate } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { DocumentMediaType, DocumentProblem } from '../../../shared/documents/document-schema';

export type DocumentCheck =
  { ok: true; mediaType: DocumentMediaType } | { ok: false; problem: DocumentProblem };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Larger pictures are not what a phone or a scanner makes; refusing them bounds the inflate. */
const maxPixels = 50_000_000;

/** The type a name or a picker claims, to tell a damaged picture from a file of another kind. */
function claimedType(declaredType: string | undefined, name: string): DocumentMediaType | null {
  const lower = name.toLowerCase();
  if (declaredType === 'image/png' || lower.endsWith('.png')) return 'image/png';
  if (declaredType === 'image/jpeg' || /\.jpe?g$/.test(lower)) return 'image/jpeg';
  if (declaredType === 'application/pdf' || lower.endsWith('.pdf')) return 'application/pdf';
  return null;
}

function sniff(bytes: Buffer): DocumentMediaType | null {
  if (bytes.subarray(0, 8).equals(pngSignature)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export async function checkDocument(
  bytes: Buffer,
  claim: { name: string; declaredType?: string },
): Promise<DocumentCheck> {
  if (bytes.length === 0) return { ok: false, problem: 'empty' };
  const mediaType = sniff(bytes);
  if (mediaType === null) {
    // A ".png" whose first bytes are not a PNG's is a damaged picture, not a file of another kind.
    return {
      ok: false,
      problem: claimedType(claim.declaredType, claim.name) === null ? 'not-supported' : 'damaged',
    };
  }
  const isWhole =
    mediaType === 'image/png'
      ? await isWholePng(bytes)
      : mediaType === 'image/jpeg'
        ? isWholeJpeg(bytes)
        : await isWholePdf(bytes);
  return isWhole ? { ok: true, mediaType } : { ok: false, problem: 'damaged' };
}

/** PNG (RFC 2083 / ISO 15948): IHDR first, every chunk's CRC, IDAT inflating to the full image. */
async function isWholePng(bytes: Buffer): Promise<boolean> {
  let offset = 8;
  let expected = 0;
  const idat: Buffer[] = [];
  let isFirst = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return false;
    const crc = bytes.readUInt32BE(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc) return false;
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (isFirst) {
      if (type !== 'IHDR' || length !== 13) return false;
      expected = pngRawSize(data);
      if (expected <= 0) return false;
      isFirst = false;
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND')
      return idat.length > 0 && (await inflatedLength(idat, expected)) === expected;
    offset = end;
  }
  return false;
}

/** Bytes of filtered scanlines an IHDR promises (no interlacing: Adam7 is counted per pass). */
function pngRawSize(ihdr: Buffer): number {
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const depth = ihdr[8] ?? 0;
  const colour = ihdr[9] ?? 0;
  const interlace = ihdr[12] ?? 0;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colour];
  if (channels === undefined || width === 0 || height === 0 || width * height > maxPixels) return 0;
  const rowBytes = (w: number) => Math.ceil((w * channels * depth) / 8) + 1;
  if (interlace === 0) return rowBytes(width) * height;
  // Adam7's seven passes: each starts and steps through rows and columns on its own grid.
  const passes = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ] as const;
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w > 0 && h > 0) total += rowBytes(w) * h;
  }
  return total;
}

/**
 * Inflates the image data and counts its bytes without keeping them (memory stays small). It
 * stops as soon as the count passes `limit` (the size the header promises): a small file that
 * inflates to far more (a deflate bomb) costs no more work than a real picture, and is -1,
 * damaged, as are data that do not inflate.
 */
function inflatedLength(parts: Buffer[], limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflate();
    let count = 0;
    inflate.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count <= limit) return;
      resolve(-1);
      inflate.destroy();
    });
    inflate.on('end', () => resolve(count));
    inflate.on('error', () => resolve(-1));
    inflate.on('close', () => resolve(-1)); // destroyed: settled above already
    for (const part of parts) if (!inflate.destroyed) inflate.write(part);
    if (!inflate.destroyed) inflate.end();
  });
}

/** JPEG (ITU T.81 annex B): markers from SOI through a frame header and a scan to EOI. */
function isWholeJpeg(bytes: Buffer): boolean {
  let offset = 2;
  let hasFrame = false;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return false;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return false;
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC): a frame header with the picture's size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (
        length < 8 ||
        bytes.readUInt16BE(offset + 5) === 0 ||
        bytes.readUInt16BE(offset + 7) === 0
      )
        return false;
      hasFrame = true;
    }
    if (marker === 0xda) {
      // The entropy-coded scan runs to the end; a whole file ends with EOI.
      const tail = bytes.subarray(Math.max(offset, bytes.length - 64));
      return hasFrame && tail.includes(Buffer.from([0xff, 0xd9]));
    }
    offset += 2 + length;
  }
  return false;
}

async function isWholePdf(bytes: Buffer): Promise<boolean> {
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF')) return false;
  try {
    const document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
    });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
