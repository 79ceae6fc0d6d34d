// Export and import of 10,000 drafts (decisions 40-42), the way the app runs them: the transfer
// service over a real draft store, age with its default scrypt work factor (2^18), one encrypted
// file on disk. Import is timed as the agent lives it: the dry run (reads and verifies the whole
// file) plus the import (reads it again and writes each application durably). RSS is sampled
// every 20 ms during each; its growth over the level before the step is the figure.
// Targets: export <= 10 s, dry run + import <= 20 s, RSS growth <= 200 MB during either.
//
// What the import's time is (measured here, 2 shared cores, ext4): not age nor zod, but fsync.
// Adopting one record at a time cost two fsyncs each (the file, then the drafts folder for its
// rename), 20,000 for 10,000 drafts, even with 64 writes in flight: 20.3-25.5 s for dry run +
// import. DraftStore.adoptBatch keeps each file's own fsync and the rename-then-index order (a
// kill still leaves only whole files, which the next open lists and a second import skips) but
// fsyncs the folder once per batch of 128: 12.1 s in the same session (dry run 1.2-1.7 s of it).
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { openDraftStore, type DraftStore } from '../../electron/core/drafts/draft-store';
import { silentLogger, type Cipher } from '../../electron/core/ports';
import { transferStatusOf } from '../../electron/core/status/handled-transfer';
import { createStatusTracker } from '../../electron/core/status/status-tracker';
import { createTransferService } from '../../electron/core/transfer/transfer-service';
import { ok } from '../../shared/result';
import { populate } from './drafts.bench';
import { benchReport, measured, type BenchReport } from './report';

const count = 10_000;
const megabyte = 1024 * 1024;

