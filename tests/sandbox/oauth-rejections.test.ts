// Every rejection of decisions 2 gives 401, `WWW-Authenticate: OAuth realm="boarding"` and the
// JSON error shape of decisions 17; the leniencies (single quotes, fractional timestamps) pass.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  clockSeconds,
  signIn,
  signedFetch,
  startHarness,
  type Credentials,
  type ErrorBody,
  type SignedFetchOptions,
  useSignedInSandbox,
} from './sandbox-harness';
import { hmacSha1Signature } from '../../sandbox/oauth/hmac-sha1';
import { percentEncode } from '../../sandbox/oauth/percent-encoding';
import { signatureBaseString } from '../../sandbox/oauth/signature-base-string';

const session = useSignedInSandbox();

const lookupPath = `/boarding/v2/merchant?referenceId=${'none'}`;

function get(
  options: SignedFetchOptions = {},
  token: Credentials | null = session.access,
): Promise<Response> {
  return signedFetch(session.harness, token ?? undefined, 'GET', lookupPath, options);
}

async function expectRejected(response: Response, message: RegExp): Promise<ErrorBody> {
  expect(response.status).toBe(401);
  expect(response.headers.get('www-authenticate')).toBe('OAuth realm="boarding"');
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorBody;
  expect(body.message).toMatch(message);
  return body;
}

describe('accepted variants', () => {
  it('accepts a correctly signed request with double quotes', async () => {
    expect((await get()).status).toBe(200);
  });

  it('accepts single quotes around values (the service samples use them)', async () => {
    expect((await get({ quote: "'" })).status).toBe(200);
  });

  it('accepts a fractional timestamp', async () => {
    expect((await get({ timestamp: `${clockSeconds(session.harness.clock)}.482` })).status).toBe(
      200,
    );
  });

  it('accepts a timestamp 299 s off either way', async () => {
    const now = Number(clockSeconds(session.harness.clock));
    expect((await get({ timestamp: String(now - 299) })).status).toBe(200);
    expect((await get({ timestamp: String(now + 299) })).status).toBe(200);
  });

  it('accepts a request without oauth_version (optional in RFC 5849 section 3.1) or with "1.0A"', async () => {
    expect((await get({ omit: ['oauth_version'] })).status).toBe(200);
    expect((await get({ params: { oauth_version: '1.0A' } })).status).toBe(200);
  });
});

