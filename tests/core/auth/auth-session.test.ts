import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../sandbox';
import { AuthStatusSchema, type AuthStatus } from '../../../shared/auth/auth-status-schema';
import { EnvironmentSchema } from '../../../shared/environments/environment-schema';
import { AuthSession } from '../../../electron/core/auth/auth-session';
import { TokenVault, tokenLifetimeMs } from '../../../electron/core/auth/token-vault';
import { openKeyFileCipher } from '../../../electron/core/crypto/key-file-cipher';
import { createEnvironmentRegistry } from '../../../electron/core/environments/environment-registry';
import { signedFetch } from '../../../electron/core/oauth/signed-fetch';
import type { Cipher, OpenExternal } from '../../../electron/core/ports';
import { sandboxBrowser } from '../../../scripts/lib/authorize-sandbox-form';
import { secretsFoundIn } from './scan-files';
import { testCipher } from './test-ciphers';

// One clock for the sandbox and the app, so a 24 h jump moves both (decisions 7) and signatures
// stay inside the sandbox's 300 s window (decisions 2).
let now = Date.UTC(2030, 0, 1, 9, 0, 0);
const clock = { now: () => now };

let sandboxDir: string;
let sandbox: RunningSandbox;
let vaultDir: string;
let selectedId: string;
const sessions: AuthSession[] = [];

beforeAll(async () => {
  sandboxDir = await mkdtemp(path.join(os.tmpdir(), 'auth-session-sandbox-'));
  sandbox = await startSandbox({ dataDir: sandboxDir, port: 0, clock });
});
afterAll(async () => {
  await sandbox.stop();
  await rm(sandboxDir, { recursive: true, force: true });
});
beforeEach(async () => {
  vaultDir = await mkdtemp(path.join(os.tmpdir(), 'auth-session-vault-'));
  selectedId = 'sandbox';
});
afterEach(async () => {
  for (const session of sessions.splice(0)) session.dispose();
  await rm(vaultDir, { recursive: true, force: true });
});

