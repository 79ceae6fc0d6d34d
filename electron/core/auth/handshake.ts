// The three-legged OAuth 1.0a handshake (RFC 5849 section 2; spec "Authentication", flow 1-4):
// request token with the loopback callback -> authorization page in the system browser ->
// verifier on the callback -> access token. Every failure is a Result with a code the UI explains.
// Never logs a token, a secret or the verifier.
import type { HandshakeStep } from '../../../shared/auth/auth-status-schema';
import type { Environment } from '../../../shared/environments/environment-schema';
import { err, ok, type AppError, type Result } from '../../../shared/result';
import { readAnswerBody } from '../../../node/http-body';
import { maxAuthorizeUrlLength } from '../../../shared/auth/auth-status-schema';
import { answerFailureError } from '../oauth/answer-failure';
import { classifyFetchFailure, fetchFailureError } from '../oauth/fetch-failure';
import { startLoopbackListener, type CallbackOutcome } from '../oauth/loopback-listener';
import { authorizationHeader } from '../oauth/signer';
import { parseRequestTokenAnswer, parseTokenPair, type TokenPair } from '../oauth/token-response';
import type { Clock, Fetch, Logger, OpenExternal } from '../ports';
import { silentLogger, systemClock } from '../ports';
import type { OAuthCredentials } from '../oauth/api-auth';

export const defaultTokenRequestTimeoutMs = 20_000;

/** The most read of a token call's answer (decisions 21): two tokens and a flag, form-encoded. */
export const maxTokenAnswerBytes = 16 * 1024;

export interface HandshakeOptions {
  environment: Environment;
  consumerSecret: string;
  fetch: Fetch;
  openExternal: OpenExternal;
  clock?: Clock;
  logger?: Logger;
  /** How long the loopback listener waits for the browser (default 5 minutes). */
  callbackTimeoutMs?: number;
  /** Budget for each token call (default 20 s). */
  requestTimeoutMs?: number;
  /** Aborting cancels the handshake wherever it is (AUTH_CANCELLED). */
  signal?: AbortSignal;
  onProgress?: (step: HandshakeStep) => void;
}

export interface AccessToken extends TokenPair {
  /** Epoch ms when the access token arrived; expiry is counted from it (decisions 7). */
  obtainedAt: number;
}

const cancelledError: AppError = { code: 'AUTH_CANCELLED', message: 'Sign-in was cancelled.' };

function outcomeError(outcome: Exclude<CallbackOutcome, { kind: 'verifier' }>): AppError {
  switch (outcome.kind) {
    case 'denied':
      return { code: 'AUTH_DENIED', message: 'Access was denied on the authorization page.' };
    case 'timeout':
      return {
        code: 'AUTH_TIMEOUT',
        message: 'The browser did not return to Boarding Desk in time. Start the sign-in again.',
      };
    case 'cancelled':
      return cancelledError;
  }
}

function statusFailure(what: string, status: number): AppError {
  if (status === 401 || status === 403) {
    return {
      code: 'AUTH_HANDSHAKE',
      message: `The service refused the ${what} (HTTP ${status}). Check the consumer key and secret for this environment.`,
      status,
    };
  }
  if (status === 429) {
    return {
      code: 'RATE_LIMITED',
      message: 'The service is busy. Wait a minute and try again.',
      status,
    };
  }
  if (status >= 300 && status < 400) {
    // Redirects are not followed: the signed request would go where it was not signed for.
    return {
      code: 'AUTH_HANDSHAKE',
      message: `The service answered the ${what} with a redirect (HTTP ${status}), which is not followed. Check this environment's service address.`,
      status,
    };
  }
  if (status >= 400 && status < 500) {
    // Another 4xx (400 for a missing OAuth parameter, RFC 5849 section 3.2; 404 for a wrong
    // configured token path, decisions 6): retrying will not help, the environment's settings
    // need a look.
    return {
      code: 'AUTH_HANDSHAKE',
      message: `The service refused the ${what} (HTTP ${status}). Check this environment's service address and token paths.`,
      status,
    };
  }
  return {
    code: 'SERVER_ERROR',
    message: `The service failed the ${what} (HTTP ${status}). Try again later.`,
    status,
  };
}

