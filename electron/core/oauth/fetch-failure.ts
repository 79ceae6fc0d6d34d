// Turns what `fetch` throws into a Result error with a code the UI can explain (STYLE.md 3).
// undici throws a TypeError ("fetch failed") for refused connections, DNS failures and resets,
// and the signal's reason (a TimeoutError DOMException) when AbortSignal.timeout fires.
import type { AppError } from '../../../shared/result';

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * `cancelled` is the caller's own signal: when it is aborted the failure is reported as a
 * cancellation (`cancelledError`), whatever fetch threw.
 */
export function fetchFailure(
  error: unknown,
  what: string,
  cancelled?: { signal: AbortSignal | undefined; error: AppError },
): AppError {
  if (cancelled?.signal?.aborted) return cancelled.error;
  if (isTimeout(error))
    return { code: 'TIMEOUT', message: `${what} did not answer in time. Try again.` };
  return {
    code: 'OFFLINE',
    message: `${what} could not be reached. Check the network connection and try again.`,
  };
}
