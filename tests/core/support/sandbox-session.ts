// A real sandbox in a temp dir and a real, minimal ApiAuth signed in to it by the three-leg
// OAuth 1.0a handshake (RFC 5849 section 2): request token -> the authorization page's form
// (decisions 5) -> access token. Nothing is mocked: the boarding client, outbox and status
// tracker tests talk to the sandbox exactly as the app does; only the browser is replaced by a
// POST of the page's form.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSandbox, type FaultPatch, type RunningSandbox } from '../../../sandbox';
import { err, ok, type Result } from '../../../shared/result';
import type { ApiAuth, ApiTarget, OAuthCredentials } from '../../../electron/core/auth/api-auth';
import { authorizationHeader } from '../../../electron/core/oauth/signer';

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
  /** Runs the whole handshake again and notifies listeners (a fresh sign-in). */
  signIn(): Promise<void>;
  signOut(): void;
  /** How many times an API caller reported a 401. */
  readonly expiredCount: number;
}

function form(text: string): URLSearchParams {
  return new URLSearchParams(text);
}

async function tokenCall(
  url: string,
  credentials: OAuthCredentials,
  oauth: Record<string, string>,
): Promise<URLSearchParams> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Accept: 'application/x-www-form-urlencoded',
      Authorization: authorizationHeader({ method: 'POST', url, oauth }, credentials),
    },
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`token call ${new URL(url).pathname} answered ${response.status}`);
  return form(text);
}

/** The three legs against the sandbox; returns the access token pair. */
export async function handshake(sandbox: RunningSandbox): Promise<OAuthCredentials> {
  const consumer = { consumerKey: sandbox.consumer.key, consumerSecret: sandbox.consumer.secret };
  const callback = 'http://127.0.0.1:9/oauth/callback';
  const request = await tokenCall(`${sandbox.url}/boarding/v2/oauth/1a/requesttoken`, consumer, {
    oauth_callback: callback,
  });
  const token = request.get('oauth_token') ?? '';
  const authorized = await fetch(`${sandbox.url}${sandbox.authorizePath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ oauth_token: token, decision: 'authorize' }).toString(),
    redirect: 'manual',
  });
  await authorized.body?.cancel();
  const location = authorized.headers.get('location');
  if (authorized.status !== 302 || location === null)
    throw new Error(`authorize answered ${authorized.status}`);
  const verifier = new URL(location).searchParams.get('oauth_verifier') ?? '';
  const access = await tokenCall(
    `${sandbox.url}/boarding/v2/oauth/1a/accessToken`,
    { ...consumer, token, tokenSecret: request.get('oauth_token_secret') ?? '' },
    { oauth_verifier: verifier },
  );
  return {
    ...consumer,
    token: access.get('oauth_token') ?? '',
    tokenSecret: access.get('oauth_token_secret') ?? '',
  };
}

export async function signedInAuth(
  sandbox: RunningSandbox,
  environmentId = 'sandbox',
): Promise<TestAuth> {
  let credentials: OAuthCredentials | null = null;
  let isExpired = false;
  let expiredCount = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const auth: TestAuth = {
    current(): Result<ApiTarget> {
      if (credentials === null) return err('AUTH_REQUIRED', 'Not signed in.');
      if (isExpired) return err('AUTH_EXPIRED', 'The sign-in has expired.');
      return ok({
        environmentId,
        baseUrl: sandbox.url,
        merchantPostPath: '/boarding/v2/merchant',
        merchantGetPath: '/boarding/v2/merchant/{id}',
        credentials,
      });
    },
    markExpired() {
      expiredCount += 1;
      if (isExpired) return;
      isExpired = true;
      notify();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async signIn() {
      credentials = await handshake(sandbox);
      isExpired = false;
      notify();
    },
    signOut() {
      credentials = null;
      notify();
    },
    get expiredCount() {
      return expiredCount;
    },
  };
  await auth.signIn();
  return auth;
}