export async function runHandshake(options: HandshakeOptions): Promise<Result<AccessToken>> {
  const { environment, signal } = options;
  const logger = options.logger ?? silentLogger;
  const clock = options.clock ?? systemClock;
  const progress = (step: HandshakeStep) => options.onProgress?.(step);
  const consumer: OAuthCredentials = {
    consumerKey: environment.consumerKey,
    consumerSecret: options.consumerSecret,
  };

  /** POST to a token endpoint with no body (spec endpoints 1 and 3); the answer's text. */
  async function postForm(
    what: string,
    path: string,
    credentials: OAuthCredentials,
    oauth: Record<string, string>,
  ): Promise<Result<string>> {
    const url = `${environment.baseUrl}${path}`;
    const authorization = authorizationHeader({ method: 'POST', url, oauth }, credentials, {
      now: () => clock.now(),
    });
    const timeout = AbortSignal.timeout(options.requestTimeoutMs ?? defaultTokenRequestTimeoutMs);
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        headers: { Authorization: authorization, Accept: 'application/x-www-form-urlencoded' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        // A redirect would re-send the signed request somewhere we did not sign for.
        redirect: 'manual',
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        logger.warn('oauth token call failed', { what, status: response.status });
        return { ok: false, error: statusFailure(what, response.status) };
      }
      // Capped and streamed (decisions 18, 21): a token answer is a few hundred bytes.
      const read = await readAnswerBody(response, maxTokenAnswerBytes);
      if (!read.ok) {
        const error = answerFailureError(read, 'The sign-in service', response.status, signal);
        logger.warn('oauth token call failed', { what, code: error.code, body: read.reason });
        return { ok: false, error: signal?.aborted ? cancelledError : error };
      }
      return ok(new TextDecoder('utf-8').decode(read.body));
    } catch (error) {
      const failure = fetchFailureError(
        classifyFetchFailure(error, signal),
        'The sign-in service',
        cancelledError,
      );
      logger.warn('oauth token call failed', { what, code: failure.code });
      return { ok: false, error: failure };
    }
  }

  /** A token call (spec endpoints 1 and 3) and its answer read by `parse`; no token is an error. */
  async function tokenCall<T>(
    what: string,
    path: string,
    credentials: OAuthCredentials,
    oauth: Record<string, string>,
    parse: (body: string) => Result<T, string>,
  ): Promise<Result<T>> {
    const body = await postForm(what, path, credentials, oauth);
    if (!body.ok) return body;
    const parsed = parse(body.value);
    if (parsed.ok) return parsed;
    return err(
      'AUTH_HANDSHAKE',
      `The service answered the ${what} without a usable token (${parsed.error}).`,
    );
  }

  async function run(): Promise<Result<AccessToken>> {
    if (signal?.aborted) return { ok: false, error: cancelledError };
    let listener: Awaited<ReturnType<typeof startLoopbackListener>>;
    try {
      listener = await startLoopbackListener({
        timeoutMs: options.callbackTimeoutMs,
        signal,
        logger,
      });
    } catch {
      return err('INTERNAL', 'Boarding Desk could not open its local sign-in callback.');
    }
    try {
      progress('requesting-token');
      const requested = await tokenCall(
        'request-token call',
        environment.requestTokenPath,
        consumer,
        { oauth_callback: listener.callbackUrl },
        parseRequestTokenAnswer,
      );
      if (!requested.ok) return requested;
      const requestToken = requested.value;
      if (!requestToken.isCallbackConfirmed) {
        return err(
          'AUTH_HANDSHAKE',
          'The service did not confirm the sign-in callback address (neither oauth_callback_confirmed nor oauth_callback was "true"), so the sign-in was stopped.',
          { details: { reason: 'callback-unconfirmed' } },
        );
      }
      listener.expectToken(requestToken.token);

      progress('waiting-for-browser');
      const page = new URL(environment.authorizeUrl);
      page.searchParams.set('oauth_token', requestToken.token);
      // The page's address is shown while waiting (auth status); one it cannot carry stops here.
      if (page.href.length > maxAuthorizeUrlLength) {
        return err(
          'AUTH_HANDSHAKE',
          `The authorization page's address would be longer than ${maxAuthorizeUrlLength} characters; check this environment's authorization page address.`,
          { details: { reason: 'url-too-long', limit: maxAuthorizeUrlLength } },
        );
      }
      try {
        await options.openExternal(page.href);
      } catch {
        return err('INTERNAL', 'The system browser could not be opened for sign-in.');
      }
      const outcome = await listener.outcome;
      if (outcome.kind !== 'verifier') return { ok: false, error: outcomeError(outcome) };

      progress('exchanging');
      const accessToken = await tokenCall(
        'access-token call',
        environment.accessTokenPath,
        { ...consumer, token: requestToken.token, tokenSecret: requestToken.tokenSecret },
        { oauth_verifier: outcome.verifier },
        parseTokenPair,
      );
      if (!accessToken.ok) return accessToken;
      return ok({ ...accessToken.value, obtainedAt: clock.now() });
    } finally {
      listener.cancel();
    }
  }

  const result = await run();
  progress(result.ok ? 'signed-in' : 'failed');
  logger.info(
    'oauth handshake finished',
    result.ok ? { ok: true } : { ok: false, code: result.error.code },
  );
  return result;
}
