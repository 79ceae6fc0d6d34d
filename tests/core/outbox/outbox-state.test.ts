// The outbox's rules, as pure functions over plain data: an item and an attempt's outcome in, the
// next item, the draft's lifecycle change and the effects out; the item entering a phase, restored
// after a stop, or adopted from the draft store; the pause, the environment hold, the agent's
// actions, the totals, pruning and the backoff. No store, no timers, no network.
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../../shared/outbox/outbox-schema';
import {
  cancelRule,
  canProbe,
  changePause,
  createBackoff,
  enqueueRule,
  freshItem,
  holdOf,
  initialPause,
  isHeldError,
  isOnlineOf,
  mayAttempt,
  outboxError,
  pausedOf,
  phasePatch,
  prunedIds,
  restoredItems,
  retryRule,
  totalsOf,
  transition,
  type PauseFlags,
  type TransitionPolicy,
} from '../../../electron/core/outbox/outbox-state';
import { isPendingOutboxItem, outboxItemStates } from '../../../shared/outbox/outbox-schema';
import type { AttemptOutcome } from '../../../electron/core/outbox/send-attempt';

const policy: TransitionPolicy = {
  now: 1_000_000,
  maxAttempts: 3,
  delay: (attempts) => attempts * 100,
};

function item(patch: Partial<OutboxItem> = {}): OutboxItem {
  return {
    draftId: '6f1c2b9e-8d7a-4c6b-9e5f-0a1b2c3d4e5f',
    environmentId: 'sandbox',
    state: 'sending',
    attempts: 0,
    nextAttemptAt: null,
    isUncertain: false,
    enqueuedAt: 1,
    updatedAt: 1,
    ...patch,
  };
}

const lost = { code: 'TIMEOUT' as const, message: 'No answer.' };

/** An attempt's result: its outcome and whether the service may have the application. */
function result(outcome: AttemptOutcome, mayHaveArrived = false) {
  return { outcome, mayHaveArrived };
}

describe('item transition', () => {
  it('records a submission on the draft before the item moves, and retries uncertain if it cannot', () => {
    const step = transition(
      item(),
      result({ kind: 'submitted', merchantId: '42', status: 'Submitted', response: { id: 42 } }),
      policy,
    );
    expect(step.order).toBe('record-first');
    expect(step.mark).toMatchObject({
      to: 'submitted',
      merchantId: '42',
      environmentId: 'sandbox',
    });
    expect(step.patch).toMatchObject({ state: 'submitted', merchantId: '42', isUncertain: false });
    expect(step.unrecorded).toMatchObject({ outcome: { kind: 'retry' }, mayHaveArrived: true });
    expect(step.before).toEqual([{ kind: 'reachable', isReachable: true }]);
    expect(step.after).toEqual([{ kind: 'emit', event: 'submitted' }]);
  });

  it('waits out a backoff, marking the draft queued, or needs-attention while it may have arrived', () => {
    const certain = transition(
      item({ attempts: 1 }),
      result({ kind: 'retry', error: lost }),
      policy,
    );
    expect(certain.patch).toMatchObject({
      state: 'retry-wait',
      attempts: 2,
      nextAttemptAt: policy.now + 200,
    });
    expect(certain.mark).toEqual({ to: 'queued' });
    expect(certain.ifUnrecorded).toEqual({ isUncertain: true });
    expect(certain.after).toEqual([
      { kind: 'retry-timer', delayMs: 200 },
      { kind: 'emit', event: 'retry-in', retryInMs: 200 },
    ]);
    // The item said nothing; what the attempt learnt decides.
    const uncertain = transition(item(), result({ kind: 'retry', error: lost }, true), policy);
    expect(uncertain.mark).toMatchObject({
      to: 'needs-attention',
      isWaiting: true,
      cause: 'answer-lost',
    });
    expect(uncertain.patch.isUncertain).toBe(true);
    expect(certain.patch.isUncertain).toBe(false);
  });

  it('stops for the agent after the last attempt', () => {
    const step = transition(item({ attempts: 2 }), result({ kind: 'retry', error: lost }), policy);
    expect(step.patch).toMatchObject({
      state: 'needs-attention',
      attempts: 3,
      nextAttemptAt: null,
    });
    expect(step.mark).toMatchObject({
      to: 'needs-attention',
      reason: expect.stringMatching(/3 attempts/),
      // What the screen words (decisions 36): the cause, the count and the failure's code.
      cause: 'retries-exhausted',
      attempts: 3,
      errorCode: lost.code,
    });
    expect(step.after).toEqual([{ kind: 'emit', event: 'needs-attention' }]);
  });

  it('pauses without counting an attempt: sign-in, unreachable, another environment', () => {
    const signIn = transition(
      item(),
      result({ kind: 'sign-in', error: { code: 'AUTH_EXPIRED', message: 'x' } }),
      policy,
    );
    expect(signIn.before).toEqual([
      { kind: 'reachable', isReachable: true },
      { kind: 'sign-in-needed' },
    ]);
    expect(signIn.patch).toMatchObject({ state: 'queued', nextAttemptAt: null });
    expect(signIn.patch.attempts).toBeUndefined();
    const offline = transition(
      item(),
      result({ kind: 'offline', error: { code: 'OFFLINE', message: 'x' } }),
      policy,
    );
    expect(offline.before).toEqual([{ kind: 'reachable', isReachable: false }]);
    const elsewhere = transition(item(), result({ kind: 'elsewhere' }), policy);
    expect(elsewhere.before).toEqual([]); // nothing was sent: says nothing about reachability
    expect(elsewhere.patch.lastError).toEqual({ code: 'INVALID_STATE', waitingFor: 'sandbox' });
  });

  it('drops an item whose draft is gone', () => {
    const step = transition(
      item(),
      result({ kind: 'gone', error: { code: 'NOT_FOUND', message: 'x' } }),
      policy,
    );
    expect(step.mark).toBeUndefined();
    expect(step.after).toEqual([{ kind: 'remove' }, { kind: 'emit', event: 'removed' }]);
  });
});

