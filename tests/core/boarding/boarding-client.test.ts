// The boarding client against the real sandbox: success, every error status the sandbox can give
// (decisions 17), the ambiguous drop-after-store, and what "not sent" looks like.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import type { Logger } from '../../../electron/core/ports';
import { validFullPayload, validOwner, validQuickStartPayload } from '../../fixtures/merchant';
import {
  signedInAuth,
  startTestSandbox,
  type TestAuth,
  type TestSandbox,
} from '../support/sandbox-session';

let test: TestSandbox;
let auth: TestAuth;
const logged: unknown[] = [];
const logger: Logger = {
  debug: (message, data) => logged.push([message, data]),
  info: (message, data) => logged.push([message, data]),
  warn: (message, data) => logged.push([message, data]),
  error: (message, data) => logged.push([message, data]),
};

beforeAll(async () => {
  test = await startTestSandbox();
  auth = await signedInAuth(test.sandbox);
});
afterAll(async () => {
  await test.close();
});
afterEach(() => {
  test.sandbox.faults.reset();
});

function client(timeoutMs = 5_000) {
  return createBoardingClient({ auth, fetch, logger, timeoutMs });
}

function merchantsWith(referenceId: string) {
  return test.sandbox.admin
    .listMerchants()
    .filter((merchant) => merchant.referenceId === referenceId);
}

