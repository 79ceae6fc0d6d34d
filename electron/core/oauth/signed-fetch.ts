// The one signed API call: every request the app makes with an access token (merchant POST and
// GETs, status checks, signin:check) goes through `sendSigned`. It takes the current credentials,
// signs the exact URL requested (RFC 5849 section 3.4; query signed, JSON body not, decisions 1),
// sends it without following redirects, classifies a failure (fetch-failure.ts: code and whether
// the request may have arrived) and marks the session expired on a 401 (decisions 7). Statuses
// are returned as they are: the caller knows what 404 or 409 mean for it. The caller reads the
// body through the capped reader (node/http-body.ts readAnswerBody, decisions 18), never with
// `response.text()` or `.json()`, which hold an answer of any size whole.
import { err, ok, type AppError, type Result } from '../../../shared/result';
import type { ApiAuth, ApiTarget } from './api-auth';
import { systemClock, type Clock, type Fetch } from '../ports';
import { classifyFetchFailure, fetchFailureError, type FetchDelivery } from './fetch-failure';
import { authorizationHeader } from './signer';

export const defaultApiTimeoutMs = 30_000;

export interface SignedRequest {
  method: string;
  /** Path and query appended to the target's baseUrl, e.g. `/boarding/v2/merchant?referenceId=x`. */
  path: string | ((target: ApiTarget) => string);
  /** Sent as `application/json; charset=utf-8`; not part of the signature (decisions 1). */
  json?: unknown;
  headers?: Record<string, string>;
  /** The caller's own signal (e.g. app quit). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A failure before any answer: what the agent reads, and whether the request may have arrived. */
export interface SignedFailure extends AppError {
  delivery: FetchDelivery;
  /** A network failure (OFFLINE, TIMEOUT): a later identical request may succeed. */
  isNetwork: boolean;
}

export interface SignedAnswer {
  response: Response;
  /** The target the request was signed for (its environment and credentials). */
  target: ApiTarget;
  url: string;
}

const stoppedError: AppError = {
  code: 'TIMEOUT',
  message: 'The request was stopped before the service answered; it may or may not have arrived.',
};

export async function sendSigned(
  auth: ApiAuth,
  fetch: Fetch,
  request: SignedRequest,
  clock: Clock = systemClock,
): Promise<Result<SignedAnswer, SignedFailure>> {
  const target = auth.current();
  if (!target.ok) return failed(target.error, 'not-sent', false);
  const path = typeof request.path === 'function' ? request.path(target.value) : request.path;
  const url = `${target.value.baseUrl}${path}`;
  if (!URL.canParse(url)) {
    return failed(
      { code: 'INTERNAL', message: 'The environment has no valid service address.' },
      'not-sent',
      false,
    );
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...request.headers,
    Authorization: authorizationHeader({ method: request.method, url }, target.value.credentials, {
      now: () => clock.now(),
    }),
  };
  // The service's sample also sends `Expect: 100-continue`; fetch (undici) refuses that header
  // and the bodies are small, so it is left out.
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(request.json);
  }
  const timeoutMs = request.timeoutMs ?? defaultApiTimeoutMs;
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body,
      signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      // A redirect would re-send the request to a URL that was not signed or chosen.
      redirect: 'manual',
    });
  } catch (error) {
    const failure = classifyFetchFailure(error, request.signal);
    const words = fetchFailureError(failure, 'The boarding service', stoppedError, timeoutMs);
    return failed(words, failure.delivery, true);
  }
  if (response.status === 401) auth.markExpired(target.value);
  return ok({ response, target: target.value, url });
}

/**
 * sendSigned for callers that only need the Response: AUTH_REQUIRED / AUTH_EXPIRED when not signed
 * in, OFFLINE when unreachable, TIMEOUT when it took too long or the caller aborted, AUTH_EXPIRED
 * (status 401) on a 401; otherwise the Response, whatever its status.
 */
export async function signedFetch(
  auth: ApiAuth,
  fetch: Fetch,
  request: SignedRequest,
  clock: Clock = systemClock,
): Promise<Result<Response>> {
  const sent = await sendSigned(auth, fetch, request, clock);
  if (!sent.ok) {
    const { delivery: _delivery, isNetwork: _isNetwork, ...error } = sent.error;
    return { ok: false, error };
  }
  const { response } = sent.value;
  if (response.status === 401) {
    await response.body?.cancel();
    return err('AUTH_EXPIRED', 'The service no longer accepts the sign-in. Sign in again.', {
      status: 401,
    });
  }
  return ok(response);
}

function failed(
  error: AppError,
  delivery: FetchDelivery,
  isNetwork: boolean,
): { ok: false; error: SignedFailure } {
  return { ok: false, error: { ...error, delivery, isNetwork } };
}