describe('item state outside an attempt', () => {
  it('marks an item uncertain from the moment it is sending, not while it is checking', () => {
    expect(phasePatch('checking')).toEqual({ state: 'checking' });
    expect(phasePatch('sending')).toEqual({ state: 'sending', isUncertain: true });
  });

  it('rebuilds the items from the drafts alone: how far each went, and where it goes', () => {
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const drafts = [
      { draftId: id(1), lifecycle: 'queued' as const, environmentId: 'env-a', isWaiting: false },
      { draftId: id(2), lifecycle: 'sending' as const, environmentId: 'env-a', isWaiting: false },
      { draftId: id(3), lifecycle: 'needs-attention' as const, isWaiting: true },
      { draftId: id(4), lifecycle: 'needs-attention' as const, isWaiting: false },
    ];
    const items = restoredItems(drafts, [], 9);
    expect(
      items.map(({ draftId, state, isUncertain, environmentId }) => ({
        draftId,
        state,
        isUncertain,
        environmentId,
      })),
    ).toEqual([
      // Never sent since it was last answered.
      { draftId: id(1), state: 'queued', isUncertain: false, environmentId: 'env-a' },
      // May have arrived: looked up first.
      { draftId: id(2), state: 'queued', isUncertain: true, environmentId: 'env-a' },
      // The outbox was waiting to look it up: it goes on by itself.
      { draftId: id(3), state: 'queued', isUncertain: true, environmentId: undefined },
      // Stopped for the agent, whose Retry looks it up first.
      { draftId: id(4), state: 'needs-attention', isUncertain: true, environmentId: undefined },
    ]);
    expect(items[3]?.lastError).toEqual({ code: 'INTERNAL' });
    expect(items[0]).toMatchObject({ attempts: 0, nextAttemptAt: null, enqueuedAt: 9 });
  });

  it("honours an earlier version's queue file: its order, environments and uncertain marks", () => {
    const queued = { draftId: 'q', lifecycle: 'queued' as const, isWaiting: false };
    const stopped = { draftId: 'n', lifecycle: 'needs-attention' as const, isWaiting: false };
    const legacy = [
      // A power cut kept the queue's copy from before it was sent: the draft knows better.
      item({ draftId: 'n', state: 'retry-wait', environmentId: 'env-b', enqueuedAt: 2 }),
      item({ draftId: 'q', state: 'sending', environmentId: 'env-a', enqueuedAt: 1 }),
      item({ draftId: 'gone', state: 'submitted' }),
    ];
    const items = restoredItems([queued, stopped], legacy, 9);
    expect(items).toMatchObject([
      // Waiting in the old queue: it goes on by itself, looked up first.
      { draftId: 'n', state: 'queued', isUncertain: true, environmentId: 'env-b', enqueuedAt: 2 },
      // In flight when the old version stopped: it may have arrived.
      { draftId: 'q', state: 'queued', isUncertain: true, environmentId: 'env-a', enqueuedAt: 1 },
    ]);
    // What the draft records wins over the old file.
    const placed = restoredItems([{ ...queued, environmentId: 'env-c' }], legacy, 9);
    expect(placed[0]?.environmentId).toBe('env-c');
  });
});

