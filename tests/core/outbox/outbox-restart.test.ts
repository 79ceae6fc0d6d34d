// The queue survives restarts, rebuilt from the drafts: a graceful stop mid-queue, and a crash
// while POSTs were in the air (some had reached the service, some had not). A new outbox on the
// same data dir finishes the queue, asking by referenceId before any resend, and a 409 on a
// resend is settled by looking the merchant up. Always exactly once.
import { afterEach, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import type { Fetch } from '../../../electron/core/ports';
import { validFullPayload } from '../../fixtures/merchant';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { waitFor } from '../support/wait-for';

let harness: OutboxHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('outbox across restarts', () => {
  it('finishes the queue after a graceful stop mid-queue, from the drafts alone', async () => {
    harness = await createOutboxHarness({ latencyMs: 40 });
    const ids = await harness.createDrafts(12);
    const first = harness.openOutbox({ concurrency: 2, isOnline: false });
    await first.start();
    for (const id of ids) expect((await first.enqueue(id)).ok).toBe(true);
    first.setOnline(true);
    await waitFor(() => first.state().totals.submitted >= 3, 'three submissions');
    await first.stop();
    const stopped = first.state();
    expect(stopped.paused?.reason).toBe('stopped');
    expect(stopped.totals.submitted).toBeLessThan(12);
    expect(stopped.totals.submitted + stopped.totals.pending).toBe(12);

    // The drafts' lifecycles are the queue's one durable record: no queue file (decisions 32).
    expect(await readdir(harness.dataDir)).not.toContain('outbox.json');

    const second = harness.openOutbox();
    expect((await second.start()).ok).toBe(true);
    expect(second.state().totals.pending).toBe(12 - stopped.totals.submitted);
    await second.drain();
    await harness.expectExactlyOnce(ids);
  });

  it('after a crash with POSTs in the air, checks by referenceId and never sends twice', async () => {
    harness = await createOutboxHarness();
    const ids = await harness.createDrafts(4);
    let posts = 0;
    // The "crashed" app: every POST hangs forever; odd ones reached the service first.
    const dyingFetch: Fetch = async (input, init) => {
      if (init?.method !== 'POST') return fetch(input, init);
      posts += 1;
      if (posts % 2 === 1) await (await fetch(input, init)).text();
      return new Promise<Response>(() => undefined);
    };
    const crashed = harness.openOutbox({ fetch: dyingFetch }, true);
    await crashed.start();
    for (const id of ids) expect((await crashed.enqueue(id)).ok).toBe(true);
    await waitFor(() => posts === 4, 'four POSTs in the air');
    expect(harness.test.sandbox.admin.listMerchants()).toHaveLength(2);

    const restarted = harness.openOutbox();
    await restarted.start();
    expect(restarted.state().items.every((item) => item.isUncertain)).toBe(true);
    await restarted.drain();
    await harness.expectExactlyOnce(ids);
    expect(harness.test.sandbox.admin.listMerchants()).toHaveLength(4);
    const audit = await harness.audit.read({ limit: 100 });
    const lookups = audit.filter((entry) => entry.action === 'lookup');
    expect(lookups).toHaveLength(4);
    expect(lookups.filter((entry) => entry.merchantId !== undefined)).toHaveLength(2);
    // Only the two that never arrived were sent again.
    expect(
      audit.filter((entry) => entry.action === 'submit' && entry.outcome === 'ok'),
    ).toHaveLength(2);
  });

  it('settles a 409 on a resend by looking the existing merchant up', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    const referenceId = await harness.referenceIdOf(id!);
    const direct = await createBoardingClient({ auth: harness.auth, fetch }).submit(
      validFullPayload(),
      referenceId,
    );
    if (!direct.ok) throw new Error(direct.error.message);
    const outbox = harness.openOutbox();
    await outbox.start();
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
    expect(outbox.state().items[0]).toMatchObject({
      state: 'submitted',
      merchantId: direct.value.merchantId,
    });
    const audit = await harness.audit.read();
    expect(audit.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['submit', 'CONFLICT'],
      ['lookup', 'ok'],
    ]);
  });
});
