// The outbox's rules as plain data and pure functions: the items and their transitions, the pause
// (sign-in, offline, probe), the environment hold, the agent's actions and the backoff. Nothing here
// touches the disk, a timer, the network or the draft store: outbox.ts, the one runner, holds the
// state and carries out what these functions decide. This is the only place that decides
// `isUncertain` (the service may have this application, so the next attempt asks by referenceId
// before sending, decisions 9, 10).
//
// An attempt's outcome (send-attempt.ts) and the item give the next item (a patch), the draft's
// lifecycle change (shared/drafts/lifecycle.ts) and the effects. After an attempt the draft is
// 'sending'; from there it goes to submitted, rejected, queued (waiting, nothing at the service) or
// needs-attention (waiting while it may be at the service, or stopped for the agent). 'submitted'
// and 'rejected' are recorded on the draft before the item moves: if the draft store cannot record
// 'submitted', the item becomes uncertain and is retried, and the next attempt finds it by
// referenceId and records it then, so nothing is lost; an unrecorded 'rejected' is retried the same
// way rather than stranding the draft. A waiting item whose draft cannot be marked back stays
// 'sending' in the store, which a restart treats as possibly delivered, so the item is made
// uncertain too. An item keeps an error's code and HTTP status only: the service's own words go
// to the encrypted draft (the rejection record and the needs-attention reason).
import {
  finishedOutboxStates,
  isPendingOutboxItem,
  type OutboxError,
  type OutboxItem,
  type OutboxPaused,
  type OutboxProgress,
  type OutboxTotals,
} from '../../../shared/outbox/outbox-schema';
import { err, ok, type AppError, type ErrorCode, type Result } from '../../../shared/result';
import { maxRetryAfterMs } from '../boarding/boarding-error';
import type { AttemptResult } from './send-attempt';
import type { LifecycleChange, OutboxDraft } from './submission-source';
import type { NeedsAttentionCause } from '../../../shared/drafts/draft-schema';

// ---------------------------------------------------------------------------------------------
// Items

/** A new queued item for `draftId`, bound to `environmentId` when known. */
export function freshItem(draftId: string, environmentId: string | undefined, now: number) {
  const item: OutboxItem = {
    draftId,
    ...(environmentId !== undefined ? { environmentId } : {}),
    state: 'queued',
    attempts: 0,
    nextAttemptAt: null,
    isUncertain: false,
    enqueuedAt: now,
    updatedAt: now,
  };
  return item;
}

/** What an item (and so the renderer) keeps of an error: its code and HTTP status, no words. */
export function outboxError(error: { code: ErrorCode; status?: number }): OutboxError {
  return { code: error.code, ...(error.status !== undefined ? { status: error.status } : {}) };
}

export function totalsOf(items: Iterable<OutboxItem>): OutboxTotals {
  const totals: OutboxTotals = {
    pending: 0,
    inFlight: 0,
    submitted: 0,
    rejected: 0,
    needsAttention: 0,
  };
  for (const item of items) {
    if (isPendingOutboxItem(item)) totals.pending += 1;
    if (item.state === 'checking' || item.state === 'sending') totals.inFlight += 1;
    if (item.state === 'submitted') totals.submitted += 1;
    if (item.state === 'rejected') totals.rejected += 1;
    if (item.state === 'needs-attention') totals.needsAttention += 1;
  }
  return totals;
}

/**
 * Finished items (submitted, rejected) stay for display until there are more than `maxFinished`;
 * then the oldest go first, so the outbox stays small in a session of weeks. A needs-attention
 * item is never dropped: it waits for the agent and may already be at the service (decisions 9),
 * so forgetting it would strand its draft. Answers the draft ids to drop.
 */
export function prunedIds(items: Iterable<OutboxItem>, maxFinished: number): string[] {
  const finished = [...items].filter((item) => finishedOutboxStates.includes(item.state));
  if (finished.length <= maxFinished) return [];
  finished.sort((a, b) => a.updatedAt - b.updatedAt);
  return finished.slice(0, finished.length - maxFinished).map((item) => item.draftId);
}

