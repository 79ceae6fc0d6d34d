// Short message keys and the compact catalogues (decisions 103), on the real catalogues: every
// message the renderer reads back is the AST it was compiled to, under the key the build writes at
// the places that name it; and the call-site rewrite, on code shaped like the words', replaces
// literal ids, keeps the data families' full ids and refuses a family it does not know. The
// renderer's own build is checked in tests/build/renderer-bundle.test.ts.
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  catalogueModule,
  compileCatalogue,
  compilePseudoCatalogue,
  readCatalogue,
} from '../../scripts/build/catalogues';
import {
  catalogueKeys,
  keyOrder,
  keyTable,
  shortenIds,
  shortKeys,
} from '../../scripts/build/message-keys';
import {
  compactMessage,
  expandCatalogue,
  expandMessage,
  type CompactMessage,
} from '../../renderer/i18n/compact-messages';

const ids = Object.keys(readCatalogue('en'));
const order = keyOrder(ids);

/** The array a catalogue module hands over, read as the renderer's bundle reads it. */
function moduleMessages(source: string): CompactMessage[] {
  const literal = /^export default JSON\.parse\((.*)\);$/.exec(source)?.[1];
  return JSON.parse(JSON.parse(literal ?? 'null') as string) as CompactMessage[];
}

describe('the compact catalogues', () => {
  it.each([
    ['en', () => compileCatalogue('en')],
    ['es', () => compileCatalogue('es')],
    ['en-XA', () => compilePseudoCatalogue()],
  ])('give back every %s message exactly, through JSON', (_locale, compile) => {
    const compiled = compile();
    for (const [id, elements] of Object.entries(compiled)) {
      const written = JSON.parse(JSON.stringify(compactMessage(elements))) as CompactMessage;
      expect(expandMessage(written), id).toEqual(elements);
    }
  });

  it('write a one-text message as its text, and every other kind as an array', () => {
    const english = compileCatalogue('en');
    expect(compactMessage(english['signIn.heading']!)).toBe('Sign in');
    expect(Array.isArray(compactMessage(english['banner.needsSignIn']!))).toBe(true);
  });

  it('key a build catalogue by short keys, the data families by full id', () => {
    const english = compileCatalogue('en');
    const keys = catalogueKeys(order, true);
    const short = shortKeys(order);
    const read = expandCatalogue(keys, moduleMessages(catalogueModule(english, order)));
    expect(Object.keys(read)).toHaveLength(ids.length);
    for (const id of ids) expect(read[short.get(id) ?? id], id).toEqual(english[id]);
    expect(short.has('editor.field.legalName')).toBe(false);
    expect(read['editor.field.legalName']).toEqual(english['editor.field.legalName']);
    expect(short.get('signIn.heading')).toMatch(/^[0-9a-z]{1,2}$/);
    expect(read['signIn.heading']).toBeUndefined();
  });

  it('key every message by its full id outside a build', () => {
    const english = compileCatalogue('en');
    const read = expandCatalogue(
      catalogueKeys(order, false),
      moduleMessages(catalogueModule(english, order)),
    );
    expect(read).toEqual(english);
  });

  it('fail to write a catalogue that lacks a message, naming it', () => {
    const english = compileCatalogue('en');
    delete english['signIn.heading'];
    expect(() => catalogueModule(english, order)).toThrow('signIn.heading');
  });
});

describe('the call sites', () => {
  const table = keyTable(ids);
  const shorten = (code: string) => shortenIds(code, parseAst(code), table);
  const key = (id: string) => JSON.stringify(table.keys.get(id));

  it('name a message by its short key, as a string, a template or a property', () => {
    const { code, problems } = shorten(
      [
        "intl.formatMessage({ id: 'signIn.heading' });",
        'const id = `signIn.heading`;',
        'const labels = { name: "welcome.heading", "signIn.heading": 1 };',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(code).toBe(
      [
        `intl.formatMessage({ id: ${key('signIn.heading')} });`,
        `const id = ${key('signIn.heading')};`,
        `const labels = { name: ${key('welcome.heading')}, ${key('signIn.heading')}: 1 };`,
      ].join('\n'),
    );
  });

  it('keep the ids the words make from data, and strings that are no id', () => {
    const source = [
      'const label = knownMessage(intl, `editor.field.${key}`);',
      "const noun = 'editor.noun.' + key;",
      "const full = 'editor.field.legalName';",
      "const other = 'signIn.heading.more'; const text = 'Sign in';",
    ].join('\n');
    expect(shorten(source)).toEqual({ code: source, problems: [] });
  });

  it('refuse a string that begins ids outside the data families, naming it', () => {
    expect(shorten('const id = `signIn.${step}`;').problems).toEqual([
      "'signIn.' begins message ids that are not a data family (decisions 103)",
    ]);
    expect(shorten("const id = 'editor.' + rest;").problems).toHaveLength(1);
  });
});
