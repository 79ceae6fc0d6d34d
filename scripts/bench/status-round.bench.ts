// A periodic status round over 1,000 tracked merchants against the built-in sandbox and its rate
// limit (decisions 53): the app's own status tracker, boarding client and AuthSession, signed in
// by the real handshake. Reports the round's time, and the most GETs the sandbox saw in any one
// second against its limit (and any 429 it had to answer). Bounded: one round, then it stops.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import { defaultRateLimit } from '../../sandbox/index';
import { createBoardingClient } from '../../electron/core/boarding/boarding-client';
import { createStatusTracker } from '../../electron/core/status/status-tracker';
import { validFullPayload } from '../../tests/fixtures/merchant';
import { signedInAuth, startTestSandbox } from '../../tests/core/support/sandbox-session';
import { statusDrafts } from '../../tests/core/support/status-drafts';
import { benchReport, measured, type BenchReport } from './report';

const merchants = 1000;

/** The most arrivals in any window of `windowMs` (sorted times, two pointers). */
function busiestWindow(times: number[], windowMs: number): number {
  let most = 0;
  let start = 0;
  for (let end = 0; end < times.length; end += 1) {
    while (times[end]! - times[start]! >= windowMs) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

export default async function statusRoundBench(): Promise<BenchReport> {
  const test = await startTestSandbox();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-bench-'));
  try {
    const auth = await signedInAuth(test.sandbox);
    const client = createBoardingClient({ auth, fetch });
    const target = auth.current();
    if (!target.ok) throw new Error(target.error.message);
    const environmentId = target.value.environmentId;
    // Each merchant's record is its application's draft (decisions 89), stored as submitted.
    const drafts = await statusDrafts(dir);
    const post = pLimit(8);
    await Promise.all(
      Array.from({ length: merchants }, (_, index) =>
        post(async () => {
          const referenceId = randomUUID();
          const submitted = await client.submit(
            validFullPayload({ legalName: `Round Shop ${index}` }),
            referenceId,
          );
          if (!submitted.ok) throw new Error(submitted.error.message);
          await drafts.submit({
            draftId: randomUUID(),
            merchantId: submitted.value.merchantId,
            environmentId,
            referenceId,
            seen: { status: 'Submitted', statusReason: 'Received' },
          });
        }),
      ),
    );

    const tracker = createStatusTracker({
      dir,
      records: drafts.records,
      drafts: drafts.drafts,
      client,
      auth,
      maxPerRound: merchants,
      concurrency: 8,
    });
    await tracker.load();
    const startedAt = Date.now();
    const round = await tracker.refreshAll();
    const seconds = (Date.now() - startedAt) / 1000;
    const arrivals = test.sandbox.admin
      .merchantGetTimes()
      .filter((at) => at >= startedAt)
      .sort((a, b) => a - b);
    const limit = defaultRateLimit.getsPerSecond;
    const refused = round?.failures.filter((failure) => failure.code === 'RATE_LIMITED').length;
    await tracker.stop();
    await drafts.drafts.close();
    return benchReport({
      'status round over 1,000 merchants': measured(seconds, 's', '<=', 30),
      'merchants checked in the round': measured(
        round?.checked ?? 0,
        'merchants',
        '>=',
        merchants,
        0,
      ),
      [`most GETs in any 1 s window (limit ${limit})`]: measured(
        busiestWindow(arrivals, 1000),
        'GETs',
        '<=',
        limit,
        0,
      ),
      '429 answers during the round': measured(refused ?? 0, 'answers', '<=', 0, 0),
    });
  } finally {
    await test.close();
    await rm(dir, { recursive: true, force: true });
  }
}
