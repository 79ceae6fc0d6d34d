// The whole three-step flow with a third-party OAuth 1.0a client (node-oauth, "oauth" on npm),
// followed by POST and GET, over real loopback HTTP; then the authorization page and the
// request-token rules one by one (RFC 5849 section 2; decisions 3 to 7).
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth } from 'oauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validFullPayload } from '../fixtures/merchant';
import {
  parseAuthorizeForm,
  parseForm,
  signedFetch,
  startHarness,
  type Credentials,
  type Harness,
} from './sandbox-harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    consumer: { key: randomUUID(), secret: 'flow-secret', name: 'Acme <Boarding> & "Co"' },
  });
});
afterAll(() => harness.cleanup());

/** A loopback callback listener like the app's (decisions 4): records each query it receives. */
async function callbackListener(): Promise<{
  url: string;
  received: URLSearchParams[];
  close(): Promise<void>;
}> {
  const received: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams);
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('You can close this window.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth/callback`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type Callback = (error: unknown, ...results: unknown[]) => void;

/** node-oauth is callback-based: resolves with the callback's results, rejects on its error. */
function call(start: (callback: Callback) => void): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    start((error, ...results) =>
      error ? reject(new Error(JSON.stringify(error))) : resolve(results),
    );
  });
}

describe('three-step flow with node-oauth, then POST and GET', () => {
  it('completes request token, Authorize form, access token, POST and GET', async () => {
    const listener = await callbackListener();
    const { url, consumer } = harness.sandbox;
    // The access-token URL uses the spec's other spelling: token paths match case-insensitively.
    const client = new OAuth(
      `${url}/boarding/v2/oauth/1a/requesttoken`,
      `${url}/boarding/v2/OAuth/1A/AccessToken`,
      consumer.key,
      consumer.secret,
      '1.0A',
      listener.url,
      'HMAC-SHA1',
    );
    try {
      const [requestToken, requestSecret, requestResults] = (await call((done) =>
        client.getOAuthRequestToken(done),
      )) as [string, string, Record<string, string>];
      expect(requestResults.oauth_callback_confirmed).toBe('true');
      expect(requestResults.oauth_callback).toBe('true');

      const page = await fetch(
        `${url}${harness.sandbox.authorizePath}?oauth_token=${encodeURIComponent(requestToken)}`,
      );
      expect(page.status).toBe(200);
      const form = parseAuthorizeForm(await page.text());
      expect(form.fields.oauth_token).toBe(requestToken);
      // Following the redirect lands on our callback listener, like the system browser would.
      const landing = await fetch(`${url}${form.action}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          oauth_token: form.fields.oauth_token!,
          decision: 'authorize',
        }).toString(),
      });
      expect(await landing.text()).toBe('You can close this window.');
      const redirect = listener.received[0]!;
      expect(redirect.get('oauth_token')).toBe(requestToken);
      const verifier = redirect.get('oauth_verifier')!;
      expect(verifier.length).toBeGreaterThan(10);

      const [accessToken, accessSecret] = (await call((done) =>
        client.getOAuthAccessToken(requestToken, requestSecret, verifier, done),
      )) as [string, string];
      expect(accessToken).not.toBe(requestToken);

      const referenceId = randomUUID();
      const [posted] = (await call((done) =>
        client.post(
          `${url}/boarding/v2/merchant`,
          accessToken,
          accessSecret,
          JSON.stringify(validFullPayload({ referenceId })),
          'application/json',
          done,
        ),
      )) as [string];
      const created = JSON.parse(posted) as { id: number; status: string; referenceId: string };
      expect(created.status).toBe('Submitted');
      expect(created.referenceId).toBe(referenceId);

      const [fetched] = (await call((done) =>
        client.get(`${url}/boarding/v2/merchant/${created.id}`, accessToken, accessSecret, done),
      )) as [string];
      expect(JSON.parse(fetched)).toMatchObject({ id: created.id, referenceId });

      // A query string is signed too (RFC 5849 section 3.4.1.3.1).
      const [search] = (await call((done) =>
        client.get(
          `${url}/boarding/v2/merchant?referenceId=${referenceId}`,
          accessToken,
          accessSecret,
          done,
        ),
      )) as [string];
      expect((JSON.parse(search) as { id: number }[]).map((merchant) => merchant.id)).toEqual([
        created.id,
      ]);
    } finally {
      await listener.close();
    }
  });
});

async function requestToken(callback = 'http://127.0.0.1:9/oauth/callback'): Promise<Credentials> {
  const response = await signedFetch(
    harness,
    undefined,
    'POST',
    '/boarding/v2/oauth/1a/requesttoken',
    { params: { oauth_callback: callback } },
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
  const form = parseForm(await response.text());
  return { key: form.oauth_token!, secret: form.oauth_token_secret! };
}

function decide(
  token: string,
  decision: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${harness.sandbox.url}${harness.sandbox.authorizePath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ oauth_token: token, decision }).toString(),
    redirect: 'manual',
  });
}

function exchange(
  token: Credentials,
  verifier: string,
  path = '/boarding/v2/oauth/1a/accessToken',
): Promise<Response> {
  return signedFetch(harness, token, 'POST', path, { params: { oauth_verifier: verifier } });
}

describe('authorization page', () => {
  it('names the application (escaped), says what it may do, and locks the page down', async () => {
    const token = await requestToken();
    const page = await fetch(
      `${harness.sandbox.url}${harness.sandbox.authorizePath}?oauth_token=${token.key}`,
    );
    const html = await page.text();
    expect(html).toContain('Acme &#60;Boarding&#62; &#38; &#34;Co&#34;');
    expect(html).not.toContain('<Boarding>');
    expect(html).toMatch(/submit merchant boarding applications/);
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\/(?!127)/);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('form-action');
    expect(csp).toContain('http://127.0.0.1:9');
    const form = parseAuthorizeForm(html);
    expect(form.action).toBe('/boarding/v2/oauth/1a/authorize');
    expect(form.fields).toEqual({ oauth_token: token.key });
    expect(form.decisions).toEqual(['authorize', 'deny']);
  });

  it('answers unknown and expired requests with a page, not a form', async () => {
    const unknown = await fetch(
      `${harness.sandbox.url}${harness.sandbox.authorizePath}?oauth_token=nope`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).not.toContain('<form');
    const token = await requestToken();
    harness.clock.advance(11 * 60 * 1000);
    try {
      const expired = await fetch(
        `${harness.sandbox.url}${harness.sandbox.authorizePath}?oauth_token=${token.key}`,
      );
      expect(expired.status).toBe(410);
      expect((await decide(token.key, 'authorize')).status).toBe(410);
    } finally {
      harness.clock.advance(-11 * 60 * 1000);
    }
  });

  it('Deny redirects with denied=<token> and no verifier; the token is then useless', async () => {
    const token = await requestToken('http://127.0.0.1:9/oauth/callback?state=kept');
    const response = await decide(token.key, 'deny');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:9/oauth/callback');
    expect(location.searchParams.get('state')).toBe('kept');
    expect(location.searchParams.get('denied')).toBe(token.key);
    expect(location.searchParams.has('oauth_verifier')).toBe(false);
    const afterDeny = await exchange(token, 'anything');
    expect(afterDeny.status).toBe(401);
    expect(((await afterDeny.json()) as { message: string }).message).toMatch(/denied/i);
  });

  it('decides a request token once only, and refuses a post from another origin', async () => {
    const token = await requestToken();
    const foreign = await decide(token.key, 'authorize', { Origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    const first = await decide(token.key, 'authorize', { Origin: harness.sandbox.url });
    expect(first.status).toBe(302);
    expect((await decide(token.key, 'authorize')).status).toBe(409);
    expect((await decide(token.key, 'deny')).status).toBe(409);
    const page = await fetch(
      `${harness.sandbox.url}${harness.sandbox.authorizePath}?oauth_token=${token.key}`,
    );
    expect(page.status).toBe(409);
  });

  it('refuses a post without a decision or not sent as a form', async () => {
    const token = await requestToken();
    expect((await decide(token.key, 'maybe')).status).toBe(400);
    const json = await fetch(`${harness.sandbox.url}${harness.sandbox.authorizePath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oauth_token: token.key, decision: 'authorize' }),
    });
    expect(json.status).toBe(415);
    // Neither changed anything: the token can still be authorized.
    expect((await decide(token.key, 'authorize')).status).toBe(302);
  });

  it('shows the verifier on the page for an out-of-band ("oob") callback', async () => {
    const token = await requestToken('oob');
    const response = await decide(token.key, 'authorize');
    expect(response.status).toBe(200);
    const verifier = /<code>([^<]+)<\/code>/.exec(await response.text())?.[1];
    expect(verifier).toBeTruthy();
    expect((await exchange(token, verifier!)).status).toBe(200);
  });
});

