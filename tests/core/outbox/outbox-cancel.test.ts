// Taking an application back (outbox.cancel) returns the draft first and lets go of the queue item
// only after the draft store recorded it, so neither a crash in between nor a store that refuses
// can end with a cancelled application being sent after a restart.
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { waitFor } from '../support/wait-for';
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

describe('outbox cancel', () => {
  it('sends nothing after a crash between returning the draft and saving the queue', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    const { store } = harness;
    // The "crashed" app: the draft store takes the draft back, then the process dies.
    let isReturned = false;
    const dying = controlledSource(store, {
      cancelQueued: (draftId) =>
        store.cancelQueued(draftId).then(() => {
          isReturned = true;
          return new Promise<never>(() => undefined);
        }),
    });
    const crashed = harness.openOutbox({ source: dying, isOnline: false }, true);
    await crashed.start();
    expect((await crashed.enqueue(id!)).ok).toBe(true);
    void crashed.cancel(id!);
    await waitFor(() => isReturned, 'the draft store to take the draft back');
    expect(await lifecycleOf(id!)).toBe('ready');

    const restarted = harness.openOutbox();
    await restarted.start();
    await restarted.drain();
    expect(harness.test.sandbox.admin.listMerchants()).toHaveLength(0);
    expect(restarted.state().items).toHaveLength(0);
    expect(await lifecycleOf(id!)).toBe('ready');
    expect(await harness.audit.read()).toHaveLength(0);
  });

  it('reports nothing removed until the draft is back, so a crash before that loses nothing', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    // The "crashed" app dies as it asks the draft store to take the draft back.
    let isAsked = false;
    const dying = controlledSource(harness.store, {
      cancelQueued: () => {
        isAsked = true;
        return new Promise<never>(() => undefined);
      },
    });
    const crashed = harness.openOutbox({ source: dying, isOnline: false }, true);
    await crashed.start();
    expect((await crashed.enqueue(id!)).ok).toBe(true);
    void crashed.cancel(id!);
    await waitFor(() => isAsked, 'the cancel to reach the draft store');
    // The agent was never told it was taken out, and the draft is still queued: it is still the
    // outbox's to send.
    expect(harness.events.filter((progress) => progress.event === 'removed')).toHaveLength(0);
    expect(crashed.state().items).toMatchObject([{ draftId: id, state: 'queued' }]);

    const restarted = harness.openOutbox();
    await restarted.start();
    await restarted.drain();
    await harness.expectExactlyOnce([id!]);
  });

  it('keeps the item, and sends it, when the draft store cannot take the draft back', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    const source = controlledSource(harness.store, {
      cancelQueued: async () => storageFailure,
    });
    const outbox = harness.openOutbox({ source, isOnline: false });
    await outbox.start();
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    const cancelled = await outbox.cancel(id!);
    expect(!cancelled.ok && cancelled.error.code).toBe('STORAGE');
    expect(outbox.state().items).toMatchObject([{ draftId: id, state: 'queued' }]);
    expect(await lifecycleOf(id!)).toBe('queued');
    // Not stranded: still the outbox's, so it goes out once the app is online.
    outbox.setOnline(true);
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
  });
});
