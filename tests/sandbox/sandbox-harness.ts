// Test harness for the sandbox: a real server on 127.0.0.1 with a temp data dir and a clock the
// test can move, and a client signer built from the oauth-1.0a package. That package is not the
// sandbox's verifier (sandbox/oauth/), so the two check each other.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createHmac, randomUUID } from 'node:crypto';
import OAuth from 'oauth-1.0a';
import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../../sandbox/index';

export interface TestClock {
  now(): number;
  advance(ms: number): void;
}

/** Starts at the real time (so third-party clients' timestamps pass) and moves only on request. */
export function testClock(startMs = Date.now()): TestClock {
  let now = startMs;
  return { now: () => now, advance: (ms) => void (now += ms) };
}

export interface Harness {
  sandbox: RunningSandbox;
  dataDir: string;
  clock: TestClock;
  /** Stops the server; the data dir stays for a restart test. */
  stop(): Promise<void>;
  /** Starts another server on the same data dir. */
  restart(options?: Partial<SandboxOptions>): Promise<RunningSandbox>;
  cleanup(): Promise<void>;
}

export async function startHarness(options: Partial<SandboxOptions> = {}): Promise<Harness> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'sandbox-test-')));
  const clock = testClock();
  const started: RunningSandbox[] = [];
  const start = async (extra: Partial<SandboxOptions>) => {
    const sandbox = await startSandbox({ clock, ...options, ...extra, dataDir });
    started.push(sandbox);
    return sandbox;
  };
  const harness: Harness = {
    sandbox: await start({}),
    dataDir,
    clock,
    stop: () => harness.sandbox.stop(),
    restart: async (extra = {}) => {
      await harness.sandbox.stop();
      harness.sandbox = await start(extra);
      return harness.sandbox;
    },
    cleanup: async () => {
      for (const sandbox of started) await sandbox.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

export interface Credentials {
  key: string;
  secret: string;
}

export interface SignOptions {
  consumer: Credentials;
  token?: Credentials;
  method: string;
  url: string;
  /** Form fields, signed per RFC 5849 section 3.4.1.3.1 (JSON bodies are not signed). */
  form?: Record<string, string>;
  timestamp?: string;
  nonce?: string;
  /** Extra protocol parameters (oauth_callback, oauth_verifier) or overrides of the usual ones. */
  params?: Record<string, string>;
  quote?: '"' | "'";
  /** Protocol parameters to leave out entirely (before signing). */
  omit?: string[];
  /** Replaces the computed signature (wrong-signature tests). */
  signature?: string;
}

/** An Authorization header signed with the oauth-1.0a package, with every part controllable. */
export function authorizationHeader(options: SignOptions): string {
  const client = new OAuth({
    consumer: options.consumer,
    signature_method: 'HMAC-SHA1',
    hash_function: (base, key) => createHmac('sha1', key).update(base).digest('base64'),
  });
  const data: Record<string, string> = {
    oauth_consumer_key: options.consumer.key,
    oauth_nonce: options.nonce ?? randomUUID().replaceAll('-', ''),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: options.timestamp ?? String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(options.token ? { oauth_token: options.token.key } : {}),
    ...options.params,
  };
  for (const name of options.omit ?? []) delete data[name];
  const signature =
    options.signature ??
    client.getSignature(
      { url: options.url, method: options.method, data: options.form ?? {} },
      options.token?.secret,
      // A copy: oauth-1.0a merges the query into the object it is given.
      { ...data } as unknown as OAuth.Data,
    );
  const quote = options.quote ?? '"';
  const pairs = Object.entries({ ...data, oauth_signature: signature }).map(
    ([name, value]) =>
      `${client.percentEncode(name)}=${quote}${client.percentEncode(value)}${quote}`,
  );
  return `OAuth realm="boarding", ${pairs.join(', ')}`;
}

/** Seconds on the harness clock, as the client would send them. */
export function clockSeconds(clock: TestClock): string {
  return String(Math.floor(clock.now() / 1000));
}

export interface SignedFetchOptions extends Partial<
  Omit<SignOptions, 'consumer' | 'url' | 'method'>
> {
  body?: string;
  headers?: Record<string, string>;
}

/** A signed request against the sandbox; `pathAndQuery` is appended to its URL. */
export function signedFetch(
  harness: Harness,
  token: Credentials | undefined,
  method: string,
  pathAndQuery: string,
  options: SignedFetchOptions = {},
): Promise<Response> {
  const url = `${harness.sandbox.url}${pathAndQuery}`;
  const authorization = authorizationHeader({
    consumer: harness.sandbox.consumer,
    method,
    url,
    timestamp: clockSeconds(harness.clock),
    ...(token ? { token } : {}),
    ...options,
  });
  return fetch(url, {
    method,
    headers: { Authorization: authorization, Accept: 'application/json', ...options.headers },
    ...(options.body === undefined ? {} : { body: options.body }),
    redirect: 'manual',
  });
}

export function parseForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** Reads the Authorize form from the page the way another engineer's client would. */
export function parseAuthorizeForm(html: string): {
  action: string;
  fields: Record<string, string>;
  decisions: string[];
} {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('no authorize form on the page');
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[input[1]!] = input[2]!;
  }
  const decisions = [
    ...form[2]!.matchAll(/<button type="submit" name="decision" value="([^"]+)">/g),
  ].map((match) => match[1]!);
  return { action: form[1]!, fields, decisions };
}

