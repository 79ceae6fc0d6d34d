// How fast status checks may go, per environment (decisions 53). Two rules:
// - A rate limit: at most `perSecond` GETs start in any one-second window (p-throttle in strict
//   mode: every call is spaced so no window holds more, where the windowed mode could let two
//   windows' worth through at a boundary). Chosen over a hand-made token bucket: it is small,
//   kept by the author of p-limit (already used here) and queues callers instead of failing them.
// - A backoff after failures: each failed check of an environment doubles its wait (from
//   `baseMs` up to `maxMs`) with "equal jitter" (half fixed, half random) so laptops that failed
//   together do not return together; a 429's Retry-After (RFC 6585 section 4, RFC 9110 section
//   10.2.3) is a floor under that wait, capped at a day like the outbox's (a hostile
//   "Retry-After: 999…" must not stop checks until a restart, nor put Infinity in a StatusCheck
//   the contract would refuse). A success ends the backoff.
// Periodic rounds wait until `readyAt(environment)`; a manual check honours Retry-After only.
import pThrottle from 'p-throttle';
import { maxRetryAfterMs } from '../boarding/boarding-error';

export interface PacerOptions {
  now: () => number;
  /** 0..1, injectable so tests know the jitter. Default Math.random. */
  random?: () => number;
  /**
   * GETs started per second per environment. Default 48: the sandbox allows 60, and the network
   * can bunch arrivals (the bench saw 45 in one second from a client held to 40).
   */
  perSecond?: number;
  /** The first wait after a failure. Default 30 s. */
  baseMs?: number;
  /** The longest wait. Default 30 min. */
  maxMs?: number;
}

interface EnvironmentState {
  throttle: <T>(work: () => Promise<T>) => Promise<T>;
  /** Date.now() when the throttle last let a GET start: a later call earlier than this means the
   * system clock went back. */
  lastStartAt: number;
  failures: number;
  /** No periodic round before this (backoff or Retry-After). */
  readyAt: number;
  /** No request at all before this (Retry-After). */
  retryAt: number;
}

export interface Pacer {
  /** Runs `work` once the environment's rate limit allows a new GET. */
  run<T>(environmentId: string, work: () => Promise<T>): Promise<T>;
  succeeded(environmentId: string): void;
  /** A failed check; `retryAfterSeconds` from a 429 or 503 answer. */
  failed(environmentId: string, retryAfterSeconds?: number): void;
  /** Epoch ms before which no periodic round of this environment should run. */
  readyAt(environmentId: string): number;
  /** Epoch ms before which the service asked for no request at all (Retry-After). */
  retryAt(environmentId: string): number;
  /** Consecutive failures of the environment (0 after a success). */
  failures(environmentId: string): number;
}

export function createPacer(options: PacerOptions): Pacer {
  const random = options.random ?? Math.random;
  const perSecond = Math.max(1, Math.floor(options.perSecond ?? 48));
  const baseMs = options.baseMs ?? 30_000;
  const maxMs = options.maxMs ?? 30 * 60_000;
  const states = new Map<string, EnvironmentState>();

  // p-throttle schedules its strict slots by Date.now(): once the system clock is set back, every
  // new slot would wait as long as the jump (an hour back, an hour's wait for each GET and for
  // stop(), which awaits the round). A fresh throttle forgets the slots; calls already waiting
  // keep theirs, which were reckoned before the jump.
  function newThrottle(found: () => EnvironmentState): EnvironmentState['throttle'] {
    const throttled = pThrottle({ limit: perSecond, interval: 1000, strict: true })((
      work: () => Promise<unknown>,
    ) => {
      found().lastStartAt = Math.max(found().lastStartAt, Date.now());
      return work();
    });
    return <T>(work: () => Promise<T>) => throttled(work) as Promise<T>;
  }

  function state(environmentId: string): EnvironmentState {
    let found = states.get(environmentId);
    if (!found) {
      const created: EnvironmentState = {
        throttle: newThrottle(() => created),
        lastStartAt: 0,
        failures: 0,
        readyAt: 0,
        retryAt: 0,
      };
      found = created;
      states.set(environmentId, found);
    }
    return found;
  }

  return {
    run(environmentId, work) {
      const found = state(environmentId);
      // Back by more than a slot's window: a smaller step (a clock being slewed) costs at most that.
      if (Date.now() < found.lastStartAt - 1000) {
        found.lastStartAt = Date.now();
        found.throttle = newThrottle(() => found);
      }
      return found.throttle(work);
    },
    succeeded(environmentId) {
      const found = state(environmentId);
      found.failures = 0;
      found.readyAt = Math.max(found.retryAt, 0);
    },
    failed(environmentId, retryAfterSeconds) {
      const found = state(environmentId);
      const now = options.now();
      found.failures += 1;
      const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(found.failures - 1, 30));
      const backoff = ceiling / 2 + (ceiling / 2) * random();
      // NaN fails the test and is ignored; Infinity (400 digits) is capped like any long wait.
      if (retryAfterSeconds !== undefined && retryAfterSeconds > 0)
        found.retryAt = Math.max(
          found.retryAt,
          now + Math.min(maxRetryAfterMs, retryAfterSeconds * 1000),
        );
      found.readyAt = Math.max(found.readyAt, now + backoff, found.retryAt);
    },
    readyAt: (environmentId) => states.get(environmentId)?.readyAt ?? 0,
    retryAt: (environmentId) => states.get(environmentId)?.retryAt ?? 0,
    failures: (environmentId) => states.get(environmentId)?.failures ?? 0,
  };
}
