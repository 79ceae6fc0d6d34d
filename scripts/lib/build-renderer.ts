// Builds the renderer (vite.renderer.config.ts → out/renderer), which browser mode serves: before
// the end-to-end specs and before the benches that load it in Chromium, so nothing measures or
// tests yesterday's build. Once per process: `npm run bench` runs several benches that need it.
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..', '..');
const rendererOutDir = path.join(root, 'out', 'renderer');

let building: Promise<string> | undefined;

export function buildRenderer(): Promise<string> {
  // A development build: it carries the pseudo-locale the end-to-end specs render the converted
  // screens in (scripts/build/catalogues.ts, decisions 91). A release build (npm run build) does not.
  process.env.BOARDING_PSEUDO_LOCALE = '1';
  building ??= build({
    configFile: path.join(root, 'vite.renderer.config.ts'),
    logLevel: 'warn',
  }).then(() => rendererOutDir);
  return building;
}
