// Renderer build: renderer/index.html (+ app/main.tsx) → out/renderer/. `base: './'` keeps asset URLs
// relative, so the same build is served at app://boarding/ in Electron and at
// http://127.0.0.1:<port>/ in browser mode. No inline scripts or styles are emitted, which the
// CSP (script-src 'self'; style-src 'self') requires.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogues } from './scripts/build/catalogues';
import { firstScreenChunk } from './scripts/build/first-screen-chunk';
import { zodWithoutJsonSchema } from './scripts/build/zod-without-json-schema';
import { downshiftUnusedHooks } from './scripts/build/downshift-unused-hooks';
import { formatjsReleaseMessages } from './scripts/build/formatjs-release-messages';

/**
 * main.tsx loads mount.tsx (React, the frame, the drafts home) with import() so the first screen's
 * requests to main go out first; without help the browser only learns of that chunk once the
 * entry has arrived and run. This lists the chunk, the chunks it imports and its stylesheet in
 * index.html as module preloads, so all of it downloads and compiles while the entry starts the
 * requests (scripts/bench/workspace.bench.ts measures the cold load).
 */
function preloadFirstScreen(entry: string): Plugin {
  return {
    name: 'boarding:preload-first-screen',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const first = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entry));
        if (!first) return [];
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(first.fileName);
        const listed = (file: string) => html.includes(`./${file}"`);
        return [
          ...[...files]
            .filter((file) => !listed(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
              injectTo: 'head' as const,
            })),
          ...[...styles]
            .filter((file) => !listed(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `./${file}` },
              injectTo: 'head' as const,
            })),
        ];
      },
    },
  };
}

export default defineConfig({
  root: path.join(import.meta.dirname, 'renderer'),
  base: './',
  plugins: [
    catalogues(),
    zodWithoutJsonSchema(),
    downshiftUnusedHooks(),
    formatjsReleaseMessages(),
    react(),
    preloadFirstScreen('renderer/app/mount.tsx'),
    // The English catalogue (scripts/build/catalogues.ts) is data, not code: it goes with
    // mount.tsx, which imports it, not into the first-screen chunk of code (decisions 105).
    firstScreenChunk('renderer/app/main.tsx', 'renderer/app/mount.tsx', (id) =>
      id.endsWith('catalogue:en'),
    ),
  ],
  build: {
    outDir: path.join(import.meta.dirname, 'out', 'renderer'),
    emptyOutDir: true,
    sourcemap: false,
    // Inlined data: URLs are fine for images (img-src data:), but fonts and scripts must be files.
    assetsInlineLimit: 0,
    // <link rel="modulepreload"> is native in Electron's Chromium and in the browsers browser mode
    // opens (Chromium 66, Firefox 115, Safari 17), and only a hint where it is not: the chunks
    // still load when imported. The polyfill would add a MutationObserver and 1 KB to the entry
    // chunk, the first code that runs (decisions 58).
    modulePreload: { polyfill: false },
  },
});
