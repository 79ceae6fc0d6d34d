// Draft store: autosave p50/p95 with 100 and with 10,000 drafts stored,
// list time at 10,000, and in the same run the naive peer (the whole collection in one conf file,
// as electron-store would keep it: saving one draft = conf.set of everything) and a raw atomic
// write of one draft's encrypted bytes (the floor: what the disk costs without index or crypto).
// Targets: autosave p95 <= 10 ms at 10,000 and <= 1.5x the 100-draft figure; list <= 150 ms.
// 10,000 drafts are populated straight through the file codec without fsync (population is
// setup, not measured), then the store opens them: that open rebuilds the index by decrypting
// all of them, which is reported too (the recovery path), followed by a clean reopen.
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import pLimit from 'p-limit';
import writeFileAtomicLibrary from 'write-file-atomic';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { dataKeyFileName } from '../../electron/core/drafts/data-key';
import { draftFileName, encodeDraftFile } from '../../electron/core/drafts/draft-file-codec';
import { openDraftStore, type DraftStore } from '../../electron/core/drafts/draft-store';
import type { Cipher } from '../../electron/core/ports';
import { writeFileAtomic } from '../../electron/core/storage/atomic-write';
import { currentDraftSchemaVersion, type Draft } from '../../shared/drafts/draft-schema';
import { validFullPayload } from '../../tests/fixtures/merchant';
import { percentile, round, target, type BenchReport, type Figure } from './report';

const saves = 200;
const naiveSaves = 30; // each naive save rewrites the whole collection: keep the run bounded
const listRuns = 30;

export default async function draftsBench(): Promise<BenchReport> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'boarding-drafts-bench-'));
  const cipher: Cipher = aesGcmCipher(randomBytes(32), 'bench');
  const figures: Record<string, Figure> = {};
  const ms = (value: number): Figure => ({ value: round(value, 3), unit: 'ms' });
  const ratio = (value: number): Figure => ({ value: round(value, 2), unit: 'x' });
  try {
    const small = await prepare(path.join(root, 'small'), cipher, 100);
    const big = await prepare(path.join(root, 'big'), cipher, 10_000);
    const timings = await measureSaves(small, big, path.join(root, 'raw'));
    const list = await measureList(big.store);
    await small.store.close();
    await big.store.close();
    const naiveSmall = measureNaive(path.join(root, 'naive-small'), 100);
    const naiveBig = measureNaive(path.join(root, 'naive-big'), 10_000);
    const raw = { own: timings.rawOwn, library: timings.rawLibrary };
    const autosave = { small: timings.small, big: timings.big };

    figures['autosave p50 @100'] = ms(percentile(autosave.small, 50));
    figures['autosave p95 @100'] = ms(percentile(autosave.small, 95));
    figures['autosave p50 @10000'] = ms(percentile(autosave.big, 50));
    figures['autosave p95 @10000'] = ms(percentile(autosave.big, 95));
    figures['autosave p95 ratio 10000/100'] = ratio(
      percentile(autosave.big, 95) / percentile(autosave.small, 95),
    );
    figures['list first page by updatedAt @10000 (p95)'] = ms(percentile(list.firstPage, 95));
    figures['list search @10000 (p95)'] = ms(percentile(list.search, 95));
    figures['list all 10000 by legalName (p95)'] = ms(percentile(list.byName, 95));
    figures['open, rebuilding index (decrypt all) @10000'] = ms(big.rebuildMs);
    figures['open, clean index @10000'] = ms(big.cleanOpenMs);
    figures['raw atomic write p50'] = ms(percentile(raw.own, 50));
    figures['raw atomic write p95'] = ms(percentile(raw.own, 95));
    figures['write-file-atomic + dir fsync p50'] = ms(percentile(raw.library, 50));
    figures['write-file-atomic + dir fsync p95'] = ms(percentile(raw.library, 95));
    figures['autosave p95 @10000 / raw atomic write p95'] = ratio(
      percentile(autosave.big, 95) / percentile(raw.own, 95),
    );
    figures['naive conf.set p50 @100'] = ms(percentile(naiveSmall, 50));
    figures['naive conf.set p95 @100'] = ms(percentile(naiveSmall, 95));
    figures['naive conf.set p50 @10000'] = ms(percentile(naiveBig, 50));
    figures['naive conf.set p95 @10000'] = ms(percentile(naiveBig, 95));
    figures['naive p95 @10000 / autosave p95 @10000'] = ratio(
      percentile(naiveBig, 95) / percentile(autosave.big, 95),
    );

    return {
      figures,
      targets: {
        'autosave p95 @10000': target(figures['autosave p95 @10000'].value, '<=', 10),
        'autosave p95 ratio 10000/100': target(
          figures['autosave p95 ratio 10000/100'].value,
          '<=',
          1.5,
        ),
        'list first page by updatedAt @10000 (p95)': target(
          figures['list first page by updatedAt @10000 (p95)'].value,
          '<=',
          150,
        ),
        'list all 10000 by legalName (p95)': target(
          figures['list all 10000 by legalName (p95)'].value,
          '<=',
          150,
        ),
      },
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

interface PreparedStore {
  store: DraftStore;
  ids: string[];
  rebuildMs: number;
  cleanOpenMs: number;
}

async function prepare(dir: string, cipher: Cipher, count: number): Promise<PreparedStore> {
  const ids = await populate(dir, cipher, count);
  let started = performance.now();
  await unwrapStore(dir, cipher).then((store) => store.close());
  const rebuildMs = performance.now() - started;
  started = performance.now();
  const store = await unwrapStore(dir, cipher);
  const cleanOpenMs = performance.now() - started;
  return { store, ids, rebuildMs, cleanOpenMs };
}

/**
 * Autosaves on the 100-draft store, the 10,000-draft store, and raw atomic writes of the same
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

/** Writes `count` valid encrypted draft files straight through the codec (setup only, no fsync). */
async function populate(dir: string, cipher: Cipher, count: number): Promise<string[]> {
  await (await unwrapStore(dir, cipher)).close(); // creates the data key and folders
  const wrapped = JSON.parse(await readFile(path.join(dir, dataKeyFileName), 'utf8')) as {
    wrappedKey: string;
  };
  const key = cipher.decrypt(Buffer.from(wrapped.wrappedKey, 'base64'));
  await mkdir(path.join(dir, 'drafts'), { recursive: true });
  const limit = pLimit(32);
  const ids: string[] = [];
  const base = Date.parse('2025-01-01T00:00:00.000Z');
  await Promise.all(
    Array.from({ length: count }, (_, n) =>
      limit(async () => {
        const id = crypto.randomUUID();
        ids.push(id);
        const at = new Date(base + n * 1000).toISOString();
        const draft: Draft = {
          id,
          referenceId: crypto.randomUUID(),
          schemaVersion: currentDraftSchemaVersion,
          lifecycle: n % 3 === 0 ? 'draft' : 'ready',
          createdAt: at,
          updatedAt: at,
          payload: validFullPayload({
            legalName: `Merchant ${n} Holdings`,
            ...(n % 3 === 0 ? { taxId: '' } : {}),
          }),
        };
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
