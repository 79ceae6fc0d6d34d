// Draft store saves and lists, in one run:
// - autosave (the headline): an agent typing into one open draft, each save a drafts:save call
//   through the dispatcher with the request and the answer serialized and parsed as the transport
//   does, the answer's updatedAt sent back as the next expectedUpdatedAt. Enough saves that the
//   index compacts at least once inside the samples (its count is a figure).
// - cold draft save: saves spread over 200 drafts, so most miss the decrypted cache.
// - list first page, search and sort by name at 10,000; an index rebuild (decrypt all) at 10,000.
// - the floor and the peers: a raw atomic write of one draft's encrypted bytes (what the disk
//   costs without index or crypto), write-file-atomic plus a folder fsync, and the naive store
//   (the whole collection in one conf file, as electron-store would keep it).
// Targets: autosave p95 <= 10 ms at 10,000 and <= 1.5x the 100-draft figure; lists <= 150 ms.
// 10,000 drafts are populated straight through the file codec without fsync (population is
// setup, not measured), then the store opens them, which rebuilds the index by decrypting all.
// The cold save's p95 at 10,000 (26 Nov 2026): 12.6-23.6 ms in four runs against 10, 2.0-3.3x
// the 100-draft figure, while its p50 was 2.1-2.5 ms. Not the background load of the duplicate
// index (it is done long before these saves), but its holders: every draft here has the same tax
// id, SSN and bank account, and the index kept the holders of a shared digest in a list, so
// unlinking one draft's old digests copied lists of 10,000 ids. The cost lands on the save that
// hashes the pending puts (every 16th new draft; maxUnkeyed), ~6% of the samples: the p95. With
// a Set per shared digest, same machine, one run after the other: p95 13.4 -> 5.0 ms, ratio
// 3.16 -> 1.0 (duplicate-index.ts). Real data shares a tax id among a chain's stores, not 10,000,
// but an agent's store of one chain's many sites would have paid the same.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import pLimit from 'p-limit';
import writeFileAtomicLibrary from 'write-file-atomic';
import { draftHandlers } from '../../electron/core/app/handlers/draft-handlers';
import type { Workspace } from '../../electron/core/app/workspace';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { dataKeyFileName } from '../../electron/core/drafts/data-key';
import { draftFileName, encodeDraftFile } from '../../electron/core/drafts/draft-files';
import { openDraftStore, type DraftStore } from '../../electron/core/drafts/draft-store';
import { createDispatcher, type Dispatch } from '../../electron/core/ipc/dispatch';
import type { Handlers } from '../../electron/core/ipc/handlers';
import { silentLogger, type Cipher } from '../../electron/core/ports';
import { writeFileAtomic } from '../../node/atomic-write';
import { currentDraftSchemaVersion, type Draft } from '../../shared/drafts/draft-schema';
import { channelNames } from '../../shared/ipc/channels';
import { err, ok } from '../../shared/result';
import { validFullPayload } from '../../tests/fixtures/merchant';
import { benchReport, measured, percentile, type BenchReport } from './report';

const saves = 200;
const naiveSaves = 30; // each naive save rewrites the whole collection: keep the run bounded
const listRuns = 30;