describe('items', () => {
  it('keeps an error as its code and HTTP status, never the words', () => {
    expect(outboxError({ code: 'SERVER_REJECTED', status: 400 })).toEqual({
      code: 'SERVER_REJECTED',
      status: 400,
    });
    expect(outboxError(lost)).toEqual({ code: 'TIMEOUT' });
  });

  it('counts pending, in-flight and finished items, with the one pending rule', () => {
    const pending = outboxItemStates.filter((state) => isPendingOutboxItem({ state }));
    expect(pending).toEqual(['queued', 'checking', 'sending', 'retry-wait']);
    const all = outboxItemStates.map((state, index) => item({ draftId: `d${index}`, state }));
    expect(totalsOf(all)).toEqual({
      pending: 4,
      inFlight: 2,
      submitted: 1,
      rejected: 1,
      needsAttention: 1,
    });
  });

  it('drops the oldest finished items beyond the limit, never a needs-attention one', () => {
    const items = [
      item({ draftId: 'old', state: 'submitted', updatedAt: 1 }),
      item({ draftId: 'new', state: 'rejected', updatedAt: 3 }),
      item({ draftId: 'mid', state: 'submitted', updatedAt: 2 }),
      item({ draftId: 'stuck', state: 'needs-attention', updatedAt: 0 }),
    ];
    expect(prunedIds(items, 1)).toEqual(['old', 'mid']);
    expect(prunedIds(items, 3)).toEqual([]);
  });

  it('starts a fresh item queued, bound to its environment when known', () => {
    expect(freshItem('d', 'env-a', 7)).toMatchObject({
      state: 'queued',
      environmentId: 'env-a',
      attempts: 0,
      enqueuedAt: 7,
    });
    expect('environmentId' in freshItem('d', undefined, 7)).toBe(false);
  });
});

describe('pause', () => {
  const started = changePause(initialPause(true), { kind: 'started' }).flags;

  it('is stopped until started and after stop, and says why it pauses by reason code', () => {
    expect(pausedOf(initialPause(true))).toEqual({ reason: 'stopped' });
    expect(pausedOf(started)).toBeNull();
    const signIn = changePause(started, { kind: 'sign-in-needed', isNeeded: true });
    expect(pausedOf(signIn.flags)).toEqual({ reason: 'sign-in' });
    expect(signIn.events).toEqual(['paused']);
    // Told once: asking again changes nothing.
    expect(changePause(signIn.flags, { kind: 'sign-in-needed', isNeeded: true }).events).toEqual(
      [],
    );
    const stopped = changePause(started, { kind: 'stopped' });
    expect(pausedOf(stopped.flags)).toEqual({ reason: 'stopped' });
  });

  it('arms one probe while the service is unreachable, and lets one item try when it is due', () => {
    const lostService = changePause(started, { kind: 'reachable', isReachable: false });
    expect(lostService).toMatchObject({ events: ['paused'], probe: 'arm' });
    expect(pausedOf(lostService.flags)).toEqual({ reason: 'offline' });
    expect(isOnlineOf(lostService.flags)).toBe(false);
    // Still unreachable: no second timer, no second event.
    const again = changePause(lostService.flags, { kind: 'reachable', isReachable: false });
    expect(again).toMatchObject({ events: [], probe: null });
    expect(canProbe(lostService.flags, 0)).toBe(false);
    const due = changePause(lostService.flags, { kind: 'probe-due' }).flags;
    expect(canProbe(due, 0)).toBe(true);
    expect(canProbe(due, 1)).toBe(false); // something is running: it tells
    expect(mayAttempt(due, true)).toBe(true);
    expect(mayAttempt(due, false)).toBe(false);
    const back = changePause(due, { kind: 'reachable', isReachable: true });
    expect(back.events).toEqual(['resumed']);
    expect(back.flags).toMatchObject({ isProbeDue: false, isProbeArmed: false });
  });

  it('trusts the OS coming back online, and never arms a probe once stopped', () => {
    const offline = changePause(started, { kind: 'os-online', isOnline: false });
    expect(offline.events).toEqual(['paused']);
    expect(changePause(offline.flags, { kind: 'os-online', isOnline: false }).events).toEqual([]);
    const unreachable = changePause(offline.flags, { kind: 'reachable', isReachable: false });
    const online = changePause(unreachable.flags, { kind: 'os-online', isOnline: true });
    expect(online.events).toEqual(['resumed', 'resumed']);
    expect(online.probe).toBe('cancel');
    expect(pausedOf(online.flags)).toBeNull();
    const stopped: PauseFlags = changePause(started, { kind: 'stopped' }).flags;
    expect(changePause(stopped, { kind: 'reachable', isReachable: false }).probe).toBeNull();
  });
});

