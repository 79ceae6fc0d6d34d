// What the renderer's chunks must not carry (decisions 58), built for real with
// vite.renderer.config.ts into a temp folder: the ZIP places table (core answers places:lookup),
// the merchant category list, its synonyms and its search (core answers categories:search,
// decisions 102), the IMask mask kinds the editor never uses (it registers only the RegExp one),
// Vite's modulepreload polyfill, zod's JSON Schema generator, downshift's unused hooks and
// formatjs's documentation paragraphs (decisions 98), and the message ids the code names
// literally (decisions 103: short keys instead, the ids the words make from data kept). Each is
// checked with a string only its code holds, beside a string the bundle must hold, so a renamed
// build cannot pass by finding nothing at all.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
let outDir: string;
let chunks: Map<string, string>;

/** The chunks whose code holds `text`, by file name. */
function holding(text: string): string[] {
  return [...chunks].filter(([, code]) => code.includes(text)).map(([file]) => file);
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-renderer-bundle-'));
  await build({
    configFile: path.join(root, 'vite.renderer.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const assets = path.join(outDir, 'assets');
  const files = (await readdir(assets)).filter((file) => file.endsWith('.js'));
  chunks = new Map(
    await Promise.all(
      files.map(async (file) => [file, await readFile(path.join(assets, file), 'utf8')] as const),
    ),
  );
}, 120_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe("the renderer's chunks", () => {
  it('hold no ZIP places table: the editor asks core over places:lookup', () => {
    expect(holding('places:lookup')).not.toEqual([]);
    // Town names only the table holds.
    expect(holding('Aaronsburg')).toEqual([]);
    expect(holding('Yellowstone National Park')).toEqual([]);
    expect([...chunks.keys()].filter((file) => file.startsWith('zip-places'))).toEqual([]);
  });

  it("hold IMask's core and RegExp mask, not its number, date or pattern masks", () => {
    expect(holding('mask property should be defined')).toHaveLength(1);
    // Options of MaskedNumber and MaskedPattern (MaskedDate is a pattern).
    for (const option of ['thousandsSeparator', 'mapToRadix', 'placeholderChar']) {
      expect(holding(option), option).toEqual([]);
    }
  });

  it("hold zod's parsing and messages, not its JSON Schema generator (decisions 98)", () => {
    expect(holding('Invalid input: expected')).toHaveLength(1);
    for (const dialect of ['json-schema.org/draft/2020-12', 'json-schema.org/draft-07'])
      expect(holding(dialect), dialect).toEqual([]);
  });

  it('hold no category list, synonyms or search: the editor asks core (decisions 102)', () => {
    expect(holding('categories:search')).not.toEqual([]);
    expect(holding('categories:lookup')).not.toEqual([]);
    // A published name only the list holds, an everyday term of the synonyms, the stemmer's code.
    expect(holding('Petroleum and Petroleum Products')).toEqual([]);
    expect(holding('taqueria')).toEqual([]);
    expect(holding('biliti')).toEqual([]);
    const names = [...chunks.keys()];
    expect(names.filter((file) => /^(merchant-category|category-search)/.test(file))).toEqual([]);
  });

  it("hold downshift's useCombobox, not the hooks the editor does not use (decisions 98)", () => {
    expect(holding('getInputProps')).toHaveLength(1);
    // useMultipleSelection's and useTagGroup's prop getters.
    for (const getter of ['getSelectedItemProps', 'getTagRemoveProps'])
      expect(holding(getter), getter).toEqual([]);
  });

  it("hold formatjs's errors without their documentation paragraphs (decisions 98)", () => {
    // The missing-id invariant keeps its first sentence; the advice and links after it are gone.
    expect(holding('must be provided to format a message.${')).toHaveLength(1);
    expect(holding('Missing locale data for locale')).toHaveLength(1);
    expect(holding('formatjs.github.io')).toEqual([]);
    expect(holding('babel-plugin-formatjs')).toEqual([]);
  });

  it('name messages by short keys, keeping the ids the words make from data (decisions 103)', () => {
    // The Spanish words travel in their own chunk, English with the first screen.
    expect(holding('Iniciar sesión')).toHaveLength(1);
    for (const id of ['signIn.heading', 'welcome.heading', 'drafts.action.restore'])
      for (const quote of ['"', "'", '`']) expect(holding(quote + id + quote), id).toEqual([]);
    // The family's prefix, once with the keys and again where the words make an id from data.
    expect(holding('"editor.field."')).toHaveLength(1);
    expect(holding('`editor.field.${')).toHaveLength(1);
  });

  it('start with no modulepreload polyfill (index.html still lists the first chunks to preload)', async () => {
    const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('rel="modulepreload"');
    const entry = /<script type="module" crossorigin src="\.\/assets\/([^"]+)"/.exec(html)?.[1];
    expect(chunks.get(entry ?? '')).toBeDefined();
    // The polyfill watches the document for the links (React's own preloads live elsewhere).
    expect(chunks.get(entry ?? '')).not.toContain('link[rel="modulepreload"]');
  });
});
