// The renderer's index.html lists the first screen's chunks (mount.tsx and every chunk it imports,
// and its stylesheet) for the browser to fetch at once, instead of after the entry has arrived and
// run: built for real with vite.renderer.config.ts into a temp folder.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
let outDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-renderer-build-'));
  await build({
    configFile: path.join(root, 'vite.renderer.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
}, 120_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('the built index.html', () => {
  it('preloads the first screen: the mount chunk, the chunks it imports and its stylesheet', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    const assets = await readdir(path.join(outDir, 'assets'));
    const mount = assets.find((file) => /^mount-.*\.js$/.test(file));
    expect(mount).toBeDefined();
    const code = await readFile(path.join(outDir, 'assets', mount!), 'utf8');
    // Static imports only: `import{...}from"./x.js"` or `import"./x.js"`, not import("./x.js").
    const imported = [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    expect(imported.length).toBeGreaterThan(0);
    const preloaded = [
      ...html.matchAll(/<link rel="modulepreload"[^>]*href="\.\/assets\/([^"]+)"/g),
    ].map((match) => match[1]!);
    expect(preloaded).toEqual(expect.arrayContaining([mount!, ...imported]));
    expect(new Set(preloaded).size).toBe(preloaded.length);
    const styles = assets.filter((file) => /^mount-.*\.css$/.test(file));
    for (const style of styles)
      expect(html).toContain(`rel="stylesheet" crossorigin href="./assets/${style}"`);
    // Still no inline script or style for the CSP.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style/);
  });
});
