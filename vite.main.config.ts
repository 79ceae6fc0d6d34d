// Electron main process: electron/main/index.ts -> out/main/index.js, an ES module (package.json
// "type": "module" and "main": "out/main/index.js"). Our own code (electron/core, shared, sandbox)
// and small pure-JS libraries are bundled; Electron itself, the Electron-aware libraries that must
// resolve `electron` at run time, and Node built-ins stay external. The externals are production
// dependencies, so electron-builder packs them into the app's node_modules (see build/README.md).
import { builtinModules } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';

/** Modules the main bundle imports at run time instead of inlining. */
export const mainExternals: readonly string[] = [
  'electron',
  'electron-store',
  'electron-log',
  'electron-updater',
];

export interface NodeTargetOptions {
  /** Project root: where relative paths and node_modules resolve from. */
  root: string;
  /** Entry file, absolute or relative to root. */
  entry: string;
  /** Output directory; emptied before the build (this target's folder only). */
  outDir: string;
}

/** True for `fs`, `node:fs`, `fs/promises` and every other Node built-in. */
export function isNodeBuiltin(id: string): boolean {
  return id.startsWith('node:') || builtinModules.includes(id);
}

/** True for `name` and any deep import `name/...` of one of the given packages. */
export function isPackageOrSubpath(id: string, packages: readonly string[]): boolean {
  return packages.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * One self-contained Node-target bundle for Electron 45 (Node 22): every dependency inlined except
 * `external`, so the packaged app does not depend on how npm laid out node_modules.
 */
export function nodeBundleConfig(
  options: NodeTargetOptions,
  output: { format: 'es' | 'cjs'; fileName: string; external: (id: string) => boolean },
): UserConfig {
  return {
    root: options.root,
    // Nothing from a public/ folder belongs next to a Node bundle.
    publicDir: false,
    logLevel: 'warn',
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: path.resolve(options.root, options.entry),
      outDir: path.resolve(options.root, options.outDir),
      emptyOutDir: true,
      target: 'node22',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      rolldownOptions: {
        external: output.external,
        output: { format: output.format, entryFileNames: output.fileName },
      },
    },
  };
}

export function mainBuildConfig(options: NodeTargetOptions): UserConfig {
  return nodeBundleConfig(options, {
    format: 'es',
    fileName: 'index.js',
    external: (id) => isNodeBuiltin(id) || isPackageOrSubpath(id, mainExternals),
  });
}

export default defineConfig(
  mainBuildConfig({
    root: import.meta.dirname,
    entry: 'electron/main/index.ts',
    outDir: 'out/main',
  }),
);