describe('boarding client against the sandbox', () => {
  it('submits, always sending the referenceId it is given, and keeps the raw body', async () => {
    const referenceId = randomUUID();
    // The payload's own referenceId is overridden by the draft's (decisions 10).
    const result = await client().submit(
      validFullPayload({ referenceId: 'something-else' }),
      referenceId,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.status).toBe(201);
    expect(result.value.merchantId).toMatch(/^\d+$/);
    expect(result.value.record.status).toBe('Submitted');
    expect(result.value.record.referenceId).toBe(referenceId);
    expect((result.value.raw as { id: unknown }).id).toBe(Number(result.value.merchantId));
    expect(merchantsWith(referenceId)).toHaveLength(1);
    expect(merchantsWith('something-else')).toHaveLength(0);
  });

  it('submits a QuickStart payload', async () => {
    const result = await client().submit(validQuickStartPayload(), randomUUID());
    expect(result.ok).toBe(true);
  });

  it('maps 400 to SERVER_REJECTED with the field errors', async () => {
    const payload = validFullPayload({ owner: [validOwner({ ssn: '12' })], legalPhone: 'abc' });
    const result = await client().submit(payload, randomUUID());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      code: 'SERVER_REJECTED',
      status: 400,
      delivery: 'answered',
      retryable: false,
    });
    const fields = result.error.fieldErrors?.map((error) => error.field);
    expect(fields).toContain('owner[0].ssn');
    expect(fields).toContain('legalPhone');
  });

  it('maps a repeated referenceId to CONFLICT carrying the existing merchant id', async () => {
    const referenceId = randomUUID();
    const first = await client().submit(validFullPayload(), referenceId);
    const second = await client().submit(validFullPayload(), referenceId);
    expect(first.ok).toBe(true);
    expect(second.ok).toBe(false);
    if (!first.ok || second.ok) return;
    expect(second.error).toMatchObject({
      code: 'CONFLICT',
      status: 409,
      existingMerchantId: first.value.merchantId,
    });
    expect(merchantsWith(referenceId)).toHaveLength(1);
  });

  it('gets by id and by referenceId; unknown ids are NOT_FOUND and unknown references an empty list', async () => {
    const referenceId = randomUUID();
    const submitted = await client().submit(validFullPayload(), referenceId);
    if (!submitted.ok) throw new Error('submit failed');
    const byId = await client().getById(submitted.value.merchantId);
    expect(byId.ok && byId.value.merchantId).toBe(submitted.value.merchantId);
    const byReference = await client().findByReferenceId(referenceId);
    expect(byReference.ok && byReference.value.map((match) => match.record.merchantId)).toEqual([
      submitted.value.merchantId,
    ]);
    const none = await client().findByReferenceId(randomUUID());
    expect(none).toEqual({ ok: true, value: [] });
    const missing = await client().getById('999999999');
    expect(!missing.ok && missing.error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('maps 429 to RATE_LIMITED with Retry-After seconds, and 500 to a retryable SERVER_ERROR', async () => {
    test.sandbox.faults.set({ rateLimitRate: 1, retryAfterSeconds: 7 });
    const limited = await client().submit(validFullPayload(), randomUUID());
    expect(!limited.ok && limited.error).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAfterSeconds: 7,
      retryable: true,
    });
    test.sandbox.faults.reset();
    test.sandbox.faults.set({ serverErrorRate: 1 });
    const referenceId = randomUUID();
    const failed = await client().submit(validFullPayload(), referenceId);
    // The sandbox fails before storing, but a client cannot know that from a 5xx: unknown.
    expect(!failed.ok && failed.error).toMatchObject({
      code: 'SERVER_ERROR',
      status: 500,
      retryable: true,
      delivery: 'unknown',
    });
    expect(merchantsWith(referenceId)).toHaveLength(0);
  });

  it('maps 413 to SERVER_REJECTED without field errors', async () => {
    const result = await client().submit(
      validFullPayload({ sells: 'x'.repeat(1024 * 1024 + 10) }),
      randomUUID(),
    );
    expect(!result.ok && result.error).toMatchObject({
      code: 'SERVER_REJECTED',
      status: 413,
      fieldErrors: [],
      retryable: false,
    });
  });

  it('reports a connection dropped after the merchant was stored as an unknown delivery', async () => {
    test.sandbox.faults.set({ dropAfterStoreRate: 1 });
    const referenceId = randomUUID();
    const result = await client().submit(validFullPayload(), referenceId);
    expect(!result.ok && result.error).toMatchObject({
      code: 'OFFLINE',
      delivery: 'unknown',
      retryable: true,
    });
    test.sandbox.faults.reset();
    expect(merchantsWith(referenceId)).toHaveLength(1);
    const found = await client().findByReferenceId(referenceId);
    expect(found.ok && found.value).toHaveLength(1);
  });

  it('maps 401 to AUTH_EXPIRED and tells the session, which then refuses without sending', async () => {
    await test.sandbox.admin.expireAllTokens();
    const before = auth.expiredCount;
    const referenceId = randomUUID();
    const result = await client().submit(validFullPayload(), referenceId);
    expect(!result.ok && result.error).toMatchObject({
      code: 'AUTH_EXPIRED',
      status: 401,
      delivery: 'answered',
    });
    expect(auth.expiredCount).toBe(before + 1);
    expect(auth.current().ok).toBe(false);
    const again = await client().submit(validFullPayload(), referenceId);
    expect(!again.ok && again.error).toMatchObject({ code: 'AUTH_EXPIRED', delivery: 'not-sent' });
    expect(again.ok || again.error.status).toBeUndefined();
    await auth.signIn();
    expect((await client().submit(validFullPayload(), referenceId)).ok).toBe(true);
  });

  it('maps an unreachable service to OFFLINE, not sent', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const target = auth.current();
    if (!target.ok) throw new Error('signed out');
    const unreachable = createBoardingClient({
      auth: {
        ...auth,
        current: () => ({
          ok: true,
          value: { ...target.value, baseUrl: `http://127.0.0.1:${closedPort}` },
        }),
      },
      fetch,
    });
    const result = await unreachable.submit(validFullPayload(), randomUUID());
    expect(!result.ok && result.error).toMatchObject({
      code: 'OFFLINE',
      delivery: 'not-sent',
      retryable: true,
    });
  });

  it('never logs payload PII or secrets', () => {
    const text = JSON.stringify(logged);
    expect(logged.length).toBeGreaterThan(0);
    const target = auth.current();
    const secrets = target.ok
      ? [target.value.credentials.consumerSecret, target.value.credentials.tokenSecret ?? '']
      : [];
    for (const needle of [
      '123456789',
      '000123456789',
      '987654321',
      'jordan@example.com',
      ...secrets,
    ]) {
      expect(text).not.toContain(needle);
    }
  });
});
