// The listing index: the summary fields of every draft, so listing 10,000 drafts decrypts no
// draft file. It holds legal and DBA names, so it is sealed too (AES-256-GCM under a key derived
// from the data key, decisions 26): one decryption of the snapshot at open instead of one per
// draft. It is a CACHE, derivable from the draft files, which is what makes it cheap:
//
// - On disk it is a snapshot (`index.json`, written atomically and sealed) plus an append-only
//   journal (`index-<generation>.journal`, one sealed JSON line per change, each checked by zod
//   on replay); both formats, and the entry itself, are draft-index-format.ts. An
//   autosave appends one ~300-byte line instead of rewriting a 2 MB snapshot, so its cost does
//   not grow with the number of drafts (autosave p95 target at 10,000 drafts: <= 1.5x the
//   100-draft figure).
// - The journal is not fsynced: the draft file itself is durable before a save is acknowledged,
//   and every index entry carries the draft file's revision. On open the store compares entry
//   revisions with the revisions in the draft file names (one readdir) and decrypts only drafts
//   whose entry is missing or behind, e.g. when a crash lost a journal line.
// - When the journal grows past half the index (at least `journalLimit` lines) it is compacted: a new
//   journal generation starts, the snapshot of that moment is written atomically, and the old
//   journal is removed. A crash in between leaves both journals, which replay idempotently.
// - Older unauthenticated formats (format 1 and 2 snapshots, plaintext journal lines) are read
//   only until the first sealed snapshot is written, which leaves the marker `index.sealed`: after
//   that they are ignored, so a line or snapshot written without the key cannot rename a draft in
//   the listing (decisions 26).
// - Only what changed is written: an open whose snapshot already matches the files (no journal
//   lines replayed, nothing reconciled) and a close with nothing appended write no snapshot and
//   fsync nothing, so a clean start with 50,000 drafts reads one file and lists one folder.
import {
  access,
  open,
  readdir,
  readFile,
  unlink,
  writeFile,
  type FileHandle,
} from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { DraftSummarySchema, type DraftSummary } from '../../../shared/drafts/draft-schema';
import { TrackedMerchantSchema } from '../../../shared/status/status-schema';
import type { Logger } from '../ports';
import { writeFileAtomic } from '../../../node/atomic-write';
import { privateFileMode } from '../../../node/private-dir';
import {
  decodeSnapshot,
  encodeSnapshot,
  indexEntry,
  indexSealKeyOf,
  indexSnapshotName,
  isPlaintextLine,
  parseJson,
  sealLine,
  unsealLine,
  type IndexEntry,
  type IndexFacts,
} from './draft-index-format';

export type { IndexEntry } from './draft-index-format';
export { indexKeyOf, indexSnapshotName } from './draft-index-format';

const journalPattern = /^index-(\d{1,15})\.journal$/;
/** Present once a format 3 snapshot was written here: older formats are no longer accepted. */
export const sealedMarkerName = 'index.sealed';

const IndexRecordSchema = DraftSummarySchema.extend({
  revision: z.number().int().positive(),
  /** Lines an earlier version wrote have none (draft-index-format.ts OutboxFacts, decisions 56). */
  outbox: z
    .object({ environmentId: z.string().min(1).max(200).optional(), isWaiting: z.boolean() })
    .optional(),
  /** A submitted application's merchant (IndexFacts, decisions 101); earlier lines have none. */
  merchant: TrackedMerchantSchema.omit({ handled: true, unhandled: true }).nullable().optional(),
});
const JournalLineSchema = z.union([
  z.object({ put: IndexRecordSchema }),
  z.object({ remove: z.string() }),
]);

export interface LoadedIndex {
  entries: Map<string, IndexEntry>;
  generation: number;
  /** Why the snapshot could not be used (missing is not a problem worth a quarantine). */
  damage: { file: string; reason: string } | null;
  /** True when the entries are exactly the snapshot's: current format, and no journal line applied. */
  isSnapshotCurrent: boolean;
  /** The sealed marker exists, or the snapshot read is sealed (format 3). */
  isSealed: boolean;
  /** The sealed marker exists. */
  hasMarker: boolean;
  /** Older-format data that was ignored or failed, dropped rather than quarantined (for the log). */
  dropped: string | null;
}

/**
 * Reads snapshot and journals; tolerates any damage (the store reconciles against the files).
 * `key` authenticates the snapshot (indexKeyOf the data key).
 */
