// Windows .ico and macOS .icns containers holding PNG images, so no platform tool is needed.

export interface SizedPng {
  size: number;
  png: Buffer;
}

/**
 * ICO: ICONDIR (6 bytes) + one 16-byte ICONDIRENTRY per image + the images. Entries may hold PNG
 * data since Windows Vista; a width/height byte of 0 means 256.
 */
export function buildIco(images: readonly SizedPng[]): Buffer {
  for (const { size } of images) {
    if (size < 1 || size > 256)
      throw new Error(`buildIco: ${size} px does not fit an ICO entry (1..256)`);
  }
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size === 256 ? 0 : size;
    entry[1] = size === 256 ? 0 : size;
    entry[2] = 0; // no palette
    entry[3] = 0; // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/**
 * PNG-capable icns element types by pixel size (Apple's icns format: 'ic07' 128, 'ic08' 256,
 * 'ic09' 512, 'ic10' 1024 (512@2x), 'ic11' 32 (16@2x), 'ic12' 64 (32@2x), 'ic13' 256 (128@2x),
 * 'ic14' 512 (256@2x)). A size may appear under more than one type.
 */
export const icnsTypes: ReadonlyArray<{ type: string; size: number }> = [
  { type: 'ic11', size: 32 },
  { type: 'ic12', size: 64 },
  { type: 'ic07', size: 128 },
  { type: 'ic13', size: 256 },
  { type: 'ic08', size: 256 },
  { type: 'ic14', size: 512 },
  { type: 'ic09', size: 512 },
  { type: 'ic10', size: 1024 },
];

/** ICNS: 'icns' + total length (big-endian), then elements of type + length (header included) + PNG. */
export function buildIcns(pngBySize: ReadonlyMap<number, Buffer>): Buffer {
  const elements = icnsTypes.map(({ type, size }) => {
    const png = pngBySize.get(size);
    if (!png) throw new Error(`buildIcns: no ${size} px PNG for element ${type}`);
    const header = Buffer.alloc(8);
    header.write(type, 0, 'ascii');
    header.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([header, png]);
  });
  const body = Buffer.concat(elements);
  const header = Buffer.alloc(8);
  header.write('icns', 0, 'ascii');
  header.writeUInt32BE(body.length + 8, 4);
  return Buffer.concat([header, body]);
}
