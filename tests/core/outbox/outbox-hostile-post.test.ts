// Any answer to the merchant POST that is not a clear success or a clear refusal means "may have
// arrived" (decisions 19): the next attempt, automatic or the agent's Retry, asks the service by
// referenceId before anything is sent again. A hostile service in front of the sandbox lets the
// sandbox store the merchant, then answers something else; the POSTs are counted where they
// arrive, so a second one cannot hide behind the sandbox's own duplicate check (decisions 10).
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxHarness, type OutboxHarness } from '../support/outbox-harness';
import {
  startHostileService,
  type Behaviour,
  type HostileService,
} from '../support/hostile-service';

let harness: OutboxHarness | undefined;
let service: HostileService | undefined;
afterEach(async () => {
  await harness?.close();
  await service?.close();
  harness = undefined;
  service = undefined;
});

type Replacement = Extract<Behaviour, { kind: 'forward-then' }>['then'];

/** The first POST reaches the sandbox and is stored; its answer is replaced by `replacement`. */
async function sendBehind(replacement: Replacement) {
  harness = await createOutboxHarness();
  const hostile = await startHostileService({ upstream: harness.test.sandbox.url });
  service = hostile;
  let isFirstPost = true;
  hostile.answer((request) => {
    if (request.method !== 'POST' || !request.url.endsWith('/merchant')) return { kind: 'forward' };
    if (!isFirstPost) return { kind: 'forward' };
    isFirstPost = false;
    return { kind: 'forward-then', then: replacement };
  });
  const [id] = await harness.createDrafts(1);
  const outbox = harness.openOutbox({ fetch: hostile.fetch });
  await outbox.start();
  expect((await outbox.enqueue(id!)).ok).toBe(true);
  await outbox.drain();
  return { id: id!, outbox, hostile };
}

const stored: [string, Replacement][] = [
  ['303 See Other', { kind: 'redirect', status: 303, location: '/boarding/v2/merchant/1' }],
  ['301', { kind: 'redirect', status: 301, location: '/elsewhere' }],
  ['307', { kind: 'redirect', status: 307, location: '/elsewhere' }],
  ['308', { kind: 'redirect', status: 308, location: '/elsewhere' }],
  ['408', { kind: 'status', status: 408 }],
  ['a 201 cut off mid-body', { kind: 'truncated', status: 201, body: '{"id":', missingBytes: 50 }],
  ['an endless 201', { kind: 'endless', status: 201 }],
  ['a 201 of 20 MB', { kind: 'huge', status: 201, bytes: 20 * 1024 * 1024 }],
  ['a 201 that is not JSON', { kind: 'status', status: 201, body: '<html>Created</html>' }],
  ['a 102 and a closed connection', { kind: 'raw', bytes: 'HTTP/1.1 102 Processing\r\n\r\n' }],
  ['an answer that is not HTTP', { kind: 'raw', bytes: 'garbage\r\n\r\n' }],
];