export async function readDraftIndex(dir: string, key: Buffer): Promise<LoadedIndex> {
  let entries = new Map<string, IndexEntry>();
  const snapshotFile = path.join(dir, indexSnapshotName);
  let generation = 0;
  let damage: LoadedIndex['damage'] = null;
  let isSnapshotCurrent = false;
  let hasPlaintext = false;
  let dropped: string | null = null;
  const sealKey = indexSealKeyOf(key);
  const isMarked = await access(path.join(dir, sealedMarkerName)).then(
    () => true,
    () => false,
  );
  let isSealed = isMarked;
  const bytes = await readFile(snapshotFile).catch(() => null);
  if (bytes !== null) {
    const snapshot = decodeSnapshot(key, bytes);
    if (snapshot.kind === 'ok' && !snapshot.isCurrentFormat && isMarked) {
      dropped = 'an older-format index snapshot after the index was sealed';
    } else if (snapshot.kind === 'ok') {
      ({ entries, generation } = snapshot);
      isSnapshotCurrent = snapshot.isCurrentFormat;
      if (snapshot.isCurrentFormat) isSealed = true;
    } else if (snapshot.isOldFormat) {
      dropped = `an older-format index snapshot that failed (${snapshot.reason})`;
    } else {
      damage = { file: snapshotFile, reason: snapshot.reason };
    }
  }
  // Plaintext lines are an older app's, read once while migrating; never beside a sealed index.
  const isMigrating = !isSealed;
  // An older-format snapshot's journals were written in that format too (a format 3 line has no
  // city, decisions 52): they are not replayed, and reconciliation rebuilds every entry from the
  // draft files, as it does for the snapshot itself.
  const journals = dropped === null ? await journalsOf(dir) : [];
  for (const journal of journals) {
    if (journal.generation < generation) continue;
    const lines = (await readFile(journal.file, 'utf8').catch(() => '')).split('\n');
    for (const line of lines) {
      // A torn last line (crash mid-append) or a damaged one is skipped; reconciliation repairs it.
      const text = line ? unsealLine(sealKey, line) : null;
      const parsed = text === null ? null : JournalLineSchema.safeParse(parseJson(text));
      if (!parsed?.success) continue;
      // A plaintext line of an older app: the open rewrites the index sealed, and drops it.
      if (isPlaintextLine(line)) {
        hasPlaintext = true;
        if (!isMigrating) {
          dropped = 'plaintext index journal lines after the index was sealed';
          continue;
        }
      }
      isSnapshotCurrent = false;
      if ('put' in parsed.data) entries.set(parsed.data.put.id, toEntry(parsed.data.put));
      else entries.delete(parsed.data.remove);
    }
    generation = Math.max(generation, journal.generation);
  }
  // Rewritten sealed (and the old journals removed) on this open.
  if (hasPlaintext || dropped !== null) isSnapshotCurrent = false;
  return {
    entries,
    generation,
    damage,
    isSnapshotCurrent,
    isSealed,
    hasMarker: isMarked,
    dropped,
  };
}

export interface DraftIndex {
  get(id: string): IndexEntry | undefined;
  values(): IterableIterator<IndexEntry>;
  readonly size: number;
  /** `facts`: what a start needs beyond the summary (draft-transitions.ts `indexFactsOf`). */
  put(revision: number, summary: DraftSummary, facts?: IndexFacts): Promise<void>;
  remove(id: string): Promise<void>;
  /**
   * Sets an entry's facts in memory, with no journal line: the next snapshot (`compact`) keeps
   * them. For facts read back from the drafts (an entry an earlier version wrote), which are
   * derivable: one lost to a crash is read again at the next start.
   */
  amend(id: string, facts: IndexFacts): void;
  /** Writes a fresh snapshot and starts a new journal generation. */
  compact(): Promise<void>;
  close(): Promise<void>;
}

export interface DraftIndexOptions {
  dir: string;
  /** Authenticates the snapshots this index writes (indexKeyOf the data key). */
  key: Buffer;
  logger: Logger;
  journalLimit?: number;
  /** False when the loaded entries are exactly the snapshot on disk. */
  isChanged?: boolean;
  /** A read-only data folder: nothing is written, the entries live in memory (decisions 27). */
  isReadOnly?: boolean;
}

/**
 * Takes over reconciled entries. When they differ from the snapshot on disk (`isChanged`), they
 * are written as the new snapshot with a fresh journal; otherwise the snapshot stands and the
 * current generation's journal is opened for appending.
 */
