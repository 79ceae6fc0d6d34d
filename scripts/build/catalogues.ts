// The renderer's message catalogues, compiled as they are bundled (decisions 91). The catalogues
// are ICU message strings in renderer/i18n/catalogues/<locale>/<area>.json, English the source:
// one file per area (the id's first segment: `editor.json` holds `editor.*`), so a change to one
// screen's words touches that screen's file only. A locale's files are merged into one catalogue,
// and an id in the wrong area's file, or in two files, fails the build. Each is
// imported as `virtual:catalogue/<locale>` and arrives already parsed to FormatJS's message AST,
// so the renderer carries no ICU parser (the build points @formatjs/icu-messageformat-parser at
// its no-parser entry) and formats a message without parsing it first. The pseudo-locale en-XA
// (accented, about a third longer) is made from the English catalogue by FormatJS's own generator
// (`formatjs compile --pseudo-locale en-XA`), only in a development build (BOARDING_PSEUDO_LOCALE=1:
// the end-to-end specs' build sets it, and a developer can for `npm start`); otherwise the en-XA
// module is empty, so a release build carries no pseudo-locale to choose.
// A build writes each catalogue as its messages in one order, compactly, without their ids, and
// the app's code names a message by its position (decisions 103, scripts/build/message-keys.ts);
// `virtual:catalogue-keys` says how the renderer keys them (renderer/i18n/compact-messages.ts).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { compactMessage } from '../../renderer/i18n/compact-messages';
import { catalogueProblems } from './catalogue-check';
import { catalogueKeys, keyOrder, shortMessageKeys } from './message-keys';

const root = path.resolve(import.meta.dirname, '..', '..');
export const catalogueDir = path.join(root, 'renderer', 'i18n', 'catalogues');
const prefix = 'virtual:catalogue/';
const resolvedPrefix = '\0catalogue:';
const keysId = 'virtual:catalogue-keys';
const resolvedKeysId = '\0catalogue-keys';
export const pseudoLocale = 'en-XA';

/** A locale's area files, in name order (`catalogues/<locale>/<area>.json`). */
export function catalogueFiles(locale: string): string[] {
  const dir = path.join(catalogueDir, locale);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => path.join(dir, file));
}

/** The locales that have catalogues (a folder each). */
export function catalogueLocales(): string[] {
  return readdirSync(catalogueDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One catalogue's ICU strings, its area files merged and checked to be flat maps of strings. */
export function readCatalogue(locale: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of catalogueFiles(locale)) {
    const area = path.basename(file, '.json');
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw new Error(`${file}: a catalogue is one object of message id to ICU string.`);
    for (const [id, message] of Object.entries(value)) {
      if (typeof message !== 'string') throw new Error(`${file}: ${id} is not a string.`);
      if (id.split('.')[0] !== area)
        throw new Error(
          `${file}: ${id} belongs in ${id.split('.')[0]}.json (an area's file holds its own ids).`,
        );
      merged[id] = message;
    }
  }
  return merged;
}

/** A catalogue parsed to AST; a message that does not parse names its id and catalogue. */
export function compileCatalogue(locale: string): Record<string, MessageFormatElement[]> {
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(readCatalogue(locale))) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${locale}: ${id} is not a valid ICU message: ${String(error)}`);
    }
  }
  return compiled;
}

/** en-XA from the English catalogue, by the FormatJS CLI (AST out). */
export function compilePseudoCatalogue(): Record<string, MessageFormatElement[]> {
  const cli = path.join(root, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs');
  const out = execFileSync(
    process.execPath,
    [
      cli,
      'compile',
      ...catalogueFiles('en'),
      '--format',
      'simple',
      '--ast',
      '--pseudo-locale',
      pseudoLocale,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(out) as Record<string, MessageFormatElement[]>;
}

/** Whether this build carries the pseudo-locale (a development build). */
export function isPseudoLocaleBuilt(): boolean {
  return process.env.BOARDING_PSEUDO_LOCALE === '1';
}

/** The module that hands `messages` over: compact, in `order`, parsed from one string literal. */
export function catalogueModule(
  messages: Record<string, MessageFormatElement[]>,
  order: readonly string[],
): string {
  const list = order.map((id) => {
    const message = messages[id];
    if (message === undefined) throw new Error(`The catalogue has no message ${id}.`);
    return compactMessage(message);
  });
  // JSON.parse of a string literal is faster to load than the same array literal.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(list))});`;
}

/**
 * Every message arrives as AST, so the parser's code is dead weight in a page: this alias points
 * FormatJS at its entry without one (the renderer's build, and the cold load's floor page).
 */
export const withoutMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};

export function catalogues(): Plugin[] {
  let isBuild = false;
  const englishIds = () => Object.keys(readCatalogue('en'));
  const plugin: Plugin = {
    name: 'boarding:catalogues',
    enforce: 'pre',
    config() {
      return { resolve: { alias: [withoutMessageParser] } };
    },
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      if (id === keysId) return resolvedKeysId;
      return id.startsWith(prefix) ? resolvedPrefix + id.slice(prefix.length) : undefined;
    },
    load(id) {
      if (id === resolvedKeysId) {
        for (const file of catalogueFiles('en')) this.addWatchFile(file);
        const keys = catalogueKeys(keyOrder(englishIds()), isBuild);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(keys))});`;
      }
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const locale = id.slice(resolvedPrefix.length);
      const order = keyOrder(englishIds());
      if (locale === pseudoLocale) {
        if (!isPseudoLocaleBuilt()) return 'export default null;';
        for (const file of catalogueFiles('en')) this.addWatchFile(file);
        return catalogueModule(compilePseudoCatalogue(), order);
      }
      for (const file of catalogueFiles(locale)) this.addWatchFile(file);
      // A translation that lacks a message or an argument fails the build, naming it.
      if (locale !== 'en') {
        const problems = catalogueProblems(readCatalogue('en'), readCatalogue(locale), locale);
        if (problems.length > 0) this.error(problems.join('\n'));
      }
      return catalogueModule(compileCatalogue(locale), order);
    },
  };
  return [plugin, shortMessageKeys(englishIds)];
}
