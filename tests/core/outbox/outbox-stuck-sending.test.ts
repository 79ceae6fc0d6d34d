// A draft the store still holds as 'sending' (a lifecycle write failed after a POST) stays the
// outbox's: it is treated as possibly delivered, looked up before any resend, and never dropped
// as gone, which would leave it 'sending', neither editable nor sent, until the next restart.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import type { Fetch } from '../../../electron/core/ports';
import { validFullPayload } from '../../fixtures/merchant';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { controlledSource, storageFailure } from './controlled-source';

let harness: OutboxHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('outbox and a draft left sending', () => {
  it('on restart, looks up a sending draft the store could not mark, and sends nothing twice', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    const { store } = harness;
    // The app stopped right after the POST reached the service: the draft is 'sending'...
    expect((await store.enqueue(id!)).ok).toBe(true);
    expect((await store.markLifecycle(id!, { to: 'sending' })).ok).toBe(true);
    const sent = await createBoardingClient({ auth: harness.auth, fetch }).submit(
      validFullPayload(),
      await harness.referenceIdOf(id!),
    );
    expect(sent.ok).toBe(true);
    // ...and the queue file kept only its last fsync'd copy: queued, not uncertain.
    const now = Date.now();
    const stale = { draftId: id, state: 'queued', attempts: 0, nextAttemptAt: null };
    const item = { ...stale, isUncertain: false, enqueuedAt: now, updatedAt: now };
    await writeFile(
      path.join(harness.dataDir, 'outbox.json'),
      JSON.stringify({ version: 1, items: [item] }),
    );
    // On start the store cannot record needs-attention (disk full for that one write).
    let failures = 0;
    const source = controlledSource(store, {
      markLifecycle: (_draftId, change) =>
        change.to === 'needs-attention' && failures++ === 0 ? storageFailure : undefined,
    });
    const outbox = harness.openOutbox({ source });
    await outbox.start();
    expect(outbox.state().items).toMatchObject([{ draftId: id, isUncertain: true }]);
    await outbox.drain();
    await harness.expectExactlyOnce([id!]);
    const audit = await harness.audit.read();
    expect(audit.map((entry) => [entry.action, entry.outcome])).toEqual([['lookup', 'ok']]);
  });

  it('keeps an item whose draft could not be marked queued again, and sends it once', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    let posts = 0;
    // The first POST is answered 429: nothing stored, the item waits to try again.
    const busyOnce: Fetch = async (input, init) => {
      if (init?.method === 'POST' && posts++ === 0)
        return new Response('', { status: 429, headers: { 'Retry-After': '0' } });
      return fetch(input, init);
    };
    // Moving the draft from sending back to queued fails: it stays 'sending'.
    let isSent = false;
    const source = controlledSource(harness.store, {
      markLifecycle: (_draftId, change) => {
        if (change.to === 'sending') isSent = true;
        return change.to === 'queued' && isSent ? storageFailure : undefined;
      },
    });
    const outbox = harness.openOutbox({ source, fetch: busyOnce });
    await outbox.start();
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    await outbox.drain();
    expect(harness.events.some((progress) => progress.event === 'removed')).toBe(false);
    await harness.expectExactlyOnce([id!]);
    const audit = await harness.audit.read();
    // It may have been at the service (the store says sending): looked up before it was resent.
    expect(audit.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['submit', 'RATE_LIMITED'],
      ['lookup', 'ok'],
      ['submit', 'ok'],
    ]);
  });

  it('records a rejection on the draft even when the first write fails, never leaving it sending', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    // The service refuses the application (a rule only it knows): nothing is stored.
    const refusing: Fetch = async (input, init) => {
      if (init?.method !== 'POST') return fetch(input, init);
      const body = JSON.stringify({
        message: 'Validation failed',
        errors: [{ field: 'legalName', message: 'Name already boarded' }],
      });
      return new Response(body, { status: 400, headers: { 'Content-Type': 'application/json' } });
    };
    // The first attempt to record the rejection on the draft fails (disk full for that write).
    let failures = 0;
    const source = controlledSource(harness.store, {
      markLifecycle: (_draftId, change) =>
        change.to === 'rejected' && failures++ === 0 ? storageFailure : undefined,
    });
    const outbox = harness.openOutbox({ source, fetch: refusing });
    await outbox.start();
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    await outbox.drain();
    const draft = await harness.store.get(id!);
    expect(draft.ok && draft.value.lifecycle).toBe('rejected');
    expect(outbox.state().items).toMatchObject([{ draftId: id, state: 'rejected' }]);
    expect(harness.test.sandbox.admin.listMerchants()).toHaveLength(0);
  });
});