export async function openDraftIndex(
  loaded: LoadedIndex,
  {
    dir,
    key,
    logger,
    journalLimit = 1000,
    isChanged = true,
    isReadOnly = false,
  }: DraftIndexOptions,
): Promise<DraftIndex> {
  const entries = loaded.entries;
  let generation = loaded.generation;
  let journal: FileHandle | null = null;
  let journalLines = 0;
  let chain: Promise<void> = Promise.resolve(); // journal appends and rotations, in order
  let compaction: Promise<void> | null = null;
  const sealKey = indexSealKeyOf(key);
  let queuedCompaction: Promise<void> | null = null;
  let isMarked = loaded.hasMarker;
  if (loaded.dropped !== null)
    logger.warn('older draft index data dropped', { what: loaded.dropped });

  /** Ends the one-time migration from older formats (decisions 26). */
  async function markSealed(): Promise<void> {
    if (isMarked) return;
    await writeFile(path.join(dir, sealedMarkerName), '', { mode: privateFileMode });
    isMarked = true;
  }

  function enqueue(step: () => Promise<void>): Promise<void> {
    chain = chain.then(step).catch((error: unknown) => {
      // The index is derivable: a failed append only means the next open decrypts that draft.
      logger.warn('draft index journal write failed', {
        code: (error as NodeJS.ErrnoException).code,
      });
    });
    return chain;
  }

  function append(line: object): Promise<void> {
    if (isReadOnly) return chain;
    journalLines += 1;
    if (journalLines >= Math.max(journalLimit, entries.size / 2)) void compact();
    const text = `${sealLine(sealKey, JSON.stringify(line))}\n`;
    return enqueue(async () => {
      await journal?.write(text);
    });
  }

  /** Runs a compaction, or queues one (at most) behind a running one so the caller's view is covered. */
  function compact(): Promise<void> {
    if (!compaction) {
      compaction = rotateAndSnapshot()
        .catch((error: unknown) => {
          // Still derivable: the old snapshot and journals stay and replay on the next open.
          logger.warn('draft index compaction failed', {
            code: (error as NodeJS.ErrnoException).code,
          });
        })
        .finally(() => {
          compaction = null;
        });
      return compaction;
    }
    queuedCompaction ??= compaction.then(() => {
      queuedCompaction = null;
      return compact();
    });
    return queuedCompaction;
  }

  async function rotateAndSnapshot(): Promise<void> {
    let snapshotBytes: Buffer | null = null;
    let previous: { handle: FileHandle | null; generation: number } = { handle: null, generation };
    // Inside the append chain: no append is in flight while the journal switches, and the
    // snapshot text is taken in the same step, so it covers every line of older journals.
    await enqueue(async () => {
      previous = { handle: journal, generation };
      generation += 1;
      journal = await openJournal(dir, generation);
      journalLines = 0;
      snapshotBytes = encodeSnapshot(key, generation, entries.values());
    });
    if (snapshotBytes === null) return;
    await writeFileAtomic(path.join(dir, indexSnapshotName), snapshotBytes);
    await markSealed();
    await previous.handle?.close();
    for (const old of await journalsOf(dir)) {
      if (old.generation < generation) await unlink(old.file).catch(() => undefined);
    }
  }

  const index: DraftIndex = {
    get: (id) => entries.get(id),
    values: () => entries.values(),
    get size() {
      return entries.size;
    },
    put(revision, summary, facts = {}) {
      const entry = indexEntry(summary, revision, facts);
      entries.set(summary.id, entry);
      const { outbox, merchant } = entry;
      return append({
        put: {
          ...summary,
          revision,
          ...(outbox !== undefined && { outbox }),
          ...(merchant !== undefined && { merchant }),
        },
      });
    },
    remove(id) {
      entries.delete(id);
      return append({ remove: id });
    },
    amend(id, facts) {
      const entry = entries.get(id);
      if (entry) entries.set(id, indexEntry(entry.summary, entry.revision, { ...entry, ...facts }));
    },
    compact,
    async close() {
      // Nothing appended since the last snapshot: it is already what the next open needs.
      if (journalLines > 0) await compact();
      await chain;
      await journal?.close();
      journal = null;
    },
  };
  if (isReadOnly) return index;
  if (isChanged) await compact();
  else {
    // A sealed snapshot written before the marker existed: it ends the migration too.
    if (loaded.isSealed) await markSealed();
    journal = await openJournal(dir, generation);
  }
  return index;
}

async function openJournal(dir: string, generation: number): Promise<FileHandle> {
  const handle = await open(journalFile(dir, generation), 'a', privateFileMode);
  if (process.platform !== 'win32') await handle.chmod(privateFileMode); // whatever the umask
  return handle;
}

function toEntry(record: z.infer<typeof IndexRecordSchema>): IndexEntry {
  const { revision, outbox, merchant, ...summary } = record;
  return indexEntry(summary, revision, {
    ...(outbox !== undefined && { outbox }),
    ...(merchant !== undefined && { merchant }),
  });
}

function journalFile(dir: string, generation: number): string {
  return path.join(dir, `index-${generation}.journal`);
}

async function journalsOf(dir: string): Promise<{ file: string; generation: number }[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map((name) => ({ name, match: journalPattern.exec(name) }))
    .filter((item): item is { name: string; match: RegExpExecArray } => item.match !== null)
    .map((item) => ({ file: path.join(dir, item.name), generation: Number(item.match[1]) }))
    .sort((a, b) => a.generation - b.generation);
}
