// Every read of a service answer is capped and streamed (decisions 18), whatever the hostile
// service sends: endless, huge, cut off, slow or not JSON. The client answers a typed error that
// says what happened (never OFFLINE once the service has answered), keeps a merchant POST's
// outcome 'unknown' when its answer cannot be read (decisions 19), reads no more than the cap, and
// goes on working: the next call after each of these succeeds.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAuth } from '../../../electron/core/oauth/api-auth';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import { maxAnswerBytes } from '../../../node/http-body';
import { ok } from '../../../shared/result';
import { startHostileService, type HostileService } from '../support/hostile-service';

let service: HostileService;

beforeAll(async () => {
  service = await startHostileService();
});
afterAll(() => service.close());

const auth = (): ApiAuth => ({
  current: () =>
    ok({
      environmentId: 'hostile',
      baseUrl: service.url,
      merchantPostPath: '/boarding/v2/merchant',
      merchantGetPath: '/boarding/v2/merchant/{id}',
      credentials: {
        consumerKey: 'consumer-key',
        consumerSecret: 'consumer-secret',
        token: 'token-1',
        tokenSecret: 'token-secret',
      },
    }),
  markExpired: () => undefined,
  onChange: () => () => undefined,
});

// A budget no loaded machine misses for normal answers (a 4 MiB read included); the one case that
// tests the budget sets its own.
const client = () => createBoardingClient({ auth: auth(), fetch, timeoutMs: 10_000 });
/** What the client may have read beyond the cap: socket and stream buffers, never the answer. */
const slackBytes = 16 * 1024 * 1024;

/** The host is still fine: a normal answer right after is read and understood. */
async function expectStillWorking(): Promise<void> {
  service.answer(() => ({
    kind: 'status',
    status: 200,
    body: JSON.stringify({ id: 5, status: 'InReview' }),
  }));
  const after = await client().getById('5');
  expect(after.ok && after.value.status).toBe('InReview');
}

afterEach(async () => {
  await expectStillWorking();
});