// ---------------------------------------------------------------------------------------------
// Pause: why the outbox is not sending, if it is not. Stopped, waiting for sign-in (a 401 is
// expiry, decisions 7), or offline, by the OS's own signal or because the service could not be
// reached. While unreachable, a probe timer lets one item try every `probeIntervalMs`.

export interface PauseFlags {
  run: 'new' | 'started' | 'stopped';
  isOsOnline: boolean;
  isReachable: boolean;
  isSignInNeeded: boolean;
  /** The probe timer is armed. */
  isProbeArmed: boolean;
  /** The probe timer fired: one item may try. */
  isProbeDue: boolean;
}

export function initialPause(isOsOnline: boolean): PauseFlags {
  return {
    run: 'new',
    isOsOnline,
    isReachable: true,
    isSignInNeeded: false,
    isProbeArmed: false,
    isProbeDue: false,
  };
}

export function pausedOf(flags: PauseFlags): OutboxPaused | null {
  if (flags.run !== 'started') return { reason: 'stopped' };
  if (flags.isSignInNeeded) return { reason: 'sign-in' };
  if (!flags.isOsOnline || !flags.isReachable) return { reason: 'offline' };
  return null;
}

/** The OS says online and the service was reachable at the last try. */
export function isOnlineOf(flags: PauseFlags): boolean {
  return flags.isOsOnline && flags.isReachable;
}

export type PauseChange =
  | { kind: 'started' }
  | { kind: 'stopped' }
  | { kind: 'os-online'; isOnline: boolean }
  | { kind: 'sign-in-needed'; isNeeded: boolean }
  | { kind: 'reachable'; isReachable: boolean }
  | { kind: 'probe-due' }
  | { kind: 'probe-taken' };

export interface PauseStep {
  flags: PauseFlags;
  /** Progress events to tell, in order. */
  events: ('paused' | 'resumed')[];
  /** The probe timer: arm it, cancel it, or leave it. */
  probe: 'arm' | 'cancel' | null;
}

function reachable(flags: PauseFlags, isNow: boolean): PauseStep {
  if (isNow) {
    const next = { ...flags, isProbeArmed: false, isProbeDue: false, isReachable: true };
    return {
      flags: next,
      events: flags.isReachable ? [] : ['resumed'],
      probe: flags.isProbeArmed ? 'cancel' : null,
    };
  }
  const shouldArm = !flags.isProbeArmed && flags.run !== 'stopped';
  return {
    flags: { ...flags, isReachable: false, isProbeArmed: flags.isProbeArmed || shouldArm },
    events: flags.isReachable ? ['paused'] : [],
    probe: shouldArm ? 'arm' : null,
  };
}

export function changePause(flags: PauseFlags, change: PauseChange): PauseStep {
  const same: PauseStep = { flags, events: [], probe: null };
  switch (change.kind) {
    case 'started':
      return { ...same, flags: { ...flags, run: 'started' } };
    case 'stopped':
      return {
        flags: { ...flags, run: 'stopped', isProbeArmed: false },
        events: [],
        probe: 'cancel',
      };
    case 'os-online': {
      if (flags.isOsOnline === change.isOnline) return same;
      const next = { ...flags, isOsOnline: change.isOnline };
      // Trust the OS; the next attempt tells otherwise.
      const trusted = change.isOnline ? reachable(next, true) : { ...same, flags: next };
      return { ...trusted, events: [...trusted.events, change.isOnline ? 'resumed' : 'paused'] };
    }
    case 'sign-in-needed':
      if (flags.isSignInNeeded === change.isNeeded) return same;
      return {
        flags: { ...flags, isSignInNeeded: change.isNeeded },
        events: [change.isNeeded ? 'paused' : 'resumed'],
        probe: null,
      };
    case 'reachable':
      return reachable(flags, change.isReachable);
    case 'probe-due':
      return { ...same, flags: { ...flags, isProbeArmed: false, isProbeDue: true } };
    case 'probe-taken':
      return { ...same, flags: { ...flags, isProbeDue: false } };
  }
}

