// The outbox's item rules, as pure functions: an item and an attempt's outcome in, the next item,
// the draft's lifecycle change and the effects out; the item entering a phase, restored after a
// stop, or adopted from the draft store. No store, no timers, no network.
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../../shared/outbox/outbox-schema';
import {
  adoptedItem,
  phasePatch,
  restoredItem,
  transition,
  type TransitionPolicy,
} from '../../../electron/core/outbox/item-transition';
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
    expect(uncertain.mark).toMatchObject({ to: 'needs-attention' });
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
    expect(elsewhere.patch.lastError?.message).toMatch(/sandbox environment/);
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

  it('restores an item in flight at a stop as queued and uncertain, others as stored', () => {
    for (const state of ['sending', 'checking'] as const)
      expect(restoredItem(item({ state, attempts: 2 }))).toEqual(
        item({ state: 'queued', attempts: 2, isUncertain: true }),
      );
    const waiting = item({ state: 'retry-wait', nextAttemptAt: 5 });
    expect(restoredItem(waiting)).toEqual(waiting);
    expect(restoredItem(waiting)).not.toBe(waiting);
    // The draft store's word that it may have arrived wins over the queue file's older copy,
    // and an item already uncertain stays so.
    expect(restoredItem(waiting, true)).toEqual({ ...waiting, isUncertain: true });
    expect(restoredItem(item({ state: 'queued', isUncertain: true }))).toMatchObject({
      isUncertain: true,
    });
    expect(restoredItem(item({ state: 'submitted' }))).toMatchObject({
      state: 'submitted',
      isUncertain: false,
    });
  });

  it('adopts a draft the queue file lost by what the draft store says it is', () => {
    const fresh = item({ state: 'queued' });
    expect(adoptedItem(fresh, 'queued')).toBe(fresh);
    expect(adoptedItem(fresh, 'sending')).toEqual({ ...fresh, isUncertain: true });
    expect(adoptedItem(fresh, 'needs-attention')).toMatchObject({
      state: 'needs-attention',
      isUncertain: true,
      lastError: {
        code: 'INTERNAL',
        message: expect.stringMatching(/may already be at the service/),
      },
    });
  });
});
