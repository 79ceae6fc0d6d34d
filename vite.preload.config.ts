// Preload: electron/preload/index.ts -> out/preload/index.cjs. A sandboxed preload (the window
// factory sets `sandbox: true`) is not an ES module and its `require` only knows `electron` and a
// handful of polyfilled built-ins, so the output is one self-contained CommonJS file with
// `electron` as its only import (Electron docs, "Process Sandboxing": preload scripts).
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';
import { isPackageOrSubpath, nodeBundleConfig } from './vite.main.config';
import type { NodeTargetOptions } from './vite.main.config';

export function preloadBuildConfig(options: NodeTargetOptions): UserConfig {
  // A sandboxed preload cannot load anything from node_modules: only `electron` stays external.
  return nodeBundleConfig(options, {
    format: 'cjs',
    fileName: 'index.cjs',
    external: (id) => isPackageOrSubpath(id, ['electron']),
  });
}

export default defineConfig(
  preloadBuildConfig({
    root: import.meta.dirname,
    entry: 'electron/preload/index.ts',
    outDir: 'out/preload',
  }),
);
