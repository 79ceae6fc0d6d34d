// CONTRIBUTING.md stays true to the tree a newcomer follows it in: the renderer's screens it (and
// docs/architecture.md) lists are the screen folders under renderer/, read from the disk the way
// eslint.config.js and the layer test read them (scripts/lib/renderer-screens.mjs, decisions 37);
// and every file or folder its recipes name exists, a bare file name in a folder the same recipe
// named before it, except what a recipe's own example makes, which must not exist yet (or the
// example would collide with real code). A recipe that names a moved or renamed file fails here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rendererScreens } from '../../scripts/lib/renderer-screens.mjs';
import { root } from './source-comments';

const contributing = readFileSync(path.join(root, 'CONTRIBUTING.md'), 'utf8');
const architecture = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');

/** What the recipes' examples make: the Help screen's folder, component, spec and picture. */
const madeByRecipes = [
  'renderer/help/',
  'renderer/help/HelpScreen.tsx',
  'tests/e2e/workspace-help.spec.ts',
  'docs/screenshots/help.png',
];

/** What a recipe names that running something writes, so a fresh clone has none: the bench's figures. */
const writtenWhenRun = ['.bench/results.json'];

/** The text under a `## ` heading, up to the next one. */
function sectionOf(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start === -1) throw new Error(`no "## ${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The inline code spans of Markdown text, fenced blocks left out, wrapped spans joined. */
function codeSpans(text: string): string[] {
  const prose = text.replace(/^( *)```[\s\S]*?^\1```$/gm, '');
  return [...prose.matchAll(/`([^`]+)`/g)].map((match) =>
    match[1]!.replace(/,\s*\n\s*/g, ',').replace(/\s*\n\s*/g, ' '),
  );
}

/** `a/{b,c}/d` is `a/b/d` and `a/c/d`. */
function expandBraces(word: string): string[] {
  const brace = /\{([^{}]*)\}/.exec(word);
  if (!brace) return [word];
  return brace[1]!
    .split(',')
    .flatMap((part) =>
      expandBraces(word.slice(0, brace.index) + part + word.slice(brace.index + brace[0].length)),
    );
}

/**
 * The file and folder names in a code span: words with a slash, or a file name with an
 * extension. Placeholders (`<area>`), globs, addresses and absolute or home paths are not names.
 */
function namesIn(span: string): string[] {
  return span
    .split(/\s+/)
    .map((word) => word.replace(/[,;:)]+$/, ''))
    .filter(
      (word) =>
        /^[\w.@-]+(\/[\w.@{},-]*)*$/.test(word) &&
        (word.includes('/') || /\.(ts|tsx|mts|mjs|js|json|md|css|png)$/.test(word)) &&
        !/^\.?\.?\//.test(word),
    )
    .flatMap(expandBraces);
}

/** Each `### ` recipe under `## Recipes`: its title and the names it mentions, in order. */
function recipes(): { title: string; names: string[] }[] {
  return sectionOf(contributing, 'Recipes')
    .split(/\n### /)
    .slice(1)
    .map((recipe) => ({
      title: recipe.slice(0, recipe.indexOf('\n')),
      names: codeSpans(recipe).flatMap(namesIn),
    }));
}

/**
 * What a recipe names that is not there: a path from the root, or a bare name at the root or in a
 * folder the recipe named before it.
 */
function missingOf(names: string[]): string[] {
  const folders: string[] = ['.'];
  const missing: string[] = [];
  for (const name of names) {
    if (madeByRecipes.includes(name) || writtenWhenRun.includes(name)) continue;
    if (name.includes('/')) {
      if (!existsSync(path.join(root, name))) missing.push(name);
      else folders.push(name.endsWith('/') ? name : path.posix.dirname(name));
    } else if (!folders.some((folder) => existsSync(path.join(root, folder, name)))) {
      missing.push(name);
    }
  }
  return missing;
}

/** The screen folders a list of code spans names (`renderer/drafts/`, `editor/`, ...). */
function screensIn(text: string): string[] {
  return codeSpans(text)
    .map((span) => span.replace(/^renderer\//, '').replace(/\/$/, ''))
    .sort();
}

describe('CONTRIBUTING.md', () => {
  it('lists the screens the renderer has, and docs/architecture.md lists the same', () => {
    const layers =
      /\*\*The renderer stands in five layers\*\*[\s\S]*?the screens side by side \(([^)]*)\)/.exec(
        contributing,
      );
    expect(layers, 'CONTRIBUTING lists the screens side by side').not.toBeNull();
    expect(screensIn(layers![1]!)).toEqual(rendererScreens());
    const row = /^\| 4 +\|([^|]*)\|/m.exec(architecture);
    expect(row, "architecture.md's renderer layer 4").not.toBeNull();
    expect(screensIn(row![1]!)).toEqual(rendererScreens());
  });

  it('has the recipes a newcomer looks for', () => {
    expect(recipes().map((recipe) => recipe.title)).toEqual(
      expect.arrayContaining([
        'Add an IPC channel',
        'Add a field to the merchant schema and the form',
        'Add a screen',
        'Add a bench figure',
      ]),
    );
  });

  it("names in each recipe only files and folders that exist (the example's own aside)", () => {
    const missing = recipes().flatMap(({ title, names }) =>
      missingOf(names).map((name) => `${title}: ${name}`),
    );
    expect(missing).toEqual([]);
    for (const { title, names } of recipes()) expect(names.length, title).toBeGreaterThan(3);
  });

  it('names outside the recipes only paths that exist, from the root or from electron/core', () => {
    // The layout and the tests sections name files from the root (`electron/main/wiring.ts`) and
    // core's own from its folder (`oauth/api-auth.ts`); other words with a slash are not paths.
    const rest = ['The layout, and why', 'Tests', 'Before a commit'].map((heading) =>
      sectionOf(contributing, heading),
    );
    const core = path.join(root, 'electron', 'core');
    const names = rest.flatMap(codeSpans).flatMap(namesIn);
    const missing = names.filter((name) => {
      const first = name.split('/')[0]!;
      if (!name.includes('/') || writtenWhenRun.includes(name)) return false;
      if (existsSync(path.join(root, first))) return !existsSync(path.join(root, name));
      if (existsSync(path.join(core, first))) return !existsSync(path.join(core, name));
      return false;
    });
    expect(missing).toEqual([]);
    expect(names.length).toBeGreaterThan(30);
  });

  it('makes in its examples only what does not exist yet', () => {
    const named = recipes().flatMap((recipe) => recipe.names);
    for (const made of madeByRecipes) {
      expect(named, `a recipe names ${made}`).toContain(made);
      expect(existsSync(path.join(root, made)), `${made} exists already`).toBe(false);
    }
  });

  it('finds a name that is missing, a bare name outside the folders named, and a wrapped list', () => {
    const spans = codeSpans(
      'Edit `shared/ipc/contract.ts` and `channels.ts`, then `gone.ts` and `shared/ipc/gone.ts`;\n' +
        'run `npx vitest run tests/docs tests/nowhere`, see `tests/core/{storage,\n  nowhere}`.\n' +
        '```ts\nconst inFence = `shared/fenced/away.ts`;\n```\n' +
        'Not names: `<area>-handlers.ts`, `tests/**/*.test.ts`, `app://`, `/usr/bin/chromium`.',
    );
    expect(missingOf(spans.flatMap(namesIn))).toEqual([
      'gone.ts',
      'shared/ipc/gone.ts',
      'tests/nowhere',
      'tests/core/nowhere',
    ]);
  });
});
