// An upgrade from a version that kept the queue in outbox.json (decisions 32): what that file knew
// and the drafts of that version do not record (where each goes, that one was waiting to be looked
// up) is honoured, nothing it queued is lost, nothing is sent twice, its old sentences still
// parse, and the file goes once none of its drafts is in the outbox.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import { validFullPayload } from '../../fixtures/merchant';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';

let harness: OutboxHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

describe('outbox upgrade from a queue file', () => {
  it('sends what the old queue held once each, looking up the one that may have arrived', async () => {
    harness = await createOutboxHarness();
    const { store } = harness;
    const current = harness.auth.current();
    if (!current.ok) throw new Error('signed in expected');
    const { environmentId } = current.value;
    const [arrived, waiting] = await harness.createDrafts(2);
    // The old version sent `arrived`, lost the answer and was backing off; `waiting` was queued.
    expect((await store.enqueue(arrived!)).ok).toBe(true);
    expect((await store.markLifecycle(arrived!, { to: 'sending' })).ok).toBe(true);
    const client = createBoardingClient({ auth: harness.auth, fetch });
    const sent = await client.submit(validFullPayload(), await harness.referenceIdOf(arrived!));
    expect(sent.ok).toBe(true);
    const lost = { to: 'needs-attention' as const, reason: 'The answer was lost.' };
    expect((await store.markLifecycle(arrived!, lost)).ok).toBe(true);
    expect((await store.enqueue(waiting!)).ok).toBe(true);
    const at = Date.now();
    const old = { attempts: 0, nextAttemptAt: null, enqueuedAt: at, updatedAt: at, environmentId };
    const file = path.join(harness.dataDir, 'outbox.json');
    await writeFile(
      file,
      JSON.stringify({
        version: 1,
        items: [
          {
            ...old,
            draftId: arrived,
            state: 'retry-wait',
            attempts: 1,
            nextAttemptAt: at + 60_000,
            isUncertain: true,
            lastError: { code: 'TIMEOUT', message: 'The boarding service did not answer in time.' },
          },
          { ...old, draftId: waiting, state: 'queued', isUncertain: false },
        ],
      }),
    );

    const outbox = harness.openOutbox();
    expect((await outbox.start()).ok).toBe(true);
    expect(outbox.state().items).toMatchObject([
      { draftId: arrived, state: 'queued', isUncertain: true, environmentId },
      { draftId: waiting, state: 'queued', isUncertain: false, environmentId },
    ]);
    await outbox.drain();
    await harness.expectExactlyOnce([arrived!, waiting!]);
    const audit = await harness.audit.read();
    expect(audit.map((entry) => [entry.draftId, entry.action])).toEqual(
      expect.arrayContaining([
        [arrived, 'lookup'],
        [waiting, 'submit'],
      ]),
    );
    expect(audit.filter((entry) => entry.action === 'submit')).toHaveLength(1);
    await outbox.stop();

    // Nothing of it is still in the outbox: the next start removes the file, and none is written.
    expect(await readdir(harness.dataDir)).toContain('outbox.json');
    const next = harness.openOutbox();
    expect((await next.start()).ok).toBe(true);
    expect(next.state().items).toEqual([]);
    await next.stop();
    expect(await readdir(harness.dataDir)).not.toContain('outbox.json');
  });
});
