// Fault injection: off by default, set per run, changed at runtime in process
// and over HTTP, deterministic so these tests always see the same sequence.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Faults } from '../../sandbox/faults';
import { validFullPayload } from '../fixtures/merchant';
import {
  postMerchant,
  signIn,
  signedFetch,
  startHarness,
  type ErrorBody,
  useSignedInSandbox,
} from './sandbox-harness';

const session = useSignedInSandbox();
afterEach(() => void session.harness.sandbox.faults.reset());

async function findByReference(referenceId: string): Promise<unknown[]> {
  const response = await signedFetch(
    session.harness,
    session.access,
    'GET',
    `/boarding/v2/merchant?referenceId=${referenceId}`,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

describe('deterministic rates', () => {
  it('fire on exactly the requests where floor(n * rate) steps up', () => {
    const faults = new Faults({ serverErrorRate: 0.25 });
    expect(Array.from({ length: 8 }, () => faults.shouldFire('serverErrorRate'))).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
      true,
    ]);
    faults.set({ serverErrorRate: 1 });
    expect(Array.from({ length: 3 }, () => faults.shouldFire('serverErrorRate'))).toEqual([
      true,
      true,
      true,
    ]);
    faults.set({ serverErrorRate: 0.1 });
    expect(
      Array.from({ length: 20 }, () => faults.shouldFire('serverErrorRate')).filter(Boolean),
    ).toHaveLength(2);
    expect(new Faults().shouldFire('rateLimitRate')).toBe(false);
  });

  it('refuse values out of range with a clear error', () => {
    const faults = new Faults();
    expect(() => faults.set({ serverErrorRate: 1.5 })).toThrow(/serverErrorRate/);
    expect(() => faults.set({ latencyMs: -1 })).toThrow(/latencyMs/);
    expect(faults.get().serverErrorRate).toBe(0);
  });
});

