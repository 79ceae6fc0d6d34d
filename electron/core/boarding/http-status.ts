// HTTP status -> closed error code (shared/result.ts), per decisions 17. The raw status is always
// kept in `status` for support. Choices where the decisions are silent:
// - 413 (body over 1 MiB) -> SERVER_REJECTED without field errors: only the agent can fix it, by
//   shortening free-text fields, so the application goes back to the editor like a 400.
// - 415 (wrong content type) and other unexpected 4xx -> SERVER_ERROR, not retryable: the app and
//   the service disagree, resending the same request cannot help and the agent cannot fix it.
// - 408 -> TIMEOUT, retryable: the service says it stopped waiting for our request.
// - 503 may carry Retry-After like 429 (RFC 9110 section 10.2.3): honoured the same way.
// - 3xx -> SERVER_ERROR: redirects are never followed (signed-fetch.ts). Retryable for the POST
//   (the next attempt looks it up first), not for a GET, which would be redirected again.
// - 425 (Too Early, RFC 8470) -> SERVER_ERROR, retryable.
// - The merchant POST: only a clear refusal is 'answered' (decisions 19). Any other status (3xx
//   incl. 303 See Other, 408, 5xx, an unexpected 4xx) is delivery 'unknown': a
//   gateway, a redirecting front end or a failing step after the write may answer it when the
//   service already stored the merchant, so the outbox looks it up by referenceId before any
//   resend (decisions 9, 10). A GET changes nothing at the service and stays 'answered'.
// - 1xx never gets here: fetch reads past an interim answer, and one that is the last thing the
//   service says is a thrown error (oauth/fetch-failure.ts, decisions 18).
import { usableMerchantId } from '../../../shared/merchant/merchant-id';
import { boardingError, parseRetryAfter, type BoardingError } from './boarding-error';
import type { ServiceErrorBody } from './response-body';

/** 'submit' for the merchant POST (it may have stored something), 'read' for GETs. */
export type RequestKind = 'submit' | 'read';

/**
 * Statuses that say the POST was refused without being stored (decisions 19): the request itself
 * was refused (400, 401, 403, 404, 405, 406, 411, 413, 414, 415, 422, 431), it was not processed
 * for now (425 Too Early, RFC 8470 section 5.2; 429 Too Many Requests, RFC 6585 section 4), or the
 * referenceId was already boarded (409, settled by a lookup anyway).
 */
const clearRefusals = new Set([
  400, 401, 403, 404, 405, 406, 409, 411, 413, 414, 415, 422, 425, 429, 431,
]);

export function isClearRefusal(status: number): boolean {
  return clearRefusals.has(status);
}

export function statusError(
  status: number,
  body: ServiceErrorBody,
  retryAfterHeader: string | null,
  now: number,
  kind: RequestKind = 'read',
): { ok: false; error: BoardingError } {
  // Every branch below spreads `answered`, so the POST's 'unknown' is decided here, once.
  const delivery = kind === 'submit' && !isClearRefusal(status) ? 'unknown' : 'answered';
  const answered = { delivery, status } as const;
  const detail = body.message ? ` ${body.message}` : '';
  if (status === 400 || status === 422) {
    return boardingError('SERVER_REJECTED', `The service rejected the application.${detail}`, {
      ...answered,
      retryable: false,
      fieldErrors: body.fieldErrors,
      ...(body.message ? { serviceMessage: body.message } : {}),
    });
  }
  if (status === 401) {
    return boardingError('AUTH_EXPIRED', 'The sign-in has expired or was revoked: sign in again.', {
      ...answered,
      retryable: true,
    });
  }
  if (status === 404) {
    return boardingError('NOT_FOUND', 'The service does not know this merchant.', {
      ...answered,
      retryable: false,
    });
  }
  if (status === 408) {
    return boardingError('TIMEOUT', 'The service stopped waiting for the request.', {
      ...answered,
      retryable: true,
    });
  }
  if (status === 409) {
    // The id goes to the audit and into a GET path: only a usable one (decisions 20).
    const existingId = usableMerchantId(body.id);
    return boardingError('CONFLICT', 'This application was already boarded (same referenceId).', {
      ...answered,
      retryable: false,
      ...(existingId !== null ? { existingMerchantId: existingId } : {}),
    });
  }
  if (status === 413) {
    return boardingError(
      'SERVER_REJECTED',
      'The application is too large for the service: shorten the longest free-text fields.',
      { ...answered, retryable: false, fieldErrors: [] },
    );
  }
  const retryAfterSeconds = parseRetryAfter(retryAfterHeader, now);
  const retryAfter = retryAfterSeconds !== undefined ? { retryAfterSeconds } : {};
  if (status === 429) {
    return boardingError(
      'RATE_LIMITED',
      'The service is busy (too many requests): sending again shortly.',
      {
        ...answered,
        retryable: true,
        ...retryAfter,
      },
    );
  }
  if (status >= 500) {
    return boardingError('SERVER_ERROR', `The service had a problem (HTTP ${status}).${detail}`, {
      ...answered,
      retryable: true,
      ...retryAfter,
    });
  }
  if (status >= 300 && status < 400) {
    return boardingError(
      'SERVER_ERROR',
      `The service answered with a redirect (HTTP ${status}), which is not followed.`,
      { ...answered, retryable: kind === 'submit' },
    );
  }
  if (status === 425) {
    return boardingError('SERVER_ERROR', 'The service asked for the request later (HTTP 425).', {
      ...answered,
      retryable: true,
      ...retryAfter,
    });
  }
  return boardingError(
    'SERVER_ERROR',
    `The service answered unexpectedly (HTTP ${status}).${detail}`,
    {
      ...answered,
      retryable: false,
    },
  );
}
