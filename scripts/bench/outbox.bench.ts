// Outbox drain: 200 queued applications against the sandbox with 50 ms
// latency on every merchant request, concurrency 4. Ideal = N x latency / concurrency (2.5 s);
// the figure is measured / ideal, target <= 1.3. The queue is filled while the outbox is
// offline, so the clock runs only from "back online" to "queue empty". Every application is
// then checked on the server: exactly once, none lost (reported, not assumed).
// Two more figures explain the result rather than replace it:
// - the same drain with every data dir on tmpfs (/dev/shm): no fsync cost, so it shows the
//   outbox's own overhead apart from the disk. Each application costs the draft store two
//   durable lifecycle writes (sending, submitted: file + directory fsync each) and the sandbox
//   one, and on a disk where fsyncs queue behind each other those dominate;
// - 200 bare client POSTs, four at a time, no outbox and no draft store: the floor the
//   in-process sandbox itself sets on this machine.
// And the start: the outbox rebuilds its items from the drafts, its one durable record
// (decisions 32), finding them and where each goes in the sealed index (decisions 56). Timed with
// 10,000 drafts of which 100, then 1,000, are queued (median of 5 starts, each on a freshly opened
// store, signed out so that nothing is sent); targets 250 and 100 ms. Beside it, the same start
// over the time to read those 100 drafts once on a freshly opened store (target 1.5): what the
// start costs beyond the reads it once could not avoid, whatever else loads the machine.
// What was learnt: with the destination only in the encrypted draft, each queued draft was
// decrypted at start, 124 ms with 100 and 497 ms with 1,000 (62 ms before decisions 32, when a
// queue file held it). The index entry of a draft in the outbox now carries its environment id
// and whether it waits: 1.0 ms with 100 and 1.4 ms with 1,000 in the same session.
import { randomBytes, randomUUID } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { createAuditLog } from '../../electron/core/audit/audit-log';
import { createBoardingClient } from '../../electron/core/boarding/boarding-client';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { openDraftStore } from '../../electron/core/drafts/draft-store';
import { createOutbox } from '../../electron/core/outbox/outbox';
import { startSandbox } from '../../sandbox';
import type { ApiAuth } from '../../electron/core/oauth/api-auth';
import { err } from '../../shared/result';
import { signedInAuth } from '../../tests/core/support/sandbox-session';
import { validFullPayload } from '../../tests/fixtures/merchant';
import { populate } from './drafts.bench';
import { benchReport, measured, type BenchReport } from './report';

const count = 200;
const latencyMs = 50;
const concurrency = 4;
const idealMs = (count * latencyMs) / concurrency;

interface DrainRun {
  ms: number;
  duplicates: number;
  lost: number;
}

async function withSandbox<T>(
  baseDir: string,
  run: (sandbox: Awaited<ReturnType<typeof startSandbox>>, dir: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(baseDir, 'boarding-outbox-bench-'));
  const sandbox = await startSandbox({ dataDir: path.join(dir, 'sandbox'), faults: { latencyMs } });
  try {
    return await run(sandbox, dir);
  } finally {
    await sandbox.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

async function drain(baseDir: string): Promise<DrainRun> {
  return withSandbox(baseDir, async (sandbox, dir) => {
    const auth = await signedInAuth(sandbox);
    const cipher = {
      ...aesGcmCipher(randomBytes(32), 'bench'),
      isAvailable: () => true,
      isWeak: () => false,
    };
    const opened = await openDraftStore({ dir: path.join(dir, 'drafts'), cipher });
    if (!opened.ok) throw new Error(opened.error.message);
    const store = opened.value;
    const outbox = createOutbox({
      dir,
      source: store,
      client: createBoardingClient({ auth, fetch }),
      auth,
      audit: createAuditLog({ dir }),
      concurrency,
      isOnline: false,
    });
    await outbox.start();
    const referenceIds: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const created = await store.create({
        payload: validFullPayload({ legalName: `Bench Shop ${index}` }),
      });
      if (!created.ok) throw new Error(created.error.message);
      referenceIds.push(created.value.referenceId);
      const queued = await outbox.enqueue(created.value.id);
      if (!queued.ok) throw new Error(queued.error.message);
    }
    const started = performance.now();
    outbox.setOnline(true);
    await outbox.drain();
    const ms = performance.now() - started;
    await outbox.stop();
    await store.close();
    const onServer = sandbox.admin.listMerchants().map((merchant) => String(merchant.referenceId));
    const unique = new Set(onServer);
    return {
      ms,
      duplicates: onServer.length - unique.size,
      lost: referenceIds.filter((referenceId) => !unique.has(referenceId)).length,
    };
  });
}

async function bareClient(baseDir: string): Promise<number> {
  return withSandbox(baseDir, async (sandbox) => {
    const client = createBoardingClient({ auth: await signedInAuth(sandbox), fetch });
    const limit = pLimit(concurrency);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: count }, (_, index) =>
        limit(() => client.submit(validFullPayload({ legalName: `Bare ${index}` }), randomUUID())),
      ),
    );
    return performance.now() - started;
  });
}

