// Icons come from build/icon.svg alone. These tests read the generated files with an independent
// PNG reader and check them against points of the SVG's own shapes.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateIcons, icoSizes, linuxSizes, masterSize } from '../../scripts/make-icons';
import { decodePng, isPng, pngSize } from './png-reader';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const svgPath = path.join(repoRoot, 'build', 'icon.svg');
let outDir = '';

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-icons-'));
  await generateIcons(svgPath, outDir);
});

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** ICO entries: size (0 byte = 256) and the embedded image bytes. */
function icoImages(data: Buffer): Array<{ size: number; image: Buffer }> {
  expect(data.readUInt16LE(0)).toBe(0);
  expect(data.readUInt16LE(2)).toBe(1);
  const count = data.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i;
    const width = data[entry] || 256;
    expect(data[entry + 1] || 256).toBe(width);
    expect(data.readUInt16LE(entry + 6)).toBe(32);
    const length = data.readUInt32LE(entry + 8);
    const offset = data.readUInt32LE(entry + 12);
    expect(offset + length).toBeLessThanOrEqual(data.length);
    return { size: width, image: data.subarray(offset, offset + length) };
  });
}

/** ICNS elements: four-character type and the embedded image bytes. */
function icnsImages(data: Buffer): Array<{ type: string; image: Buffer }> {
  expect(data.toString('ascii', 0, 4)).toBe('icns');
  expect(data.readUInt32BE(4)).toBe(data.length);
  const elements: Array<{ type: string; image: Buffer }> = [];
  for (let offset = 8; offset < data.length;) {
    const length = data.readUInt32BE(offset + 4);
    expect(length).toBeGreaterThan(8);
    elements.push({
      type: data.toString('ascii', offset, offset + 4),
      image: data.subarray(offset + 8, offset + length),
    });
    offset += length;
  }
  return elements;
}

/** Two RGBA hex colours within 8 of each other per channel (scaling blends a little). */
function closeTo(actual: string, expected: string): boolean {
  return [0, 2, 4, 6].every(
    (at) =>
      Math.abs(parseInt(actual.slice(at, at + 2), 16) - parseInt(expected.slice(at, at + 2), 16)) <=
      8,
  );
}