/**
 * The whole three-step handshake with the oauth-1.0a signer and plain fetch, pressing Authorize.
 * Returns the access token credentials.
 */
export async function signIn(
  harness: Harness,
  callback = 'http://127.0.0.1:9/oauth/callback',
): Promise<Credentials> {
  const { sandbox } = harness;
  const requestResponse = await signedFetch(
    harness,
    undefined,
    'POST',
    '/boarding/v2/oauth/1a/requesttoken',
    {
      params: { oauth_callback: callback },
    },
  );
  if (requestResponse.status !== 200)
    throw new Error(`request token: ${requestResponse.status} ${await requestResponse.text()}`);
  const request = parseForm(await requestResponse.text());
  const page = await fetch(
    `${sandbox.url}${sandbox.authorizePath}?oauth_token=${encodeURIComponent(request.oauth_token!)}`,
  );
  const form = parseAuthorizeForm(await page.text());
  const decision = await fetch(`${sandbox.url}${form.action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, decision: 'authorize' }).toString(),
    redirect: 'manual',
  });
  const location = new URL(decision.headers.get('location') ?? 'http://invalid/');
  const verifier = location.searchParams.get('oauth_verifier') ?? '';
  const accessResponse = await signedFetch(
    harness,
    { key: request.oauth_token!, secret: request.oauth_token_secret! },
    'POST',
    '/boarding/v2/oauth/1a/accessToken',
    { params: { oauth_verifier: verifier } },
  );
  if (accessResponse.status !== 200)
    throw new Error(`access token: ${accessResponse.status} ${await accessResponse.text()}`);
  const access = parseForm(await accessResponse.text());
  return { key: access.oauth_token!, secret: access.oauth_token_secret! };
}

/** POSTs a merchant as JSON with a signed header. */
export function postMerchant(
  harness: Harness,
  token: Credentials,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return signedFetch(harness, token, 'POST', '/boarding/v2/merchant', {
    body: JSON.stringify(payload),
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
  id?: number;
}

/** A running sandbox and an access token, shared by the tests of one file. */
export interface SignedInSandbox {
  readonly harness: Harness;
  /** Replaceable: a test that expires the token signs in again and stores the new one here. */
  access: Credentials;
}

/**
 * Registers beforeAll (start the sandbox, sign in) and afterAll (stop it, delete its data dir) in
 * the calling test file, and returns the object they fill: read it inside tests, not at load time.
 */
export function useSignedInSandbox(): SignedInSandbox {
  const state = {} as { harness: Harness; access: Credentials };
  beforeAll(async () => {
    state.harness = await startHarness();
    state.access = await signIn(state.harness);
  });
  afterAll(() => state.harness?.cleanup());
  return state;
}
