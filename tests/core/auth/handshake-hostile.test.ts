// What a hostile service may send in the OAuth 1.0a handshake is bounded (decisions 18, 21): each
// token call's answer is capped and streamed, a token must be a short run of visible ASCII, and
// the authorization page's address must fit the auth status. Whatever the service answers, the
// handshake ends with a clear, typed error and the session's status stays answerable.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession } from '../../../electron/core/auth/auth-session';
import { runHandshake } from '../../../electron/core/auth/handshake';
import { TokenVault } from '../../../electron/core/auth/token-vault';
import { aesGcmCipher } from '../../../electron/core/crypto/key-file-cipher';
import { AuthStatusSchema } from '../../../shared/auth/auth-status-schema';
import {
  EnvironmentSchema,
  type Environment,
} from '../../../shared/environments/environment-schema';
import { ok } from '../../../shared/result';
import {
  startHostileService,
  type Behaviour,
  type HostileService,
} from '../support/hostile-service';

let service: HostileService;
let environment: Environment;
let vaultDir: string;

beforeAll(async () => {
  service = await startHostileService();
  environment = EnvironmentSchema.parse({
    id: 'hostile',
    name: 'Hostile',
    kind: 'remote',
    baseUrl: service.url,
    authorizeUrl: `${service.url}/authorize`,
    consumerKey: 'key',
  });
  vaultDir = await mkdtemp(path.join(os.tmpdir(), 'handshake-hostile-'));
});
afterAll(async () => {
  await service.close();
  await rm(vaultDir, { recursive: true, force: true });
});

const goodRequestToken = 'oauth_token=rt&oauth_token_secret=rts&oauth_callback_confirmed=true';

/** The browser: goes straight to the loopback callback the request-token call announced. */
async function authorizeAtCallback(page: string): Promise<void> {
  const header = service.requests.at(-1)?.headers.authorization ?? '';
  const callback = decodeURIComponent(/oauth_callback="([^"]+)"/.exec(header)?.[1] ?? '');
  const token = new URL(page).searchParams.get('oauth_token') ?? '';
  await fetch(`${callback}?oauth_token=${encodeURIComponent(token)}&oauth_verifier=v1`);
}

function answerTokenCalls(requestToken: Behaviour, accessToken: Behaviour): void {
  service.answer((request) =>
    request.url.toLowerCase().includes('requesttoken') ? requestToken : accessToken,
  );
}

/** Normal answers get a budget no loaded machine misses; the trickle case passes a short one. */
function handshake(requestTimeoutMs = 10_000) {
  return runHandshake({
    environment,
    consumerSecret: 'secret',
    fetch,
    openExternal: authorizeAtCallback,
    requestTimeoutMs,
    callbackTimeoutMs: 5_000,
  });
}

const form = (body: string): Behaviour => ({
  kind: 'status',
  status: 200,
  body,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

describe('handshake against a hostile service', () => {
  it('fails on a 5,000-character request token, saying why', async () => {
    const long = 'T'.repeat(5000);
    answerTokenCalls(
      form(`oauth_token=${long}&oauth_token_secret=s&oauth_callback=true`),
      form(''),
    );
    const result = await handshake();
    expect(!result.ok && result.error.code).toBe('AUTH_HANDSHAKE');
    expect(!result.ok && result.error.message).toMatch(/oauth_token is longer than 512/);
  });

  it('fails on tokens a header cannot carry', async () => {
    answerTokenCalls(form(`oauth_token=a%0Db&oauth_token_secret=s&oauth_callback=true`), form(''));
    const result = await handshake();
    expect(!result.ok && result.error.message).toMatch(/visible ASCII/);
  });

  /** A short budget only where the budget is what is tested. */
  const budgetFor = (code: string) => (code === 'TIMEOUT' ? 2_000 : undefined);
  const oddAnswers: [string, Behaviour, string][] = [
    ['an endless answer', { kind: 'endless' }, 'SERVER_ERROR'],
    [
      'a declared 100 MB answer',
      { kind: 'huge', bytes: 100 * 2 ** 20, isLengthDeclared: true },
      'SERVER_ERROR',
    ],
    [
      'an answer cut off',
      { kind: 'truncated', body: 'oauth_token=a', missingBytes: 40 },
      'SERVER_ERROR',
    ],
    [
      'an answer that trickles past the budget',
      // About 70 bytes at one per 500 ms: 35 s against the 2 s budget below.
      { kind: 'slow', body: goodRequestToken, intervalMs: 500 },
      'TIMEOUT',
    ],
    ['a redirect', { kind: 'redirect', status: 302, location: '/elsewhere' }, 'AUTH_HANDSHAKE'],
    ['HTML', form('<html>hello</html>'), 'AUTH_HANDSHAKE'],
  ];
  for (const [name, behaviour, code] of oddAnswers) {
    it(`ends the request-token call on ${name} with ${code}`, async () => {
      answerTokenCalls(behaviour, form(''));
      const result = await handshake(budgetFor(code));
      expect(!result.ok && result.error.code).toBe(code);
      expect(service.count('GET', '/elsewhere')).toBe(0);
    });
    it(`ends the access-token call on ${name} with ${code}`, async () => {
      answerTokenCalls(form(goodRequestToken), behaviour);
      const result = await handshake(budgetFor(code));
      expect(!result.ok && result.error.code).toBe(code);
    });
  }

  it('still signs in when the service behaves', async () => {
    answerTokenCalls(form(goodRequestToken), form('oauth_token=at&oauth_token_secret=ats'));
    const result = await handshake();
    expect(result.ok && result.value.token).toBe('at');
  });
});

describe('auth session with a hostile request token', () => {
  it('answers a valid status on every poll and ends the sign-in with the error', async () => {
    const session = new AuthSession({
      environments: {
        selectedId: () => 'hostile',
        resolve: () => ok({ environment, consumerSecret: 'secret' }),
      },
      vault: new TokenVault({
        store: new Conf({ cwd: vaultDir, configName: 'vault', projectName: 'hostile-test' }),
        cipher: aesGcmCipher(randomBytes(32), 'test'),
      }),
      fetch,
      openExternal: authorizeAtCallback,
      requestTimeoutMs: 10_000,
    });
    const statuses: unknown[] = [];
    session.onChange(() => statuses.push(session.status()));
    answerTokenCalls(
      form(`oauth_token=${'T'.repeat(5000)}&oauth_token_secret=s&oauth_callback=true`),
      form(''),
    );
    const result = await session.signIn();
    expect(!result.ok && result.error.code).toBe('AUTH_HANDSHAKE');
    statuses.push(session.status());
    for (const status of statuses) expect(AuthStatusSchema.safeParse(status).success).toBe(true);
    expect(session.status()).toMatchObject({
      state: 'signed-out',
      lastError: { code: 'AUTH_HANDSHAKE' },
    });
    session.dispose();
  });
});
