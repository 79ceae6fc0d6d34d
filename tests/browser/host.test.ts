// Browser mode's loopback host over real HTTP: the launch secret, the Host and Origin checks, the
// POST IPC route through the shared dispatcher, and static files that cannot escape. The page's
// WebSocket (calls and events) is host-socket.test.ts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appInfo, launch, rawRequest, startHostFixture, type HostFixture } from './host-fixture';

let fixture: HostFixture;
beforeEach(async () => {
  fixture = await startHostFixture({ maxBodyBytes: 64 * 1024 });
});
afterEach(async () => {
  await fixture.close();
});

function ipc(
  channel: string,
  init: { cookie?: string; origin?: string | null; body?: unknown } = {},
) {
  const { host } = fixture;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.origin !== null) headers.Origin = init.origin ?? host.origin;
  return rawRequest(host.port, {
    method: 'POST',
    path: `/ipc/${encodeURIComponent(channel)}`,
    headers: { ...headers, Host: `127.0.0.1:${host.port}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('browser host: launch link', () => {
  it('trades the launch token once for an HttpOnly SameSite=Strict session cookie', async () => {
    const first = await fetch(fixture.host.launchUrl, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^boarding_session_\d+=[0-9a-f]{64}; HttpOnly; SameSite=Strict; Path=\/$/,
    );
    expect(cookie).not.toContain(new URL(fixture.host.launchUrl).searchParams.get('token'));

    const reused = await fetch(fixture.host.launchUrl, { redirect: 'manual' });
    expect(reused.status).toBe(403);
    expect(reused.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a wrong token and a launch through a foreign Host (DNS rebinding)', async () => {
    const url = new URL(fixture.host.launchUrl);
    const wrong = await fetch(`${url.origin}/launch?token=${'0'.repeat(64)}`, {
      redirect: 'manual',
    });
    expect(wrong.status).toBe(403);
    const rebound = await rawRequest(fixture.host.port, {
      path: `${url.pathname}${url.search}`,
      headers: { Host: `evil.example:${fixture.host.port}` },
    });
    expect(rebound.status).toBe(403);
    // The refused attempts did not burn the real token.
    expect((await fetch(fixture.host.launchUrl, { redirect: 'manual' })).status).toBe(303);
  });
});

describe('browser host: IPC', () => {
  it('answers the contract through the dispatcher with the session cookie', async () => {
    const cookie = await launch(fixture.host);
    const response = await ipc('app:info', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    // The core's share of the round trip, for devtools and the editor bench; a duration only.
    expect(response.headers['server-timing']).toMatch(/^dispatch;dur=\d+\.\d{2}$/);
    expect(JSON.parse(response.body)).toEqual({ ok: true, value: appInfo });
  });

  it('is not locked out by a same-named cookie tossed from another 127.0.0.1 port', async () => {
    const cookie = await launch(fixture.host);
    const name = `boarding_session_${fixture.host.port}`;
    // Browsers send the longer-path cookie first: the tossed one comes before ours.
    const tossed = `${name}=${'b'.repeat(64)}; ${cookie}`;
    expect((await ipc('app:info', { cookie: tossed })).status).toBe(200);
    expect((await ipc('app:info', { cookie: `${name}=${'b'.repeat(64)}` })).status).toBe(403);
  });

  it('refuses calls without the secret cookie, with a wrong one, or before launch', async () => {
    expect((await ipc('app:info')).status).toBe(403);
    await launch(fixture.host);
    expect((await ipc('app:info')).status).toBe(403);
    const forged = await ipc('app:info', {
      cookie: `boarding_session_${fixture.host.port}=${'a'.repeat(64)}`,
    });
    expect(forged.status).toBe(403);
    expect(JSON.parse(forged.body)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(fixture.calls).toHaveLength(0);
  });

  it('refuses a foreign Origin and a POST without Origin (cross-site calls)', async () => {
    const cookie = await launch(fixture.host);
    expect((await ipc('app:info', { cookie, origin: 'http://evil.example' })).status).toBe(403);
    expect(
      (await ipc('app:info', { cookie, origin: `http://127.0.0.1:${fixture.host.port + 1}` }))
        .status,
    ).toBe(403);
    expect((await ipc('app:info', { cookie, origin: 'null' })).status).toBe(403);
    expect((await ipc('app:info', { cookie, origin: null })).status).toBe(403);
    expect(fixture.calls).toHaveLength(0);
  });

  it('refuses a foreign Host even with the right cookie and Origin', async () => {
    const cookie = await launch(fixture.host);
    const port = fixture.host.port;
    for (const host of [`evil.example:${port}`, `127.0.0.1:${port + 1}`, '127.0.0.1']) {
      const response = await rawRequest(port, {
        method: 'POST',
        path: '/ipc/app:info',
        headers: {
          Host: host,
          Origin: `http://${host}`,
          Cookie: cookie,
          'Content-Type': 'application/json',
        },
      });
      expect(response.status, host).toBe(403);
    }
    expect(fixture.calls).toHaveLength(0);
  });

  it('answers malformed calls with a Result and never runs a handler', async () => {
    const cookie = await launch(fixture.host);
    const unknown = await ipc('drafts:explode', { cookie });
    expect(JSON.parse(unknown.body)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    const malformed = await ipc('drafts:get', { cookie, body: { id: 42 } });
    expect(JSON.parse(malformed.body)).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    const notJson = await rawRequest(fixture.host.port, {
      method: 'POST',
      path: '/ipc/drafts:get',
      headers: {
        Host: `127.0.0.1:${fixture.host.port}`,
        Origin: fixture.host.origin,
        Cookie: cookie,
        'Content-Type': 'application/json',
      },
      body: '{"id":',
    });
    expect(notJson.status).toBe(400);
    const wrongType = await rawRequest(fixture.host.port, {
      method: 'POST',
      path: '/ipc/drafts:get',
      headers: {
        Host: `127.0.0.1:${fixture.host.port}`,
        Origin: fixture.host.origin,
        Cookie: cookie,
        'Content-Type': 'text/plain',
      },
      body: '{"id":"x"}',
    });
    expect(wrongType.status).toBe(415);
    const tooLarge = await ipc('drafts:save', {
      cookie,
      body: { id: 'x', payload: { legalName: 'x'.repeat(70 * 1024) } },
    });
    expect(tooLarge.status).toBe(413);
    const wrongMethod = await rawRequest(fixture.host.port, {
      path: '/ipc/app:info',
      headers: { Host: `127.0.0.1:${fixture.host.port}`, Cookie: cookie },
    });
    expect(wrongMethod.status).toBe(405);
    expect(fixture.calls).toHaveLength(0);
  });
});

describe('browser host: static files and headers', () => {
  it('serves the app with security headers once launched, and asks for the launch link before', async () => {
    const before = await fetch(`${fixture.host.origin}/`);
    expect(before.status).toBe(401);
    expect(await before.text()).toContain('launch link');
    const cookie = await launch(fixture.host);
    const page = await fetch(`${fixture.host.origin}/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Boarding Desk</title>');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const script = await fetch(`${fixture.host.origin}/assets/app.js`, { headers: { cookie } });
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('never serves a file outside the renderer directory', async () => {
    const cookie = await launch(fixture.host);
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const response = await rawRequest(fixture.host.port, {
        path,
        headers: { Host: `127.0.0.1:${fixture.host.port}`, Cookie: cookie },
      });
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('outside the renderer dir');
    }
  });
});