describe('faults on the merchant endpoints', () => {
  it('are all off by default', () => {
    expect(session.harness.sandbox.faults.get()).toEqual({
      latencyMs: 0,
      serverErrorRate: 0,
      rateLimitRate: 0,
      retryAfterSeconds: 1,
      dropAfterStoreRate: 0,
      expireTokens: false,
    });
  });

  it('serverErrorRate answers 500 on every k-th request and stores nothing then', async () => {
    session.harness.sandbox.faults.set({ serverErrorRate: 0.5 });
    const results: { status: number; referenceId: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const referenceId = randomUUID();
      const response = await postMerchant(
        session.harness,
        session.access,
        validFullPayload({ referenceId }),
      );
      results.push({ status: response.status, referenceId });
      if (response.status === 500)
        expect(((await response.json()) as ErrorBody).message).toMatch(/Nothing was stored/);
      else await response.body?.cancel();
    }
    expect(results.map((result) => result.status)).toEqual([201, 500, 201, 500]);
    session.harness.sandbox.faults.reset();
    expect(await findByReference(results[1]!.referenceId)).toEqual([]);
    expect(await findByReference(results[0]!.referenceId)).toHaveLength(1);
  });

  it('rateLimitRate answers 429 with Retry-After', async () => {
    session.harness.sandbox.faults.set({ rateLimitRate: 1, retryAfterSeconds: 7 });
    const response = await signedFetch(
      session.harness,
      session.access,
      'GET',
      '/boarding/v2/merchant/1',
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(((await response.json()) as ErrorBody).message).toMatch(/Too many requests/);
  });

  it('dropAfterStoreRate stores the merchant, then drops the connection unanswered', async () => {
    session.harness.sandbox.faults.set({ dropAfterStoreRate: 1 });
    const referenceId = randomUUID();
    await expect(
      postMerchant(session.harness, session.access, validFullPayload({ referenceId })),
    ).rejects.toThrow();
    session.harness.sandbox.faults.reset();
    // The ambiguous case: the client never heard, yet the merchant is there (decisions 9).
    const found = (await findByReference(referenceId)) as { referenceId: string }[];
    expect(found.map((merchant) => merchant.referenceId)).toEqual([referenceId]);
    expect(
      (await postMerchant(session.harness, session.access, validFullPayload({ referenceId })))
        .status,
    ).toBe(409);
  });

  it('expireTokens answers 401 "expired" while on; sign-in still works, and tokens work again after', async () => {
    session.harness.sandbox.faults.set({ expireTokens: true });
    const response = await signedFetch(
      session.harness,
      session.access,
      'GET',
      '/boarding/v2/merchant/1',
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('OAuth realm="boarding"');
    expect(((await response.json()) as ErrorBody).message).toMatch(/expired/i);
    const fresh = await signIn(session.harness);
    expect(
      (await signedFetch(session.harness, fresh, 'GET', '/boarding/v2/merchant/1')).status,
    ).toBe(401);
    session.harness.sandbox.faults.set({ expireTokens: false });
    expect(
      (await signedFetch(session.harness, fresh, 'GET', `/boarding/v2/merchant?referenceId=x`))
        .status,
    ).toBe(200);
  });

  it('latencyMs holds each merchant answer back at least that long', async () => {
    session.harness.sandbox.faults.set({ latencyMs: 150 });
    const started = performance.now();
    const response = await signedFetch(
      session.harness,
      session.access,
      'GET',
      '/boarding/v2/merchant?referenceId=x',
    );
    expect(response.status).toBe(200);
    // A lower bound only (a delay cannot end early), never a speed goal (conventions 20).
    expect(performance.now() - started).toBeGreaterThanOrEqual(145);
  });

  it('leave the OAuth endpoints alone', async () => {
    session.harness.sandbox.faults.set({ serverErrorRate: 1, rateLimitRate: 1 });
    await expect(signIn(session.harness)).resolves.toMatchObject({ key: expect.any(String) });
  });

  it('start from options per run', async () => {
    const other = await startHarness({ faults: { rateLimitRate: 1, retryAfterSeconds: 3 } });
    try {
      const token = await signIn(other);
      const response = await signedFetch(other, token, 'GET', '/boarding/v2/merchant/1');
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('3');
    } finally {
      await other.cleanup();
    }
  });
});

describe('/sandbox/admin/faults', () => {
  it('reads and changes faults at runtime over HTTP', async () => {
    const url = `${session.harness.sandbox.url}/sandbox/admin/faults`;
    const changed = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ serverErrorRate: 1 }),
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { serverErrorRate: number }).serverErrorRate).toBe(1);
    expect(session.harness.sandbox.faults.get().serverErrorRate).toBe(1);
    expect(
      (
        await postMerchant(
          session.harness,
          session.access,
          validFullPayload({ referenceId: randomUUID() }),
        )
      ).status,
    ).toBe(500);
    expect(((await (await fetch(url)).json()) as { serverErrorRate: number }).serverErrorRate).toBe(
      1,
    );
  });

  it('answers 400 with field errors for bad settings and changes nothing', async () => {
    const response = await fetch(`${session.harness.sandbox.url}/sandbox/admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ serverErrorRate: 2, latencyMs: 'slow', bogus: true }),
    });
    expect(response.status).toBe(400);
    const fields = ((await response.json()) as ErrorBody)
      .errors!.map((error) => error.field)
      .sort();
    expect(fields).toEqual(['', 'latencyMs', 'serverErrorRate']);
    expect(session.harness.sandbox.faults.get().serverErrorRate).toBe(0);
  });

  it('expires every token over HTTP', async () => {
    const token = await signIn(session.harness);
    const response = await fetch(`${session.harness.sandbox.url}/sandbox/admin/tokens/expire`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(((await response.json()) as { revoked: number }).revoked).toBeGreaterThanOrEqual(1);
    expect(
      (await signedFetch(session.harness, token, 'GET', '/boarding/v2/merchant/1')).status,
    ).toBe(401);
    session.access = await signIn(session.harness);
  });
});