describe('outbox behind a service that stores the merchant, then answers oddly', () => {
  for (const [name, replacement] of stored) {
    it(`settles ${name} by a lookup, with one POST only`, async () => {
      const { id, hostile } = await sendBehind(replacement);
      expect(hostile.count('POST', '/merchant')).toBe(1);
      await harness!.expectExactlyOnce([id]);
      const audit = await harness!.audit.read();
      expect(audit.map((entry) => entry.action)).toEqual(['submit', 'lookup']);
    });
  }

  it('an unexpected status stops for the agent, and Retry looks up before any POST', async () => {
    const { id, outbox, hostile } = await sendBehind({ kind: 'status', status: 418 });
    expect(outbox.state().items[0]).toMatchObject({ state: 'needs-attention', isUncertain: true });
    expect((await outbox.retry(id)).ok).toBe(true);
    await outbox.drain();
    expect(hostile.count('POST', '/merchant')).toBe(1);
    await harness!.expectExactlyOnce([id]);
  });

  it('a clear refusal (429) is answered: the next attempt sends without a lookup', async () => {
    const { id, hostile } = await sendBehind({
      kind: 'status',
      status: 429,
      headers: { 'Retry-After': '0' },
    });
    // The sandbox stored the first POST, so the second is its 409, settled by a lookup: the
    // point is that the client did not ask first (429 means not stored, RFC 6585 section 4).
    expect(hostile.count('POST', '/merchant')).toBe(2);
    const audit = await harness!.audit.read();
    expect(audit.map((entry) => entry.action)[1]).toBe('submit');
    await harness!.expectExactlyOnce([id]);
  });

  it('keeps only the spec-named fields of the answer on the draft (decisions 20)', async () => {
    harness = await createOutboxHarness();
    const hostile = await startHostileService();
    service = hostile;
    hostile.answer(() => ({
      kind: 'status',
      status: 201,
      body: JSON.stringify({
        id: 77,
        status: 'Submitted',
        statusReason: 'Received',
        padding: 'p'.repeat(3 * 1024 * 1024),
      }),
    }));
    const [id] = await harness.createDrafts(1);
    const outbox = harness.openOutbox({ fetch: hostile.fetch });
    await outbox.start();
    await outbox.enqueue(id!);
    await outbox.drain();
    const draft = await harness.store.get(id!);
    expect(draft.ok && draft.value.submission?.merchantId).toBe('77');
    const response = draft.ok ? (draft.value.submission?.response as Record<string, unknown>) : {};
    expect(response).toEqual({ id: 77, status: 'Submitted', statusReason: 'Received' });
  });

  it("keeps a lookup match's spec fields as received, wrong types included (decisions 12)", async () => {
    harness = await createOutboxHarness();
    const hostile = await startHostileService();
    service = hostile;
    hostile.answer((request) => {
      if (request.method === 'POST') return { kind: 'status', status: 201, body: '{}' };
      const referenceId = new URL(request.url, 'http://x').searchParams.get('referenceId');
      const match = { id: 88, referenceId, status: 'Submitted', fundingDelayDays: 'soon' };
      return { kind: 'status', status: 200, body: JSON.stringify([match]) };
    });
    const [id] = await harness.createDrafts(1);
    const outbox = harness.openOutbox({ fetch: hostile.fetch });
    await outbox.start();
    await outbox.enqueue(id!);
    await outbox.drain();
    expect(hostile.count('POST', '/merchant')).toBe(1);
    const draft = await harness.store.get(id!);
    expect(draft.ok && draft.value.submission?.merchantId).toBe('88');
    const response = draft.ok ? (draft.value.submission?.response as Record<string, unknown>) : {};
    expect(response).toMatchObject({ id: 88, fundingDelayDays: 'soon' });
  });

  it('a lookup answered endless or not JSON says so, never OFFLINE, and nothing is resent', async () => {
    harness = await createOutboxHarness();
    const hostile = await startHostileService({ upstream: harness.test.sandbox.url });
    service = hostile;
    let lookups = 0;
    hostile.answer((request) => {
      if (request.method === 'POST')
        return { kind: 'forward-then', then: { kind: 'endless', status: 201 } };
      if (!request.url.includes('referenceId=')) return { kind: 'forward' };
      lookups += 1;
      return lookups % 2 === 1
        ? { kind: 'endless' }
        : { kind: 'status', status: 200, body: '[{"id":' };
    });
    const [id] = await harness.createDrafts(1);
    const outbox = harness.openOutbox({ fetch: hostile.fetch, backoff: { maxAttempts: 3 } });
    await outbox.start();
    await outbox.enqueue(id!);
    await outbox.drain();
    expect(outbox.state().items[0]).toMatchObject({
      state: 'needs-attention',
      isUncertain: true,
      lastError: { code: 'SERVER_ERROR' },
    });
    const codes = harness.events.map((progress) => progress.item?.lastError?.code);
    expect(codes).not.toContain('OFFLINE');
    expect(hostile.count('POST', '/merchant')).toBe(1);
    // The service mends its ways: the agent's Retry finds the merchant, still one POST.
    hostile.answer(() => ({ kind: 'forward' }));
    expect((await outbox.retry(id!)).ok).toBe(true);
    await outbox.drain();
    expect(hostile.count('POST', '/merchant')).toBe(1);
    await harness.expectExactlyOnce([id!]);
  });
});
