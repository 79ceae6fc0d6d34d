import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { err, ok, type Result } from '../../../shared/result';
import type { ApiAuth, ApiTarget } from '../../../electron/core/oauth/api-auth';
import { signedFetch } from '../../../electron/core/oauth/signed-fetch';
import { authorizationHeader } from '../../../electron/core/oauth/signer';

interface Received {
  method: string;
  url: string;
  authorization: string;
  contentType: string | undefined;
  body: string;
}

const received: Received[] = [];
let server: Server;
let baseUrl: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  // A stand-in API: records what arrives; /expired answers 401, /missing 404, /slow never answers.
  server = createServer(async (request, response) => {
    if (request.url === '/slow') return;
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      contentType: request.headers['content-type'],
      body: await readBody(request),
    });
    const status = request.url === '/expired' ? 401 : request.url === '/missing' ? 404 : 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A plain ApiAuth over fixed credentials (the real one is covered in auth-session.test.ts). */
function fixedAuth(target: Result<ApiTarget>): ApiAuth & { expiredCalls: number } {
  return {
    expiredCalls: 0,
    current: () => target,
    markExpired() {
      this.expiredCalls++;
    },
    onChange: () => () => undefined,
  };
}

const credentials = { consumerKey: 'ck', consumerSecret: 'cs', token: 'tk', tokenSecret: 'ts' };
const target = (): Result<ApiTarget> =>
  ok({
    environmentId: 'test',
    baseUrl,
    merchantPostPath: '/boarding/v2/merchant',
    merchantGetPath: '/boarding/v2/merchant/{id}',
    credentials,
  });

function headerParameters(header: string): Record<string, string> {
  return Object.fromEntries(
    header
      .slice('OAuth '.length)
      .split(', ')
      .map((part) => {
        const [, name, value] = /^([a-z_]+)="([^"]*)"$/.exec(part) ?? [];
        return [name, decodeURIComponent(value ?? '')];
      }),
  );
}

describe('signedFetch', () => {
  it('signs the exact URL with its query, sends JSON unsigned, and returns the response', async () => {
    const auth = fixedAuth(target());
    const answer = await signedFetch(auth, globalThis.fetch, {
      method: 'POST',
      path: (api) => `${api.merchantGetPath.replace('{id}', '42')}?referenceId=a%20b`,
      json: { legalName: 'Acme' },
    });
    expect(answer.ok && answer.value.status).toBe(200);
    const request = received.at(-1)!;
    expect(request.url).toBe('/boarding/v2/merchant/42?referenceId=a%20b');
    expect(request.contentType).toBe('application/json; charset=utf-8');
    expect(request.body).toBe('{"legalName":"Acme"}');
    // Recompute the signature from what arrived: same nonce and timestamp, URL as received, no body.
    const parameters = headerParameters(request.authorization);
    const expected = authorizationHeader(
      { method: 'POST', url: `${baseUrl}${request.url}` },
      credentials,
      {
        now: () => Number(parameters.oauth_timestamp) * 1000,
        nonce: () => parameters.oauth_nonce!,
      },
    );
    expect(request.authorization).toBe(expected);
  });

  it('passes other statuses through for the caller to interpret', async () => {
    const auth = fixedAuth(target());
    const answer = await signedFetch(auth, globalThis.fetch, { method: 'GET', path: '/missing' });
    expect(answer.ok && answer.value.status).toBe(404);
    expect(auth.expiredCalls).toBe(0);
  });

  it('turns a 401 into AUTH_EXPIRED and marks the session expired (decisions 7)', async () => {
    const auth = fixedAuth(target());
    const answer = await signedFetch(auth, globalThis.fetch, { method: 'GET', path: '/expired' });
    expect(!answer.ok && answer.error).toMatchObject({ code: 'AUTH_EXPIRED', status: 401 });
    expect(auth.expiredCalls).toBe(1);
  });

  it('sends nothing when not signed in', async () => {
    const before = received.length;
    const answer = await signedFetch(
      fixedAuth(err('AUTH_REQUIRED', 'Sign in first.')),
      globalThis.fetch,
      {
        method: 'GET',
        path: '/x',
      },
    );
    expect(!answer.ok && answer.error.code).toBe('AUTH_REQUIRED');
    expect(received.length).toBe(before);
  });

  it('reports OFFLINE for a refused connection and TIMEOUT for no answer or a caller abort', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await signedFetch(
      fixedAuth(
        ok({
          environmentId: 'x',
          baseUrl: closedUrl,
          merchantPostPath: '/',
          merchantGetPath: '/{id}',
          credentials,
        }),
      ),
      globalThis.fetch,
      { method: 'GET', path: '/x' },
    );
    expect(!offline.ok && offline.error.code).toBe('OFFLINE');

    const slow = await signedFetch(fixedAuth(target()), globalThis.fetch, {
      method: 'GET',
      path: '/slow',
      timeoutMs: 50,
    });
    expect(!slow.ok && slow.error.code).toBe('TIMEOUT');
    const controller = new AbortController();
    const stopped = signedFetch(fixedAuth(target()), globalThis.fetch, {
      method: 'GET',
      path: '/slow',
      signal: controller.signal,
    });
    controller.abort();
    const aborted = await stopped;
    expect(!aborted.ok && aborted.error.message).toContain('stopped');
  });
});