const storedDrafts = 10_000;
const inOutbox = 100;
const manyInOutbox = 1_000;

/** Median ms of five outbox starts over 10,000 drafts, `inOutbox` of them queued, and of five reads. */
export async function restore(
  baseDir: string,
  inOutbox: number,
): Promise<{ startMs: number; readMs: number }> {
  const dir = await mkdtemp(path.join(baseDir, 'boarding-outbox-restore-'));
  try {
    const cipher = {
      ...aesGcmCipher(randomBytes(32), 'bench'),
      isAvailable: () => true,
      isWeak: () => false,
    };
    const ids = await populate(dir, cipher, storedDrafts, (draft, n) =>
      n < inOutbox ? { ...draft, lifecycle: 'queued', destination: 'sandbox' } : draft,
    );
    const signedOut = {
      current: () => err('AUTH_REQUIRED', 'Signed out (bench).'),
      onChange: () => () => undefined,
    } as unknown as ApiAuth;
    const times: number[] = [];
    const reads: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const reader = await openDraftStore({ dir, cipher });
      if (!reader.ok) throw new Error(reader.error.message);
      const reading = performance.now();
      for (const id of ids.slice(0, inOutbox)) {
        if (!(await reader.value.get(id)).ok) throw new Error('unreadable draft');
      }
      reads.push(performance.now() - reading);
      await reader.value.close();
      const opened = await openDraftStore({ dir, cipher });
      if (!opened.ok) throw new Error(opened.error.message);
      const outbox = createOutbox({
        dir,
        source: opened.value,
        client: createBoardingClient({ auth: signedOut, fetch }),
        auth: signedOut,
        audit: { record: async () => undefined },
      });
      const started = performance.now();
      const result = await outbox.start();
      times.push(performance.now() - started);
      const restored = outbox.state().items.length;
      if (!result.ok || restored !== inOutbox) throw new Error(`restored ${restored} items`);
      await outbox.stop();
      await opened.value.close();
    }
    const median = (samples: number[]) => samples.sort((a, b) => a - b)[2]!;
    return { startMs: median(times), readMs: median(reads) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function tmpfsDir(): Promise<string | null> {
  try {
    await access('/dev/shm');
    return '/dev/shm';
  } catch {
    return null;
  }
}

export default async function outboxBench(): Promise<BenchReport> {
  const real = await drain(os.tmpdir());
  const bare = await bareClient(os.tmpdir());
  const shm = await tmpfsDir();
  const memory = shm ? await drain(shm) : null;
  const start = await restore(os.tmpdir(), inOutbox);
  const many = await restore(os.tmpdir(), manyInOutbox);
  const measurements = {
    [`drain 200 @50ms x4 (ideal ${idealMs} ms)`]: measured(real.ms, 'ms', '<=', idealMs * 1.3, 0),
    'drain / ideal': measured(real.ms / idealMs, 'x', '<=', 1.3),
    'duplicates on server': measured(real.duplicates, 'count', '<=', 0),
    'lost applications': measured(real.lost, 'count', '<=', 0),
    'bare client 200 POSTs x4 / ideal': measured(bare / idealMs, 'x', '<=', 1.3),
    // The outbox's own cost: the same sandbox, disk and concurrency without outbox and draft
    // store. The sandbox runs in this process and fsyncs each merchant on this disk, a cost a
    // remote service would hide in its latency; this ratio leaves that out.
    'drain / bare client': measured(real.ms / bare, 'x', '<=', 1.3),
    ...(memory
      ? {
          'drain / ideal, data on tmpfs (no fsync)': measured(memory.ms / idealMs, 'x', '<=', 1.3),
          'duplicates + lost, tmpfs run': measured(
            memory.duplicates + memory.lost,
            'count',
            '<=',
            0,
          ),
        }
      : {}),
    [`start: ${storedDrafts} drafts, ${inOutbox} in the outbox`]: measured(
      start.startMs,
      'ms',
      '<=',
      250,
    ),
    [`start / reading its ${inOutbox} drafts once`]: measured(
      start.startMs / start.readMs,
      'x',
      '<=',
      1.5,
    ),
    // The index carries where each goes (decisions 56): a start reads no draft, so a thousand
    // queued cost about what a hundred do (was 440 ms, 62 ms before decisions 32).
    [`start: ${storedDrafts} drafts, ${manyInOutbox} in the outbox`]: measured(
      many.startMs,
      'ms',
      '<=',
      100,
    ),
  };
  const report = benchReport(measurements);
  return report;
}
