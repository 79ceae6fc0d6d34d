// Retry delays for 5xx, 429 and lost answers: exponential with "equal jitter" (half fixed, half
// random), so agents coming back online together do not hit the service in lockstep, and never
// sooner than the service's Retry-After (RFC 9110 section 10.2.3).
export interface BackoffOptions {
  /** Delay after the first failed attempt, before jitter. Default 2 s. */
  baseMs?: number;
  /** Upper bound of the exponential part. Default 5 min. */
  maxMs?: number;
  /** POSTs or lookups per queueing before the item stops for the agent. Default 8. */
  maxAttempts?: number;
}

export interface Backoff {
  readonly maxAttempts: number;
  /** Delay before attempt `failures + 1`, at least `retryAfterSeconds` when the service gave one. */
  delay(failures: number, retryAfterSeconds?: number): number;
}

// A Retry-After longer than a day is treated as a day: the agent can always press retry.
const maxRetryAfterMs = 24 * 60 * 60 * 1000;

export function createBackoff(
  options: BackoffOptions = {},
  random: () => number = Math.random,
): Backoff {
  const baseMs = options.baseMs ?? 2_000;
  const maxMs = options.maxMs ?? 5 * 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  return {
    maxAttempts,
    delay(failures, retryAfterSeconds) {
      const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
      const jittered = exponential / 2 + random() * (exponential / 2);
      const floor =
        retryAfterSeconds === undefined ? 0 : Math.min(maxRetryAfterMs, retryAfterSeconds * 1000);
      return Math.round(Math.max(jittered, floor));
    },
  };
}
