// The OAuth callback endpoint: a one-shot HTTP server on the loopback interface, opened only for
// the handshake (decisions 4). RFC 8252 section 7.3: loopback redirect on an ephemeral port;
// section 8.3: bind the loopback IP literal, not "localhost", so no other interface can reach it.
// It accepts exactly one request, the one carrying the pending request token, and closes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { Logger } from '../ports';
import { silentLogger } from '../ports';
import { sendCallbackPage } from './callback-page';

export const callbackPath = '/oauth/callback';
export const defaultCallbackTimeoutMs = 5 * 60 * 1000;

export type CallbackOutcome =
  | { kind: 'verifier'; verifier: string }
  | { kind: 'denied' }
  | { kind: 'timeout' }
  | { kind: 'cancelled' };

export interface LoopbackListenerOptions {
  /** How long to wait for the browser, from start (default 5 minutes). */
  timeoutMs?: number;
  /** Aborting it ends the wait with `cancelled`. */
  signal?: AbortSignal;
  logger?: Logger;
}

export interface LoopbackListener {
  /** http://127.0.0.1:{port}/oauth/callback, sent as oauth_callback (decisions 4). */
  readonly callbackUrl: string;
  /** Arms the listener: only a callback carrying this request token is accepted. */
  expectToken(requestToken: string): void;
  /** Settles once: the verifier, a denial, the timeout or a cancel. The server is closed by then. */
  readonly outcome: Promise<CallbackOutcome>;
  cancel(): void;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The request-target as a URL, or undefined unless it is origin-form (`/path?query`, what a browser
 * sends after the redirect). Anything else (absolute-form such as `http://a:99999/`, which `new URL`
 * rejects, or `//host/...`) is refused here: a throw in the request handler would be an uncaught
 * exception that takes the whole main process down.
 */
function callbackTarget(target: string | undefined, host: string): URL | undefined {
  if (target === undefined || !target.startsWith('/') || target.startsWith('//')) return undefined;
  const base = `http://${host}`;
  return URL.canParse(target, base) ? new URL(target, base) : undefined;
}

function listen(server: Server): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: 0, exclusive: true }, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

export async function startLoopbackListener(
  options: LoopbackListenerOptions = {},
): Promise<LoopbackListener> {
  const logger = options.logger ?? silentLogger;
  let pendingToken: string | undefined;
  let settled = false;
  let settle: (outcome: CallbackOutcome) => void = () => undefined;
  const outcome = new Promise<CallbackOutcome>((resolve) => {
    settle = resolve;
  });

  const server = createServer((request, response) => handle(request, response));
  // A browser tab gets a few seconds to send its one small request; nothing here is slow.
  server.headersTimeout = 10_000;
  server.requestTimeout = 10_000;
  const address = await listen(server);
  const host = `127.0.0.1:${address.port}`;

  function finish(result: CallbackOutcome): void {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
    server.close();
    server.closeIdleConnections();
    logger.info('oauth callback listener closed', { outcome: result.kind });
    settle(result);
  }

  function cancel(): void {
    finish({ kind: 'cancelled' });
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    if (settled) return sendCallbackPage(request, response, 'used');
    // A page on another site cannot make a browser send a different Host for 127.0.0.1:port, so
    // this also turns away DNS-rebinding tricks.
    const url = callbackTarget(request.url, host);
    if (
      request.method !== 'GET' ||
      request.headers.host !== host ||
      url === undefined ||
      url.pathname !== callbackPath
    ) {
      logger.warn('oauth callback listener rejected a request', { reason: 'path, method or host' });
      return sendCallbackPage(request, response, 'not-found');
    }
    const token = url.searchParams.get('oauth_token');
    const denied = url.searchParams.get('denied');
    const verifier = url.searchParams.get('oauth_verifier');
    if (pendingToken !== undefined && denied !== null && sameSecret(denied, pendingToken)) {
      sendCallbackPage(request, response, 'denied');
      return finish({ kind: 'denied' });
    }
    if (
      pendingToken === undefined ||
      token === null ||
      !sameSecret(token, pendingToken) ||
      !verifier
    ) {
      // Someone else's link, a stale tab or a guess: refuse it and keep waiting for the real one.
      logger.warn('oauth callback listener rejected a request', { reason: 'token or verifier' });
      return sendCallbackPage(request, response, 'rejected');
    }
    sendCallbackPage(request, response, 'signed-in');
    finish({ kind: 'verifier', verifier });
  }

  const timer = setTimeout(
    () => finish({ kind: 'timeout' }),
    options.timeoutMs ?? defaultCallbackTimeoutMs,
  );
  if (options.signal?.aborted) cancel();
  else options.signal?.addEventListener('abort', cancel, { once: true });

  return {
    callbackUrl: `http://${host}${callbackPath}`,
    expectToken(requestToken: string) {
      pendingToken = requestToken;
    },
    outcome,
    cancel,
  };
}
