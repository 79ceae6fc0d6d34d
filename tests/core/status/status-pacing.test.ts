// Status checks paced per environment against the real sandbox and its rate limit (decisions 53):
// a failure backs the environment off (the periodic round sends nothing until then), a 429's
// Retry-After holds every GET, the client's rate limit keeps the sandbox from ever answering 429
// in a big check (requests counted per second as the sandbox saw them), and Refresh with nothing
// changed answers a check with no changes.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import {
  createStatusTracker,
  type StatusTrackerOptions,
} from '../../../electron/core/status/status-tracker';
import { createPacer } from '../../../electron/core/status/pacer';
import { statusCheckWords } from '../../../renderer/words/status-check';
import { catalogueIntl } from '../../renderer/intl';
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

let test: TestSandbox;
let auth: TestAuth;
const dirs: string[] = [];

beforeAll(async () => {
  test = await startTestSandbox();
  auth = await signedInAuth(test.sandbox);
});
afterEach(() => {
  test.sandbox.faults.reset();
  test.sandbox.admin.setRateLimit({ getsPerSecond: 60, burst: 60 });
});
afterAll(async () => {
  await test.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const environmentId = () => environmentIdOf(auth);

async function boardedMany(count: number, legalName = 'Paced Shop [hold]') {
  const client = createBoardingClient({ auth, fetch });
  const boarded: { draftId: string; merchantId: string; referenceId: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const referenceId = randomUUID();
    const submitted = await client.submit(validFullPayload({ legalName }), referenceId);
    if (!submitted.ok) throw new Error(submitted.error.message);
    boarded.push({ draftId: randomUUID(), merchantId: submitted.value.merchantId, referenceId });
  }
  return boarded;
}

async function tracker(overrides: Partial<StatusTrackerOptions> = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-pace-'));
  dirs.push(dir);
  const drafts = await statusDrafts(dir, overrides.clock);
  return withTrack(
    createStatusTracker({
      dir,
      records: drafts.records,
      drafts: drafts.drafts,
      auth,
      client: createBoardingClient({ auth, fetch }),
      ...overrides,
    }),
    drafts,
  );
}

const gets = () => test.sandbox.admin.merchantGetTimes().length;

describe('status check pacing', () => {
  it('backs off after failures, doubling with jitter, and sends nothing in a round until then', async () => {
    let now = 1_000_000;
    const pacer = createPacer({ now: () => now, random: () => 1, baseMs: 30_000 });
    let fire: (() => void) | undefined;
    const status = await tracker({
      clock: { now: () => now },
      pacer,
      concurrency: 1,
      intervalMs: 60_000,
      wakeMs: 60_000,
      schedule: (callback) => ((fire = callback), () => undefined),
    });
    const [first, second] = await boardedMany(2);
    for (const merchant of [first!, second!])
      await status.track({ ...merchant, environmentId: environmentId() });
    await status.start();
    test.sandbox.faults.set({ serverErrorRate: 1 });

    const before = gets();
    const failed = await status.refreshAll();
    // The round stops at its first failure: one GET, not one per merchant.
    expect(gets() - before).toBe(1);
    expect(failed?.failures).toEqual([expect.objectContaining({ code: 'SERVER_ERROR' })]);
    expect(status.pacing(environmentId())).toMatchObject({ failures: 1, readyAt: now + 30_000 });
    await status.refreshAll();
    expect(status.pacing(environmentId())).toMatchObject({ failures: 2, readyAt: now + 60_000 });

    // The timer wakes past the interval but inside the backoff: no GET.
    now += 59_000;
    const during = gets();
    fire?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gets()).toBe(during);

    // After the backoff the round runs again; a success ends the backoff.
    test.sandbox.faults.reset();
    now += 2_000;
    fire?.();
    await waitFor(() => status.pacing(environmentId()).failures === 0, 'the round after backoff');
    expect(gets()).toBeGreaterThan(during);
    await status.stop();
  });

  it('honours 429 Retry-After: the rest of the check waits and the next check sends nothing', async () => {
    const status = await tracker({ concurrency: 1 });
    const merchants = await boardedMany(3);
    for (const merchant of merchants)
      await status.track({ ...merchant, environmentId: environmentId() });
    await status.load();
    test.sandbox.admin.setRateLimit({ getsPerSecond: 0.1, burst: 1 });

    const before = gets();
    const checked = await status.checkAll();
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(gets() - before).toBe(2); // one served, one refused with 429, then it stopped
    expect(checked.value.checked).toBe(1);
    expect(checked.value.failures).toEqual([expect.objectContaining({ code: 'RATE_LIMITED' })]);
    expect(checked.value.retryAt).toBeGreaterThan(Date.now());

    const again = await status.checkAll();
    expect(gets() - before).toBe(2);
    expect(again.ok && again.value.failures[0]?.code).toBe('RATE_LIMITED');
  });

  it('never exceeds the rate limit: no 429, and at most the limit per second at the sandbox', async () => {
    test.sandbox.admin.setRateLimit({ getsPerSecond: 20, burst: 20 });
    const status = await tracker({ ratePerSecond: 15, concurrency: 4 });
    const merchants = await boardedMany(50);
    for (const merchant of merchants)
      await status.track({ ...merchant, environmentId: environmentId() });
    const from = Date.now();
    const checked = await status.checkAll();
    expect(checked.ok && checked.value).toMatchObject({ checked: 50, failures: [] });
    const arrivals = test.sandbox.admin.merchantGetTimes().filter((at) => at >= from);
    expect(arrivals).toHaveLength(50);
    let busiest = 0;
    for (const [index, at] of arrivals.entries())
      busiest = Math.max(
        busiest,
        arrivals.filter((other, j) => j >= index && other < at + 1000).length,
      );
    // The client starts at most 15 a second; the network may bunch arrivals a little, so the
    // margin to the sandbox's 20 is what keeps every one of them served.
    expect(busiest).toBeLessThanOrEqual(20);
    expect(busiest).toBeGreaterThan(5);
  });

  it('Refresh with nothing changed answers the check time and no changes; a change is named', async () => {
    const status = await tracker();
    const [held] = await boardedMany(1);
    const [moving] = await boardedMany(1, 'Moving Shop');
    await status.track({
      ...held!,
      environmentId: environmentId(),
      seen: { status: 'Submitted', statusReason: 'Received' },
    });
    await status.track({
      ...moving!,
      environmentId: environmentId(),
      seen: { status: 'Submitted', statusReason: 'Received' },
    });
    const first = await status.checkAll();
    expect(first.ok && first.value.changes).toEqual([
      expect.objectContaining({
        merchantId: moving!.merchantId,
        previousStatus: 'Submitted',
        status: 'InReview',
      }),
    ]);
    await test.sandbox.admin.setStatus(Number(moving!.merchantId), 'InReview', 'Under review');
    const second = await status.checkAll();
    expect(second.ok && second.value).toMatchObject({ checked: 2, changes: [], failures: [] });
    expect(second.ok && second.value.checkedAt).toBeGreaterThan(0);
  });

  it('a check stopped by a failure says how far it got and why, never "no changes"', async () => {
    const status = await tracker({ concurrency: 1 });
    for (const merchant of await boardedMany(3))
      await status.track({ ...merchant, environmentId: environmentId() });
    await status.load();
    test.sandbox.faults.set({ serverErrorRate: 1 });
    const checked = await status.checkAll();
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value).toMatchObject({
      checked: 0,
      due: 3,
      stopped: { code: 'SERVER_ERROR' },
    });
    const words = statusCheckWords(catalogueIntl('en'), checked.value);
    expect(words).not.toMatch(/no changes/);
    expect(words).toMatch(/Stopped after 1 of 3: the service had a problem\. Try again later\.$/);
  });

  it('a sign-in that expires during Refresh answers the AUTH error, so the agent signs in', async () => {
    const status = await tracker({ concurrency: 1 });
    for (const merchant of await boardedMany(3))
      await status.track({ ...merchant, environmentId: environmentId() });
    await status.load();
    test.sandbox.faults.set({ expireTokens: true });
    try {
      const checked = await status.checkAll();
      expect(!checked.ok && checked.error.code).toBe('AUTH_EXPIRED');
    } finally {
      test.sandbox.faults.reset();
      await auth.signIn();
    }
  });

  it('Refresh with more merchants than it asks about at once asks the longest unasked first', async () => {
    let now = 1_000_000;
    const asked: string[] = [];
    const real = createBoardingClient({ auth, fetch });
    const status = await tracker({
      clock: { now: () => (now += 1000) },
      concurrency: 1,
      client: { ...real, getById: (id) => (asked.push(id), real.getById(id)) },
    });
    const merchants = await boardedMany(3);
    for (const merchant of merchants)
      await status.track({ ...merchant, environmentId: environmentId() });
    const [first, second, third] = merchants.map((merchant) => merchant.merchantId);
    expect((await status.checkAll(2)).ok).toBe(true);
    expect(asked).toEqual([first, second]);
    asked.length = 0;
    expect((await status.checkAll(2)).ok).toBe(true);
    expect(asked).toEqual([third, first]);
  });
});
