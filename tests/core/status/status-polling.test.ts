// The periodic rounds against the sandbox, with an injected clock and a schedule the test fires by
// hand (nothing waits on wall-clock time): Approved merchants are asked about once a day, a round
// asks about a bounded number of merchants, least recently checked first, and the interval is
// read at every wake, so a changed setting applies without a restart and 0 means off.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import {
  createStatusTracker,
  type StatusTrackerOptions,
} from '../../../electron/core/status/status-tracker';
import { validFullPayload } from '../../fixtures/merchant';
import {
  environmentIdOf,
  signedInAuth,
  startTestSandbox,
  type TestAuth,
  type TestSandbox,
} from '../support/sandbox-session';
import { statusDrafts, withTrack } from '../support/status-drafts';
import { waitFor } from '../support/wait-for';

const minute = 60_000;
const day = 24 * 60 * minute;
let test: TestSandbox;
let auth: TestAuth;
let asked: string[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  test = await startTestSandbox();
  auth = await signedInAuth(test.sandbox);
});
afterAll(async () => {
  await test.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const environmentId = () => environmentIdOf(auth);

async function boarded(
  status: string,
): Promise<{ draftId: string; merchantId: string; referenceId: string }> {
  const client = createBoardingClient({ auth, fetch });
  const referenceId = randomUUID();
  const submitted = await client.submit(validFullPayload({ legalName: 'Poll Shop' }), referenceId);
  if (!submitted.ok) throw new Error(submitted.error.message);
  const { merchantId } = submitted.value;
  await test.sandbox.admin.setStatus(Number(merchantId), status, status);
  return { draftId: randomUUID(), merchantId, referenceId };
}

async function tracker(now: () => number, overrides: Partial<StatusTrackerOptions> = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-poll-'));
  dirs.push(dir);
  const real = createBoardingClient({ auth, fetch });
  const drafts = await statusDrafts(dir, { now });
  return withTrack(
    createStatusTracker({
      dir,
      records: drafts.records,
      drafts: drafts.drafts,
      auth,
      clock: { now },
      client: { getById: (id) => (asked.push(id), real.getById(id)) },
      ...overrides,
    }),
    drafts,
  );
}

describe('status polling', () => {
  it('asks about an Approved merchant once a day and a pending one every round', async () => {
    let now = 10 * day;
    const status = await tracker(() => now);
    const approved = await boarded('Approved');
    const pending = await boarded('InReview');
    for (const [merchant, seen] of [
      [approved, 'Approved'],
      [pending, 'InReview'],
    ] as const)
      await status.track({
        ...merchant,
        environmentId: environmentId(),
        seen: { status: seen, statusReason: seen },
      });

    asked = [];
    for (let round = 0; round < 3; round += 1) {
      now += 8 * 60 * minute; // 8 h, 16 h, 24 h after the Approved status was seen
      await status.refreshAll();
    }
    expect(asked.slice(0, 2)).toEqual([pending.merchantId, pending.merchantId]);
    expect(asked.slice(2).sort()).toEqual([approved.merchantId, pending.merchantId].sort());
    // A manual refresh still asks at once.
    expect((await status.refresh(approved.draftId)).ok).toBe(true);
    await status.stop();
  });

  it('bounds each round and asks the least recently checked first', async () => {
    let now = 20 * day;
    const status = await tracker(() => now, { maxPerRound: 2, concurrency: 1 });
    const merchants = [
      await boarded('InReview'),
      await boarded('InReview'),
      await boarded('InReview'),
    ];
    for (const merchant of merchants) {
      now += 1;
      await status.track({ ...merchant, environmentId: environmentId() });
    }
    asked = [];
    now += minute;
    await status.refreshAll();
    now += minute;
    await status.refreshAll();
    const ids = merchants.map((merchant) => merchant.merchantId);
    expect(asked).toEqual([ids[0], ids[1], ids[2], ids[0]]);
    await status.stop();
  });

  it('reads the interval at every wake: a new setting applies at once, and 0 is off', async () => {
    let now = 30 * day;
    let minutes = 60;
    const wakes: { callback: () => void; delayMs: number }[] = [];
    const status = await tracker(() => now, {
      intervalMs: () => minutes * minute,
      schedule: (callback, delayMs) => {
        wakes.push({ callback, delayMs });
        return () => undefined;
      },
    });
    await status.track({ ...(await boarded('InReview')), environmentId: environmentId() });
    await status.start();
    asked = [];
    async function wake(): Promise<void> {
      const count = wakes.length;
      const next = wakes.at(-1);
      now += next?.delayMs ?? 0;
      next?.callback();
      await waitFor(() => wakes.length > count, 'the tracker to sleep again');
    }

    expect(wakes.map((entry) => entry.delayMs)).toEqual([minute]); // wakes each minute to look
    await wake();
    expect(asked).toEqual([]); // one minute of sixty: not due

    minutes = 2; // the agent changes the setting
    await wake();
    expect(asked).toHaveLength(1);
    expect(wakes.at(-1)?.delayMs).toBe(minute);

    minutes = 0; // off
    for (let count = 0; count < 5; count += 1) await wake();
    expect(asked).toHaveLength(1);
    await status.stop();
  });
});
