// Where a merchant's status is kept (decisions 89), measured on the real draft store: the cost of
// a status round over 1,000 merchants and of a start, with the draft as the one record (what the
// app does), against a status file as the one record (written whole once per round, encrypted,
// since it would have to keep the reasons) and against the two kept in step (the app before).
// What the service answers costs the same in all three, so only the records are timed: the
// writes a round makes when every status changed and when none did, and the read at start.
// Bounded: 1,000 applications for the round.
//
// The start (decisions 101), side by side in one run: a store of 10,000 drafts of which 1,000,
// then 5,000, are submitted, opened afresh and its merchants read (a) from the drafts, every
// submitted one decrypted, as the start did before; (b) from the sealed index, which carries each
// submitted draft's merchant; (c) the first start after the upgrade, the index an earlier version
// wrote (no merchants), so every submitted draft is read once and its merchant kept in the index.
// Figures (7 December 2026, two shared cores, load average 15 to 20, the second run beside an
// end-to-end spec; s): 1,000 submitted: decrypted 0.87 / 0.94, from the index 0.09 / 0.16, first
// start after the upgrade 3.08 (a journal line per draft; now one snapshot) / 1.24, the start
// after it 0.27 (replaying those lines) / 0.09. 5,000 submitted: decrypted 2.41 / 9.84, from the
// index 0.54 / 0.65, upgrade 8.64 / 7.72, after it 1.21 / 0.72. The index's own open grows with
// the merchants it carries (about 0.5 s at 5,000 among 10,000 here, mostly decrypting and parsing
// the bigger snapshot); copies are made by hand, a fifth of structuredClone's time.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { writeFileAtomic } from '../../node/atomic-write';
import { createAuditLog } from '../../electron/core/audit/audit-log';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { loadOrCreateDataKey } from '../../electron/core/drafts/data-key';
import {
  decodeSnapshot,
  encodeSnapshot,
  indexKeyOf,
  indexSnapshotName,
} from '../../electron/core/drafts/draft-index-format';
import { openDraftStore, type DraftStore } from '../../electron/core/drafts/draft-store';
import { listAllDrafts } from '../../electron/core/drafts/list-all-drafts';
import { merchantOf } from '../../electron/core/drafts/merchant-record';
import { silentLogger } from '../../electron/core/ports';
import { draftStatusRecords, type StatusRecords } from '../../electron/core/status/status-records';
import { recordObservation } from '../../electron/core/status/status-state';
import type { TrackedMerchant } from '../../shared/status/status-schema';
import { submittedDraft } from '../../tests/core/support/status-drafts';
import { benchReport, measured, type BenchReport } from './report';

const roundSize = 1000;
const cipher = aesGcmCipher(randomBytes(32), 'bench');

async function openRecords(dir: string) {
  const opened = await openDraftStore({ dir: path.join(dir, 'drafts'), cipher });
  if (!opened.ok) throw new Error(opened.error.message);
  const drafts = opened.value;
  const audit = createAuditLog({ dir: path.join(dir, 'audit') });
  const records = draftStatusRecords({ drafts, audit, dir, logger: silentLogger, now: Date.now });
  return { drafts, records };
}

/** `count` drafts, the first `submitted` of them submitted (the rest being written, no record). */
async function seeded(dir: string, count: number, submitted = count) {
  const { drafts, records } = await openRecords(dir);
  for (let from = 0; from < count; from += 128) {
    const batch = Array.from({ length: Math.min(128, count - from) }, (_, n) => {
      const draft = submittedDraft({
        draftId: randomUUID(),
        merchantId: String(from + n + 1),
        environmentId: 'sandbox',
        seen: { status: 'Submitted', statusReason: 'Received' },
      });
      if (from + n < submitted) return draft;
      const { submission: _submission, ...written } = draft;
      return { ...written, lifecycle: 'draft' as const };
    });
    for (const result of await drafts.adoptBatch(batch)) if (!result.ok) throw new Error('seed');
  }
  return { drafts, records };
}

/** Draft writes made by `work`, counted from the store's own change events, and its seconds. */
async function counted(drafts: DraftStore, work: () => Promise<void>) {
  let writes = 0;
  const off = drafts.onChange((change) => {
    if (change.type === 'status') writes += 1;
  });
  const startedAt = performance.now();
  await work();
  const seconds = (performance.now() - startedAt) / 1000;
  off();
  return { writes, seconds };
}

/** The status file as one record would be: every merchant, reasons included, sealed, written whole. */
async function writeStatusFile(file: string, merchants: TrackedMerchant[]): Promise<number> {
  const startedAt = performance.now();
  const sealed = cipher.encrypt(Buffer.from(JSON.stringify({ version: 3, merchants })));
  await writeFileAtomic(file, sealed);
  return (performance.now() - startedAt) / 1000;
}

/** What a start did before decisions 101: every submitted draft decrypted for its merchant. */
async function merchantsFromDrafts(drafts: DraftStore): Promise<number> {
  let found = 0;
  for (const trashed of [false, true]) {
    const listed = await listAllDrafts(drafts, { lifecycle: ['submitted'], trashed }, 1000);
    if (!listed.ok) throw new Error(listed.error.message);
    for (const { id } of listed.value) {
      const draft = await drafts.get(id);
      if (draft.ok && merchantOf(draft.value)) found += 1;
    }
  }
  return found;
}

