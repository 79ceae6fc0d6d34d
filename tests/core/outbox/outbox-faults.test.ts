// The outbox against the sandbox's faults: 5xx, 429 with Retry-After,
// drop-after-store and 401 mid-queue. Each run ends with every application submitted exactly
// once: its referenceId present once on the server, none lost.
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxProgress } from '../../../shared/outbox/outbox-schema';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';

let harness: OutboxHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function enqueueAll(
  outbox: { enqueue(id: string): Promise<{ ok: boolean }> },
  ids: string[],
): Promise<void> {
  for (const id of ids) expect((await outbox.enqueue(id)).ok).toBe(true);
}

function eventsOf(events: OutboxProgress[], event: OutboxProgress['event']): OutboxProgress[] {
  return events.filter((progress) => progress.event === event);
}

/**
 * Queues `count` ready drafts against a sandbox with `faults`, drains the outbox and checks every
 * application reached the service exactly once (none lost, no duplicate referenceId).
 */
async function drainUnderFaults(
  faults: Parameters<typeof createOutboxHarness>[0],
  count: number,
): Promise<OutboxHarness> {
  const faulted = await createOutboxHarness(faults);
  harness = faulted; // closed by afterEach
  const ids = await faulted.createDrafts(count);
  const outbox = faulted.openOutbox();
  await outbox.start();
  await enqueueAll(outbox, ids);
  await outbox.drain();
  await faulted.expectExactlyOnce(ids);
  return faulted;
}

describe('outbox against sandbox faults', () => {
  it('sends a clean queue once each, four at a time, with an audit line per POST', async () => {
    harness = await createOutboxHarness({ latencyMs: 5 });
    const ids = await harness.createDrafts(12);
    const outbox = harness.openOutbox();
    await outbox.start();
    let maxInFlight = 0;
    outbox.onProgress(
      (progress) => (maxInFlight = Math.max(maxInFlight, progress.totals.inFlight)),
    );
    await enqueueAll(outbox, ids);
    await outbox.drain();
    await harness.expectExactlyOnce(ids);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(4);
    expect(outbox.state().totals).toMatchObject({ pending: 0, submitted: 12 });
    const audit = await harness.audit.read();
    expect(
      audit.filter((entry) => entry.action === 'submit' && entry.outcome === 'ok'),
    ).toHaveLength(12);
    expect(audit.every((entry) => entry.environmentId === 'sandbox')).toBe(true);
  });

  it('backs off on 5xx and still submits everything exactly once', async () => {
    // Every 4th merchant request fails, GETs included: a POST answered 5xx is looked up before it
    // is sent again (http-status.ts), so an attempt may be two requests, and a rate of 1/2 could
    // fail the same half of every attempt.
    const faulted = await drainUnderFaults({ serverErrorRate: 0.25 }, 10);
    const retries = eventsOf(faulted.events, 'retry-in');
    expect(retries.length).toBeGreaterThan(0);
    expect(retries.every((progress) => progress.item?.lastError?.code === 'SERVER_ERROR')).toBe(
      true,
    );
    // Exponential with equal jitter (random 0.5): 1st retry 750 ms, 2nd 1500 ms, ...
    const firstRetries = retries
      .filter((progress) => progress.item?.attempts === 1)
      .map((progress) => progress.retryInMs);
    expect(new Set(firstRetries)).toEqual(new Set([750]));
    const audit = await faulted.audit.read({ limit: 1000 });
    expect(
      audit.filter((entry) => entry.outcome === 'SERVER_ERROR' && entry.httpStatus === 500).length,
    ).toBe(retries.length);
  });

  it('honours Retry-After on 429', async () => {
    const faulted = await drainUnderFaults({ rateLimitRate: 0.5, retryAfterSeconds: 4 }, 8);
    const limited = eventsOf(faulted.events, 'retry-in').filter(
      (progress) => progress.item?.lastError?.code === 'RATE_LIMITED',
    );
    expect(limited.length).toBeGreaterThan(0);
    for (const progress of limited) expect(progress.retryInMs).toBeGreaterThanOrEqual(4_000);
    expect(faulted.delays.filter((delay) => delay >= 4_000).length).toBeGreaterThanOrEqual(
      limited.length,
    );
  });

  it('never resends blindly after drop-after-store: it finds the merchant by referenceId', async () => {
    const faulted = await drainUnderFaults({ dropAfterStoreRate: 0.5 }, 10);
    const audit = await faulted.audit.read({ limit: 1000 });
    const dropped = audit.filter(
      (entry) => entry.action === 'submit' && entry.outcome === 'OFFLINE',
    );
    const lookups = audit.filter(
      (entry) => entry.action === 'lookup' && entry.outcome === 'ok' && entry.merchantId,
    );
    expect(dropped.length).toBe(5);
    // Each dropped POST was settled by a lookup that found it, not by a second POST.
    expect(lookups.map((entry) => entry.draftId).sort()).toEqual(
      dropped.map((entry) => entry.draftId).sort(),
    );
    expect(audit.filter((entry) => entry.action === 'submit').length).toBe(10);
    expect(eventsOf(faulted.events, 'checking').length).toBe(5);
  });

  it('pauses on 401 mid-queue, loses nothing, and resumes after sign-in', async () => {
    harness = await createOutboxHarness({ latencyMs: 15 });
    const ids = await harness.createDrafts(12);
    const outbox = harness.openOutbox({ concurrency: 2 });
    await outbox.start();
    const { sandbox } = harness.test;
    let isExpired = false;
    outbox.onProgress((progress) => {
      if (!isExpired && progress.totals.submitted >= 3) {
        isExpired = true;
        void sandbox.admin.expireAllTokens();
      }
    });
    await enqueueAll(outbox, ids);
    await outbox.drain();
    const paused = outbox.state();
    expect(paused.paused).toEqual({ reason: 'sign-in' });
    expect(paused.totals.submitted).toBeGreaterThanOrEqual(3);
    expect(paused.totals.submitted).toBeLessThan(12);
    expect(paused.totals.submitted + paused.totals.pending).toBe(12);
    expect(harness.auth.expiredCount).toBeGreaterThan(0);
    const resumed = new Promise<void>((resolve) =>
      outbox.onProgress((progress) => progress.event === 'resumed' && resolve()),
    );
    await harness.auth.signIn();
    await resumed;
    await outbox.drain();
    expect(outbox.state().paused).toBeNull();
    await harness.expectExactlyOnce(ids);
  });
});
