// Builds the renderer (vite.renderer.config.ts → out/renderer), which browser mode serves: before
// the end-to-end specs and before the benches that load it in Chromium, so nothing measures or
// tests yesterday's build. Once per process: `npm run bench` runs several benches that need it.
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..', '..');
const rendererOutDir = path.join(root, 'out', 'renderer');

let building: Promise<string> | undefined;

export function buildRenderer(): Promise<string> {
  building ??= build({
    configFile: path.join(root, 'vite.renderer.config.ts'),
    logLevel: 'warn',
  }).then(() => rendererOutDir);
  return building;
}
