import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../sandbox';
import type { HandshakeStep } from '../../../shared/auth/auth-status-schema';
import {
  EnvironmentSchema,
  type Environment,
} from '../../../shared/environments/environment-schema';
import { runHandshake, type HandshakeOptions } from '../../../electron/core/auth/handshake';
import { sandboxEnvironment } from '../../../electron/core/environments/sandbox-environment';
import { authorizationHeader } from '../../../electron/core/oauth/signer';
import {
  sandboxBrowser,
  submitAuthorizeForm,
  visitCallback,
  type CallbackVisit,
} from '../../../scripts/lib/authorize-sandbox-form';

let dataDir: string;
let sandbox: RunningSandbox;
let environment: Environment;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'handshake-'));
  sandbox = await startSandbox({ dataDir, port: 0 });
  environment = sandboxEnvironment(sandbox);
});
afterAll(async () => {
  await sandbox.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function handshake(overrides: Partial<HandshakeOptions> = {}) {
  return runHandshake({
    environment,
    consumerSecret: sandbox.consumer.secret,
    fetch: globalThis.fetch,
    openExternal: sandboxBrowser('authorize'),
    ...overrides,
  });
}

/** A tiny stand-in service answering every request with one fixed response. */
async function fixedServer(status: number, body: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/x-www-form-urlencoded' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function environmentAt(url: string): Environment {
  return EnvironmentSchema.parse({
    id: 'stand-in',
    name: 'Stand-in',
    kind: 'remote',
    baseUrl: url,
    authorizeUrl: `${url}/authorize`,
    consumerKey: 'key',
  });
}

describe('OAuth 1.0a handshake against the sandbox', () => {
  it('signs in through the real authorization page and reports each step', async () => {
    const steps: HandshakeStep[] = [];
    const visits: CallbackVisit[] = [];
    const opened: string[] = [];
    const browser = sandboxBrowser('authorize', (visit) => visits.push(visit));
    const result = await handshake({
      onProgress: (step) => steps.push(step),
      openExternal: async (url) => {
        opened.push(url);
        await browser(url);
      },
      clock: { now: () => Date.now() },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(steps).toEqual(['requesting-token', 'waiting-for-browser', 'exchanging', 'signed-in']);
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(
      new RegExp(`^${sandbox.url}/boarding/v2/oauth/1a/authorize\\?oauth_token=`),
    );
    expect(visits[0]?.status).toBe(200);
    expect(visits[0]?.body).toContain('Signed in: you can return to Boarding Desk');

    // The access token works for a signed API call.
    const url = `${sandbox.url}/boarding/v2/merchant?referenceId=handshake-check`;
    const credentials = {
      consumerKey: sandbox.consumer.key,
      consumerSecret: sandbox.consumer.secret,
      token: result.value.token,
      tokenSecret: result.value.tokenSecret,
    };
    const response = await fetch(url, {
      headers: { Authorization: authorizationHeader({ method: 'GET', url }, credentials) },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  it('reports Deny as AUTH_DENIED and shows the denial in the tab', async () => {
    const visits: CallbackVisit[] = [];
    const steps: HandshakeStep[] = [];
    const result = await handshake({
      openExternal: sandboxBrowser('deny', (visit) => visits.push(visit)),
      onProgress: (step) => steps.push(step),
    });
    expect(!result.ok && result.error.code).toBe('AUTH_DENIED');
    expect(visits[0]?.body).toContain('You chose Deny');
    expect(steps.at(-1)).toBe('failed');
  });

  it('times out with AUTH_TIMEOUT when the browser never comes back', async () => {
    const result = await handshake({ openExternal: async () => undefined, callbackTimeoutMs: 100 });
    expect(!result.ok && result.error.code).toBe('AUTH_TIMEOUT');
  });

  it('is cancelled by its AbortSignal while waiting for the browser (AUTH_CANCELLED)', async () => {
    const controller = new AbortController();
    const result = await handshake({
      openExternal: async () => controller.abort(),
      signal: controller.signal,
    });
    expect(!result.ok && result.error.code).toBe('AUTH_CANCELLED');
    const early = await handshake({ signal: AbortSignal.abort() });
    expect(!early.ok && early.error.code).toBe('AUTH_CANCELLED');
  });

  it('rejects a callback with the wrong token, still accepts the real one, then refuses a second', async () => {
    const seen: number[] = [];
    let secondCallback: unknown;
    const result = await handshake({
      openExternal: async (url) => {
        const callback = await submitAuthorizeForm(url, 'authorize');
        const forged = new URL(callback);
        forged.searchParams.set('oauth_token', 'not-the-pending-token');
        seen.push((await visitCallback(forged)).status);
        seen.push((await visitCallback(callback)).status);
        secondCallback = await visitCallback(callback).catch((error: unknown) => error);
      },
    });
    expect(seen).toEqual([400, 200]);
    expect(secondCallback).toBeInstanceOf(Error);
    expect(result.ok).toBe(true);
  });

  it('reports a wrong consumer secret as AUTH_HANDSHAKE with the status', async () => {
    const result = await handshake({ consumerSecret: 'not-the-secret' });
    expect(!result.ok && result.error).toMatchObject({ code: 'AUTH_HANDSHAKE', status: 401 });
  });

  it('reports a refused connection as OFFLINE', async () => {
    const { server, url } = await fixedServer(200, '');
    await new Promise((resolve) => server.close(resolve));
    const result = await handshake({ environment: environmentAt(url) });
    expect(!result.ok && result.error.code).toBe('OFFLINE');
  });
});

describe('OAuth 1.0a handshake against a misbehaving service', () => {
  it('stops with AUTH_HANDSHAKE when the callback is not confirmed (decisions 3)', async () => {
    const { server, url } = await fixedServer(200, 'oauth_token=t&oauth_token_secret=s');
    let opened = false;
    try {
      const result = await handshake({
        environment: environmentAt(url),
        openExternal: async () => {
          opened = true;
        },
      });
      expect(!result.ok && result.error.code).toBe('AUTH_HANDSHAKE');
      expect(!result.ok && result.error.message).toContain('oauth_callback_confirmed');
      expect(!result.ok && result.error.details).toEqual({ reason: 'callback-unconfirmed' });
      expect(opened).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('accepts oauth_callback=true as the confirmation, as the service samples send it (decisions 3)', async () => {
    const { server, url } = await fixedServer(
      200,
      'oauth_token=t&oauth_token_secret=s&oauth_callback=true',
    );
    try {
      // Gets past the request token to the browser step, then the test stops it there.
      const result = await handshake({
        environment: environmentAt(url),
        openExternal: async () => undefined,
        callbackTimeoutMs: 50,
      });
      expect(!result.ok && result.error.code).toBe('AUTH_TIMEOUT');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up on a silent service (TIMEOUT) and can be cancelled mid-call (AUTH_CANCELLED)', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const slow = await handshake({ environment: environmentAt(url), requestTimeoutMs: 50 });
      expect(!slow.ok && slow.error.code).toBe('TIMEOUT');
      const controller = new AbortController();
      const pending = handshake({ environment: environmentAt(url), signal: controller.signal });
      setTimeout(() => controller.abort(), 20);
      const cancelled = await pending;
      expect(!cancelled.ok && cancelled.error.code).toBe('AUTH_CANCELLED');
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('reports a 5xx as SERVER_ERROR with the status, and a tokenless answer as AUTH_HANDSHAKE', async () => {
    const failing = await fixedServer(503, 'down');
    const empty = await fixedServer(200, 'oauth_callback_confirmed=true');
    try {
      const down = await handshake({ environment: environmentAt(failing.url) });
      expect(!down.ok && down.error).toMatchObject({ code: 'SERVER_ERROR', status: 503 });
      const tokenless = await handshake({ environment: environmentAt(empty.url) });
      expect(!tokenless.ok && tokenless.error.code).toBe('AUTH_HANDSHAKE');
    } finally {
      await new Promise((resolve) => failing.server.close(resolve));
      await new Promise((resolve) => empty.server.close(resolve));
    }
  });

  it('reports another 4xx (a wrong token path) as a setup problem, not "try again later"', async () => {
    const missing = await fixedServer(404, 'not here');
    try {
      const result = await handshake({ environment: environmentAt(missing.url) });
      expect(!result.ok && result.error).toMatchObject({ code: 'AUTH_HANDSHAKE', status: 404 });
      expect(!result.ok && result.error.message).toMatch(/token paths/);
    } finally {
      await new Promise((resolve) => missing.server.close(resolve));
    }
  });
});
