// Icons come from build/icon.svg alone. These tests read the generated files with an independent
// PNG reader and check them against the SVG's own shapes.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateIcons, icoSizes, linuxSizes, masterSize } from '../../scripts/make-icons';
import { parseIconSvg } from '../../scripts/icons/svg-shapes';
import type { IconDrawing, Shape } from '../../scripts/icons/svg-shapes';
import { decodePng, isPng, pngSize } from './png-reader';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const svgPath = path.join(repoRoot, 'build', 'icon.svg');
let outDir = '';
let drawing: IconDrawing;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-icons-'));
  drawing = parseIconSvg(await readFile(svgPath, 'utf8'));
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

// Inside tests written independently of the rasterizer's distance functions. `margin` > 0 asks for
// a point well inside; < 0 for a point well outside.
function isInside(shape: Shape, x: number, y: number, margin: number): boolean {
  if (shape.kind === 'circle') return Math.hypot(x - shape.cx, y - shape.cy) <= shape.r - margin;
  if (shape.kind === 'polyline') {
    return shape.points.slice(1).some((end, i) => {
      const [ax, ay] = shape.points[i] ?? end;
      const [bx, by] = end;
      const t = Math.max(
        0,
        Math.min(
          1,
          ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2),
        ),
      );
      return (
        Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) <=
        shape.strokeWidth / 2 - margin
      );
    });
  }
  const left = shape.x + margin;
  const top = shape.y + margin;
  const right = shape.x + shape.width - margin;
  const bottom = shape.y + shape.height - margin;
  if (x < left || x > right || y < top || y > bottom) return false;
  // In a corner square, the point must also be inside the corner's quarter circle.
  const r = shape.radius;
  const isCornerColumn = x < shape.x + r || x > shape.x + shape.width - r;
  const isCornerRow = y < shape.y + r || y > shape.y + shape.height - r;
  if (!isCornerColumn || !isCornerRow) return true;
  const cornerX = x < shape.x + r ? shape.x + r : shape.x + shape.width - r;
  const cornerY = y < shape.y + r ? shape.y + r : shape.y + shape.height - r;
  return Math.hypot(x - cornerX, y - cornerY) <= r - margin;
}

function hex(pixels: Buffer, size: number, column: number, row: number): string {
  const offset = (row * size + column) * 4;
  return [...pixels.subarray(offset, offset + 4)]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

function colorHex(shape: Shape): string {
  const { r, g, b } = shape.kind === 'polyline' ? shape.stroke : shape.fill;
  return [r, g, b, 255].map((v) => v.toString(16).padStart(2, '0')).join('');
}

describe('icon.svg', () => {
  it('parses into the shapes it declares', () => {
    expect(drawing.width).toBe(1024);
    expect(drawing.shapes.map((s) => s.kind)).toEqual([
      'rect',
      'rect',
      'rect',
      'rect',
      'rect',
      'circle',
      'circle',
      'polyline',
    ]);
  });

  it.each([
    ['an unsupported element', '<path d="M0 0"/>', /element <path> is not supported/],
    [
      'an unsupported attribute',
      '<rect width="10" height="10" fill="#000000" opacity="0.5"/>',
      /attribute "opacity"/,
    ],
    ['a named colour', '<circle cx="1" cy="1" r="1" fill="red"/>', /#rrggbb/],
    [
      'a butt-capped stroke',
      '<polyline points="0,0 5,5" fill="none" stroke="#000000" stroke-width="2" stroke-linecap="butt" stroke-linejoin="round"/>',
      /stroke-linecap="round"/,
    ],
    [
      'a non-numeric size',
      '<rect width="ten" height="10" fill="#000000"/>',
      /"width" is not a number/,
    ],
  ])('rejects %s with a message naming it', (_label, element, message) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${element}</svg>`;
    expect(() => parseIconSvg(svg)).toThrow(message);
  });

  it('rejects a drawing without a square viewBox', () => {
    expect(() =>
      parseIconSvg('<svg viewBox="0 0 64 32"><circle cx="1" cy="1" r="1" fill="#000000"/></svg>'),
    ).toThrow(/square viewBox/);
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
    const scale = masterSize / drawing.width;
    expect(hex(png.pixels, masterSize, 2, 2).slice(6)).toBe('00'); // corner outside the tile: transparent
    drawing.shapes.forEach((shape, index) => {
      const later = drawing.shapes.slice(index + 1);
      // Find a pixel centre well inside this shape and well clear of every shape painted over it.
      let found: [number, number] | null = null;
      for (let row = 0; row < masterSize && !found; row += 4) {
        for (let column = 0; column < masterSize && !found; column += 4) {
          const x = (column + 0.5) / scale;
          const y = (row + 0.5) / scale;
          if (isInside(shape, x, y, 3) && later.every((other) => !isInside(other, x, y, -3)))
            found = [column, row];
        }
      }
      expect(found, `shape ${index} (${shape.kind}) is visible somewhere`).not.toBeNull();
      const [column, row] = found ?? [0, 0];
      expect(hex(png.pixels, masterSize, column, row), `shape ${index} at ${column},${row}`).toBe(
        colorHex(shape),
      );
    });
  });

  it('icon.ico holds PNG entries 16..256 whose sizes match their directory entries', async () => {
    const images = icoImages(await readFile(path.join(outDir, 'icon.ico')));
    expect(images.map((i) => i.size)).toEqual(icoSizes);
    for (const { size, image } of images) {
      expect(isPng(image)).toBe(true);
      expect(pngSize(image)).toEqual({ width: size, height: size });
      expect(decodePng(image).pixels.length).toBe(size * size * 4);
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
    expect(elements.map((e) => e.type).sort()).toEqual(Object.keys(expected).sort());
    for (const { type, image } of elements) {
      expect(pngSize(image), type).toEqual({ width: expected[type], height: expected[type] });
    }
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
    const ico = await same('icon.ico');
    const icoPairs = icoImages(ico.fresh).map(
      (image, i) => [image, icoImages(ico.stored)[i]] as const,
    );
    for (const [fresh, stored] of icoPairs)
      expect(
        decodePng(stored?.image ?? Buffer.alloc(0)).pixels.equals(decodePng(fresh.image).pixels),
      ).toBe(true);
    const icns = await same('icon.icns');
    const storedIcns = icnsImages(icns.stored);
    for (const [i, fresh] of icnsImages(icns.fresh).entries()) {
      expect(storedIcns[i]?.type).toBe(fresh.type);
      expect(
        decodePng(storedIcns[i]?.image ?? Buffer.alloc(0)).pixels.equals(
          decodePng(fresh.image).pixels,
        ),
      ).toBe(true);
    }
    for (const size of linuxSizes) {
      const file = path.join('png', `${size}x${size}.png`);
      const pair = await same(file);
      expect(decodePng(pair.stored).pixels.equals(decodePng(pair.fresh).pixels), file).toBe(true);
    }
  });
});