describe('request and access tokens', () => {
  it('refuses a callback that is not an absolute http(s) URL', async () => {
    const response = await signedFetch(
      harness,
      undefined,
      'POST',
      '/boarding/v2/oauth/1a/requesttoken',
      {
        params: { oauth_callback: 'javascript:alert(1)' },
      },
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe(
      'oauth_callback',
    );
  });

  it('checks the verifier, and exchanges a request token once only', async () => {
    const token = await requestToken();
    const location = new URL((await decide(token.key, 'authorize')).headers.get('location')!);
    const verifier = location.searchParams.get('oauth_verifier')!;
    expect((await exchange(token, 'wrong-verifier')).status).toBe(401);
    const ok = await exchange(token, verifier, '/BOARDING/V2/OAUTH/1A/ACCESSTOKEN');
    expect(ok.status).toBe(200);
    const access = parseForm(await ok.text());
    expect(Object.keys(access).sort()).toEqual(['oauth_token', 'oauth_token_secret']);
    const again = await exchange(token, verifier);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { message: string }).message).toMatch(/already used/);
  });

  it('does not exchange a request token before it is authorized', async () => {
    const token = await requestToken();
    const response = await exchange(token, 'x');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/not authorized/);
  });

  it('does not accept a request token where an access token is needed', async () => {
    const token = await requestToken();
    expect((await signedFetch(harness, token, 'GET', '/boarding/v2/merchant/1')).status).toBe(401);
  });
});
