// The duplicate index (decisions 30): for every application on this computer, drafts and submitted
// ones alike, the keyed digests of its tax id, SSNs, bank accounts and legal name + ZIP
// (duplicate-keys.ts), so that "does another application have this tax id?" is one map lookup
// among 50,000 and no number or name is ever written in plain.
//
// Like the listing index it is a cache, derivable from the draft files:
// - On disk, `duplicates.json`: per draft its id, the revision it was computed from, the merchant
//   id and submission date once submitted, and its digests; authenticated with an HMAC under the
//   index's own key, so a file edited by hand or written under another key is ignored and rebuilt.
// - It is loaded in the background once the store has opened, never during the open (the open
//   stays as fast as the listing index makes it): a bounded number of drafts per turn of the event
//   loop, so the agent's own calls go first, and stopped when the store closes. Building it from
//   the files takes ~30 s at 50,000 drafts; started at open, a lookup normally finds it ready. A
//   lookup before then joins the same load, which stops yielding and finishes at full speed.
//   Loading compares each entry's revision with the listing index and decrypts only drafts whose
//   entry is missing or behind, then writes the file again.
// - Every write of a draft revision puts its entry (in memory at once; the file follows after a
//   short pause, and at close), a purge removes it. Changes made before the first lookup are kept
//   and win over the file; the file is only written once loaded, so it is never partial. A put
//   keeps the draft and its digests are computed at the next lookup or write, not on the save
//   that put it: an autosave is acknowledged without the keyed hashes of every number it holds,
//   and ten autosaves between two lookups are hashed once.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Draft } from '../../../shared/drafts/draft-schema';
import type {
  DraftDuplicates,
  DuplicateKind,
  DuplicateMatch,
} from '../../../shared/drafts/duplicate-schema';
import { writeFileAtomic } from '../../../node/atomic-write';
import type { Logger } from '../ports';
import type { IndexEntry } from './draft-index-format';
import { duplicateKeysOf, type DuplicateKey } from './duplicate-keys';

export const duplicatesFileName = 'duplicates.json';
const fileFormat = 1;
/** Pause after the last change before the file is written again. */
const writeDelayMs = 2000;
/** Background load: drafts decrypted, or file entries taken, per turn of the event loop. */
const decryptsPerTurn = 20;
const entriesPerTurn = 2000;

interface Entry {
  revision: number;
  merchantId?: string;
  submittedAt?: string;
  keys: DuplicateKey[];
}

/** One file row: [id, revision, merchantId, submittedAt, "kind:field:digest", ...]. */
type FileRow = [string, number, string, string, ...string[]];

export interface DuplicateIndexSources {
  /** The listing index entry (summary and revision) of a draft, or undefined when it is gone. */
  entryOf(id: string): IndexEntry | undefined;
  /** Every listing index entry, for the first load's catch-up. */
  entries(): Iterable<IndexEntry>;
  /** A draft revision's content, decrypted; null when it cannot be read (it is then left out). */
  read(id: string, revision: number): Promise<Draft | null>;
}

export interface DuplicateIndex {
  /** A draft revision was written (saved, trashed, restored, queued, submitted, ...). */
  put(draft: Draft, revision: number): void;
  /** A draft is gone for good. */
  remove(id: string): void;
  /**
   * Starts loading at low priority (the store calls it once open). Answers when the index is
   * loaded, or the load stopped (closed) or failed (logged; the next lookup tries again).
   */
  loadInBackground(): Promise<void>;
  /**
   * Other live applications sharing a key with `payload` (the draft's stored one when absent).
   * Trashed ones do not count: they are on their way out.
   */
  find(id: string, payload?: Record<string, unknown>): Promise<DraftDuplicates>;
  close(): Promise<void>;
}

/** Drafts whose digests wait for the next lookup or write, at most (see `unkeyed`). */
export const maxUnkeyed = 16;

