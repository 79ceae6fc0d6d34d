// What a failed call to the boarding service means for whoever retries it (a failure before any
// answer is classified once for every call, in oauth/fetch-failure.ts). The closed AppError
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
  /**
   * The service's own explanation (its body's `message`), apart from core's sentence: kept on
   * the encrypted draft and shown as the service's words (decisions 36).
   */
  serviceMessage?: string;
}

export function boardingError(
  code: ErrorCode,
  message: string,
  details: Omit<BoardingError, 'code' | 'message'>,
): { ok: false; error: BoardingError } {
  return { ok: false, error: { code, message, ...details } };
}

/**
 * The longest Retry-After honoured, by the outbox and by status checks alike: a longer one (or
 * one too long to be a number at all) is treated as a day, and the agent can always try again.
 */
export const maxRetryAfterMs = 24 * 60 * 60 * 1000;

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
