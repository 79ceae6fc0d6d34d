// Generates every app icon from the one source, build/icon.svg:
//   build/icons/icon.png         1024 px master (also what electron-builder falls back to)
//   build/icons/icon.ico         Windows, 16..256 (BMP up to 48, PNG above)
//   build/icons/icon.icns        macOS, PNG elements 32..1024 (16@2x .. 512@2x) and the small
//                                RLE ones (16, 32) older Finder views read
//   build/icons/png/NxN.png      Linux icon set, 16..512 (electron-builder reads sizes from names)
// Run: node_modules/.bin/tsx scripts/make-icons.ts   (scripts/package.mjs runs it before packaging)
// The PNGs are rendered from the vector by resvg (@resvg/resvg-js, a maintained SVG renderer), so
// the Linux set is drawn at each size. The ICO and ICNS containers are written by png2icons
// (2.0.1, no dependencies) from the 1024 px master: electron-builder's own conversion fetches a
// toolset from GitHub while packaging, which cannot be relied on offline or in CI here. Its
// bicubic scaling stays within ~2% of resvg's own drawing at 16 px (checked when it was chosen).
// The ICO is its variant for a Windows executable: BMP entries up to 48 px, as older Windows
// dialogs need, PNG above. The output is deterministic and committed; tests/build check it.
import { Resvg } from '@resvg/resvg-js';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import png2icons from 'png2icons';

/** The sizes png2icons writes into an ICO. */
export const icoSizes: readonly number[] = [16, 24, 32, 48, 64, 72, 96, 128, 256];
export const linuxSizes: readonly number[] = [16, 24, 32, 48, 64, 128, 256, 512];
export const masterSize = 1024;

export interface GeneratedIcons {
  /** Every file written, relative to outDir. */
  files: string[];
}

/** Renders each size once and writes all icon files into outDir (created when missing). */
export async function generateIcons(svgPath: string, outDir: string): Promise<GeneratedIcons> {
  const svg = await readFile(svgPath, 'utf8');
  const pngOf = (size: number): Buffer =>
    new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  const master = pngOf(masterSize);
  const ico = png2icons.createICO(master, png2icons.BICUBIC, 0, false, true);
  const icns = png2icons.createICNS(master, png2icons.BICUBIC, 0);
  png2icons.clearCache();
  if (!ico || !icns) throw new Error('png2icons could not convert the master PNG');

  const outputs = new Map<string, Buffer>([
    ['icon.png', master],
    ['icon.ico', ico],
    ['icon.icns', icns],
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
