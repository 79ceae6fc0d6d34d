// scripts/build/first-screen-chunk.ts on a small app shaped like the renderer: an entry that
// starts early work with what it imports itself, then loads the first screen with import(), which
// loads a later screen the same way. Built for real with Vite; the renderer's own build is checked
// in tests/e2e/first-screen-files.spec.ts.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { compileHint, firstScreenChunk } from '../../scripts/build/first-screen-chunk';

let dir = '';

const files: Record<string, string> = {
  'main.js': "import { early } from './early.js';\nearly();\nvoid import('./mount.js');\n",
  'early.js': "export function early() { globalThis.early = 'early'; }\n",
  'mount.js':
    "import { early } from './early.js';\nimport { frame } from './frame.js';\nimport { shared } from './shared.js';\n" +
    "import words from './words.js';\n" +
    "export function mount() { early(); frame(); shared(); globalThis.words = words; return import('./later.js'); }\n",
  // Data the first screen reads, as the English catalogue is: no functions to compile.
  'words.js': 'export default JSON.parse(\'{"hello":"Hello"}\');\n',
  'frame.js': "export function frame() { globalThis.frame = 'frame'; }\n",
  'shared.js': "export function shared() { globalThis.shared = 'shared'; }\n",
  'later.js': "import { shared } from './shared.js';\nexport function later() { shared(); }\n",
};

async function chunks(plugins: Plugin[]): Promise<Rolldown.OutputChunk[]> {
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: path.join(dir, 'main.js') },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  return results
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
}

/** The file names (of this app) each chunk holds, the chunk that holds mount.js first. */
function holding(list: Rolldown.OutputChunk[], name: string): string[] {
  const chunk = list.find((candidate) =>
    Object.keys(candidate.modules).some((id) => id.endsWith(`/${name}`)),
  );
  return Object.keys(chunk?.modules ?? {})
    .filter((id) => id.startsWith(dir))
    .map((id) => path.basename(id))
    .sort();
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-first-screen-'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The chunk that holds `name`. */
function chunkOf(list: Rolldown.OutputChunk[], name: string): Rolldown.OutputChunk {
  return list.find((chunk) => holding([chunk], name).includes(name))!;
}

const isWords = (id: string) => id.endsWith('/words.js');

describe('the first screen in one chunk', () => {
  it('holds everything the first screen imports statically, shared or not', async () => {
    const list = await chunks([firstScreenChunk('main.js', 'mount.js')]);
    expect(holding(list, 'frame.js')).toEqual(['frame.js', 'shared.js', 'words.js']);
    // The later screen stays out, and imports what it shares from the first screen's chunk.
    expect(holding(list, 'later.js')).toEqual(['later.js']);
  });

  it("leaves the entry's own imports out of it, so the entry never waits for it", async () => {
    const list = await chunks([firstScreenChunk('main.js', 'mount.js')]);
    expect(holding(list, 'frame.js')).not.toContain('early.js');
    const entry = list.find((chunk) => chunk.isEntry)!;
    expect(entry.imports).not.toContain(chunkOf(list, 'frame.js').fileName);
  });

  it("keeps the first screen's own module in the chunk import() loads, no facade", async () => {
    const list = await chunks([firstScreenChunk('main.js', 'mount.js')]);
    const mount = chunkOf(list, 'mount.js');
    expect(holding([mount], 'mount.js')).toEqual(['mount.js']);
    expect(mount.facadeModuleId?.endsWith('/mount.js')).toBe(true);
    expect(mount.imports).toContain(chunkOf(list, 'frame.js').fileName);
    // Entry, early, mount, first screen, later: no chunk that only re-exports another's.
    expect(list.filter((chunk) => Object.keys(chunk.modules).length === 0)).toEqual([]);
  });

  it('leaves the data it is told of with the first screen module, out of the code', async () => {
    const list = await chunks([firstScreenChunk('main.js', 'mount.js', isWords)]);
    expect(holding(list, 'frame.js')).toEqual(['frame.js', 'shared.js']);
    expect(holding(list, 'words.js')).toEqual(['mount.js', 'words.js']);
  });

  it("leaves V8's compile hint out of every chunk (decisions 106)", async () => {
    const list = await chunks([firstScreenChunk('main.js', 'mount.js', isWords)]);
    expect(list.length).toBeGreaterThan(1);
    for (const chunk of list) expect(chunk.code).not.toContain(compileHint);
  });
});
