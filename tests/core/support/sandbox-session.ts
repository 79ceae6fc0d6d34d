// A real sandbox in a temp dir and the app's real AuthSession signed in to it by the three-leg
// OAuth 1.0a handshake (RFC 5849 section 2): request token -> the authorization page's form
// (decisions 5) -> access token. Nothing is mocked: the boarding client, outbox and status
// tracker tests talk to the sandbox exactly as the app does; only the browser is replaced by a
// POST of the page's form.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSandbox, type FaultPatch, type RunningSandbox } from '../../../sandbox';
import { randomBytes } from 'node:crypto';
import Conf from 'conf';
import type { ApiAuth } from '../../../electron/core/oauth/api-auth';
import { AuthSession } from '../../../electron/core/auth/auth-session';
import { TokenVault } from '../../../electron/core/auth/token-vault';
import { aesGcmCipher } from '../../../electron/core/crypto/key-file-cipher';
import { createEnvironmentRegistry } from '../../../electron/core/environments/environment-registry';
import { sandboxBrowser } from '../../../scripts/lib/authorize-sandbox-form';

export interface TestSandbox {
  sandbox: RunningSandbox;
  dir: string;
  close(): Promise<void>;
}

export async function startTestSandbox(faults: FaultPatch = {}): Promise<TestSandbox> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-sandbox-'));
  const sandbox = await startSandbox({ dataDir: path.join(dir, 'sandbox'), port: 0, faults });
  return {
    sandbox,
    dir,
    async close() {
      await sandbox.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface TestAuth extends ApiAuth {
  /** Signs in again through the real handshake and the sandbox's Authorize form. */
  signIn(): Promise<void>;
  signOut(): void;
  /** How many times an API caller reported a 401 (decisions 7). */
  readonly expiredCount: number;
  /** The real session underneath, for status assertions. */
  readonly session: AuthSession;
}

/**
 * The app's own AuthSession (real handshake, loopback listener, encrypted vault in a temp dir),
 * signed in to `sandbox` with the Authorize form driven over HTTP instead of a browser. The only
 * addition is a count of markExpired() calls, so tests can see a 401 was reported.
 */
export async function signedInAuth(sandbox: RunningSandbox): Promise<TestAuth> {
  // Beside the sandbox's data, so whoever removes the test's temp dir removes the vault too.
  const vaultDir = await mkdtemp(path.join(path.dirname(sandbox.dataDir), 'vault-'));
  const registry = createEnvironmentRegistry({ sandbox: () => sandbox, remote: [] });
  const session = new AuthSession({
    environments: { selectedId: () => registry.defaultId, resolve: (id) => registry.resolve(id) },
    vault: new TokenVault({
      store: new Conf({ cwd: vaultDir, configName: 'vault', projectName: 'boarding-desk-test' }),
      cipher: aesGcmCipher(randomBytes(32), 'test'),
    }),
    fetch: globalThis.fetch,
    openExternal: sandboxBrowser('authorize'),
  });
  let expiredCount = 0;
  const signIn = async () => {
    const result = await session.signIn();
    if (!result.ok) throw new Error(`sign-in failed: ${result.error.code} ${result.error.message}`);
  };
  await signIn();
  return {
    session,
    current: () => session.current(),
    markExpired(rejected) {
      expiredCount += 1;
      session.markExpired(rejected);
    },
    onChange: (listener) => session.onChange(listener),
    signIn,
    signOut: () => void session.signOut(),
    get expiredCount() {
      return expiredCount;
    },
  };
}

/** The environment `auth` is signed in to now (the tests submit and track merchants there). */
export function environmentIdOf(auth: ApiAuth): string {
  const target = auth.current();
  if (!target.ok) throw new Error(target.error.message);
  return target.value.environmentId;
}