function keyFileCipher(): Cipher {
  const opened = openKeyFileCipher(path.join(vaultDir, 'vault.key'));
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

function createSession(
  options: { cipher?: Cipher; openExternal?: OpenExternal; timeoutMs?: number } = {},
) {
  const registry = createEnvironmentRegistry({
    sandbox: () => sandbox,
    // A "remote" environment that happens to be the sandbox, to exercise the user-entered secret.
    remote: [
      EnvironmentSchema.parse({
        id: 'remote-like',
        name: 'Remote-like',
        kind: 'remote',
        baseUrl: sandbox.url,
        authorizeUrl: `${sandbox.url}${sandbox.authorizePath}`,
        consumerKey: sandbox.consumer.key,
      }),
    ],
  });
  const vault = new TokenVault({
    store: new Conf({ cwd: vaultDir, configName: 'vault', projectName: 'boarding-desk-test' }),
    cipher: options.cipher ?? keyFileCipher(),
  });
  const session = new AuthSession({
    environments: { selectedId: () => selectedId, resolve: (id) => registry.resolve(id) },
    vault,
    fetch: globalThis.fetch,
    openExternal: options.openExternal ?? sandboxBrowser('authorize'),
    clock,
    listener: { timeoutMs: options.timeoutMs ?? 10_000 },
  });
  sessions.push(session);
  return { session, vault };
}

function lookup(session: AuthSession, referenceId: string) {
  return signedFetch(
    session,
    globalThis.fetch,
    { method: 'GET', path: `/boarding/v2/merchant?referenceId=${referenceId}` },
    clock,
  );
}

function credentialsOf(session: AuthSession) {
  const target = session.current();
  if (!target.ok) throw new Error(target.error.message);
  return target.value.credentials;
}

describe('auth session against the sandbox', () => {
  it('signs in, shows only status to the renderer, and makes a signed GET', async () => {
    const { session } = createSession();
    const seen: AuthStatus[] = [];
    session.onChange(() => seen.push(session.status()));
    expect(session.status()).toEqual({ environmentId: 'sandbox', state: 'signed-out' });

    const result = await session.signIn();
    expect(result.ok).toBe(true);
    const status = session.status();
    expect(AuthStatusSchema.parse(status)).toEqual({
      environmentId: 'sandbox',
      state: 'signed-in',
      expiresAt: new Date(now + tokenLifetimeMs).toISOString(),
      expiresSoon: false,
    });
    expect(seen.map((change) => change.progress ?? change.state)).toEqual([
      'requesting-token',
      'waiting-for-browser',
      'exchanging',
      'signed-in',
    ]);

    const answer = await lookup(session, 'nothing-yet');
    expect(answer.ok && answer.value.status).toBe(200);
    expect(answer.ok && (await answer.value.json())).toEqual([]);

    const credentials = credentialsOf(session);
    const secrets = [credentials.token!, credentials.tokenSecret!, credentials.consumerSecret];
    expect(JSON.stringify(seen)).not.toMatch(new RegExp(secrets.join('|')));
    // The vault's files hold ciphertext only.
    expect(await secretsFoundIn(vaultDir, secrets)).toEqual([]);
  });

  it('keeps the sign-in across restarts (same store and key file)', async () => {
    const first = createSession();
    expect((await first.session.signIn()).ok).toBe(true);
    const token = credentialsOf(first.session).token;
    const second = createSession();
    expect(second.session.status().state).toBe('signed-in');
    expect(credentialsOf(second.session).token).toBe(token);
    expect((await lookup(second.session, 'restart')).ok).toBe(true);
  });

  it('warns before expiry and expires 24 h after sign-in (decisions 7)', async () => {
    const { session, vault } = createSession();
    await session.signIn();
    const signedInAt = now;
    let changes = 0;
    session.onChange(() => changes++);
    try {
      now = signedInAt + tokenLifetimeMs - 20 * 60 * 1000;
      expect(session.status()).toMatchObject({ state: 'signed-in', expiresSoon: true });
      expect((await lookup(session, 'late')).ok).toBe(true);

      now = signedInAt + tokenLifetimeMs;
      expect(session.status().state).toBe('expired');
      const target = session.current();
      expect(!target.ok && target.error.code).toBe('AUTH_EXPIRED');
      expect(changes).toBe(1);
      expect(vault.sessionMetadata('sandbox')).toBeUndefined();
      expect(session.status()).toMatchObject({
        state: 'expired',
        lastError: { code: 'AUTH_EXPIRED' },
      });
    } finally {
      now = signedInAt;
    }
  });

  it('treats a 401 on an API call as expiry: tokens wiped, state expired, sign-in again works', async () => {
    const { session, vault } = createSession();
    await session.signIn();
    await sandbox.admin.expireAllTokens();
    const answer = await lookup(session, 'after-revoke');
    expect(!answer.ok && answer.error).toMatchObject({ code: 'AUTH_EXPIRED', status: 401 });
    expect(session.status().state).toBe('expired');
    expect(vault.sessionMetadata('sandbox')).toBeUndefined();
    const target = session.current();
    expect(!target.ok && target.error.code).toBe('AUTH_EXPIRED');

    expect((await session.signIn()).ok).toBe(true);
    expect(session.status().state).toBe('signed-in');
    expect(session.status().lastError).toBeUndefined();
    expect((await lookup(session, 'after-new-sign-in')).ok).toBe(true);
  });

  it('ignores a late 401 for a token that was already replaced or another environment', async () => {
    const { session } = createSession();
    await session.signIn();
    const before = session.current();
    if (!before.ok) throw new Error(before.error.message);
    // A request signed before a fresh sign-in comes back 401 only after it (decisions 7).
    session.signOut();
    expect((await session.signIn()).ok).toBe(true);
    session.markExpired(before.value);
    expect(session.status().state).toBe('signed-in');
    session.markExpired({ environmentId: 'remote-like', credentials: credentialsOf(session) });
    expect(session.status().state).toBe('signed-in');
    expect((await lookup(session, 'still-signed-in')).ok).toBe(true);
    // The 401 for the token actually held still expires it.
    const now = session.current();
    if (!now.ok) throw new Error(now.error.message);
    session.markExpired(now.value);
    expect(session.status().state).toBe('expired');
  });

  it('signs out by wiping every stored secret', async () => {
    const { session } = createSession();
    await session.signIn();
    const credentials = credentialsOf(session);
    const status = session.signOut();
    // When it ended is kept (decisions 55): the sign-in screen says so, and "Sign in again".
    expect(status).toEqual({
      environmentId: 'sandbox',
      state: 'signed-out',
      endedAt: expect.any(String),
    });
    const target = session.current();
    expect(!target.ok && target.error.code).toBe('AUTH_REQUIRED');
    const store = new Conf({
      cwd: vaultDir,
      configName: 'vault',
      projectName: 'boarding-desk-test',
    });
    expect(store.store).toEqual({});
    expect(await secretsFoundIn(vaultDir, [credentials.token!, credentials.tokenSecret!])).toEqual(
      [],
    );
  });

  it('refuses weak secret storage before opening the browser, unless accepted', async () => {
    let opened = 0;
    const browser = sandboxBrowser('authorize');
    const { session } = createSession({
      cipher: testCipher({ isWeak: true }),
      openExternal: async (url) => {
        opened++;
        await browser(url);
      },
    });
    const refused = await session.signIn();
    expect(!refused.ok && refused.error.code).toBe('ENCRYPTION_UNAVAILABLE');
    expect(opened).toBe(0);
    expect(session.status()).toMatchObject({
      state: 'signed-out',
      lastError: { code: 'ENCRYPTION_UNAVAILABLE' },
    });
    expect((await session.signIn({ acceptWeakEncryption: true })).ok).toBe(true);
    expect(opened).toBe(1);
  });

  it("asks once for a remote environment's consumer secret and keeps it encrypted", async () => {
    selectedId = 'remote-like';
    const { session, vault } = createSession();
    expect(session.status()).toEqual({
      environmentId: 'remote-like',
      state: 'signed-out',
      needsConsumerSecret: true,
    });
    const missing = await session.signIn();
    expect(!missing.ok && missing.error.fieldErrors).toEqual([
      { field: 'consumerSecret', message: 'Enter the consumer secret' },
    ]);

    const result = await session.signIn({ consumerSecret: sandbox.consumer.secret });
    expect(result.ok).toBe(true);
    expect(session.status().needsConsumerSecret).toBeUndefined();
    expect(credentialsOf(session).consumerSecret).toBe(sandbox.consumer.secret);
    expect((await lookup(session, 'remote')).ok).toBe(true);
    expect(await secretsFoundIn(vaultDir, [sandbox.consumer.secret])).toEqual([]);

    session.signOut();
    expect(vault.hasConsumerSecret('remote-like')).toBe(false);
    expect(session.status().needsConsumerSecret).toBe(true);
  });

  it('refuses a second sign-in while one runs, and cancel() stops it (AUTH_CANCELLED)', async () => {
    let reachedBrowser: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (reachedBrowser = resolve));
    const { session } = createSession({ openExternal: async () => reachedBrowser() });
    const first = session.signIn();
    await waiting;
    expect(session.status()).toMatchObject({
      state: 'signing-in',
      progress: 'waiting-for-browser',
    });
    const second = await session.signIn();
    expect(!second.ok && second.error.code).toBe('INVALID_STATE');
    session.cancel();
    const cancelled = await first;
    expect(!cancelled.ok && cancelled.error.code).toBe('AUTH_CANCELLED');
    expect(session.status()).toMatchObject({
      state: 'signed-out',
      lastError: { code: 'AUTH_CANCELLED' },
    });
  });

  it('shows the authorization page while waiting, opens it again on request, and not after', async () => {
    const opened: string[] = [];
    let reachedBrowser: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (reachedBrowser = resolve));
    const { session } = createSession({
      openExternal: async (url) => {
        opened.push(url);
        reachedBrowser();
      },
    });
    expect((await session.openPage()).ok).toBe(false); // nothing to reopen before a sign-in
    const signingIn = session.signIn();
    await waiting;
    const status = session.status();
    expect(status.progress).toBe('waiting-for-browser');
    const page = new URL(status.authorizeUrl ?? '');
    expect(`${page.origin}${page.pathname}`).toBe(`${sandbox.url}${sandbox.authorizePath}`);
    expect(page.searchParams.get('oauth_token')).toMatch(/.+/);
    // Only the request token is in it: no verifier, no secret of any kind.
    expect([...page.searchParams.keys()]).toEqual(['oauth_token']);
    expect(JSON.stringify(status)).not.toContain(sandbox.consumer.secret);

    expect((await session.openPage()).ok).toBe(true);
    expect(opened).toEqual([status.authorizeUrl, status.authorizeUrl]);
    session.cancel();
    await signingIn;
    expect(session.status().authorizeUrl).toBeUndefined();
    const late = await session.openPage();
    expect(!late.ok && late.error.code).toBe('INVALID_STATE');
  });

  it("forget() drops one environment's session and consumer secret, and no other", async () => {
    selectedId = 'remote-like';
    const { session, vault } = createSession();
    expect((await session.signIn({ consumerSecret: sandbox.consumer.secret })).ok).toBe(true);
    expect(session.status().state).toBe('signed-in');
    session.forget('some-other-environment');
    expect(session.status().state).toBe('signed-in');
    session.forget('remote-like');
    expect(session.status()).toMatchObject({ state: 'signed-out', needsConsumerSecret: true });
    expect(vault.hasConsumerSecret('remote-like')).toBe(false);
    expect(session.current().ok).toBe(false);
  });

  it('reports the browser never returning as AUTH_TIMEOUT', async () => {
    const { session } = createSession({ openExternal: async () => undefined, timeoutMs: 100 });
    const result = await session.signIn();
    expect(!result.ok && result.error.code).toBe('AUTH_TIMEOUT');
    expect(session.status().state).toBe('signed-out');
  });
});
