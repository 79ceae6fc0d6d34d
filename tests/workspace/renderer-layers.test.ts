// The renderer stands in layers (docs/architecture.md, "The renderer in layers"): ipc/; data/
// and words/ side by side; ui/; the screens side by side; the shell. Shown twice: lint rejects a
// screen importing another screen, a screen calling main, and a lower layer importing a higher
// one (fixtures in tests/fixtures/boundaries/renderer-layers/), and the real sources' import
// graph has every import pointing down, at most five floors high.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { rendererLayerFolders, rendererScreens } from '../../scripts/lib/renderer-screens.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const fixtures = path.join(root, 'tests', 'fixtures', 'boundaries', 'renderer-layers');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages for a fixture linted as if it stood at `asPath`. */
async function lintAs(fixture: string, asPath: string): Promise<string[]> {
  const code = readFileSync(path.join(fixtures, fixture), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asPath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('renderer layers, by lint', () => {
  it('rejects a screen importing another screen, from any depth of its folder', async () => {
    const messages = await lintAs('screen-imports-screen.tsx', 'renderer/outbox/Example.tsx');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/side by side/);
    const deeper = (
      await readFileSync(path.join(fixtures, 'screen-imports-screen.tsx'), 'utf8')
    ).replace("'../drafts/", "'../../drafts/");
    const [result] = await eslint.lintText(deeper, {
      filePath: path.join(root, 'renderer/editor/fields/Example.tsx'),
    });
    expect(result?.messages.filter((m) => m.ruleId === 'no-restricted-imports')).toHaveLength(1);
  });

  it('rejects a screen, ui, words or the shell calling main; data may', async () => {
    for (const place of [
      'renderer/drafts/Example.tsx',
      'renderer/ui/Example.tsx',
      'renderer/app/Example.tsx',
    ]) {
      const messages = await lintAs('screen-calls-main.tsx', place);
      expect(messages, place).toHaveLength(1);
      expect(messages[0]).toMatch(/Only renderer\/data\/ calls main/);
    }
    expect(await lintAs('screen-calls-main.tsx', 'renderer/words/example.ts')).toHaveLength(1);
    // Nor a file at renderer/'s root (only type declarations live there now).
    const atRoot = readFileSync(path.join(fixtures, 'screen-calls-main.tsx'), 'utf8').replace(
      "'../ipc/",
      "'./ipc/",
    );
    const [rootFile] = await eslint.lintText(atRoot, {
      filePath: path.join(root, 'renderer/Example.tsx'),
    });
    expect(
      rootFile?.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message),
    ).toEqual([expect.stringMatching(/Only renderer\/data\/ calls main/)]);
    expect(await lintAs('screen-calls-main.tsx', 'renderer/data/example.ts')).toHaveLength(0);
  });

  it('rejects data importing its peer words, or ui above it', async () => {
    expect(await lintAs('data-imports-words.ts', 'renderer/data/example.ts')).toHaveLength(2);
    // ipc/ is below both.
    expect(await lintAs('data-imports-words.ts', 'renderer/ipc/example.ts')).toHaveLength(2);
  });

  it('rejects any lower layer importing the shell, and lets the shell import screens', async () => {
    for (const folder of ['data', 'words', 'ui', 'drafts', 'settings']) {
      const place = `renderer/${folder}/example.ts`;
      expect(await lintAs('lower-imports-shell.ts', place), place).toHaveLength(1);
    }
    const shell =
      "import { DraftsHome } from '../drafts/DraftsHome';\nexport const x = DraftsHome;\n";
    const [result] = await eslint.lintText(shell, {
      filePath: path.join(root, 'renderer/app/Example.tsx'),
    });
    expect(result?.messages.filter((m) => m.ruleId === 'no-restricted-imports')).toEqual([]);
  });

  it('reads the screens from the disk: every renderer/ folder but the other layers', () => {
    const temp = mkdtempSync(path.join(tmpdir(), 'renderer-screens-'));
    try {
      for (const folder of [...rendererLayerFolders, 'alpha', 'beta-screen'])
        mkdirSync(path.join(temp, 'renderer', folder), { recursive: true });
      writeFileSync(path.join(temp, 'renderer', 'index.html'), '');
      expect(rendererScreens(temp)).toEqual(['alpha', 'beta-screen']);
    } finally {
      rmSync(temp, { recursive: true, force: true });
    }
    expect(rendererScreens()).toContain('drafts');
  });

  it('holds every screen on the disk apart from the others', async () => {
    const code = "import { x } from '../SCREEN/example';\nexport const y = x;\n";
    const screens = rendererScreens();
    for (const screen of screens) {
      const other = screens.find((candidate) => candidate !== screen) ?? '';
      const [result] = await eslint.lintText(code.replace('SCREEN', other), {
        filePath: path.join(root, `renderer/${screen}/Example.tsx`),
      });
      const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports');
      expect(
        messages.map((m) => m.message),
        `${screen} -> ${other}`,
      ).toEqual([expect.stringMatching(/side by side/)]);
    }
  });

  it('lets a screen use data, words, ui and its own folder', async () => {
    expect(
      await lintAs('screen-uses-lower-layers.tsx', 'renderer/outbox/Example.tsx'),
    ).toHaveLength(0);
  });
});