describe('boarding client against a hostile service', () => {
  it('cuts an endless 201 answer to the POST at the cap and treats the outcome as unknown', async () => {
    service.answer(() => ({ kind: 'endless', status: 201 }));
    const before = service.count('POST', '/merchant');
    const result = await client().submit({ legalName: 'Endless LLC' }, 'ref-endless');
    expect(!result.ok && result.error).toMatchObject({
      code: 'SERVER_ERROR',
      delivery: 'unknown',
      retryable: true,
      status: 201,
    });
    expect(!result.ok && result.error.message).toMatch(/larger than 4 MiB/);
    expect(service.count('POST', '/merchant') - before).toBe(1);
    // The client hung up: the server stopped far below its own 1 GiB limit.
    await expect.poll(() => service.wasCutByClient).toBe(true);
    expect(service.lastBodyBytes).toBeLessThan(maxAnswerBytes + slackBytes);
  });

  it('refuses a declared 100 MB answer without reading it', async () => {
    service.answer(() => ({
      kind: 'huge',
      status: 200,
      bytes: 100 * 1024 * 1024,
      isLengthDeclared: true,
    }));
    const result = await client().getById('1');
    expect(!result.ok && result.error).toMatchObject({
      code: 'SERVER_ERROR',
      delivery: 'answered',
      status: 200,
    });
    await expect.poll(() => service.wasCutByClient).toBe(true);
    expect(service.lastBodyBytes).toBeLessThan(maxAnswerBytes + slackBytes);
  });

  it('reads an answer just under the cap, and refuses one just over it', async () => {
    service.answer(() => ({ kind: 'huge', status: 200, bytes: maxAnswerBytes - 100 }));
    const under = await client().getById('1');
    expect(under.ok && under.value.merchantId).toBe('1');
    service.answer(() => ({ kind: 'huge', status: 200, bytes: maxAnswerBytes + 1 }));
    const over = await client().getById('1');
    expect(!over.ok && over.error.code).toBe('SERVER_ERROR');
  });

  it('says what happened to a lookup, never "could not be reached"', async () => {
    const cases = [
      { behaviour: { kind: 'status', status: 200, body: '[{"id":1,' }, words: /not JSON/ },
      { behaviour: { kind: 'status', status: 200, body: '<html>hi</html>' }, words: /not JSON/ },
      { behaviour: { kind: 'status', status: 200, body: '' }, words: /empty/ },
      { behaviour: { kind: 'status', status: 200, body: '{"id":1}' }, words: /not a list/ },
      { behaviour: { kind: 'huge', bytes: 20 * 1024 * 1024 }, words: /larger than 4 MiB/ },
      { behaviour: { kind: 'endless' }, words: /larger than 4 MiB/ },
      {
        behaviour: { kind: 'truncated', body: '[{"id":1', missingBytes: 500 },
        words: /broke off/,
      },
    ] as const;
    for (const { behaviour, words } of cases) {
      service.answer(() => behaviour);
      const result = await client().findByReferenceId('ref-lookup');
      expect(result.ok, behaviour.kind).toBe(false);
      if (result.ok) continue;
      expect(result.error.code, JSON.stringify(behaviour).slice(0, 80)).toBe('SERVER_ERROR');
      expect(result.error.message).toMatch(words);
    }
  });

  it('answers TIMEOUT, not OFFLINE, when an answer trickles in past the budget', async () => {
    // Headers at once, then 400 bytes at one per 100 ms: 40 s against a 1 s budget.
    service.answer(() => ({ kind: 'slow', status: 200, body: '[]'.repeat(200), intervalMs: 100 }));
    const result = await createBoardingClient({
      auth: auth(),
      fetch,
      timeoutMs: 1_000,
    }).findByReferenceId('ref-slow');
    expect(!result.ok && result.error).toMatchObject({ code: 'TIMEOUT', status: 200 });
  });

  it('treats a 201 whose body breaks off as an unknown delivery', async () => {
    service.answer(() => ({
      kind: 'truncated',
      status: 201,
      body: '{"id":9,"status":"Subm',
      missingBytes: 100,
    }));
    const result = await client().submit({}, 'ref-cut');
    expect(!result.ok && result.error).toMatchObject({
      code: 'SERVER_ERROR',
      delivery: 'unknown',
      retryable: true,
      status: 201,
    });
  });

  it('treats every redirect and unexpected status to the POST as unknown', async () => {
    for (const status of [301, 302, 303, 307, 308, 408, 410, 418, 451, 500, 502, 503, 504]) {
      service.answer(() =>
        status >= 300 && status < 400
          ? { kind: 'redirect', status, location: '/boarding/v2/merchant/7' }
          : { kind: 'status', status },
      );
      const result = await client().submit({}, `ref-${status}`);
      expect(!result.ok && result.error.delivery, `HTTP ${status}`).toBe('unknown');
    }
    // Redirects are never followed: nothing but the POSTs reached the server.
    expect(service.count('GET', '/merchant/7')).toBe(0);
  });

  it('keeps only clear refusals as answered', async () => {
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 425, 429]) {
      service.answer(() => ({ kind: 'status', status }));
      const result = await client().submit({}, `ref-${status}`);
      expect(!result.ok && result.error.delivery, `HTTP ${status}`).toBe('answered');
    }
  });

  it('keeps only the spec-named fields of a 201 answer', async () => {
    service.answer(() => ({
      kind: 'status',
      status: 201,
      body: JSON.stringify({
        id: 12,
        status: 'Submitted',
        statusReason: 'x'.repeat(10_000),
        padding: 'p'.repeat(3 * 1024 * 1024),
        owner: [{ name: 'Ann Owner', ssn: '123456789', secretExtra: 'q'.repeat(1000) }],
        tags: { nested: { ok: true } },
      }),
    }));
    const result = await client().submit({}, 'ref-pad');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const raw = result.value.raw as Record<string, unknown>;
    expect(raw).not.toHaveProperty('padding');
    expect(raw.owner).toEqual([{ name: 'Ann Owner', ssn: '123456789' }]);
    expect(raw.tags).toEqual({ nested: { ok: true } });
    expect(String(raw.statusReason).length).toBeLessThanOrEqual(2000);
    expect(JSON.stringify(raw).length).toBeLessThan(5_000);
  });

  it('says a garbled answer is a service problem, and keeps the POST uncertain', async () => {
    for (const bytes of [
      'garbage\r\n\r\n',
      'HTTP/1.1 2OO OK\r\n\r\n',
      'HTTP/1.1 200 OK\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello',
    ]) {
      service.answer(() => ({ kind: 'raw', bytes }));
      const result = await client().submit({}, 'ref-raw');
      expect(!result.ok && result.error, JSON.stringify(bytes)).toMatchObject({
        code: 'SERVER_ERROR',
        delivery: 'unknown',
      });
    }
  });

  it('reads a final 100 or an unasked-for 101 as an answer that arrived, badly', async () => {
    const heads = [
      'HTTP/1.1 100 Continue\r\n\r\n',
      'HTTP/1.1 101 Switching Protocols\r\nUpgrade: x\r\nConnection: upgrade\r\n\r\n',
    ];
    for (const bytes of heads) {
      service.answer(() => ({ kind: 'raw', bytes }));
      const result = await client().submit({}, 'ref-1xx');
      expect(!result.ok && result.error, bytes.slice(0, 20)).toMatchObject({
        code: 'SERVER_ERROR',
        delivery: 'unknown',
      });
    }
  });

  it('keeps the POST uncertain when a 102 is the last thing the service says', async () => {
    service.answer(() => ({ kind: 'raw', bytes: 'HTTP/1.1 102 Processing\r\n\r\n' }));
    const result = await client().submit({}, 'ref-102');
    // undici reports this exactly like a connection dropped before any answer ("other side
    // closed"), so it reads as a lost connection; what matters is that it may have arrived.
    expect(!result.ok && result.error).toMatchObject({ code: 'OFFLINE', delivery: 'unknown' });
  });
});
