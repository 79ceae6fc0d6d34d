// The client must cope with any body, including none (decisions 17), and must tell "never sent"
// from "sent, outcome unknown". A tiny loopback server answers whatever each test scripts; it
// also records the request so the spec's headers (endpoint 4) can be checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import type { ApiAuth } from '../../../electron/core/oauth/api-auth';
import { ok } from '../../../shared/result';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Script = (req: http.IncomingMessage, res: http.ServerResponse) => void;

let server: http.Server;
let baseUrl = '';
let script: Script = (_req, res) => res.end();
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      script(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const auth: ApiAuth = {
  current: () =>
    ok({
      environmentId: 'odd',
      baseUrl,
      merchantPostPath: '/boarding/v2/merchant',
      merchantGetPath: '/api/merchants/{id}/details',
      credentials: {
        consumerKey: 'consumer-key',
        consumerSecret: 'consumer-secret',
        token: 'token-1',
        tokenSecret: 'token-secret',
      },
    }),
  markExpired: () => undefined,
  onChange: () => () => undefined,
};

function answer(status: number, body = '', headers: Record<string, string> = {}): Script {
  return (_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  };
}

/** Normal answers get a budget no loaded machine misses; only the timeout cases use `short`. */
const client = (timeoutMs = 10_000) => createBoardingClient({ auth, fetch, timeoutMs });
/** For the cases that test the budget: their server never answers, or stops mid-body. */
const short = 300;

describe('boarding client with odd answers', () => {
  it('sends the spec headers, a signed Authorization without a body hash, and the referenceId', async () => {
    script = answer(201, JSON.stringify({ id: 41, status: 'Submitted', referenceId: 'ref-1' }));
    const result = await client().submit({ legalName: 'Odd LLC' }, 'ref-1');
    expect(result.ok && result.value.merchantId).toBe('41');
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/boarding/v2/merchant');
    expect(request.headers.accept).toBe('application/json');
    expect(request.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(request.headers.authorization).toMatch(/^OAuth /);
    expect(request.headers.authorization).toContain('oauth_token="token-1"');
    expect(request.headers.authorization).toContain('oauth_signature_method="HMAC-SHA1"');
    expect(request.headers.authorization).not.toContain('oauth_body_hash');
    expect(JSON.parse(request.body)).toEqual({ legalName: 'Odd LLC', referenceId: 'ref-1' });
  });

  it('accepts any 2xx but treats one without a merchant id as delivered-unknown', async () => {
    script = answer(200, JSON.stringify({ id: '77', status: 'Whatever' }));
    const accepted = await client().submit({}, 'ref-2');
    expect(accepted.ok && accepted.value).toMatchObject({ merchantId: '77', status: 200 });
    for (const body of ['', '<html>oops</html>', '{"id":', '[1,2]', '{"id":null}']) {
      script = answer(201, body);
      const result = await client().submit({}, 'ref-3');
      expect(!result.ok && result.error).toMatchObject({
        code: 'SERVER_ERROR',
        delivery: 'unknown',
        status: 201,
      });
    }
  });

  it('maps error statuses whatever their bodies', async () => {
    const cases: [number, string, Record<string, unknown>][] = [
      [400, '', { code: 'SERVER_REJECTED', fieldErrors: [] }],
      [400, '<h1>bad</h1>', { code: 'SERVER_REJECTED', fieldErrors: [] }],
      [
        400,
        JSON.stringify({
          message: 'Bad',
          errors: [{ field: 1 }, 'x', { field: 'taxId', message: 'digits only' }],
        }),
        { code: 'SERVER_REJECTED', fieldErrors: [{ field: 'taxId', message: 'digits only' }] },
      ],
      [404, 'nope', { code: 'NOT_FOUND', retryable: false }],
      [409, '{"message":"dup"}', { code: 'CONFLICT' }],
      [413, '', { code: 'SERVER_REJECTED', retryable: false }],
      [415, '', { code: 'SERVER_ERROR', retryable: false }],
      [403, '', { code: 'SERVER_ERROR', retryable: false }],
      // Not a clear refusal: the POST may have been stored (decisions 19).
      [302, '', { code: 'SERVER_ERROR', retryable: true, delivery: 'unknown' }],
      [408, '', { code: 'TIMEOUT', retryable: true, delivery: 'unknown' }],
    ];
    for (const [status, body, expected] of cases) {
      script = answer(status, body, status === 302 ? { Location: '/elsewhere' } : {});
      const result = await client().submit({}, 'ref-4');
      expect(result.ok, `HTTP ${status}`).toBe(false);
      if (result.ok) continue;
      expect(result.error, `HTTP ${status}`).toMatchObject({
        delivery: 'answered',
        ...expected,
        status,
      });
      expect(result.error.existingMerchantId).toBeUndefined();
    }
    expect(seen.filter((request) => request.url === '/elsewhere')).toHaveLength(0);
  });

  it('treats any 5xx to the POST as an unknown delivery, and a 5xx to a GET as answered', async () => {
    // A gateway may answer 502/504, or the service fail after storing the merchant: the outbox must
    // look it up by referenceId before it sends again (decisions 9, 10).
    for (const [status, body] of [
      [500, '<html>'],
      [502, ''],
      [503, '{"message":"down"}'],
      [504, ''],
      [599, ''],
    ] as const) {
      script = answer(status, body);
      const result = await client().submit({}, 'ref-5xx');
      expect(!result.ok && result.error, `POST HTTP ${status}`).toMatchObject({
        code: 'SERVER_ERROR',
        status,
        retryable: true,
        delivery: 'unknown',
      });
      const found = await client().findByReferenceId('ref-5xx');
      expect(!found.ok && found.error, `GET HTTP ${status}`).toMatchObject({
        code: 'SERVER_ERROR',
        status,
        delivery: 'answered',
      });
      const byId = await client().getById('7');
      expect(!byId.ok && byId.error.delivery, `GET by id HTTP ${status}`).toBe('answered');
    }
  });

  it('reads Retry-After as seconds or as an HTTP date', async () => {
    script = answer(429, '', { 'Retry-After': '12' });
    const seconds = await client().submit({}, 'ref-5');
    expect(!seconds.ok && seconds.error.retryAfterSeconds).toBe(12);
    script = answer(503, '', { 'Retry-After': new Date(Date.now() + 30_000).toUTCString() });
    const date = await client().submit({}, 'ref-5');
    expect(!date.ok && date.error.retryAfterSeconds).toBeGreaterThanOrEqual(28);
    expect(!date.ok && date.error.retryAfterSeconds).toBeLessThanOrEqual(31);
    script = answer(429, '', { 'Retry-After': 'soon' });
    const unreadable = await client().submit({}, 'ref-5');
    expect(!unreadable.ok && unreadable.error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(!unreadable.ok && unreadable.error.retryAfterSeconds).toBeUndefined();
  });

  it('reports a dropped connection and a timeout as unknown deliveries', async () => {
    script = (req) => req.socket.destroy();
    const dropped = await client().submit({}, 'ref-6');
    expect(!dropped.ok && dropped.error).toMatchObject({ code: 'OFFLINE', delivery: 'unknown' });
    const pending: http.ServerResponse[] = [];
    script = (_req, res) => pending.push(res);
    const timedOut = await client(short).submit({}, 'ref-7');
    expect(!timedOut.ok && timedOut.error).toMatchObject({ code: 'TIMEOUT', delivery: 'unknown' });
    script = (_req, res) => {
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.write('{"id":');
      pending.push(res);
    };
    const bodyTimedOut = await client(short).submit({}, 'ref-8');
    expect(!bodyTimedOut.ok && bodyTimedOut.error).toMatchObject({
      code: 'TIMEOUT',
      delivery: 'unknown',
    });
    for (const res of pending) res.destroy();
  });

  it('uses the configured GET template and keeps only exact referenceId matches', async () => {
    script = answer(
      200,
      JSON.stringify({ id: 5, status: 'InReview', fundingOnHold: 'maybe', extra: { kept: true } }),
    );
    const byId = await client().getById('5/..');
    expect(seen.at(-1)!.url).toBe('/api/merchants/5%2F../details');
    expect(byId.ok && byId.value).toMatchObject({
      merchantId: '5',
      status: 'InReview',
      fundingOnHold: null,
      extra: { kept: true },
    });
    // A service that ignored the query and listed everyone must not make ref-9 look submitted.
    script = answer(
      200,
      JSON.stringify([
        { id: 1, referenceId: 'other' },
        { id: 2 },
        'junk',
        { id: 3, referenceId: 'ref-9' },
      ]),
    );
    const found = await client().findByReferenceId('ref-9');
    expect(seen.at(-1)!.url).toBe('/boarding/v2/merchant?referenceId=ref-9');
    expect(found.ok && found.value.map((match) => match.record.merchantId)).toEqual(['3']);
    script = answer(200, '{"id":3}');
    const notAList = await client().findByReferenceId('ref-9');
    expect(!notAList.ok && notAList.error).toMatchObject({ code: 'SERVER_ERROR', status: 200 });
    script = answer(200, '');
    const empty = await client().getById('5');
    expect(!empty.ok && empty.error).toMatchObject({ code: 'SERVER_ERROR', status: 200 });
  });

  it('refuses a payload that is not an object without sending it', async () => {
    const before = seen.length;
    for (const payload of [null, 'text', [1], 3]) {
      const result = await client().submit(payload, 'ref-10');
      expect(!result.ok && result.error).toMatchObject({
        code: 'VALIDATION',
        delivery: 'not-sent',
      });
    }
    expect(seen.length).toBe(before);
  });
});
