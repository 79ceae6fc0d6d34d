// The queue item's state rules, as pure functions; the only place that decides `isUncertain` (the
// service may have this application, so the next attempt asks before sending, decisions 9).
// Mainly what one attempt's outcome means for the item and for the draft's lifecycle
// (shared/drafts/lifecycle.ts): the item and the outcome in, the next item (a patch), the
// lifecycle change to record and the effects out; outbox.ts carries it out. Also the item on
// entering an attempt's phases, and the item rebuilt after a restart (restore-queue.ts).
//
// After an attempt the draft is 'sending'; from there it goes to submitted, rejected, queued
// (waiting, nothing at the service) or needs-attention (waiting while it may be at the service,
// or stopped for the agent). 'submitted' and 'rejected' are recorded on the draft before the item
// moves: if the draft store cannot record 'submitted', the item becomes uncertain and is retried,
// and the next attempt finds it by referenceId and records it then, so nothing is lost; an
// unrecorded 'rejected' is retried the same way rather than stranding the draft. A waiting item
// whose draft cannot be marked back stays 'sending' in the store, which a restart treats as
// possibly delivered, so the item is made uncertain too. Other refusals are logged, not fatal.
// What the queue file keeps of an error is fixed text per code (outbox-messages.ts); the
// service's own words go only to the encrypted draft.
import type { OutboxError, OutboxItem, OutboxProgress } from '../../../shared/outbox/outbox-schema';
import type { AppError } from '../../../shared/result';
import { heldError } from './environment-hold';
import { outboxError as summary } from './outbox-messages';
import type { AttemptResult } from './send-attempt';
import type { LifecycleChange } from './submission-source';

export interface TransitionPolicy {
  now: number;
  maxAttempts: number;
  /** Backoff before attempt `attempts + 1` (with jitter), honouring Retry-After. */
  delay(attempts: number, retryAfterSeconds?: number): number;
}

export type Effect =
  | { kind: 'emit'; event: OutboxProgress['event']; retryInMs?: number }
  | { kind: 'retry-timer'; delayMs: number }
  | { kind: 'sign-in-needed' }
  | { kind: 'reachable'; isReachable: boolean }
  | { kind: 'remove' };

export interface Transition {
  /** Effects before anything is written (they only change the outbox's own state). */
  before: Effect[];
  /** The next item. */
  patch: Partial<OutboxItem>;
  /** The draft's lifecycle change, if any. */
  mark?: LifecycleChange;
  /**
   * 'record-first': the mark must be recorded before the item moves; if the store refuses, the
   * item is not patched and `unrecorded` is applied instead. 'move-first': the item moves, then
   * the draft is marked; a refusal is logged and `ifUnrecorded`, when given, patches the item.
   */
  order: 'record-first' | 'move-first';
  unrecorded?: AttemptResult;
  ifUnrecorded?: Partial<OutboxItem>;
  /** Effects once the item and the draft are settled. */
  after: Effect[];
}

/** The patch for an item the service may have. */
const mayBeAtService: Partial<OutboxItem> = { isUncertain: true };

const waitingReason = 'Waiting to check with the service whether it arrived.';
const lostReason = 'The answer was lost; checking with the service before resending.';

/** Back to waiting: 'queued' in the store, or needs-attention while it may be at the service. */
function waiting(isUncertain: boolean, reason: string): LifecycleChange {
  return isUncertain ? { to: 'needs-attention', reason } : { to: 'queued' };
}

/** Back to waiting without counting an attempt (sign-in needed, unreachable, environment). */
function requeue(isUncertain: boolean, lastError: OutboxError, before: Effect[]): Transition {
  return {
    before,
    patch: { state: 'queued', nextAttemptAt: null, lastError, isUncertain },
    mark: waiting(isUncertain, waitingReason),
    order: 'move-first',
    // The draft stays 'sending', which a restart reads as possibly delivered: so does the item.
    ifUnrecorded: mayBeAtService,
    after: [{ kind: 'emit', event: 'queued' }],
  };
}

function giveUp(
  error: AppError,
  reason: string,
  before: Effect[],
  patch: Partial<OutboxItem>,
): Transition {
  return {
    before,
    patch: { ...patch, state: 'needs-attention', nextAttemptAt: null, lastError: summary(error) },
    mark: { to: 'needs-attention', reason },
    order: 'move-first',
    after: [{ kind: 'emit', event: 'needs-attention' }],
  };
}

/**
 * `result.mayHaveArrived` is what the attempt learnt; it becomes the item's `isUncertain` here and
 * nowhere else after an attempt, so the next attempt asks the service before sending (decisions 9).
 */