/** Offline by the service only, the OS online, the probe due and nothing running: try one. */
export function canProbe(flags: PauseFlags, runningCount: number): boolean {
  return (
    pausedOf(flags)?.reason === 'offline' &&
    flags.isOsOnline &&
    flags.isProbeDue &&
    runningCount === 0
  );
}

/** An attempt may start: not paused, or a probe while the service was unreachable. */
export function mayAttempt(flags: PauseFlags, isProbe: boolean): boolean {
  const paused = pausedOf(flags);
  return paused === null || (isProbe && paused.reason === 'offline' && flags.isOsOnline);
}

// ---------------------------------------------------------------------------------------------
// Environment hold. Each item goes to the environment it was queued in, never to whichever one is
// signed in when its turn comes. Merchant ids and referenceIds are per environment (decisions 9,
// 10): a queued application sent, or an uncertain one looked up, in another environment would
// board it twice or settle it against the wrong service. The environment-switch guard refuses a
// switch while work is unfinished, but an enqueue can race a switch, and a removed environment
// falls back to the sandbox at start-up without that check. So an item whose environment is not
// the signed-in one is held: not sent, not looked up, and shown as waiting for its environment
// (`lastError.waitingFor`) until that environment is current again.

export function heldError(environmentId: string | undefined): OutboxError {
  return {
    code: 'INVALID_STATE',
    ...(environmentId !== undefined ? { waitingFor: environmentId } : {}),
  };
}

/**
 * An item marked as held. Earlier versions marked it with a sentence ("Waiting for ..."): such
 * items, read from an older outbox.json, must still be released when their environment is back.
 */
export function isHeldError(item: OutboxItem): boolean {
  const error = item.lastError;
  return (
    item.environmentId !== undefined &&
    error?.code === 'INVALID_STATE' &&
    (error.waitingFor !== undefined || error.message?.startsWith('Waiting for ') === true)
  );
}

export interface HoldVerdict {
  isHeld: boolean;
  /** The item's new mark, when it changes (marked once per hold, cleared when released). */
  patch: Partial<OutboxItem> | null;
  /** Newly held: told once per hold, not at every look. */
  isNewlyHeld: boolean;
}

/** The environment an item was queued for, taken away by the organisation's settings. */
export interface Withdrawn {
  name: string;
}

function isWithdrawnError(item: OutboxItem): boolean {
  return item.lastError?.reason === 'withdrawn';
}

/**
 * Whether `item` must wait because `currentId` (the signed-in environment) is another one, or
 * because its environment is `withdrawn` by the organisation's settings (decisions 85): held the
 * same way, never sent or looked up elsewhere, and released when the environment returns.
 */
export function holdOf(
  item: OutboxItem,
  currentId: string | undefined,
  withdrawn?: Withdrawn,
): HoldVerdict {
  if (withdrawn !== undefined && item.environmentId !== undefined) {
    const isMarked = isWithdrawnError(item);
    const lastError: OutboxError = {
      ...heldError(item.environmentId),
      reason: 'withdrawn',
      environmentName: withdrawn.name,
    };
    return { isHeld: true, patch: isMarked ? null : { lastError }, isNewlyHeld: !isMarked };
  }
  const isElsewhere =
    currentId !== undefined && item.environmentId !== undefined && item.environmentId !== currentId;
  if (isElsewhere) {
    const isMarked = isHeldError(item) && !isWithdrawnError(item);
    return {
      isHeld: true,
      patch: isMarked ? null : { lastError: heldError(item.environmentId) },
      isNewlyHeld: !isMarked,
    };
  }
  // Its environment is back: the waiting mark would now be wrong.
  const isReleased = (currentId !== undefined && isHeldError(item)) || isWithdrawnError(item);
  return { isHeld: false, patch: isReleased ? { lastError: undefined } : null, isNewlyHeld: false };
}