// The layer of each part of renderer/: its top folders, and the shell (app/ and the files at
// renderer/'s root, which are one part). The screens are the folders lint reads from the disk.
const layerOf: Record<string, number> = {
  ipc: 1,
  i18n: 1,
  data: 2,
  words: 2,
  ui: 3,
  ...Object.fromEntries(rendererScreens().map((screen) => [screen, 4])),
  shell: 5,
};

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** renderer/<folder>/... -> folder; app/ and a file at renderer/'s root -> 'shell'. */
function folderOf(file: string): string {
  const parts = path.relative(path.join(root, 'renderer'), file).split(path.sep);
  const folder = parts.length === 1 ? 'app' : (parts[0] ?? '');
  return folder === 'app' ? 'shell' : folder;
}

describe('renderer layers, in the real import graph', () => {
  const edges: { from: string; to: string; file: string; spec: string }[] = [];
  for (const file of sourcesUnder(path.join(root, 'renderer'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)) {
      const spec = match[1] ?? '';
      const target = path.resolve(path.dirname(file), spec);
      if (!target.startsWith(path.join(root, 'renderer') + path.sep)) continue; // shared/
      edges.push({ from: folderOf(file), to: folderOf(target), file, spec });
    }
  }

  it('reads the graph (a sanity check that the scan found imports)', () => {
    expect(edges.length).toBeGreaterThan(100);
    expect(new Set(edges.map((edge) => edge.from))).toEqual(new Set(Object.keys(layerOf)));
  });

  it('every import between folders points to a lower layer: none up, none sideways', () => {
    const wrong = edges
      .filter((edge) => edge.from !== edge.to)
      .filter((edge) => !((layerOf[edge.to] ?? 99) < (layerOf[edge.from] ?? 0)))
      .map((edge) => `${path.relative(root, edge.file)} -> ${edge.spec}`);
    expect(wrong).toEqual([]);
  });

  it('only data/ imports the transport (ipc/), though the shell stands above it', () => {
    const callers = edges
      .filter((edge) => edge.to === 'ipc' && edge.from !== 'ipc' && edge.from !== 'data')
      .map((edge) => `${path.relative(root, edge.file)} -> ${edge.spec}`);
    expect(callers).toEqual([]);
    expect(edges.some((edge) => edge.from === 'data' && edge.to === 'ipc')).toBe(true);
  });

  it('stands at most five floors high', () => {
    const folders = Object.keys(layerOf);
    const below = new Map(folders.map((folder) => [folder, new Set<string>()]));
    for (const edge of edges) if (edge.from !== edge.to) below.get(edge.from)?.add(edge.to);
    const floor = new Map<string, number>();
    const floorOf = (folder: string): number => {
      const known = floor.get(folder);
      if (known !== undefined) return known;
      const value = 1 + Math.max(0, ...[...(below.get(folder) ?? [])].map(floorOf));
      floor.set(folder, value);
      return value;
    };
    expect(Math.max(...folders.map(floorOf))).toBeLessThanOrEqual(5);
  });
});