function hex(pixels: Buffer, size: number, column: number, row: number): string {
  const offset = (row * size + column) * 4;
  return [...pixels.subarray(offset, offset + 4)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * One point well inside each shape of build/icon.svg (viewBox 1024) and clear of every shape
 * painted over it, with the colour the SVG gives that shape, opaque.
 */
const probes: readonly { shape: string; x: number; y: number; rgba: string }[] = [
  { shape: 'tile', x: 150, y: 512, rgba: '1d4e89ff' },
  { shape: 'card', x: 700, y: 320, rgba: 'ffffffff' },
  { shape: 'stripe', x: 400, y: 400, rgba: '0f2e52ff' },
  { shape: 'first text line', x: 377, y: 508, rgba: 'c5d3e3ff' },
  { shape: 'second text line', x: 337, y: 572, rgba: 'c5d3e3ff' },
  { shape: 'badge gap', x: 599, y: 680, rgba: '1d4e89ff' },
  { shape: 'badge disc', x: 742, y: 600, rgba: '2fb36dff' },
  { shape: 'check mark', x: 726, y: 726, rgba: 'ffffffff' },
];

describe('icon.svg', () => {
  it('declares the square 1024 canvas every size is rendered from', async () => {
    const svg = await readFile(svgPath, 'utf8');
    expect(svg).toMatch(/viewBox="0 0 1024 1024"/);
  });
});

describe('generated icons', () => {
  it('icon.png is a valid 1024 px RGBA PNG showing every shape in its own colour', async () => {
    const png = decodePng(await readFile(path.join(outDir, 'icon.png')));
    expect([png.width, png.height, png.bitDepth, png.colorType]).toEqual([
      masterSize,
      masterSize,
      8,
      6,
    ]);
    expect(hex(png.pixels, masterSize, 2, 2).slice(6)).toBe('00'); // corner outside the tile: transparent
    for (const probe of probes) {
      expect(hex(png.pixels, masterSize, probe.x, probe.y), probe.shape).toBe(probe.rgba);
    }
  });

  it('icon.ico holds every Windows size 16..256, BMP up to 48 and PNG above', async () => {
    const images = icoImages(await readFile(path.join(outDir, 'icon.ico')));
    expect(images.map((i) => i.size).sort((a, b) => a - b)).toEqual(icoSizes);
    for (const { size, image } of images) {
      if (size <= 48) {
        // BITMAPINFOHEADER: 40 bytes, width, height of XOR and AND masks together, 32 bpp.
        expect(isPng(image), `${size}`).toBe(false);
        expect([image.readUInt32LE(0), image.readInt32LE(4), image.readInt32LE(8)]).toEqual([
          40,
          size,
          size * 2,
        ]);
        expect(image.readUInt16LE(14)).toBe(32);
      } else {
        expect(isPng(image), `${size}`).toBe(true);
        expect(pngSize(image)).toEqual({ width: size, height: size });
      }
    }
    // The largest is a faithful scale of the master: every shape in its own colour.
    const largest = images.find((i) => i.size === 256);
    const png = decodePng(largest?.image ?? Buffer.alloc(0));
    for (const probe of probes) {
      const actual = hex(png.pixels, 256, Math.round(probe.x / 4), Math.round(probe.y / 4));
      expect(closeTo(actual, probe.rgba), `${probe.shape}: ${actual}`).toBe(true);
    }
  });

  it('icon.icns holds the PNG element types at their defined sizes', async () => {
    const expected: Record<string, number> = {
      ic07: 128,
      ic08: 256,
      ic09: 512,
      ic10: 1024,
      ic11: 32,
      ic12: 64,
      ic13: 256,
      ic14: 512,
    };
    const elements = icnsImages(await readFile(path.join(outDir, 'icon.icns')));
    const pngElements = elements.filter((e) => isPng(e.image));
    expect(pngElements.map((e) => e.type).sort()).toEqual(Object.keys(expected).sort());
    for (const { type, image } of pngElements) {
      expect(pngSize(image), type).toEqual({ width: expected[type], height: expected[type] });
    }
    // The rest are the small RLE images and their masks that older Finder views read.
    expect(
      elements
        .filter((e) => !isPng(e.image))
        .map((e) => e.type)
        .sort(),
    ).toEqual(['il32', 'is32', 'l8mk', 's8mk']);
  });

  it('the Linux set is named by size, as electron-builder expects', async () => {
    const names = (await readdir(path.join(outDir, 'png'))).sort();
    expect(names).toEqual(linuxSizes.map((s) => `${s}x${s}.png`).sort());
    for (const name of names) {
      const size = Number(name.split('x')[0]);
      expect(pngSize(await readFile(path.join(outDir, 'png', name)))).toEqual({
        width: size,
        height: size,
      });
    }
  });

  it('the committed build/icons match a fresh render of build/icon.svg', async () => {
    const committed = path.join(repoRoot, 'build', 'icons');
    const same = async (file: string) => {
      const [fresh, stored] = await Promise.all([
        readFile(path.join(outDir, file)),
        readFile(path.join(committed, file)),
      ]);
      return { fresh, stored };
    };
    const master = await same('icon.png');
    expect(
      decodePng(master.stored).pixels.equals(decodePng(master.fresh).pixels),
      'run scripts/make-icons.ts',
    ).toBe(true);
    // The containers are written deterministically from the master, so they match byte for byte.
    for (const file of ['icon.ico', 'icon.icns']) {
      const pair = await same(file);
      expect(pair.stored.equals(pair.fresh), `${file}: run scripts/make-icons.ts`).toBe(true);
    }
    for (const size of linuxSizes) {
      const file = path.join('png', `${size}x${size}.png`);
      const pair = await same(file);
      expect(decodePng(pair.stored).pixels.equals(decodePng(pair.fresh).pixels), file).toBe(true);
    }
  });
});