describe('environment hold', () => {
  const queued = item({ state: 'queued', environmentId: 'env-a' });

  it('holds an item queued for another environment, marked once', () => {
    const first = holdOf(queued, 'env-b');
    expect(first).toEqual({
      isHeld: true,
      patch: { lastError: { code: 'INVALID_STATE', waitingFor: 'env-a' } },
      isNewlyHeld: true,
    });
    const marked = { ...queued, ...first.patch };
    expect(holdOf(marked, 'env-b')).toEqual({ isHeld: true, patch: null, isNewlyHeld: false });
    // Its environment is back: released, and the mark goes.
    expect(holdOf(marked, 'env-a')).toEqual({
      isHeld: false,
      patch: { lastError: undefined },
      isNewlyHeld: false,
    });
    // Signed out holds nothing: the attempt pauses for sign-in instead.
    expect(holdOf(queued, undefined).isHeld).toBe(false);
  });

  it('releases an item an earlier version marked with a sentence', () => {
    const legacy = {
      ...queued,
      lastError: { code: 'INVALID_STATE' as const, message: 'Waiting for the env-a environment.' },
    };
    expect(isHeldError(legacy)).toBe(true);
    expect(holdOf(legacy, 'env-a').patch).toEqual({ lastError: undefined });
  });
});

describe("the agent's actions", () => {
  it('queues a new draft, keeps a pending one, retries a stopped one, refuses a submitted one', () => {
    expect(enqueueRule(undefined, false)).toEqual({ kind: 'new' });
    expect(enqueueRule(item({ state: 'rejected' }), false)).toEqual({ kind: 'new' });
    expect(enqueueRule(item({ state: 'retry-wait' }), false)).toEqual({ kind: 'unchanged' });
    expect(enqueueRule(item({ state: 'needs-attention' }), false)).toEqual({ kind: 'retry' });
    expect(enqueueRule(item({ state: 'submitted' }), false)).toMatchObject({ kind: 'refused' });
    expect(enqueueRule(undefined, true)).toMatchObject({ kind: 'refused' });
  });

  it('takes back only a waiting item the service cannot have', () => {
    expect(cancelRule(item({ state: 'queued' }), false).ok).toBe(true);
    expect(cancelRule(item({ state: 'retry-wait' }), false).ok).toBe(true);
    const refusals = [
      cancelRule(undefined, false),
      cancelRule(item({ state: 'queued' }), true),
      cancelRule(item({ state: 'sending' }), false),
      cancelRule(item({ state: 'queued', isUncertain: true }), false),
      cancelRule(item({ state: 'needs-attention' }), false),
      cancelRule(item({ state: 'submitted' }), false),
    ];
    expect(refusals.map((result) => !result.ok && result.error.code)).toEqual([
      'NOT_FOUND',
      'INVALID_STATE',
      'INVALID_STATE',
      'INVALID_STATE',
      'INVALID_STATE',
      'INVALID_STATE',
    ]);
    // Which case, for the words: being sent now, or perhaps already at the service.
    expect(refusals.map((result) => !result.ok && result.error.details?.reason)).toEqual([
      undefined,
      'being-sent',
      'being-sent',
      'may-have-arrived',
      undefined,
      undefined,
    ]);
  });

  it('retries a stopped or waiting item, marking the draft queued only when it was stopped', () => {
    expect(retryRule(item({ state: 'needs-attention' }))).toEqual({
      kind: 'requeue',
      isMarkedQueued: true,
    });
    expect(retryRule(item({ state: 'retry-wait' }))).toEqual({
      kind: 'requeue',
      isMarkedQueued: false,
    });
    expect(retryRule(item({ state: 'checking' }))).toEqual({ kind: 'unchanged' });
    expect(retryRule(item({ state: 'rejected' }))).toMatchObject({ kind: 'refused' });
    expect(retryRule(undefined)).toMatchObject({ kind: 'refused' });
  });
});

describe('backoff', () => {
  it('doubles with equal jitter up to the cap, and never comes before Retry-After', () => {
    const low = createBackoff({ baseMs: 1000, maxMs: 4000 }, () => 0);
    const high = createBackoff({ baseMs: 1000, maxMs: 4000 }, () => 1);
    expect([1, 2, 3, 4].map((failures) => low.delay(failures))).toEqual([500, 1000, 2000, 2000]);
    expect([1, 2, 3, 4].map((failures) => high.delay(failures))).toEqual([1000, 2000, 4000, 4000]);
    expect(low.delay(1, 30)).toBe(30_000);
    expect(low.delay(1, 10 ** 9)).toBe(24 * 60 * 60 * 1000);
    expect(createBackoff().maxAttempts).toBe(8);
  });
});