// ---------------------------------------------------------------------------------------------
// The agent's actions: queue an application, take a waiting one back, retry one that stopped.
// Results carry a code for the renderer's words; the message is for logs and tests.

export type EnqueueRule =
  | { kind: 'new' }
  | { kind: 'retry' }
  | { kind: 'unchanged' }
  | { kind: 'refused'; error: Result<never> };

export function enqueueRule(existing: OutboxItem | undefined, isClaimed: boolean): EnqueueRule {
  if (existing?.state === 'needs-attention') return { kind: 'retry' };
  if (existing?.state === 'submitted')
    return { kind: 'refused', error: err('INVALID_STATE', 'Already submitted.') };
  if ((existing && isPendingOutboxItem(existing)) || isClaimed) {
    return existing
      ? { kind: 'unchanged' }
      : { kind: 'refused', error: err('INVALID_STATE', 'Being queued.') };
  }
  return { kind: 'new' };
}

/**
 * Only a waiting item's draft is 'queued', the one state the draft store can take back
 * (cancelQueued). Letting go of any other would strand its draft outside the outbox; one that
 * may already be at the service is checked before anything else.
 */
export function cancelRule(item: OutboxItem | undefined, isBusy: boolean): Result<OutboxItem> {
  if (!item) return err('NOT_FOUND', 'Not in the outbox.');
  if (isBusy || item.state === 'sending' || item.state === 'checking')
    return err('INVALID_STATE', 'Being sent right now.', { details: { reason: 'being-sent' } });
  if (item.isUncertain)
    return err('INVALID_STATE', 'May already be at the service.', {
      details: { reason: 'may-have-arrived' },
    });
  if (item.state !== 'queued' && item.state !== 'retry-wait')
    return err('INVALID_STATE', `A ${item.state} item cannot be taken out of the outbox.`);
  return ok(item);
}

export type RetryRule =
  | { kind: 'unchanged' }
  | { kind: 'requeue'; isMarkedQueued: boolean }
  | { kind: 'refused'; error: Result<never> };

export function retryRule(item: OutboxItem | undefined): RetryRule {
  if (!item) return { kind: 'refused', error: err('NOT_FOUND', 'Not in the outbox.') };
  if (item.state === 'queued' || item.state === 'sending' || item.state === 'checking')
    return { kind: 'unchanged' };
  if (item.state !== 'needs-attention' && item.state !== 'retry-wait')
    return {
      kind: 'refused',
      error: err('INVALID_STATE', `A ${item.state} item cannot be retried.`),
    };
  // A needs-attention draft goes back to 'queued' in the store; a retry-wait one already is.
  return { kind: 'requeue', isMarkedQueued: item.state === 'needs-attention' };
}

export const retriedPatch: Partial<OutboxItem> = {
  state: 'queued',
  attempts: 0,
  nextAttemptAt: null,
};

// ---------------------------------------------------------------------------------------------
// Backoff: retry delays for 5xx, 429 and lost answers, exponential with "equal jitter" (half
// fixed, half random), so agents coming back online together do not hit the service in lockstep,
// and never sooner than the service's Retry-After (RFC 9110 section 10.2.3).

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

/** `random` is the one impure input, handed in so that tests can fix it. */
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

// ---------------------------------------------------------------------------------------------
// What an attempt's outcome means.

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

/**
 * Back to waiting: 'queued' in the store, or needs-attention while it may be at the service,
 * marked as waiting, so that a restart goes on looking it up by itself (decisions 32).
 */
function waiting(
  isUncertain: boolean,
  reason: string,
  cause: NeedsAttentionCause,
): LifecycleChange {
  return isUncertain ? { to: 'needs-attention', reason, cause, isWaiting: true } : { to: 'queued' };
}

