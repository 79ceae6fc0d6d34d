import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  startLoopbackListener,
  type LoopbackListener,
} from '../../../electron/core/oauth/loopback-listener';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw GET, so tests can also send what a browser would not (another Host, another method). */
function get(
  url: string,
  init: { method?: string; host?: string; path?: string; language?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: init.path ?? `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: {
          ...(init.host ? { host: init.host } : {}),
          ...(init.language ? { 'accept-language': init.language } : {}),
        },
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function callback(listener: LoopbackListener, query: Record<string, string>): string {
  const url = new URL(listener.callbackUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

const listeners: LoopbackListener[] = [];
async function start(
  options: Parameters<typeof startLoopbackListener>[0] = {},
): Promise<LoopbackListener> {
  const listener = await startLoopbackListener(options);
  listeners.push(listener);
  return listener;
}

afterEach(() => {
  for (const listener of listeners.splice(0)) listener.cancel();
});

describe('loopback callback listener (RFC 8252 sections 7.3, 8.3)', () => {
  it('listens on 127.0.0.1, an ephemeral port, path /oauth/callback', async () => {
    const listener = await start();
    const url = new URL(listener.callbackUrl);
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).toBeGreaterThan(0);
    expect(url.pathname).toBe('/oauth/callback');
    const other = await start();
    expect(other.callbackUrl).not.toBe(listener.callbackUrl);
  });

  it('accepts the callback with the pending token and answers a friendly, locked-down page', async () => {
    const listener = await start();
    listener.expectToken('request-token-1');
    const answer = await get(
      callback(listener, { oauth_token: 'request-token-1', oauth_verifier: 'verifier-xyz' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Signed in: you can return to Boarding Desk');
    expect(answer.body).not.toContain('verifier-xyz');
    expect(answer.body).not.toContain('request-token-1');
    expect(answer.body).not.toMatch(/<script/i);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['cache-control']).toBe('no-store');
    await expect(listener.outcome).resolves.toEqual({ kind: 'verifier', verifier: 'verifier-xyz' });
  });

  it('speaks the language the browser asks for, as the sandbox authorization page does (decisions 91)', async () => {
    const listener = await start();
    listener.expectToken('token-es');
    const wrong = await get(callback(listener, { oauth_token: 'guess', oauth_verifier: 'v' }), {
      language: 'es-MX,es;q=0.9,en;q=0.5',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain('<html lang="es">');
    expect(wrong.body).toContain('Enlace de inicio de sesión no reconocido');
    expect(wrong.headers['content-language']).toBe('es');
    // A language the page lacks gets English.
    const german = await get(callback(listener, { oauth_token: 'guess', oauth_verifier: 'v' }), {
      language: 'de-DE',
    });
    expect(german.body).toContain('<html lang="en">');
    expect(german.body).toContain('Sign-in link not recognised');
    const right = await get(callback(listener, { oauth_token: 'token-es', oauth_verifier: 'v' }), {
      language: 'es-US',
    });
    expect(right.body).toContain('Sesión iniciada: puede volver a Boarding Desk');
  });

  it('rejects a wrong token and keeps waiting for the real one, then refuses a second callback', async () => {
    const listener = await start();
    listener.expectToken('real');
    const wrong = await get(callback(listener, { oauth_token: 'guess', oauth_verifier: 'v1' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).not.toContain('guess');
    const noVerifier = await get(callback(listener, { oauth_token: 'real' }));
    expect(noVerifier.status).toBe(400);
    const right = await get(callback(listener, { oauth_token: 'real', oauth_verifier: 'v2' }));
    expect(right.status).toBe(200);
    await expect(listener.outcome).resolves.toEqual({ kind: 'verifier', verifier: 'v2' });
    // Closed after use: the port no longer accepts connections.
    await expect(
      get(callback(listener, { oauth_token: 'real', oauth_verifier: 'v3' })),
    ).rejects.toThrow();
  });

  it('rejects callbacks that arrive before the request token is known', async () => {
    const listener = await start();
    const early = await get(callback(listener, { oauth_token: 'x', oauth_verifier: 'y' }));
    expect(early.status).toBe(400);
    listener.expectToken('x');
    expect((await get(callback(listener, { oauth_token: 'x', oauth_verifier: 'y' }))).status).toBe(
      200,
    );
  });

  it('answers 404 for other paths, other methods and another Host, without leaking anything', async () => {
    const listener = await start();
    listener.expectToken('t');
    const base = new URL(listener.callbackUrl);
    const otherPath = await get(`${base.origin}/oauth/callbackx?oauth_token=t&oauth_verifier=v`);
    const post = await get(callback(listener, { oauth_token: 't', oauth_verifier: 'v' }), {
      method: 'POST',
    });
    const rebinding = await get(callback(listener, { oauth_token: 't', oauth_verifier: 'v' }), {
      host: 'evil.example:80',
    });
    for (const answer of [otherPath, post, rebinding]) {
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('oauth');
    }
    // None of them settled the wait.
    expect((await get(callback(listener, { oauth_token: 't', oauth_verifier: 'v' }))).status).toBe(
      200,
    );
    await expect(listener.outcome).resolves.toEqual({ kind: 'verifier', verifier: 'v' });
  });

  it('refuses request-targets that are not origin-form without crashing, then still accepts', async () => {
    const listener = await start();
    listener.expectToken('t');
    const base = new URL(listener.callbackUrl);
    // `new URL` throws on the first one; a throw in the handler would be uncaught in main.
    for (const path of [
      'http://a:99999/oauth/callback?oauth_token=t&oauth_verifier=v',
      `http://${base.host}/oauth/callback?oauth_token=t&oauth_verifier=v`,
      '//evil.example/oauth/callback?oauth_token=t&oauth_verifier=v',
    ]) {
      const answer = await get(listener.callbackUrl, { path, host: base.host });
      expect(answer.status, path).toBe(404);
    }
    expect((await get(callback(listener, { oauth_token: 't', oauth_verifier: 'v' }))).status).toBe(
      200,
    );
    await expect(listener.outcome).resolves.toEqual({ kind: 'verifier', verifier: 'v' });
  });

  it('reports a denial (denied=<token>) in plain words', async () => {
    const listener = await start();
    listener.expectToken('t');
    const answer = await get(callback(listener, { denied: 't' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('You chose Deny');
    await expect(listener.outcome).resolves.toEqual({ kind: 'denied' });
  });

  it('ignores a denial for another token', async () => {
    const listener = await start();
    listener.expectToken('t');
    expect((await get(callback(listener, { denied: 'other' }))).status).toBe(400);
    listener.cancel();
    await expect(listener.outcome).resolves.toEqual({ kind: 'cancelled' });
  });

  it('times out and closes', async () => {
    const listener = await start({ timeoutMs: 30 });
    listener.expectToken('t');
    await expect(listener.outcome).resolves.toEqual({ kind: 'timeout' });
    await expect(
      get(callback(listener, { oauth_token: 't', oauth_verifier: 'v' })),
    ).rejects.toThrow();
  });

  it('is cancelled by its AbortSignal, also one aborted before start', async () => {
    const controller = new AbortController();
    const listener = await start({ signal: controller.signal });
    controller.abort();
    await expect(listener.outcome).resolves.toEqual({ kind: 'cancelled' });
    const already = await start({ signal: AbortSignal.abort() });
    await expect(already.outcome).resolves.toEqual({ kind: 'cancelled' });
  });
});