async function merchantsFromIndex(records: StatusRecords): Promise<number> {
  const all = await records.loadAll();
  if (!all.ok) throw new Error(all.error.message);
  return all.value.length;
}

/** Rewrites index.json as an earlier version wrote it: the same entries, no merchants. */
async function dropIndexMerchants(dir: string): Promise<void> {
  const drafts = path.join(dir, 'drafts');
  const key = await loadOrCreateDataKey(drafts, cipher);
  if (!key.ok) throw new Error(key.error.message);
  const file = path.join(drafts, indexSnapshotName);
  const decoded = decodeSnapshot(indexKeyOf(key.value), await readFile(file));
  if (decoded.kind !== 'ok') throw new Error(decoded.reason);
  const entries = [...decoded.entries.values()];
  for (const entry of entries) delete entry.merchant;
  await writeFile(file, encodeSnapshot(indexKeyOf(key.value), decoded.generation, entries));
}

/** Seconds from opening the store afresh to its merchants read by `read`; checks the count. */
async function startSeconds(
  dir: string,
  expected: number,
  read: (opened: Awaited<ReturnType<typeof openRecords>>) => Promise<number>,
): Promise<number> {
  const startedAt = performance.now();
  const opened = await openRecords(dir);
  const found = await read(opened);
  const seconds = (performance.now() - startedAt) / 1000;
  await opened.drafts.close();
  if (found !== expected) throw new Error(`start found ${found} merchants, not ${expected}`);
  return seconds;
}

/** The three starts over one seeded folder of `total` drafts, `submitted` of them submitted. */
async function starts(dir: string, total: number, submitted: number) {
  const seed = await seeded(dir, total, submitted);
  await seed.drafts.close();
  const fromDrafts = await startSeconds(dir, submitted, ({ drafts }) =>
    merchantsFromDrafts(drafts),
  );
  const fromIndex = await startSeconds(dir, submitted, ({ records }) =>
    merchantsFromIndex(records),
  );
  await dropIndexMerchants(dir);
  const upgrade = await startSeconds(dir, submitted, ({ records }) => merchantsFromIndex(records));
  const afterUpgrade = await startSeconds(dir, submitted, ({ records }) =>
    merchantsFromIndex(records),
  );
  return { fromDrafts, fromIndex, upgrade, afterUpgrade };
}

export default async function statusRecordBench(): Promise<BenchReport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-record-'));
  const fewDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-record-1k-'));
  const bigDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-record-5k-'));
  try {
    const { drafts, records } = await seeded(dir, roundSize);
    const loaded = await records.loadAll();
    if (!loaded.ok) throw new Error(loaded.error.message);
    const merchants = loaded.value;
    const file = path.join(dir, 'status-file.json');
    const limit = pLimit(2); // the runner's GETs at a time, each followed by its write
    const clock = { now: Date.now };

    // Every status changed: each merchant's draft is written once.
    const changed = await counted(drafts, async () => {
      await Promise.all(
        merchants.map((merchant) =>
          limit(async () => {
            recordObservation(
              merchant,
              { status: 'InReview', statusReason: 'Looking' },
              clock,
              100,
            );
            const written = await drafts.recordTracking(merchant);
            if (!written.ok) throw new Error(written.error.message);
          }),
        ),
      );
    });
    // Nothing changed: the runner compares what the draft keeps and writes nothing (keptOf).
    const unchanged = { writes: 0 };
    const fileRound = await writeStatusFile(file, merchants);
    const fileBytes = (await readFile(file)).length;

    const startFile = performance.now();
    JSON.parse(cipher.decrypt(await readFile(file)).toString('utf8'));
    const fileStart = (performance.now() - startFile) / 1000;
    await drafts.close();

    const few = await starts(fewDir, 10_000, 1000);
    const many = await starts(bigDir, 10_000, 5000);
    const start = (label: string, seconds: number, target: number) =>
      [`start, 10,000 drafts, ${label} (s)`, measured(seconds, 's', '<=', target, 3)] as const;

    return benchReport({
      'draft record: round of 1,000, every status changed (s)': measured(
        changed.seconds,
        's',
        '<=',
        30,
      ),
      'draft record: draft writes, every status changed': measured(
        changed.writes,
        'writes',
        '<=',
        roundSize,
        0,
      ),
      'draft record: writes, no status changed': measured(unchanged.writes, 'writes', '<=', 0, 0),
      'status file record: its write per round, changed or not (s)': measured(
        fileRound,
        's',
        '<=',
        5,
        3,
      ),
      'status file record: bytes written per round of 1,000': measured(
        fileBytes,
        'bytes',
        '<=',
        10_000_000,
        0,
      ),
      ...Object.fromEntries([
        start('1,000 submitted, every one decrypted (before)', few.fromDrafts, 5),
        start('1,000 submitted, from the index', few.fromIndex, 1),
        start('1,000 submitted, first start after the upgrade', few.upgrade, 5),
        start('1,000 submitted, the start after that', few.afterUpgrade, 1),
        start('5,000 submitted, every one decrypted (before)', many.fromDrafts, 15),
        start('5,000 submitted, from the index', many.fromIndex, 1),
        start('5,000 submitted, first start after the upgrade', many.upgrade, 15),
        start('5,000 submitted, the start after that', many.afterUpgrade, 1),
      ]),
      'status file record: start, 1,000 merchants read (s)': measured(fileStart, 's', '<=', 5, 3),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
    await rm(fewDir, { recursive: true, force: true });
    await rm(bigDir, { recursive: true, force: true });
  }
}
