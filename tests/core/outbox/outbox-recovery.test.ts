// No application is lost or sent blindly across a restart: the draft store is the outbox's one
// durable record (it fsyncs every lifecycle move, decisions 32) and the outbox rebuilds from it.
// An earlier version's queue file is honoured where it knew more (a stale copy that lost its
// uncertain mark is overruled by the draft), one that cannot be read holds nothing back, a draft
// store that cannot be read starts nothing, and finished-item pruning keeps needs-attention items.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import { validFullPayload } from '../../fixtures/merchant';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { controlledSource, storageFailure } from './controlled-source';

let harness: OutboxHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function lifecycleOf(draftId: string): Promise<string | false> {
  const draft = await harness!.store.get(draftId);
  return draft.ok && draft.value.lifecycle;
}

/** The queue file as a folder with something in it: unreadable, and nothing can be renamed over it. */
async function blockQueueFile(): Promise<string> {
  const file = path.join(harness!.dataDir, 'outbox.json');
  await rm(file, { force: true });
  await mkdir(file);
  await writeFile(path.join(file, 'keep'), 'x');
  return file;
}

/** The app died after the POST reached the service and the draft store recorded needs-attention. */
async function sentThenLost(draftId: string): Promise<void> {
  const { store } = harness!;
  expect((await store.enqueue(draftId)).ok).toBe(true);
  expect((await store.markLifecycle(draftId, { to: 'sending' })).ok).toBe(true);
  const referenceId = await harness!.referenceIdOf(draftId);
  const sent = await createBoardingClient({ auth: harness!.auth, fetch }).submit(
    validFullPayload(),
    referenceId,
  );
  expect(sent.ok).toBe(true);
  const marked = await store.markLifecycle(draftId, { to: 'needs-attention', reason: 'lost' });
  expect(marked.ok).toBe(true);
}

describe('outbox recovery from the draft store', () => {
  it('adopts a draft left queued without a queue entry and sends it once', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    // The app stopped after the draft was marked queued, before the queue file was written.
    expect((await harness.store.enqueue(id!)).ok).toBe(true);
    const outbox = harness.openOutbox();
    await outbox.start();
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
  });

  it('looks up, never resends, a draft whose queue entry lost its uncertain mark', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    await sentThenLost(id!);
    // A power cut kept only the queue's last fsync'd version: queued, not yet uncertain.
    const now = Date.now();
    const stale = { draftId: id, state: 'queued', attempts: 0, nextAttemptAt: null };
    const item = { ...stale, isUncertain: false, enqueuedAt: now, updatedAt: now };
    await writeFile(
      path.join(harness.dataDir, 'outbox.json'),
      JSON.stringify({ version: 1, items: [item] }),
    );
    const outbox = harness.openOutbox();
    await outbox.start();
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
    const audit = await harness.audit.read();
    expect(audit.map((entry) => [entry.action, entry.outcome])).toEqual([['lookup', 'ok']]);
  });

  it('shows a needs-attention draft the queue lost, and settles it by lookup on retry', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    await sentThenLost(id!);
    const outbox = harness.openOutbox();
    await outbox.start();
    await outbox.drain();
    expect(outbox.state().items).toMatchObject([
      { draftId: id, state: 'needs-attention', isUncertain: true },
    ]);
    expect(harness.test.sandbox.admin.listMerchants()).toHaveLength(1);
    expect((await outbox.retry(id!)).ok).toBe(true);
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
    const submits = (await harness.audit.read()).filter((entry) => entry.action === 'submit');
    expect(submits).toHaveLength(0);
  });

  it('keeps needs-attention items however many finished items there are', async () => {
    harness = await createOutboxHarness({ serverErrorRate: 1 });
    const ids = await harness.createDrafts(3);
    const outbox = harness.openOutbox({ maxFinished: 1, backoff: { maxAttempts: 1 } });
    await outbox.start();
    for (const id of ids) expect((await outbox.enqueue(id)).ok).toBe(true);
    await outbox.drain();
    expect(outbox.state().totals.needsAttention).toBe(3);
    expect(
      outbox
        .state()
        .items.map((item) => item.draftId)
        .sort(),
    ).toEqual([...ids].sort());
  });

  it('refuses to cancel an item the draft store cannot take back', async () => {
    // 429, not 5xx: a 5xx to the POST leaves the item uncertain (http-status.ts).
    harness = await createOutboxHarness({ rateLimitRate: 1, retryAfterSeconds: 0 });
    const [id] = await harness.createDrafts(1);
    const outbox = harness.openOutbox({ backoff: { maxAttempts: 1 } });
    await outbox.start();
    await outbox.enqueue(id!);
    await outbox.drain();
    expect(outbox.state().items[0]).toMatchObject({ state: 'needs-attention', isUncertain: false });
    const cancelled = await outbox.cancel(id!);
    expect(!cancelled.ok && cancelled.error.code).toBe('INVALID_STATE');
    expect(outbox.state().items).toHaveLength(1);
    expect(await lifecycleOf(id!)).toBe('needs-attention');
  });

  it('does not queue what the draft store cannot record, and leaves the draft ready', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    const source = controlledSource(harness.store, {
      markLifecycle: (_draftId, change) => (change.to === 'queued' ? storageFailure : undefined),
    });
    const outbox = harness.openOutbox({ source });
    await outbox.start();
    const queued = await outbox.enqueue(id!);
    expect(!queued.ok && queued.error.code).toBe('STORAGE');
    expect(outbox.state().items).toHaveLength(0);
    expect(await lifecycleOf(id!)).toBe('ready');
  });

  it('does not start while the drafts cannot be read, and starts with the next action', async () => {
    harness = await createOutboxHarness();
    const [waiting, next] = await harness.createDrafts(2);
    expect((await harness.store.enqueue(waiting!)).ok).toBe(true);
    let isUnreadable = true;
    const source = {
      ...controlledSource(harness.store, {}),
      inOutbox: () => (isUnreadable ? Promise.resolve(storageFailure) : harness!.store.inOutbox()),
    };
    const outbox = harness.openOutbox({ source });
    const started = await outbox.start();
    expect(!started.ok && started.error.code).toBe('STORAGE');
    const refused = await outbox.enqueue(next!);
    expect(!refused.ok && refused.error.code).toBe('STORAGE');
    expect(await lifecycleOf(next!)).toBe('ready');

    // Readable again: the queued draft comes back with the next action, and both go once.
    isUnreadable = false;
    expect((await outbox.enqueue(next!)).ok).toBe(true);
    await outbox.drain();
    await harness.expectExactlyOnce([waiting!, next!]);
  });

  it("starts from the drafts when an earlier version's queue file cannot be read, and keeps it", async () => {
    harness = await createOutboxHarness();
    const [waiting] = await harness.createDrafts(1);
    expect((await harness.store.enqueue(waiting!)).ok).toBe(true);
    const file = await blockQueueFile();
    const outbox = harness.openOutbox();
    expect((await outbox.start()).ok).toBe(true);
    await outbox.drain();
    await harness.expectExactlyOnce([waiting!]);
    // Left where it is (it may hold what an earlier version knew), for the next start to read.
    expect((await stat(file)).isDirectory()).toBe(true);
  });
});