/** Back to waiting without counting an attempt (sign-in needed, unreachable, environment). */
function requeue(isUncertain: boolean, lastError: OutboxError, before: Effect[]): Transition {
  return {
    before,
    patch: { state: 'queued', nextAttemptAt: null, lastError, isUncertain },
    mark: waiting(isUncertain, waitingReason, 'checking'),
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
  const cause: NeedsAttentionCause = patch.attempts === undefined ? 'stopped' : 'retries-exhausted';
  return {
    before,
    patch: {
      ...patch,
      state: 'needs-attention',
      nextAttemptAt: null,
      lastError: outboxError(error),
    },
    mark: {
      to: 'needs-attention',
      reason,
      cause,
      errorCode: error.code,
      ...(error.status !== undefined && { status: error.status }),
      ...(patch.attempts !== undefined && { attempts: patch.attempts }),
    },
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
          ...(outcome.statusReason !== undefined ? { statusReason: outcome.statusReason } : {}),
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
          // The service's words only: core's sentence is for logs (decisions 36).
          message: outcome.serviceMessage ?? '',
          fieldErrors: error.fieldErrors ?? [],
          ...(error.status !== undefined ? { status: error.status } : {}),
        },
        order: 'record-first',
        patch: {
          state: 'rejected',
          isUncertain: false,
          nextAttemptAt: null,
          lastError: outboxError(error),
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
      return requeue(isUncertain, outboxError(outcome.error), [
        ...reached,
        { kind: 'sign-in-needed' },
      ]);
    case 'offline':
      return requeue(isUncertain, outboxError(outcome.error), [
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
          lastError: outboxError(outcome.error),
          isUncertain,
        },
        mark: waiting(isUncertain, lostReason, 'answer-lost'),
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
 * The items to start with: one per draft in the outbox, in the order of an earlier version's
 * queue file where it has them. The draft says how far it went: 'queued' was never sent since it
 * was last answered; 'sending' may have arrived and is looked up first (decisions 9, 10); a
 * needs-attention one is looked up first too, by itself when the outbox was waiting to
 * (`isWaiting`), else at the agent's Retry. `legacy` is what an earlier version's outbox.json said
 * (legacy-queue-file.ts): where a draft it queued goes, and whether it was waiting or in flight.
 */
export function restoredItems(
  drafts: readonly OutboxDraft[],
  legacy: readonly OutboxItem[],
  now: number,
): OutboxItem[] {
  const earlier = new Map(legacy.map((item, index) => [item.draftId, { item, index }]));
  const place = (draft: OutboxDraft) => earlier.get(draft.draftId)?.index ?? legacy.length;
  return [...drafts]
    .sort((a, b) => place(a) - place(b))
    .map((draft) => restoredItem(draft, earlier.get(draft.draftId)?.item, now));
}

function restoredItem(draft: OutboxDraft, legacy: OutboxItem | undefined, now: number) {
  const environmentId = draft.environmentId ?? legacy?.environmentId;
  const fresh = freshItem(draft.draftId, environmentId, now);
  const item: OutboxItem = legacy ? { ...fresh, enqueuedAt: legacy.enqueuedAt } : fresh;
  const wasInFlight = legacy?.state === 'sending' || legacy?.state === 'checking';
  switch (draft.lifecycle) {
    case 'queued':
      return { ...item, isUncertain: legacy?.isUncertain === true || wasInFlight };
    case 'sending':
      return { ...item, ...mayBeAtService };
    case 'needs-attention': {
      const goesOn = draft.isWaiting || (legacy !== undefined && isPendingOutboxItem(legacy));
      if (goesOn) return { ...item, ...mayBeAtService };
      return {
        ...item,
        ...mayBeAtService,
        state: 'needs-attention' as const,
        lastError: outboxError(legacy?.lastError ?? { code: 'INTERNAL' }),
      };
    }
  }
}
