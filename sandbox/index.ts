// The built-in sandbox boarding service as a library: `startSandbox` for the app's
// built-in environment and for tests; sandbox/cli.ts wraps it for `npm run sandbox`. Plain
// node:http, listening on 127.0.0.1 only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import type { SandboxClock, SandboxContext } from './context';
import { Faults, type FaultControl, type FaultPatch } from './faults';
import { RateLimiter, type RateLimitOptions } from './rate-limit';
import { authorizePath } from './http/authorize-page';
import { sendError } from './http/respond';
import { route } from './http/router';
import { quietLogger, type SandboxLogger } from './logger';
import {
  expireAllTokens,
  listMerchants,
  setMerchantStatus,
  StatusChangeSchema,
} from './merchant/admin-actions';
import { NonceCache } from './oauth/nonce-cache';
import { loadOrCreateCredentials, type Consumer } from './store/credentials-store';
import { MerchantStore, type MerchantRecord } from './store/merchant-store';
import { TokenStore } from './store/token-store';
import { ensurePrivateDir } from '../node/private-dir';

export type { FaultControl, FaultOptions, FaultPatch } from './faults';
export type { RateLimitOptions } from './rate-limit';
export { defaultRateLimit } from './rate-limit';
export type { SandboxLogger } from './logger';
export type { MerchantRecord } from './store/merchant-store';
export type { Consumer } from './store/credentials-store';
export { accessTokenPath, requestTokenPath } from './http/router';
export { merchantPath } from './http/merchant-routes';
export { authorizePath } from './http/authorize-page';

/** Access tokens live 24 hours from issue (spec Limits; decisions 7). */
export const defaultTokenLifetimeMs = 24 * 60 * 60 * 1000;

export interface SandboxOptions {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Where merchants, tokens and the demo consumer are kept. Required: the CLI picks a default. */
  dataDir: string;
  /** The one consumer the sandbox knows; default: a demo consumer persisted in dataDir. */
  consumer?: { key: string; secret: string; name?: string };
  /** Injectable so tests can check the +-300 s window and 24 h expiry without waiting. */
  clock?: SandboxClock;
  tokenLifetimeMs?: number;
  faults?: FaultPatch;
  /** The merchant GET rate limit per consumer key (rate-limit.ts); default 60 a second. */
  rateLimit?: Partial<RateLimitOptions>;
  logger?: SandboxLogger;
}

export interface SandboxAdmin {
  /** Pins a merchant's status (GETs stop moving it); undefined for an unknown id. */
  setStatus(
    merchantId: number,
    status: string,
    statusReason?: string,
  ): Promise<MerchantRecord | undefined>;
  listMerchants(): MerchantRecord[];
  /** Revokes every access token issued so far; resolves to how many. */
  expireAllTokens(): Promise<number>;
  /** Arrival times (epoch ms, wall clock) of merchant GETs, served or refused with 429. */
  merchantGetTimes(): number[];
  /** Every request that reached the sandbox since it started, of any kind. */
  requestCount(): number;
  /** Changes the merchant GET rate limit at runtime. */
  setRateLimit(patch: Partial<RateLimitOptions>): RateLimitOptions;
}

export interface RunningSandbox {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  dataDir: string;
  consumer: Consumer;
  /** Path of the authorization page (decisions 5), relative to url. */
  authorizePath: string;
  faults: FaultControl;
  admin: SandboxAdmin;
  stop(): Promise<void>;
}

async function buildContext(options: SandboxOptions): Promise<SandboxContext> {
  const logger = options.logger ?? quietLogger;
  await ensurePrivateDir(options.dataDir);
  const credentials = await loadOrCreateCredentials(options.dataDir);
  const clock = options.clock ?? { now: () => Date.now() };
  const consumer: Consumer = options.consumer
    ? {
        key: options.consumer.key,
        secret: options.consumer.secret,
        name: options.consumer.name ?? 'Boarding Desk',
      }
    : credentials.demoConsumer;
  return {
    consumer,
    tokens: await TokenStore.open(options.dataDir, credentials.serverKey),
    nonces: new NonceCache(),
    merchants: await MerchantStore.open(options.dataDir, logger),
    faults: new Faults(options.faults ?? {}),
    // Real time, not the injectable clock: tests that hold the clock still still send requests.
    rateLimit: new RateLimiter(options.rateLimit ?? {}, () => Date.now()),
    clock,
    tokenLifetimeMs: options.tokenLifetimeMs ?? defaultTokenLifetimeMs,
    logger,
  };
}

function checkOptions(options: SandboxOptions): void {
  if (typeof options.dataDir !== 'string' || options.dataDir === '')
    throw new TypeError('startSandbox: dataDir is required.');
  const port = options.port ?? 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError('startSandbox: port must be 0..65535.');
  if (options.tokenLifetimeMs !== undefined && !(options.tokenLifetimeMs > 0)) {
    throw new RangeError('startSandbox: tokenLifetimeMs must be positive.');
  }
  if (options.consumer && (options.consumer.key === '' || options.consumer.secret === '')) {
    throw new TypeError('startSandbox: consumer key and secret must not be empty.');
  }
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  checkOptions(options);
  const context = await buildContext(options);
  const server = http.createServer();
  const inFlight = new Set<Promise<void>>();
  let port = 0;
  let requests = 0;

  const dispatch = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    isContinueExpected: boolean,
  ) => {
    const started = Date.now();
    requests += 1;
    const work = route(req, res, context, port, isContinueExpected)
      .catch((error: unknown) => {
        context.logger.error('sandbox: request failed', {
          method: req.method,
          error: String(error),
        });
        if (!res.headersSent) sendError(res, 500, 'Internal server error.');
        else res.destroy();
      })
      .finally(() => {
        inFlight.delete(work);
        // Path only: the query may carry an oauth_token (authorization page).
        context.logger.debug('sandbox: request', {
          method: req.method,
          path: (req.url ?? '').split('?')[0],
          status: res.statusCode,
          ms: Date.now() - started,
        });
      });
    inFlight.add(work);
  };
  server.on('request', (req, res) => dispatch(req, res, false));
  server.on('checkContinue', (req, res) => dispatch(req, res, true));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  context.logger.info('sandbox: listening', { url, dataDir: options.dataDir });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Let answers in progress finish (a merchant being written), but not wait forever for a
      // client that never sends the body it announced.
      await Promise.race([
        Promise.allSettled([...inFlight]),
        delay(2000, undefined, { ref: false }),
      ]);
      server.closeAllConnections();
      await Promise.allSettled([...inFlight]);
      await closed;
      await context.tokens.flush();
      context.logger.info('sandbox: stopped', { url });
    })();
    return stopping;
  };

  return {
    url,
    port,
    dataDir: options.dataDir,
    consumer: { ...context.consumer },
    authorizePath,
    faults: {
      get: () => context.faults.get(),
      set: (patch) => context.faults.set(patch),
      reset: () => context.faults.reset(),
    },
    admin: {
      setStatus: async (merchantId, status, statusReason) =>
        setMerchantStatus(context, merchantId, StatusChangeSchema.parse({ status, statusReason })),
      listMerchants: () => listMerchants(context),
      expireAllTokens: () => expireAllTokens(context),
      merchantGetTimes: () => context.rateLimit.arrivalTimes(),
      requestCount: () => requests,
      setRateLimit: (patch) => context.rateLimit.set(patch),
    },
    stop,
  };
}
