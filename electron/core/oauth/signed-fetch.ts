// One signed API call for code that holds only ApiAuth (the outbox, status checks): takes the
// current credentials, signs the exact URL requested (RFC 5849 section 3.4; query signed, JSON
// body not, decisions 1), sends it and treats a 401 as expiry (decisions 7). Other statuses are
// returned as they are: the caller knows what 404 or 409 mean for it.
import { err, ok, type AppError, type Result } from '../../../shared/result';
import type { ApiAuth, ApiTarget } from '../auth/api-auth';
import { systemClock, type Clock, type Fetch } from '../ports';
import { fetchFailure } from './fetch-failure';
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

const stoppedError: AppError = {
  code: 'TIMEOUT',
  message: 'The request was stopped before the service answered; it may or may not have arrived.',
};

/**
 * AUTH_REQUIRED / AUTH_EXPIRED when not signed in, OFFLINE when unreachable, TIMEOUT when it took
 * too long or the caller aborted, AUTH_EXPIRED (status 401, after `auth.markExpired()`) on a 401;
 * otherwise the Response, whatever its status.
 */
export async function signedFetch(
  auth: ApiAuth,
  fetch: Fetch,
  request: SignedRequest,
  clock: Clock = systemClock,
): Promise<Result<Response>> {
  const target = auth.current();
  if (!target.ok) return target;
  const path = typeof request.path === 'function' ? request.path(target.value) : request.path;
  const url = `${target.value.baseUrl}${path}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...request.headers,
    Authorization: authorizationHeader({ method: request.method, url }, target.value.credentials, {
      now: () => clock.now(),
    }),
  };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json; charset=utf-8';
    body = JSON.stringify(request.json);
  }
  const timeout = AbortSignal.timeout(request.timeoutMs ?? defaultApiTimeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      body,
      signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
      // A redirect would re-send the request to a URL that was not signed.
      redirect: 'manual',
    });
  } catch (error) {
    return {
      ok: false,
      error: fetchFailure(error, 'The boarding service', {
        signal: request.signal,
        error: stoppedError,
      }),
    };
  }
  if (response.status === 401) {
    await response.body?.cancel();
    auth.markExpired(target.value);
    return err('AUTH_EXPIRED', 'The service no longer accepts the sign-in. Sign in again.', {
      status: 401,
    });
  }
  return ok(response);
}