async function openStore(dir: string, cipher: Cipher): Promise<DraftStore> {
  const opened = await openDraftStore({ dir, cipher });
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

function serviceOver(drafts: DraftStore) {
  return createTransferService({
    drafts: async () => ok(drafts),
    app: { name: 'Boarding Desk', version: 'bench' },
    now: () => new Date(),
    logger: silentLogger,
    onProgress: () => undefined,
  });
}

/** Runs `work`, sampling RSS; answers its time (ms) and the RSS peak over the start (MB). */
async function watched<T>(
  work: () => Promise<T>,
): Promise<{ value: T; ms: number; growthMb: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { value, ms: performance.now() - started, growthMb: (peak - before) / megabyte };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * 10,000 handled marks from a file offered to a tracker of 10,000 merchants (decisions 64), each
 * tracked here already, so the figure is the tracker's own work (an index by draft id, the rule,
 * one write of status/marks.json, decisions 89), which blocks the main process. Before the index
 * it was one linear search per mark: 1.8 s to take them and 1.1 s to offer them again.
 */
async function marksBench(dir: string): Promise<{ takeMs: number; againMs: number }> {
  const id = (n: number, prefix: string) =>
    `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const declined = { status: 'Declined', statusReason: 'Declined by underwriting' };
  const merchants = Array.from({ length: count }, (_, n) => ({
    merchantId: String(n + 1),
    draftId: id(n, '1'),
    environmentId: 'production',
    referenceId: id(n, '2'),
    ...declined,
    checkedAt: 1_000,
    history: [{ ...declined, at: 900 }],
  }));
  await mkdir(dir, { recursive: true });
  // No status is asked for here: the tracker's client and sign-in are never called, and its
  // records are these merchants (the draft store's reading is status-record.bench.ts's).
  const tracker = createStatusTracker({
    dir,
    records: {
      loadAll: async () => ok(merchants),
      load: async () => ok(undefined),
    },
    drafts: {} as never,
    client: {} as never,
    auth: {} as never,
    intervalMs: 0,
  });
  if (!(await tracker.load()).ok) throw new Error('merchants not read');
  const offers = merchants.map((merchant) => ({
    draftId: merchant.draftId,
    mark: { status: 'Declined', at: 2_000 },
    fileLatest: declined,
  }));
  const recordOf = async () => ok(undefined);
  let started = performance.now();
  const taken = await tracker.adoptMarks(offers, { recordOf });
  const takeMs = performance.now() - started;
  if (!taken.ok || taken.value !== count) throw new Error('marks not taken');
  started = performance.now();
  const again = await tracker.adoptMarks(offers, { recordOf });
  const againMs = performance.now() - started;
  if (!again.ok || again.value !== 0) throw new Error('marks taken twice');
  await tracker.stop();
  return { takeMs, againMs };
}

/**
 * The merchants of 10,000 submitted applications an import brought, tracked at once (after the
 * import, before its answer), read from their records in the file: their drafts are their records
 * (decisions 89), so tracking them writes nothing. Before, one write of the status history for
 * all (26 Nov 2026: 0.17-0.19 s); the start's catch-up once wrote one per merchant, 8.3 s for
 * 1,000 (decisions 68).
 */
async function arrivalsBench(dir: string): Promise<{ allMs: number }> {
  const records = Array.from({ length: count }, (_, n) => ({
    id: `3${String(n).padStart(7, '0')}-0000-4000-8000-000000000000`,
    referenceId: `4${String(n).padStart(7, '0')}-0000-4000-8000-000000000000`,
    lifecycle: 'submitted' as const,
    submission: {
      merchantId: String(n + 1),
      environmentId: 'production',
      submittedAt: '2026-11-26T09:00:00.000Z',
      status: 'Submitted',
      history: [],
    },
  }));
  await mkdir(dir, { recursive: true });
  // No status is asked for here: the tracker's client and sign-in are never called.
  const all = createStatusTracker({
    dir,
    records: {
      loadAll: async () => ok([]),
      load: async () => ok(undefined),
    },
    drafts: {} as never,
    client: {} as never,
    auth: {} as never,
    intervalMs: 0,
  });
  if (!(await all.load()).ok) throw new Error('merchants not read');
  const noAudit = { read: async () => [] };
  const started = performance.now();
  const tracked = await transferStatusOf({
    status: all,
    drafts: {} as never,
    audit: noAudit,
  }).trackArrived(records);
  const allMs = performance.now() - started;
  if (tracked !== count || all.list().length !== count) throw new Error('arrivals not tracked');
  await all.stop();
  return { allMs };
}

export default async function transferBench(): Promise<BenchReport> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'boarding-transfer-bench-'));
  const cipher = aesGcmCipher(randomBytes(32), 'bench');
  try {
    await populate(path.join(root, 'first'), cipher, count);
    const first = await openStore(path.join(root, 'first'), cipher);
    const file = path.join(root, 'all.age');
    const exporter = serviceOver(first);
    const exported = await watched(async () => {
      const started = await exporter.startExport({ filePath: file });
      if (!started.ok || started.value.outcome !== 'started') throw new Error('export refused');
      const last = await exporter.finished(started.value.jobId);
      if (last?.state !== 'done') throw new Error(`export ended ${last?.problem}`);
      return started.value.generatedPassphrase!;
    });
    await first.close();
    const fileMb = (await stat(file)).size / megabyte;

    const second = await openStore(path.join(root, 'second'), cipher);
    const importer = serviceOver(second);
    let dryRunMs = 0;
    const imported = await watched(async () => {
      const dryRunStart = performance.now();
      const preview = await importer.preview(file, exported.value);
      dryRunMs = performance.now() - dryRunStart;
      if (!preview.ok || preview.value.outcome !== 'preview') throw new Error('dry run refused');
      const done = await importer.importChecked(preview.value.token);
      if (!done.ok || done.value.outcome !== 'imported') throw new Error('import refused');
      return done.value.imported;
    });
    await second.close();
    if (imported.value !== count) throw new Error(`imported ${imported.value} of ${count}`);
    const marks = await marksBench(path.join(root, 'status'));
    const arrivals = await arrivalsBench(path.join(root, 'arrivals'));

    return benchReport({
      'export 10,000 drafts': measured(exported.ms / 1000, 's', '<=', 10),
      'export RSS growth': measured(exported.growthMb, 'MB', '<=', 200),
      'export file size': measured(fileMb, 'MB', '<=', 200),
      'dry run + import 10,000 drafts': measured(imported.ms / 1000, 's', '<=', 20),
      'of which the dry run': measured(dryRunMs / 1000, 's', '<=', 10),
      'import RSS growth': measured(imported.growthMb, 'MB', '<=', 200),
      'take 10,000 handled marks': measured(marks.takeMs / 1000, 's', '<=', 0.5),
      'offer the same 10,000 marks again': measured(marks.againMs / 1000, 's', '<=', 0.5),
      'track 10,000 imported merchants, no write': measured(arrivals.allMs / 1000, 's', '<=', 1),
    });
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