describe('401 rejections (decisions 2)', () => {
  it('wrong signature', async () => {
    await expectRejected(await get({ signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' }), /signature/i);
  });

  it('signature made with the wrong token secret', async () => {
    await expectRejected(
      await get({}, { key: session.access.key, secret: 'not-the-secret' }),
      /signature/i,
    );
  });

  it('a query changed after signing', async () => {
    const url = `${session.harness.sandbox.url}/boarding/v2/merchant?referenceId=a`;
    const header = authorizationHeader({
      consumer: session.harness.sandbox.consumer,
      token: session.access,
      method: 'GET',
      url,
      timestamp: clockSeconds(session.harness.clock),
    });
    const response = await fetch(
      `${session.harness.sandbox.url}/boarding/v2/merchant?referenceId=b`,
      {
        headers: { Authorization: header },
      },
    );
    await expectRejected(response, /signature/i);
  });

  it('unknown consumer key', async () => {
    const url = `${session.harness.sandbox.url}${lookupPath}`;
    const header = authorizationHeader({
      consumer: { key: randomUUID(), secret: session.harness.sandbox.consumer.secret },
      token: session.access,
      method: 'GET',
      url,
      timestamp: clockSeconds(session.harness.clock),
    });
    await expectRejected(await fetch(url, { headers: { Authorization: header } }), /consumer/i);
  });

  it('nonce reused within the window', async () => {
    const nonce = randomUUID();
    const timestamp = clockSeconds(session.harness.clock);
    expect((await get({ nonce, timestamp })).status).toBe(200);
    await expectRejected(await get({ nonce, timestamp }), /nonce/i);
  });

  it('timestamp more than 300 s away, in the past or the future', async () => {
    const now = Number(clockSeconds(session.harness.clock));
    await expectRejected(await get({ timestamp: String(now - 301) }), /timestamp/i);
    await expectRejected(await get({ timestamp: String(now + 301) }), /timestamp/i);
  });

  it('timestamp that is not a number', async () => {
    const body = await expectRejected(await get({ timestamp: 'yesterday' }), /timestamp/i);
    expect(body.errors).toEqual([
      { field: 'oauth_timestamp', message: 'must be Unix time in seconds' },
    ]);
  });

  it('unknown token', async () => {
    await expectRejected(await get({}, { key: 'no-such-token', secret: 'x' }), /unknown token/i);
  });

  it('missing parameters, listed as field errors', async () => {
    const response = await get({}, null);
    const body = await expectRejected(response, /missing/i);
    expect(body.errors).toEqual([{ field: 'oauth_token', message: 'is required' }]);
    const several = await expectRejected(
      await get({ omit: ['oauth_nonce', 'oauth_timestamp'] }),
      /missing/i,
    );
    expect(several.errors?.map((error) => error.field).sort()).toEqual([
      'oauth_nonce',
      'oauth_timestamp',
    ]);
  });

  it('no Authorization header, or another scheme', async () => {
    await expectRejected(await fetch(`${session.harness.sandbox.url}${lookupPath}`), /missing/i);
    await expectRejected(
      await fetch(`${session.harness.sandbox.url}${lookupPath}`, {
        headers: { Authorization: 'Bearer x' },
      }),
      /OAuth scheme/,
    );
  });

  it('wrong signature method', async () => {
    const body = await expectRejected(
      await get({ params: { oauth_signature_method: 'PLAINTEXT' } }),
      /signature method/i,
    );
    expect(body.errors?.[0]?.field).toBe('oauth_signature_method');
  });

  it('wrong version', async () => {
    const body = await expectRejected(await get({ params: { oauth_version: '2.0' } }), /version/i);
    expect(body.errors?.[0]?.field).toBe('oauth_version');
  });

  it('a protocol parameter sent twice', async () => {
    const url = `${session.harness.sandbox.url}${lookupPath}`;
    const header = authorizationHeader({
      consumer: session.harness.sandbox.consumer,
      token: session.access,
      method: 'GET',
      url,
      timestamp: clockSeconds(session.harness.clock),
    });
    const response = await fetch(url, {
      headers: { Authorization: `${header}, oauth_nonce="again"` },
    });
    await expectRejected(response, /duplicated/i);
  });

  /**
   * A request correctly signed over a protocol parameter that also travels in the query or a form
   * body. The oauth-1.0a client merges such a parameter into one, so the signature is made here
   * from the RFC 5849 section 3.4 base string with both occurrences: only the location is wrong.
   */
  function signedWithDuplicate(
    method: string,
    pathAndQuery: string,
    headerParams: Record<string, string>,
    token: Credentials | undefined,
    formBody?: string,
  ): Promise<Response> {
    const { sandbox } = session.harness;
    const url = new URL(`${sandbox.url}${pathAndQuery}`);
    const params: [string, string][] = Object.entries({
      oauth_consumer_key: sandbox.consumer.key,
      oauth_nonce: randomUUID().replaceAll('-', ''),
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: clockSeconds(session.harness.clock),
      oauth_version: '1.0',
      ...(token ? { oauth_token: token.key } : {}),
      ...headerParams,
    });
    const base = signatureBaseString({
      method,
      scheme: 'http',
      host: url.host,
      path: url.pathname,
      query: url.search.slice(1),
      headerParams: params,
      ...(formBody === undefined ? {} : { formBody }),
    });
    const signature = hmacSha1Signature(base, sandbox.consumer.secret, token?.secret ?? '');
    const header = [...params, ['oauth_signature', signature]]
      .map(([name, value]) => `${percentEncode(name!)}="${percentEncode(value!)}"`)
      .join(', ');
    return fetch(url, {
      method,
      headers: {
        Authorization: `OAuth ${header}`,
        ...(formBody === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
      },
      ...(formBody === undefined ? {} : { body: formBody }),
    });
  }

  it('a protocol parameter sent in the query as well as the header (RFC 5849 section 3.1)', async () => {
    const nonce = randomUUID().replaceAll('-', '');
    const response = await signedWithDuplicate(
      'GET',
      `${lookupPath}&oauth_nonce=${nonce}`,
      { oauth_nonce: nonce },
      session.access,
    );
    const body = await expectRejected(response, /more than one place/i);
    expect(body.errors).toEqual([
      { field: 'oauth_nonce', message: 'is sent in more than one place' },
    ]);
  });

  it('a protocol parameter sent in a form body as well as the header', async () => {
    const callback = 'http://127.0.0.1:9/oauth/callback';
    const response = await signedWithDuplicate(
      'POST',
      '/boarding/v2/oauth/1a/requesttoken',
      { oauth_callback: callback },
      undefined,
      new URLSearchParams({ oauth_callback: callback }).toString(),
    );
    const body = await expectRejected(response, /more than one place/i);
    expect(body.errors).toEqual([
      { field: 'oauth_callback', message: 'is sent in more than one place' },
    ]);
  });

  it('the request-token call without oauth_callback', async () => {
    const response = await signedFetch(
      session.harness,
      undefined,
      'POST',
      '/boarding/v2/oauth/1a/requesttoken',
    );
    const body = await expectRejected(response, /missing/i);
    expect(body.errors).toEqual([{ field: 'oauth_callback', message: 'is required' }]);
  });

  it('never echoes the signature or the token in the error', async () => {
    const response = await get({ signature: 'c2VjcmV0LXNpZ25hdHVyZQ==' });
    const text = await response.text();
    expect(text).not.toContain('c2VjcmV0LXNpZ25hdHVyZQ');
    expect(text).not.toContain(session.access.key);
  });
});

describe('token lifetime (decisions 7)', () => {
  it('an access token works until 24 h after issue, then gets 401 "expired"', async () => {
    const token = await signIn(session.harness);
    session.harness.clock.advance(24 * 60 * 60 * 1000 - 60_000);
    try {
      expect((await get({}, token)).status).toBe(200);
      session.harness.clock.advance(60_000);
      await expectRejected(await get({}, token), /expired/i);
    } finally {
      session.harness.clock.advance(-24 * 60 * 60 * 1000);
    }
  });

  it('a revoked token gets 401 (admin expireAllTokens), and a new sign-in works again', async () => {
    const token = await signIn(session.harness);
    expect(await session.harness.sandbox.admin.expireAllTokens()).toBeGreaterThanOrEqual(1);
    await expectRejected(await get({}, token), /revoked/i);
    session.access = await signIn(session.harness);
    expect((await get()).status).toBe(200);
  });

  it('honours tokenLifetimeMs', async () => {
    const short = await startHarness({ tokenLifetimeMs: 60_000 });
    try {
      const token = await signIn(short);
      expect((await signedFetch(short, token, 'GET', lookupPath)).status).toBe(200);
      short.clock.advance(60_000);
      expect((await signedFetch(short, token, 'GET', lookupPath)).status).toBe(401);
    } finally {
      await short.cleanup();
    }
  });
});
