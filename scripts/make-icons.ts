// Generates every app icon from the one source, build/icon.svg:
//   build/icons/icon.png         1024 px master (also what electron-builder falls back to)
//   build/icons/icon.ico         Windows, PNG entries 16..256
//   build/icons/icon.icns        macOS, PNG entries 32..1024 (16@2x .. 512@2x)
//   build/icons/png/NxN.png      Linux icon set, 16..512 (electron-builder reads sizes from names)
// Run: node_modules/.bin/tsx scripts/make-icons.ts   (scripts/package.mjs runs it before packaging)
// Every size is rendered from the vector by resvg (@resvg/resvg-js, a maintained SVG renderer),
// so small sizes are drawn, not scaled down from one bitmap. The ICO and ICNS files are small
// containers of those PNGs (icons/icon-containers.ts): the packages that write them resample a
// single image, which is what drawing each size avoids. The output is deterministic and
// committed; tests/build check it matches the SVG.
import { Resvg } from '@resvg/resvg-js';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIcns, buildIco, icnsTypes } from './icons/icon-containers';

export const icoSizes: readonly number[] = [16, 24, 32, 48, 64, 128, 256];
export const linuxSizes: readonly number[] = [16, 24, 32, 48, 64, 128, 256, 512];
export const masterSize = 1024;

export interface GeneratedIcons {
  /** Every file written, relative to outDir. */
  files: string[];
}

/** Renders each size once and writes all icon files into outDir (created when missing). */
export async function generateIcons(svgPath: string, outDir: string): Promise<GeneratedIcons> {
  const svg = await readFile(svgPath, 'utf8');
  const sizes = new Set([
    masterSize,
    ...icoSizes,
    ...linuxSizes,
    ...icnsTypes.map(({ size }) => size),
  ]);
  const pngBySize = new Map<number, Buffer>();
  for (const size of [...sizes].sort((a, b) => a - b)) {
    const rendered = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render();
    pngBySize.set(size, rendered.asPng());
  }
  const pngOf = (size: number): Buffer => pngBySize.get(size) ?? Buffer.alloc(0);

  const outputs = new Map<string, Buffer>([
    ['icon.png', pngOf(masterSize)],
    ['icon.ico', buildIco(icoSizes.map((size) => ({ size, png: pngOf(size) })))],
    ['icon.icns', buildIcns(pngBySize)],
    ...linuxSizes.map(
      (size) => [path.join('png', `${size}x${size}.png`), pngOf(size)] as [string, Buffer],
    ),
  ]);
  await mkdir(path.join(outDir, 'png'), { recursive: true });
  for (const [file, data] of outputs) await writeFile(path.join(outDir, file), data);
  return { files: [...outputs.keys()] };
}

const isMain =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const root = path.resolve(import.meta.dirname, '..');
  const outDir = path.join(root, 'build', 'icons');
  try {
    const { files } = await generateIcons(path.join(root, 'build', 'icon.svg'), outDir);
    console.log(
      `make-icons: wrote ${files.length} files to ${path.relative(root, outDir)}/ from build/icon.svg`,
    );
  } catch (error) {
    console.error(`make-icons: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
