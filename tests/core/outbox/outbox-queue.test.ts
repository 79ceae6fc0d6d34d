// The outbox's own rules: online/offline, probing an unreachable service, the retry cap and
// retry(), cancel, enqueue checks, the renderer-facing schemas, and a corrupt queue file.
import { afterEach, describe, expect, it } from 'vitest';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Fetch } from '../../../electron/core/ports';
import { OutboxProgressSchema, OutboxStateSchema } from '../../../shared/outbox/outbox-schema';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { waitFor } from '../support/wait-for';

let harness: OutboxHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('outbox queue rules', () => {
  it('holds everything while offline and sends it all when back online', async () => {
    harness = await createOutboxHarness();
    const ids = await harness.createDrafts(5);
    const outbox = harness.openOutbox({ isOnline: false });
    await outbox.start();
    for (const id of ids) expect((await outbox.enqueue(id)).ok).toBe(true);
    await outbox.drain();
    expect(outbox.state()).toMatchObject({
      paused: { reason: 'offline' },
      online: false,
      totals: { pending: 5 },
    });
    expect(harness.test.sandbox.admin.listMerchants()).toHaveLength(0);
    outbox.setOnline(true);
    await outbox.drain();
    await harness.expectExactlyOnce(ids);
    for (const progress of harness.events) OutboxProgressSchema.parse(progress);
    OutboxStateSchema.parse(outbox.state());
  });

  it('treats an unreachable service as offline, probes, and resumes by itself', async () => {
    harness = await createOutboxHarness();
    const ids = await harness.createDrafts(4);
    let isDown = true;
    let refused = 0;
    // The network edge: connection refused while "down", as undici reports it.
    const flakyFetch: Fetch = async (input, init) => {
      if (isDown) {
        refused += 1;
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
        });
      }
      return fetch(input, init);
    };
    const outbox = harness.openOutbox({ fetch: flakyFetch });
    await outbox.start();
    for (const id of ids) expect((await outbox.enqueue(id)).ok).toBe(true);
    await outbox.drain();
    expect(outbox.state()).toMatchObject({ paused: { reason: 'offline' }, online: false });
    // While unreachable it probes with one item at a time, never the whole queue.
    await waitFor(() => refused >= 8, 'a few probes');
    expect(
      outbox
        .state()
        .items.every((item) => item.state === 'queued' && item.attempts === 0 && !item.isUncertain),
    ).toBe(true);
    isDown = false;
    await waitFor(() => outbox.state().online, 'the outbox to notice the service is back');
    await outbox.drain();
    await harness.expectExactlyOnce(ids);
  });

  it('stops after maxAttempts with a clear reason, and retry() sends it once the service recovers', async () => {
    harness = await createOutboxHarness({ serverErrorRate: 1 });
    const [id] = await harness.createDrafts(1);
    const outbox = harness.openOutbox({ backoff: { baseMs: 100, maxAttempts: 3 } });
    await outbox.start();
    await outbox.enqueue(id!);
    await outbox.drain();
    const [item] = outbox.state().items;
    expect(item).toMatchObject({
      state: 'needs-attention',
      attempts: 3,
      lastError: { code: 'SERVER_ERROR', status: 500 },
    });
    const draft = await harness.store.get(id!);
    expect(draft.ok && draft.value.lifecycle).toBe('needs-attention');
    expect(draft.ok && draft.value.needsAttention?.reason).toMatch(/^Stopped after 3 attempts/);
    expect(harness.test.sandbox.admin.listMerchants()).toHaveLength(0);

    harness.test.sandbox.faults.reset();
    expect((await outbox.retry(id!)).ok).toBe(true);
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
    expect((await outbox.retry(id!)).ok).toBe(false);
  });

  it('cancels a queued item but refuses one that may already be at the service', async () => {
    harness = await createOutboxHarness();
    const [queuedId, uncertainId] = await harness.createDrafts(2);
    const outbox = harness.openOutbox({ isOnline: false });
    await outbox.start();
    await outbox.enqueue(queuedId!);
    expect(await outbox.cancel(queuedId!)).toEqual({ ok: true, value: undefined });
    // The outbox returned the draft itself: editable again, nothing left to take back.
    const returned = await harness.store.get(queuedId!);
    expect(returned.ok && returned.value.lifecycle).toBe('ready');
    expect((await harness.store.cancelQueued(queuedId!)).ok).toBe(false);
    expect(outbox.state().items).toHaveLength(0);
    expect((await outbox.cancel(queuedId!)).ok).toBe(false);
    await outbox.stop();

    // A POST that was answered by a dropped connection leaves the item uncertain.
    harness.test.sandbox.faults.set({ dropAfterStoreRate: 1, rateLimitRate: 0 });
    const dropping = harness.openOutbox({
      backoff: { baseMs: 60_000 },
      schedule: () => () => undefined,
    });
    await dropping.start();
    await dropping.enqueue(uncertainId!);
    await waitFor(() => dropping.state().items[0]?.state === 'retry-wait', 'the dropped POST');
    const cancelled = await dropping.cancel(uncertainId!);
    expect(!cancelled.ok && cancelled.error.code).toBe('INVALID_STATE');
    harness.test.sandbox.faults.reset();
    expect((await dropping.retry(uncertainId!)).ok).toBe(true);
    await dropping.drain();
    await harness.expectExactlyOnce([uncertainId!]);
  });

  it('refuses to queue an invalid or unknown draft and queues a draft only once', async () => {
    harness = await createOutboxHarness();
    const created = await harness.store.create({ payload: { legalName: 'Half done' } });
    if (!created.ok) throw new Error(created.error.message);
    const outbox = harness.openOutbox({ isOnline: false });
    await outbox.start();
    const invalid = await outbox.enqueue(created.value.id);
    expect(!invalid.ok && invalid.error.code).toBe('VALIDATION');
    expect(!invalid.ok && invalid.error.fieldErrors?.length).toBeGreaterThan(0);
    const unknown = await outbox.enqueue('8d1c3c9e-0b7e-4d0e-9a55-1f3e0d7c2b10');
    expect(unknown.ok).toBe(false);
    const [id] = await harness.createDrafts(1);
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    expect(outbox.state().items.map((item) => item.draftId)).toEqual([id]);
  });

  it('moves a corrupt queue file aside and reports it, never deleting it', async () => {
    harness = await createOutboxHarness();
    await writeFile(path.join(harness.dataDir, 'outbox.json'), '{"version":1,"items":[{"draftId":');
    const outbox = harness.openOutbox();
    const started = await outbox.start();
    expect(!started.ok && started.error.code).toBe('CORRUPT');
    const files = await readdir(path.join(harness.dataDir, 'quarantine'));
    expect(files.some((file) => file.startsWith('outbox.json.'))).toBe(true);
    const [id] = await harness.createDrafts(1);
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
  });
});