export function createDuplicateIndex(options: {
  dir: string;
  key: Buffer;
  sources: DuplicateIndexSources;
  logger: Logger;
  /** A read-only data folder (decisions 27): loaded and looked up, never written. */
  isReadOnly?: boolean;
}): DuplicateIndex {
  const { dir, key, sources, logger } = options;
  const file = path.join(dir, duplicatesFileName);
  const entries = new Map<string, Entry>();
  /** Ids changed in this process: their in-memory entry (or its absence) beats the file's. */
  const touched = new Set<string>();
  // Nearly every digest belongs to one application: a plain id then, a Set only when shared
  // (200,000 small Sets at 50,000 drafts cost more to build than the whole file to parse). A Set,
  // not a list: a save unlinks the draft's old digests, and a list shared by 10,000 drafts (one
  // tax id on every draft of a chain) cost a copy of the list per save, ~10 ms at a time.
  const byDigest = new Map<string, string | Set<string>>();
  let loading: Promise<void> | null = null;
  let isLoaded = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  /** A lookup is waiting for the load: no more yielding. */
  let isUrgent = false;
  /**
   * Drafts put since the last lookup or write, by id: their digests are not computed yet. Held
   * decrypted, so at most `maxUnkeyed` of them (an import or a retention run puts thousands):
   * the autosaves of the drafts being edited stay unhashed, a run's are hashed as they come.
   */
  const unkeyed = new Map<string, { draft: Draft; revision: number }>();
  let isClosed = false;

  function link(id: string, entry: Entry | undefined): void {
    const previous = entries.get(id);
    for (const { digest } of previous?.keys ?? []) {
      const ids = byDigest.get(digest);
      if (ids === id) byDigest.delete(digest);
      else if (typeof ids === 'object') {
        ids.delete(id);
        if (ids.size === 1) byDigest.set(digest, ids.values().next().value!);
      }
    }
    if (!entry) {
      entries.delete(id);
      return;
    }
    entries.set(id, entry);
    for (const digest of new Set(entry.keys.map((item) => item.digest))) {
      const ids = byDigest.get(digest);
      if (ids === undefined) byDigest.set(digest, id);
      else if (typeof ids === 'object') ids.add(id);
      else byDigest.set(digest, new Set([ids, id]));
    }
  }

  function entryOf(draft: Draft, revision: number): Entry {
    const entry: Entry = { revision, keys: duplicateKeysOf(key, draft.payload) };
    if (draft.submission) {
      entry.merchantId = draft.submission.merchantId;
      entry.submittedAt = draft.submission.submittedAt;
    }
    return entry;
  }

  /** Computes the digests of every draft put since the last lookup or write. */
  function keyPutDrafts(): void {
    for (const [id, { draft, revision }] of unkeyed) link(id, entryOf(draft, revision));
    unkeyed.clear();
  }

  function scheduleWrite(): void {
    if (!isLoaded || options.isReadOnly === true) return;
    clearTimeout(timer);
    timer = setTimeout(() => void write(), writeDelayMs);
    timer.unref?.();
  }

  function write(): Promise<void> {
    clearTimeout(timer);
    if (options.isReadOnly === true) return writing;
    timer = undefined;
    writing = writing.then(async () => {
      keyPutDrafts();
      const rows: FileRow[] = [];
      for (const [id, entry] of entries) {
        rows.push([
          id,
          entry.revision,
          entry.merchantId ?? '',
          entry.submittedAt ?? '',
          ...entry.keys.map(({ kind, field, digest }) => `${kind}:${field}:${digest}`),
        ]);
      }
      const body = JSON.stringify(rows);
      const text = `{"format":${fileFormat},"mac":"${macOf(key, body)}","entries":${body}}`;
      await writeFileAtomic(file, text).catch((error: unknown) => {
        // Derivable: the next load recomputes what the file lacks.
        logger.warn('duplicate index write failed', {
          code: (error as NodeJS.ErrnoException).code,
        });
      });
    });
    return writing;
  }

  async function readFileEntries(): Promise<Map<string, Entry>> {
    const found = new Map<string, Entry>();
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) return found;
    const match = /^\{"format":(\d+),"mac":"([\w-]{43})","entries":(.*)\}$/s.exec(text);
    const body = match?.[3] ?? '';
    const isAuthentic =
      match !== null &&
      Number(match[1]) === fileFormat &&
      timingSafeEqual(Buffer.from(macOf(key, body)), Buffer.from(match[2]!));
    if (!isAuthentic) {
      logger.warn('duplicate index file ignored: not written by this store; rebuilding');
      return found;
    }
    // Authenticated: these rows are this store's own, written from drafts it had validated.
    for (const row of JSON.parse(body) as FileRow[]) {
      const [id, revision, merchantId, submittedAt, ...keys] = row;
      const entry: Entry = {
        revision,
        keys: keys.map((item) => {
          const [kind, field, digest] = splitKey(item);
          return { kind: kind as DuplicateKind, field, digest };
        }),
      };
      if (merchantId) entry.merchantId = merchantId;
      if (submittedAt) entry.submittedAt = submittedAt;
      found.set(id, entry);
    }
    return found;
  }

  async function load(): Promise<void> {
    const fromFile = await readFileEntries();
    let isChanged = false;
    let decrypted = 0;
    let work = 0;
    const live = new Set<string>();
    for (const indexed of sources.entries()) {
      // Closed mid-load: stop, and write nothing (the file is never partial).
      if (isClosed) return;
      // A decrypt weighs entriesPerTurn, a file entry decryptsPerTurn: the turn ends at either limit.
      if (!isUrgent && work >= decryptsPerTurn * entriesPerTurn) {
        work = 0;
        await nextTurn();
        if (isClosed) return;
      }
      const id = indexed.summary.id;
      live.add(id);
      if (touched.has(id)) continue;
      const stored = fromFile.get(id);
      if (stored?.revision === indexed.revision) {
        link(id, stored);
        work += decryptsPerTurn;
        continue;
      }
      isChanged = true;
      work += entriesPerTurn;
      decrypted += 1;
      const draft = await sources.read(id, indexed.revision);
      // A save or purge during the read has already put (or removed) the newer state.
      if (draft && !touched.has(id)) link(id, entryOf(draft, indexed.revision));
    }
    for (const id of fromFile.keys()) if (!live.has(id)) isChanged = true;
    isLoaded = true;
    logger.info('duplicate index loaded', { entries: entries.size, decrypted });
    if (isChanged || touched.size > 0) await write();
  }

  function ensureLoaded(): Promise<void> {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  return {
    put(draft, revision) {
      touched.add(draft.id);
      if (!unkeyed.has(draft.id) && unkeyed.size >= maxUnkeyed) keyPutDrafts();
      unkeyed.set(draft.id, { draft, revision });
      scheduleWrite();
    },
    remove(id) {
      touched.add(id);
      unkeyed.delete(id);
      link(id, undefined);
      scheduleWrite();
    },
    loadInBackground() {
      return ensureLoaded().catch((error: unknown) => {
        logger.warn('duplicate index not loaded in the background', {
          code: (error as NodeJS.ErrnoException).code,
        });
      });
    },
    async find(id, payload) {
      isUrgent = true;
      await ensureLoaded();
      keyPutDrafts();
      const keys = payload ? duplicateKeysOf(key, payload) : (entries.get(id)?.keys ?? []);
      const matches: DuplicateMatch[] = [];
      for (const { kind, field, digest } of keys) {
        const others: DuplicateMatch['others'] = [];
        const holders = byDigest.get(digest) ?? [];
        for (const otherId of typeof holders === 'string' ? [holders] : holders) {
          if (otherId === id) continue;
          const summary = sources.entryOf(otherId)?.summary;
          if (!summary || summary.isTrashed) continue;
          const entry = entries.get(otherId);
          others.push({
            id: otherId,
            legalName: summary.legalName,
            lifecycle: summary.lifecycle,
            createdAt: summary.createdAt,
            ...(entry?.merchantId ? { merchantId: entry.merchantId } : {}),
            ...(entry?.submittedAt ? { submittedAt: entry.submittedAt } : {}),
          });
        }
        if (others.length > 0) matches.push({ field, kind, others: sortOthers(others) });
      }
      return { matches };
    },
    async close() {
      isClosed = true;
      await loading?.catch(() => undefined);
      if (timer !== undefined && isLoaded) await write();
      clearTimeout(timer);
      await writing;
    },
  };
}

/** Submitted ones first (the likeliest mistake), then the newest. */
function sortOthers(others: DuplicateMatch['others']): DuplicateMatch['others'] {
  return others.sort(
    (a, b) =>
      Number(b.lifecycle === 'submitted') - Number(a.lifecycle === 'submitted') ||
      b.createdAt.localeCompare(a.createdAt),
  );
}

/** `kind:field:digest`; the field (`owner[0].ssn`) holds no colon, the digest is base64url. */
function splitKey(item: string): [string, string, string] {
  const first = item.indexOf(':');
  const last = item.lastIndexOf(':');
  return [item.slice(0, first), item.slice(first + 1, last), item.slice(last + 1)];
}

function macOf(key: Buffer, body: string): string {
  return createHmac('sha256', key)
    .update(`duplicates:${fileFormat}:`)
    .update(body)
    .digest('base64url');
}
