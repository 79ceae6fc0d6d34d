// A lookup that fails is not a rejection: the application may already be at the service, so a
// 400/413/422 answered to the GET by referenceId (or by id after a 409) stops the item for the
// agent, still uncertain, and never makes the draft editable (decisions 9, 10).
import { afterEach, describe, expect, it } from 'vitest';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import type { Fetch } from '../../../electron/core/ports';
import { validFullPayload } from '../../fixtures/merchant';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';

let harness: OutboxHarness | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

function refusing(status: number, isRefused: (url: URL) => boolean): Fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    if (init?.method !== 'GET' || !isRefused(url)) return fetch(input, init);
    const body = JSON.stringify({ message: 'Bad query', errors: [{ field: 'x', message: 'y' }] });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  };
}

async function expectStoppedUncertain(id: string): Promise<void> {
  const draft = await harness!.store.get(id);
  expect(draft.ok && draft.value.lifecycle).toBe('needs-attention');
  const merchants = harness!.test.sandbox.admin.listMerchants();
  expect(merchants).toHaveLength(1);
  expect(harness!.events.some((progress) => progress.event === 'rejected')).toBe(false);
  const submits = (await harness!.audit.read()).filter((entry) => entry.action === 'submit');
  expect(submits.filter((entry) => entry.outcome === 'ok')).toHaveLength(0);
}

describe('outbox lookup failures', () => {
  for (const status of [400, 413, 422]) {
    it(`stops for the agent, still uncertain, when the referenceId lookup is answered ${status}`, async () => {
      harness = await createOutboxHarness({ dropAfterStoreRate: 1 });
      const [id] = await harness.createDrafts(1);
      const outbox = harness.openOutbox({
        fetch: refusing(status, (url) => url.searchParams.has('referenceId')),
      });
      await outbox.start();
      expect((await outbox.enqueue(id!)).ok).toBe(true);
      await outbox.drain();
      expect(outbox.state().items).toMatchObject([
        { draftId: id, state: 'needs-attention', isUncertain: true, lastError: { status } },
      ]);
      await expectStoppedUncertain(id!);
    });
  }

  it('stops for the agent when the merchant named by a 409 cannot be fetched (422)', async () => {
    harness = await createOutboxHarness();
    const [id] = await harness.createDrafts(1);
    const referenceId = await harness.referenceIdOf(id!);
    const direct = await createBoardingClient({ auth: harness.auth, fetch }).submit(
      validFullPayload(),
      referenceId,
    );
    expect(direct.ok).toBe(true);
    // The search misses it (an empty list from a lagging index), the GET by id is refused.
    const lagging: Fetch = async (input, init) => {
      const url = new URL(String(input));
      if (init?.method === 'GET' && url.searchParams.has('referenceId'))
        return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
      return refusing(422, () => true)(input, init);
    };
    const outbox = harness.openOutbox({ fetch: lagging });
    await outbox.start();
    expect((await outbox.enqueue(id!)).ok).toBe(true);
    await outbox.drain();
    expect(outbox.state().items).toMatchObject([
      { draftId: id, state: 'needs-attention', isUncertain: true, lastError: { status: 422 } },
    ]);
    await expectStoppedUncertain(id!);
  });
});