export default async function draftsBench(): Promise<BenchReport> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'boarding-drafts-bench-'));
  const cipher: Cipher = aesGcmCipher(randomBytes(32), 'bench');
  try {
    const small = await prepare(path.join(root, 'small'), cipher, 100);
    const big = await prepare(path.join(root, 'big'), cipher, 10_000);
    const [typingSmall, typingBig] = await measureTyping([small, big]);
    const typing = { small: typingSmall!, big: typingBig! };
    const cold = await measureSaves(small, big, path.join(root, 'raw'));
    const list = await measureList(big.store);
    await small.store.close();
    await big.store.close();
    const naiveBig = measureNaive(path.join(root, 'naive-big'), 10_000);

    const p = percentile;
    const autosaveP95 = p(typing.big.samples, 95);
    const rawP95 = p(cold.rawOwn, 95);
    return benchReport({
      'autosave p50 @100 (typing, via dispatcher)': measured(
        p(typing.small.samples, 50),
        'ms',
        '<=',
        10,
        3,
      ),
      'autosave p95 @100 (typing, via dispatcher)': measured(
        p(typing.small.samples, 95),
        'ms',
        '<=',
        10,
        3,
      ),
      'autosave p50 @10000 (typing, via dispatcher)': measured(
        p(typing.big.samples, 50),
        'ms',
        '<=',
        10,
        3,
      ),
      'autosave p95 @10000 (typing, via dispatcher)': measured(autosaveP95, 'ms', '<=', 10, 3),
      'autosave p95 ratio 10000/100': measured(
        autosaveP95 / p(typing.small.samples, 95),
        'x',
        '<=',
        1.5,
      ),
      'index compactions within the autosave samples @10000': measured(
        typing.big.compactions,
        'count',
        '>=',
        1,
      ),
      'cold draft save p50 @10000 (200 drafts)': measured(p(cold.big, 50), 'ms', '<=', 10, 3),
      'cold draft save p95 @10000 (200 drafts)': measured(p(cold.big, 95), 'ms', '<=', 10, 3),
      'cold draft save p95 ratio 10000/100': measured(
        p(cold.big, 95) / p(cold.small, 95),
        'x',
        '<=',
        1.5,
      ),
      'list first page by updatedAt @10000 (p95)': measured(
        p(list.firstPage, 95),
        'ms',
        '<=',
        150,
        3,
      ),
      'list search @10000 (p95)': measured(p(list.search, 95), 'ms', '<=', 150, 3),
      'list all 10000 by legalName (p95)': measured(p(list.byName, 95), 'ms', '<=', 150, 3),
      // A recovery path (index lost or damaged), not a start-up cost: the clean open is in
      // draft-open.bench.ts.
      'open, rebuilding index (decrypt all) @10000': measured(big.rebuildMs, 'ms', '<=', 5000, 0),
      'raw atomic write p95 (the disk floor)': measured(rawP95, 'ms', '<=', 10, 3),
      // Why atomic-write.ts is our own: it must not be slower than the library it replaced.
      'raw atomic write p95 / write-file-atomic + dir fsync p95': measured(
        rawP95 / p(cold.rawLibrary, 95),
        'x',
        '<=',
        1,
      ),
      'autosave p95 @10000 / raw atomic write p95': measured(autosaveP95 / rawP95, 'x', '<=', 3),
      'naive conf.set p95 @10000 / autosave p95 @10000': measured(
        p(naiveBig, 95) / autosaveP95,
        'x',
        '>=',
        1,
      ),
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The bench saves and looks up drafts; none of its calls reads documents. */
const noDocuments = {
  holder: { open: async () => err('NOT_FOUND', 'not part of this bench') },
  folder: '',
};

/** drafts:save through the one dispatcher, with the draft handlers over this store. */
function draftDispatcher(store: DraftStore): Dispatch<'bench'> {
  const workspace = { drafts: store } as unknown as Workspace;
  const others = Object.fromEntries(
    channelNames.map((channel) => [channel, () => err('NOT_FOUND', 'not part of this bench')]),
  );
  const handlers = {
    ...others,
    ...draftHandlers(async () => ok(workspace), noDocuments),
  } as Handlers;
  return createDispatcher({ handlers, isTrustedSender: () => true, logger: silentLogger });
}

/**
 * An agent typing the legal name of one open draft, one autosave per keystroke, in the 100-draft
 * and the 10,000-draft store by turns (a busy machine then weighs on both alike), until the big
 * store's index journal has compacted at least once (past max(1000, drafts / 2) lines). Each
 * sample is the transport's work too: request and answer serialized and parsed.
 */
async function measureTyping(
  stores: PreparedStore[],
): Promise<{ samples: number[]; compactions: number }[]> {
  const saveCount = Math.max(...stores.map((store) => Math.max(1000, store.ids.length / 2))) + 100;
  const typists = await Promise.all(
    stores.map(async (prepared) => ({
      dispatch: draftDispatcher(prepared.store),
      id: prepared.ids[0]!,
      generationBefore: await indexGeneration(prepared.dir),
      samples: [] as number[],
      expectedUpdatedAt: undefined as string | undefined,
    })),
  );
  const base = validFullPayload();
  for (let n = 0; n < saveCount; n += 1) {
    const typed = `Typed ${'x'.repeat(n % 40)} Trading`;
    for (const typist of typists) {
      const begin = performance.now();
      const request = JSON.stringify({
        id: typist.id,
        payload: { ...base, legalName: typed },
        ...(typist.expectedUpdatedAt ? { expectedUpdatedAt: typist.expectedUpdatedAt } : {}),
      });
      const answer = JSON.parse(
        JSON.stringify(await typist.dispatch('drafts:save', JSON.parse(request), 'bench')),
      ) as { ok: boolean; value?: { updatedAt: string }; error?: { code: string } };
      typist.samples.push(performance.now() - begin);
      if (!answer.ok) throw new Error(`autosave failed: ${answer.error?.code}`);
      typist.expectedUpdatedAt = answer.value?.updatedAt;
    }
  }
  return Promise.all(
    typists.map(async (typist, index) => ({
      samples: typist.samples,
      compactions: (await indexGeneration(stores[index]!.dir)) - typist.generationBefore,
    })),
  );
}

/** The index journal's generation: it goes up by one with each compaction. */
async function indexGeneration(dir: string): Promise<number> {
  const generations = (await readdir(dir))
    .map((name) => /^index-(\d+)\.journal$/.exec(name)?.[1])
    .filter((found): found is string => found !== undefined)
    .map(Number);
  return Math.max(0, ...generations);
}

interface PreparedStore {
  dir: string;
  store: DraftStore;
  ids: string[];
  rebuildMs: number;
}

async function prepare(dir: string, cipher: Cipher, count: number): Promise<PreparedStore> {
  const ids = await populate(dir, cipher, count);
  const started = performance.now();
  await unwrapStore(dir, cipher).then((store) => store.close());
  const rebuildMs = performance.now() - started;
  const store = await unwrapStore(dir, cipher);
  return { dir, store, ids, rebuildMs };
}

/**
 * Cold saves on the 100-draft store, the 10,000-draft store, and raw atomic writes of the same
 * bytes, interleaved one after another: a busy disk or CPU then weighs on all of them alike, so
 * the ratios compare the stores rather than the moment each happened to run.
 */
async function measureSaves(small: PreparedStore, big: PreparedStore, rawDir: string) {
  await mkdir(rawDir, { recursive: true });
  const timings = {
    small: [] as number[],
    big: [] as number[],
    rawOwn: [] as number[],
    rawLibrary: [] as number[],
  };
  const sample = await big.store.get(big.ids[0]!);
  if (!sample.ok) throw new Error('sample draft unreadable');
  const bytes = encodeDraftFile(
    randomBytes(32),
    { id: sample.value.id, revision: 1 },
    1,
    Buffer.from(JSON.stringify(sample.value)),
  );
  const time = async (samples: number[], work: () => Promise<unknown>) => {
    const begin = performance.now();
    await work();
    samples.push(performance.now() - begin);
  };
  for (let n = 0; n < saves; n += 1) {
    // Spread over many drafts, as an agent's day would; every save changes the listing fields.
    const payload = validFullPayload({
      legalName: `Autosave ${n} Trading`,
      locationName: `Shop ${n}`,
    });
    for (const [prepared, samples] of [
      [small, timings.small],
      [big, timings.big],
    ] as const) {
      const id = prepared.ids[(n * 7919) % prepared.ids.length]!;
      await time(samples, async () => {
        const result = await prepared.store.save(id, payload);
        if (!result.ok) throw new Error(`autosave failed: ${result.error.code}`);
      });
    }
    await time(timings.rawOwn, () => writeFileAtomic(path.join(rawDir, 'own.draft'), bytes));
    await time(timings.rawLibrary, async () => {
      await writeFileAtomicLibrary(path.join(rawDir, 'library.draft'), bytes, { mode: 0o600 });
      const handle = await open(rawDir, 'r');
      await handle.sync();
      await handle.close();
    });
  }
  return timings;
}

/** The n-th draft a bench writes, shaped from the default one (ready, "Merchant n Holdings"). */
export type DraftShape = (draft: Draft, n: number) => Draft;

/** A third of them drafts with no tax id yet, the rest ready. */
function draftsAndReady(draft: Draft, n: number): Draft {
  if (n % 3 !== 0) return draft;
  return { ...draft, lifecycle: 'draft', payload: { ...draft.payload, taxId: '' } };
}

/**
 * Writes `count` valid encrypted draft files straight through the codec (setup only, no fsync);
 * the n-th id returned is the n-th draft's.
 */
export async function populate(
  dir: string,
  cipher: Cipher,
  count: number,
  shape: DraftShape = draftsAndReady,
): Promise<string[]> {
  await (await unwrapStore(dir, cipher)).close(); // creates the data key and folders
  const wrapped = JSON.parse(await readFile(path.join(dir, dataKeyFileName), 'utf8')) as {
    wrappedKey: string;
  };
  const key = cipher.decrypt(Buffer.from(wrapped.wrappedKey, 'base64'));
  await mkdir(path.join(dir, 'drafts'), { recursive: true });
  const limit = pLimit(32);
  const base = Date.parse('2025-01-01T00:00:00.000Z');
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  await Promise.all(
    ids.map((id, n) =>
      limit(async () => {
        const at = new Date(base + n * 1000).toISOString();
        const draft = shape(
          {
            id,
            referenceId: crypto.randomUUID(),
            schemaVersion: currentDraftSchemaVersion,
            lifecycle: 'ready',
            createdAt: at,
            updatedAt: at,
            payload: validFullPayload({ legalName: `Merchant ${n} Holdings` }),
          },
          n,
        );
        const bytes = encodeDraftFile(
          key,
          { id, revision: 1 },
          currentDraftSchemaVersion,
          Buffer.from(JSON.stringify(draft)),
        );
        await writeFile(path.join(dir, 'drafts', draftFileName(id, 1)), bytes, { mode: 0o600 });
      }),
    ),
  );
  return ids;
}

async function measureList(
  store: DraftStore,
): Promise<{ firstPage: number[]; search: number[]; byName: number[] }> {
  const timings = { firstPage: [] as number[], search: [] as number[], byName: [] as number[] };
  const queries = {
    firstPage: {},
    search: { search: 'merchant 42' },
    byName: { sort: 'legalName', limit: 10_000 },
  };
  for (let n = 0; n < listRuns; n += 1) {
    for (const key of Object.keys(queries) as (keyof typeof queries)[]) {
      const begin = performance.now();
      const result = await store.list(queries[key]);
      timings[key].push(performance.now() - begin);
      if (!result.ok || result.value.total === 0) throw new Error(`list ${key} returned nothing`);
    }
  }
  return timings;
}

/** The whole collection as one object in one conf file; one autosave = conf.set (sync rewrite). */
function measureNaive(dir: string, count: number): number[] {
  const conf = new Conf<Record<string, unknown>>({ cwd: dir, configName: 'drafts' });
  const all: Record<string, unknown> = {};
  for (let n = 0; n < count; n += 1)
    all[`draft-${n}`] = {
      id: `draft-${n}`,
      payload: validFullPayload({ legalName: `Merchant ${n}` }),
    };
  conf.set('drafts', all);
  const samples: number[] = [];
  for (let n = 0; n < naiveSaves; n += 1) {
    const key = `draft-${(n * 7919) % count}`;
    const begin = performance.now();
    conf.set(`drafts.${key}.payload`, validFullPayload({ legalName: `Autosave ${n}` }));
    samples.push(performance.now() - begin);
  }
  return samples;
}

async function unwrapStore(dir: string, cipher: Cipher): Promise<DraftStore> {
  const opened = await openDraftStore({ dir, cipher });
  if (!opened.ok) throw new Error(`draft store: ${opened.error.code} ${opened.error.message}`);
  return opened.value;
}
