// What a failed call to the boarding service means for whoever retries it. The closed AppError
// codes (shared/result.ts) say what went wrong; `delivery` says whether the service may already
// have the application, which is what the outbox needs to stay exactly-once (decisions 9, 10):
// - 'not-sent':  the request never left (no connection, signed out): safe to send again;
// - 'answered':  the service answered with a status: it did what the status says;
// - 'unknown':   the request may have arrived (connection dropped after send, timeout, a 2xx we
//                could not read, a 5xx to the POST): never resend blindly, ask by referenceId
//                first.
import type { AppError, ErrorCode } from '../../../shared/result';

export type Delivery = 'not-sent' | 'answered' | 'unknown';

export interface BoardingError extends AppError {
  delivery: Delivery;
  /** A later identical request may succeed (5xx, 429, 408, network): the outbox backs off. */
  retryable: boolean;
  /** From `Retry-After` on 429/503 (RFC 9110 section 10.2.3), in seconds. */
  retryAfterSeconds?: number;
  /** From a 409 body: the merchant already boarded with this referenceId (decisions 10). */
  existingMerchantId?: string;
}

export function boardingError(
  code: ErrorCode,
  message: string,
  details: Omit<BoardingError, 'code' | 'message'>,
): { ok: false; error: BoardingError } {
  return { ok: false, error: { code, message, ...details } };
}

// Connection-stage failures: the socket never carried our request, so nothing can have arrived.
// Anything not listed here (ECONNRESET, UND_ERR_SOCKET "other side closed", EPIPE...) may have
// happened after the request was written, and is treated as 'unknown'.
const notSentCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const tlsCodePattern = /^(CERT_|ERR_TLS_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_)/;

/** Every `code` found on an error, its `cause` chain and AggregateError members. */
function errorCodes(error: unknown, depth = 0): string[] {
  if (depth > 5 || typeof error !== 'object' || error === null) return [];
  const found: string[] = [];
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') found.push(code);
  found.push(...errorCodes(cause, depth + 1));
  if (Array.isArray(errors))
    for (const member of errors) found.push(...errorCodes(member, depth + 1));
  return found;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Maps an error thrown by fetch or by reading the body to a code and a delivery. */
export function networkError(
  error: unknown,
  timeoutMs: number,
): { ok: false; error: BoardingError } {
  if (isTimeout(error)) {
    return boardingError(
      'TIMEOUT',
      `The boarding service did not answer within ${timeoutMs / 1000} s.`,
      {
        delivery: 'unknown',
        retryable: true,
      },
    );
  }
  const codes = errorCodes(error);
  if (codes.some((code) => tlsCodePattern.test(code))) {
    return boardingError(
      'OFFLINE',
      'A secure connection to the boarding service could not be made.',
      {
        delivery: 'not-sent',
        retryable: true,
      },
    );
  }
  if (codes.length > 0 && codes.every((code) => notSentCodes.has(code))) {
    return boardingError('OFFLINE', 'The boarding service could not be reached.', {
      delivery: 'not-sent',
      retryable: true,
    });
  }
  return boardingError('OFFLINE', 'The connection to the boarding service was lost.', {
    delivery: 'unknown',
    retryable: true,
  });
}

/**
 * `Retry-After` (RFC 9110 section 10.2.3): delta-seconds or an HTTP-date. Returns whole seconds,
 * or undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  // Only the HTTP-date forms RFC 9110 section 5.6.7 names (IMF-fixdate, and the obsolete RFC 850
  // and asctime forms recipients must accept); V8's Date.parse alone reads junk such as "foo 12"
  // as a date, which would make the outbox wait for a made-up time.
  const date = isHttpDate(trimmed)
    ? Date.parse(asctimePattern.test(trimmed) ? `${trimmed} GMT` : trimmed)
    : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

const imfFixdatePattern = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const rfc850Pattern = /^[A-Z][a-z]+, \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/;
const asctimePattern = /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

function isHttpDate(text: string): boolean {
  return imfFixdatePattern.test(text) || rfc850Pattern.test(text) || asctimePattern.test(text);
}
