// Applications queued for an environment the organisation's settings took away (decisions 85):
// never dropped, never sent elsewhere, shown as held with the reason and the environment's name,
// and sent once, exactly once, when the environment returns. Each send attempt holds the
// organisation's settings still (a 'sending' lease), returned when it ends. Real sandbox, draft
// store and outbox (outbox-harness.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import { environmentIdOf } from '../support/sandbox-session';
import { waitFor } from '../support/wait-for';

let harness: OutboxHarness;

beforeEach(async () => {
  harness = await createOutboxHarness();
});
afterEach(async () => {
  await harness.close();
});

describe('an environment the organisation took away', () => {
  it('holds its applications with the reason, and sends them once when it returns', async () => {
    const environmentId = environmentIdOf(harness.auth);
    let isWithdrawn = false;
    const outbox = harness.openOutbox({
      isOnline: false,
      withdrawnEnvironment: (id) =>
        isWithdrawn && id === environmentId ? { name: 'Acme Production' } : undefined,
    });
    const ids = await harness.createDrafts(2);
    for (const id of ids) expect((await outbox.enqueue(id)).ok).toBe(true);

    isWithdrawn = true;
    outbox.setOnline(true);
    await outbox.drain();
    const held = outbox.state().items;
    expect(held.map((item) => [item.state, item.lastError])).toEqual(
      ids.map(() => [
        'queued',
        {
          code: 'INVALID_STATE',
          waitingFor: environmentId,
          reason: 'withdrawn',
          environmentName: 'Acme Production',
        },
      ]),
    );
    // Nothing reached the service, and the drafts are still queued for their environment.
    expect(harness.test.sandbox.admin.listMerchants()).toHaveLength(0);
    for (const id of ids) {
      const draft = await harness.store.get(id);
      expect(draft.ok && [draft.value.lifecycle, draft.value.destination]).toEqual([
        'queued',
        environmentId,
      ]);
    }
    expect(harness.events.some((event) => event.item?.lastError?.reason === 'withdrawn')).toBe(
      true,
    );

    isWithdrawn = false;
    outbox.recheck();
    await waitFor(() => outbox.state().totals.submitted === 2, 'both submissions');
    await harness.expectExactlyOnce(ids);
    expect(outbox.state().items.every((item) => item.lastError === undefined)).toBe(true);
  });

  it('shows the hold while the outbox is paused (offline) too', async () => {
    const environmentId = environmentIdOf(harness.auth);
    const outbox = harness.openOutbox({
      isOnline: false,
      withdrawnEnvironment: (id) =>
        id === environmentId ? { name: 'Acme Production' } : undefined,
    });
    const [id] = await harness.createDrafts(1);
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    outbox.recheck();
    expect(outbox.state().items[0]?.lastError?.reason).toBe('withdrawn');
    expect(harness.test.sandbox.admin.listMerchants()).toHaveLength(0);
  });
});

describe('a send attempt holds the organisation’s settings still', () => {
  it('takes a sending lease per attempt and returns each one', async () => {
    let out = 0;
    let most = 0;
    const reasons: string[] = [];
    const outbox = harness.openOutbox({
      lease: (reason) => {
        reasons.push(reason);
        out += 1;
        most = Math.max(most, out);
        return () => {
          out -= 1;
        };
      },
    });
    const ids = await harness.createDrafts(3);
    for (const id of ids) expect((await outbox.enqueue(id)).ok).toBe(true);
    await waitFor(() => outbox.state().totals.submitted === 3, 'three submissions');
    await outbox.drain();
    await harness.expectExactlyOnce(ids);
    expect(reasons).toEqual(['sending', 'sending', 'sending']);
    expect(most).toBeGreaterThanOrEqual(1);
    expect(out).toBe(0);
  });
});
