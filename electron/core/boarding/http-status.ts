// HTTP status -> closed error code (shared/result.ts), per decisions 17. The raw status is always
// kept in `status` for support. Choices where the decisions are silent:
// - 413 (body over 1 MiB) -> SERVER_REJECTED without field errors: only the agent can fix it, by
//   shortening free-text fields, so the application goes back to the editor like a 400.
// - 415 (wrong content type) and other unexpected 4xx -> SERVER_ERROR, not retryable: the app and
//   the service disagree, resending the same request cannot help and the agent cannot fix it.
// - 408 -> TIMEOUT, retryable: the service says it stopped waiting for our request.
// - 503 may carry Retry-After like 429 (RFC 9110 section 10.2.3): honoured the same way.
// - 5xx answered to the merchant POST -> delivery 'unknown', not 'answered': a gateway or a
//   failing step after the write may answer 500/502/504 when the service already stored the
//   merchant, so the outbox must look it up by referenceId before any resend (decisions 9, 10).
//   A 5xx on a GET changes nothing at the service and stays 'answered'.
import { boardingError, parseRetryAfter, type BoardingError } from './boarding-error';
import type { ServiceErrorBody } from './response-body';

/** 'submit' for the merchant POST (it may have stored something), 'read' for GETs. */
export type RequestKind = 'submit' | 'read';

export function statusError(
  status: number,
  body: ServiceErrorBody,
  retryAfterHeader: string | null,
  now: number,
  kind: RequestKind = 'read',
): { ok: false; error: BoardingError } {
  const answered = { delivery: 'answered' as const, status };
  const detail = body.message ? ` ${body.message}` : '';
  if (status === 400 || status === 422) {
    return boardingError('SERVER_REJECTED', `The service rejected the application.${detail}`, {
      ...answered,
      retryable: false,
      fieldErrors: body.fieldErrors,
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
    return boardingError('CONFLICT', 'This application was already boarded (same referenceId).', {
      ...answered,
      retryable: false,
      ...(body.id !== undefined ? { existingMerchantId: body.id } : {}),
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
      ...(kind === 'submit' ? { delivery: 'unknown' as const } : {}),
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
