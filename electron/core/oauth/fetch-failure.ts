// The one reading of what `fetch` throws, for every call the app makes (sign-in, merchant calls):
// a code the UI can explain (conventions 4) and whether the request may have reached the service,
// which the outbox needs to stay exactly-once (decisions 9, 10). undici throws a TypeError
// ("fetch failed") whose `cause` carries the system error code for refused connections, DNS
// failures and resets, and the signal's reason (a TimeoutError) when AbortSignal.timeout fires.
import type { AppError } from '../../../shared/result';

/** 'not-sent': the request never left, safe to send again; 'unknown': it may have arrived. */
export type FetchDelivery = 'not-sent' | 'unknown';

export interface FetchFailure {
  /** What happened, for the error code and the caller's wording. */
  kind: 'cancelled' | 'timeout' | 'tls' | 'unreachable' | 'lost' | 'malformed';
  delivery: FetchDelivery;
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
/** undici's HTTP parser refused the answer (llhttp's HPE_ codes): the service answered, badly. */
const parserCodePattern = /^HPE_/;

/**
 * undici's words when the parser saw a response head it refuses: a final `100 Continue` ("bad
 * response") or a `101` to a request that asked for no upgrade ("bad upgrade"). Both mean an
 * answer arrived. Its "other side closed" does not say that: it is what a connection dropped
 * before any answer reads as, and also what a `102`/`103` followed by a close reads as; the socket
 * info cannot tell them apart (its byte counts add up over a kept-alive connection), so that one
 * stays 'lost' (decisions 18).
 */
const answerStartedMessages = new Set(['bad response', 'bad upgrade']);

/** Whether an undici SocketError on the error or its `cause` chain says an answer had started. */
function isRefusedAnswer(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (
    code === 'UND_ERR_SOCKET' &&
    typeof message === 'string' &&
    answerStartedMessages.has(message)
  )
    return true;
  return isRefusedAnswer(cause, depth + 1);
}

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

/**
 * Classifies an error thrown by fetch, or by reading a response body. `callerSignal` is the
 * caller's own signal (app quit, a cancelled sign-in): when it was aborted, that is the story.
 */
export function classifyFetchFailure(error: unknown, callerSignal?: AbortSignal): FetchFailure {
  if (callerSignal?.aborted) return { kind: 'cancelled', delivery: 'unknown' };
  if (isTimeout(error)) return { kind: 'timeout', delivery: 'unknown' };
  const codes = errorCodes(error);
  if (codes.some((code) => tlsCodePattern.test(code))) return { kind: 'tls', delivery: 'not-sent' };
  // After our request was written: the service may have acted on it (decisions 19).
  if (codes.some((code) => parserCodePattern.test(code)) || isRefusedAnswer(error))
    return { kind: 'malformed', delivery: 'unknown' };
  if (codes.length > 0 && codes.every((code) => notSentCodes.has(code)))
    return { kind: 'unreachable', delivery: 'not-sent' };
  return { kind: 'lost', delivery: 'unknown' };
}

/**
 * The failure in the agent's words: `what` names the service ("The sign-in service"). A caller
 * that can cancel words its cancellation itself (`cancelled`), since only it knows what stopped.
 */
export function fetchFailureError(
  failure: FetchFailure,
  what: string,
  cancelled?: AppError,
  timeoutMs?: number,
): AppError {
  switch (failure.kind) {
    case 'cancelled':
      return cancelled ?? { code: 'TIMEOUT', message: `The call to ${lower(what)} was stopped.` };
    case 'timeout':
      return {
        code: 'TIMEOUT',
        message:
          timeoutMs === undefined
            ? `${what} did not answer in time. Try again.`
            : `${what} did not answer within ${timeoutMs / 1000} s.`,
      };
    case 'tls':
      return {
        code: 'OFFLINE',
        message: `A secure connection to ${lower(what)} could not be made.`,
      };
    case 'unreachable':
      return {
        code: 'OFFLINE',
        message: `${what} could not be reached. Check the network connection and try again.`,
      };
    case 'lost':
      return { code: 'OFFLINE', message: `The connection to ${lower(what)} was lost.` };
    case 'malformed':
      // It was reached and answered: not OFFLINE ("could not be reached", decisions 18).
      return {
        code: 'SERVER_ERROR',
        message: `${what} answered with something that is not valid HTTP.`,
      };
  }
}

function lower(what: string): string {
  return what.charAt(0).toLowerCase() + what.slice(1);
}
