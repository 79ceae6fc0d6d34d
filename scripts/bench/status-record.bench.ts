// Where a merchant's status is kept (decisions 89), measured on the real draft store: the cost of
// a status round over 1,000 merchants and of a start, with the draft as the one record (what the
// app does), against a status file as the one record (written whole once per round, encrypted,
// since it would have to keep the reasons) and against the two kept in step (the app before).
// What the service answers costs the same in all three, so only the records are timed: the
// writes a round makes when every status changed and when none did, and the read at start.
// Bounded: 1,000 applications for the round, 1,000 and 5,000 for the start.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { writeFileAtomic } from '../../node/atomic-write';
import { createAuditLog } from '../../electron/core/audit/audit-log';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { openDraftStore, type DraftStore } from '../../electron/core/drafts/draft-store';
import { silentLogger } from '../../electron/core/ports';
import { draftStatusRecords, type StatusRecords } from '../../electron/core/status/status-records';
import { recordObservation } from '../../electron/core/status/observe';
import type { TrackedMerchant } from '../../shared/status/status-schema';
import { submittedDraft } from '../../tests/core/support/status-drafts';
import { benchReport, measured, type BenchReport } from './report';

const roundSize = 1000;
const cipher = aesGcmCipher(randomBytes(32), 'bench');

async function seeded(dir: string, count: number) {
  const opened = await openDraftStore({ dir: path.join(dir, 'drafts'), cipher });
  if (!opened.ok) throw new Error(opened.error.message);
  const drafts = opened.value;
  for (let from = 0; from < count; from += 128) {
    const batch = Array.from({ length: Math.min(128, count - from) }, (_, n) =>
      submittedDraft({
        draftId: randomUUID(),
        merchantId: String(from + n + 1),
        environmentId: 'sandbox',
        seen: { status: 'Submitted', statusReason: 'Received' },
      }),
    );
    for (const result of await drafts.adoptBatch(batch)) if (!result.ok) throw new Error('seed');
  }
  const audit = createAuditLog({ dir: path.join(dir, 'audit') });
  const records = draftStatusRecords({ drafts, audit, dir, logger: silentLogger, now: Date.now });
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

async function startSeconds(records: StatusRecords): Promise<number> {
  const startedAt = performance.now();
  const all = await records.loadAll();
  if (!all.ok) throw new Error(all.error.message);
  return (performance.now() - startedAt) / 1000;
}

export default async function statusRecordBench(): Promise<BenchReport> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-record-'));
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
            const written = await records.write(merchant);
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
    const draftStart = await startSeconds(records);
    await drafts.close();

    const big = await seeded(bigDir, 5000);
    const bigStart = await startSeconds(big.records);
    await big.drafts.close();

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
      'draft record: start, 1,000 merchants read from their drafts (s)': measured(
        draftStart,
        's',
        '<=',
        5,
        3,
      ),
      'draft record: start, 5,000 merchants (s)': measured(bigStart, 's', '<=', 15, 3),
      'status file record: start, 1,000 merchants read (s)': measured(fileStart, 's', '<=', 5, 3),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
    await rm(bigDir, { recursive: true, force: true });
  }
}