export function transition(
  item: OutboxItem,
  result: AttemptResult,
  policy: TransitionPolicy,
): Transition {
  const { outcome, mayHaveArrived: isUncertain } = result;
  // An 'elsewhere' attempt sent nothing: it says nothing about whether the service is reachable.
  const reached: Effect[] =
    outcome.kind === 'offline' || outcome.kind === 'elsewhere'
      ? []
      : [{ kind: 'reachable', isReachable: true }];
  switch (outcome.kind) {
    case 'submitted':
      return {
        before: reached,
        mark: {
          to: 'submitted',
          merchantId: outcome.merchantId,
          ...(item.environmentId !== undefined ? { environmentId: item.environmentId } : {}),
          ...(outcome.status !== undefined ? { status: outcome.status } : {}),
          response: outcome.response,
        },
        order: 'record-first',
        patch: {
          state: 'submitted',
          merchantId: outcome.merchantId,
          isUncertain: false,
          nextAttemptAt: null,
          lastError: undefined,
        },
        // Recorded on neither side yet: the next attempt finds it by referenceId.
        unrecorded: {
          outcome: {
            kind: 'retry',
            error: { code: 'STORAGE', message: 'The submitted application could not be recorded.' },
          },
          mayHaveArrived: true,
        },
        after: [{ kind: 'emit', event: 'submitted' }],
      };
    case 'rejected': {
      const { error } = outcome;
      // The draft first: it must leave 'sending' with the service's field errors on it, or the
      // agent could neither fix nor resend it while the finished item is skipped on restart.
      return {
        before: reached,
        mark: {
          to: 'rejected',
          message: error.message,
          fieldErrors: error.fieldErrors ?? [],
          ...(error.status !== undefined ? { status: error.status } : {}),
        },
        order: 'record-first',
        patch: {
          state: 'rejected',
          isUncertain: false,
          nextAttemptAt: null,
          lastError: summary(error),
        },
        unrecorded: {
          outcome: {
            kind: 'retry',
            error: {
              code: 'STORAGE',
              message: 'The rejection could not be recorded on the draft.',
            },
          },
          mayHaveArrived: isUncertain,
        },
        after: [{ kind: 'emit', event: 'rejected' }],
      };
    }
    case 'sign-in':
      // decisions 7: a 401 is expiry; the client already called auth.markExpired().
      return requeue(isUncertain, summary(outcome.error), [...reached, { kind: 'sign-in-needed' }]);
    case 'offline':
      return requeue(isUncertain, summary(outcome.error), [
        { kind: 'reachable', isReachable: false },
      ]);
    case 'elsewhere':
      // The agent switched environment during the attempt; the outbox holds it from now on.
      return requeue(isUncertain, heldError(item.environmentId), reached);
    case 'retry': {
      const attempts = item.attempts + 1;
      if (attempts >= policy.maxAttempts) {
        const reason = `Stopped after ${attempts} attempts: ${outcome.error.message}`;
        return giveUp(outcome.error, reason, reached, { attempts, isUncertain });
      }
      const delayMs = policy.delay(attempts, outcome.retryAfterSeconds);
      return {
        before: reached,
        patch: {
          state: 'retry-wait',
          attempts,
          nextAttemptAt: policy.now + delayMs,
          lastError: summary(outcome.error),
          isUncertain,
        },
        mark: waiting(isUncertain, lostReason),
        order: 'move-first',
        // The draft stays 'sending', which a restart reads as possibly delivered: so does the item.
        ifUnrecorded: mayBeAtService,
        after: [
          { kind: 'retry-timer', delayMs },
          { kind: 'emit', event: 'retry-in', retryInMs: delayMs },
        ],
      };
    }
    case 'attention':
      return giveUp(outcome.error, outcome.error.message, reached, { isUncertain });
    case 'gone':
      return {
        before: reached,
        patch: { isUncertain },
        order: 'move-first',
        after: [{ kind: 'remove' }, { kind: 'emit', event: 'removed' }],
      };
  }
}

/** The item on entering an attempt's phase: from 'sending' on, the service may have it. */
export function phasePatch(phase: 'checking' | 'sending'): Partial<OutboxItem> {
  return phase === 'sending' ? { state: phase, ...mayBeAtService } : { state: phase };
}

/**
 * An item read back from the queue file. One in flight when the app stopped goes back to the queue
 * as possibly delivered; `isDraftUncertain` is the draft store's view (restore-queue.ts), which
 * the queue file, a cache saved less often, may not have caught up with.
 */
export function restoredItem(stored: OutboxItem, isDraftUncertain = false): OutboxItem {
  const wasInFlight = stored.state === 'sending' || stored.state === 'checking';
  return {
    ...stored,
    ...(wasInFlight ? { state: 'queued' as const } : {}),
    ...(wasInFlight || isDraftUncertain ? mayBeAtService : {}),
  };
}

/**
 * A draft the draft store holds in the outbox but the queue file lost, taken back in: 'queued' was
 * never sent since it was last answered; 'sending' may have arrived and is looked up first; any
 * other (needs-attention) stopped for the agent, whose retry looks it up first.
 */
export function adoptedItem(fresh: OutboxItem, lifecycle: string): OutboxItem {
  if (lifecycle === 'queued') return fresh;
  if (lifecycle === 'sending') return { ...fresh, ...mayBeAtService };
  return {
    ...fresh,
    ...mayBeAtService,
    state: 'needs-attention',
    lastError: {
      code: 'INTERNAL',
      message: 'Found after a restart: it may already be at the service. Retry to check.',
    },
  };
}
