// electron/core stands in layers (docs/architecture.md, "Core in layers"): a folder imports its
// own files, the folders on lower layers and core's root (ports.ts), never a folder on its own
// layer or above. The folders are read from the disk, so a new folder fails here until it is
// placed in `layers` below (and in the architecture page's list).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const core = path.join(root, 'electron', 'core');

/** Bottom to top. Folders on one layer are peers: neither imports the other. */
const layers: readonly (readonly string[])[] = [
  // 1: the ground: files and their failures, the log, the IPC dispatcher, the ZIP table, the
  // merchant category list and its search (decisions 102), the organisation's policy as read
  // (decisions 83).
  ['storage', 'logging', 'ipc', 'places', 'categories', 'policy'],
  // 2: over storage: the key file, the audit log, the environment list.
  ['crypto', 'audit', 'environments'],
  // 3: OAuth 1.0a requests (RFC 5849) and the ApiAuth port that the signed-in session answers.
  ['oauth'],
  // 4: sign-in: handshake, token vault, the session.
  ['auth'],
  // 5: the boarding service's client.
  ['boarding'],
  // 6: the ports the draft store answers (SubmissionSource, SignableDrafts) and what uses them.
  ['outbox', 'signing'],
  // 7: the draft store.
  ['drafts'],
  // 8: what is built over the drafts.
  ['status', 'documents', 'retention', 'pdf'],
  // 9: what carries the data folder out: export and import, the support bundle.
  ['transfer', 'support'],
  // 10: the services wired together and the handlers.
  ['app'],
];

/** The layer of a core folder; core's root files (ports.ts) are layer 0, under every folder. */
const layerOf = new Map<string, number>([
  ['', 0],
  ...layers.flatMap((folders, index) => folders.map((folder) => [folder, index + 1] as const)),
]);

/** `electron/core/<folder>/...` -> folder; a file at core's root -> ''; outside core -> null. */
function coreFolderOf(file: string): string | null {
  const relative = path.relative(core, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length === 1 ? '' : (parts[0] ?? '');
}

/**
 * Every import in `text` (as if it were `file`) that points to a core folder on the importer's
 * layer or above, as "file -> specifier (why)". Type-only, re-exports and dynamic imports count.
 */
function backArrows(file: string, text: string): string[] {
  const from = coreFolderOf(file);
  if (from === null) return [];
  const fromLayer = layerOf.get(from);
  const wrong: string[] = [];
  for (const { fileName: spec } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!spec.startsWith('.')) continue;
    const to = coreFolderOf(path.resolve(path.dirname(file), spec));
    if (to === null || to === from) continue;
    const toLayer = layerOf.get(to);
    if (fromLayer === undefined || toLayer === undefined || toLayer >= fromLayer)
      wrong.push(
        `${path.relative(root, file)} -> ${spec} (${from || 'core root'} is on layer ${
          fromLayer ?? '?'
        }, ${to} on layer ${toLayer ?? '?'})`,
      );
  }
  return wrong;
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('core layers', () => {
  it('places every folder of electron/core on exactly one layer, and names no other', () => {
    const onDisk = readdirSync(core, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const placed = layers.flat();
    const unplaced = onDisk
      .filter((folder) => !placed.includes(folder))
      .map(
        (folder) =>
          `electron/core/${folder}/ is on no layer: add it to \`layers\` in tests/workspace/core-layers.test.ts, on the lowest layer above everything it imports (and to docs/architecture.md)`,
      );
    expect(unplaced).toEqual([]);
    expect([...placed].sort()).toEqual(onDisk);
  });

  it('reads the real sources (a sanity check that the scan finds imports between folders)', () => {
    const files = sourcesUnder(core);
    expect(files.length).toBeGreaterThan(100);
    const between = files.flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.filter(({ fileName }) => fileName.startsWith('../')),
    );
    expect(between.length).toBeGreaterThan(100);
  });

  it('every import between core folders points down: none up, none sideways', () => {
    const wrong = sourcesUnder(core).flatMap((file) =>
      backArrows(file, readFileSync(file, 'utf8')),
    );
    expect(wrong).toEqual([]);
  });

  it('names the file and the import of an arrow back up, or sideways', () => {
    const up = "import type { ApiAuth } from '../auth/api-auth';\n";
    expect(backArrows(path.join(core, 'oauth', 'example.ts'), up)).toEqual([
      'electron/core/oauth/example.ts -> ../auth/api-auth (oauth is on layer 3, auth on layer 4)',
    ]);
    expect(backArrows(path.join(core, 'boarding', 'example.ts'), up)).toEqual([]);
    const sideways = "export { recordObservation } from '../status/observe';\n";
    expect(backArrows(path.join(core, 'pdf', 'example.ts'), sideways)).toHaveLength(1);
    const fromRoot = "const later = () => import('./drafts/draft-store');\n";
    expect(backArrows(path.join(core, 'example.ts'), fromRoot)).toHaveLength(1);
  });
});
