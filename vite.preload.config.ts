// Preload: electron/preload/index.ts -> out/preload/index.cjs. A sandboxed preload (the window
// factory sets `sandbox: true`) is not an ES module and its `require` only knows `electron` and a
// handful of polyfilled built-ins, so the output is one self-contained CommonJS file with
// `electron` as its only import (Electron docs, "Process Sandboxing": preload scripts).
import path from 'node:path';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';
import { isPackageOrSubpath } from './vite.main.config';
import type { NodeTargetOptions } from './vite.main.config';

export function preloadBuildConfig(options: NodeTargetOptions): UserConfig {
  return {
    root: options.root,
    publicDir: false,
    logLevel: 'warn',
    ssr: {
      // Everything inlined: a sandboxed preload cannot load anything from node_modules.
      noExternal: true,
      target: 'node',
    },
    build: {
      ssr: path.resolve(options.root, options.entry),
      outDir: path.resolve(options.root, options.outDir),
      emptyOutDir: true,
      // The preload runs in the renderer process of Electron 45 (Chromium 140, Node 22).
      target: 'node22',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      rolldownOptions: {
        external: (id) => isPackageOrSubpath(id, ['electron']),
        output: { format: 'cjs', entryFileNames: 'index.cjs' },
      },
    },
  };
}

export default defineConfig(
  preloadBuildConfig({
    root: import.meta.dirname,
    entry: 'electron/preload/index.ts',
    outDir: 'out/preload',
  }),
);
