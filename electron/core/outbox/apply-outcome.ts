// What one attempt's outcome means for the queue and for the draft's lifecycle
// (shared/drafts/lifecycle.ts). After an attempt the draft is 'sending'; from there it goes to
// submitted, rejected, queued (waiting, nothing at the service) or needs-attention (waiting while
// it may be at the service, or stopped for the agent). Lifecycle refusals are logged, not fatal,
// except for 'submitted' and 'rejected': if the draft store cannot record 'submitted', the item
// stays uncertain and the next attempt finds it by referenceId and records it then, so nothing is
// lost; an unrecorded 'rejected' is retried the same way rather than stranding the draft. A failed mark back
// to waiting also makes the item uncertain (markWaiting). What the queue file keeps of an error is
// fixed text per code (outbox-messages.ts); the service's own words go only to the encrypted draft.
import type { OutboxError, OutboxItem, OutboxProgress } from '../../../shared/outbox/outbox-schema';
import type { AppError } from '../../../shared/result';
import type { Clock, Logger } from '../ports';
import type { Backoff } from './backoff';
import { heldError } from './environment-hold';
import { outboxError as summary } from './outbox-messages';
import type { OutboxItems } from './outbox-items';
import type { AttemptOutcome } from './send-attempt';
import type { LifecycleChange, SubmissionSource } from './submission-source';

export interface ApplyContext {
  items: OutboxItems;
  source: SubmissionSource;
  backoff: Backoff;
  logger: Logger;
  clock: Clock;
  emit(event: OutboxProgress['event'], item?: OutboxItem, retryInMs?: number): void;
  scheduleRetry(item: OutboxItem, delayMs: number): void;
  setSignInNeeded(isNeeded: boolean): void;
  setReachable(isReachable: boolean): void;
}

async function mark(
  context: ApplyContext,
  item: OutboxItem,
  change: LifecycleChange,
): Promise<boolean> {
  const marked = await context.source.markLifecycle(item.draftId, change);
  if (!marked.ok)
    context.logger.warn('outbox: draft lifecycle not changed', {
      to: change.to,
      code: marked.error.code,
    });
  return marked.ok;
}

/**
 * Marks a draft that is waiting for another attempt. If the store cannot record it, the draft stays
 * 'sending', which a restart treats as possibly delivered (restore-queue.ts): the item is made
 * uncertain too, so the next attempt asks the service before sending and keeps the item instead
 * of dropping it (send-attempt.ts takes a 'sending' draft back).
 */
async function markWaiting(context: ApplyContext, item: OutboxItem, reason: string): Promise<void> {
  const change: LifecycleChange = item.isUncertain
    ? { to: 'needs-attention', reason }
    : { to: 'queued' };
  if (!(await mark(context, item, change))) item.isUncertain = true;
}

/** Back to waiting without counting an attempt (sign-in needed, unreachable, environment). */
async function requeue(
  context: ApplyContext,
  item: OutboxItem,
  lastError: OutboxError,
): Promise<void> {
  context.items.update(item, { state: 'queued', nextAttemptAt: null, lastError });
  await markWaiting(context, item, 'Waiting to check with the service whether it arrived.');
}

async function giveUp(
  context: ApplyContext,
  item: OutboxItem,
  error: AppError,
  reason: string,
): Promise<void> {
  context.items.update(item, {
    state: 'needs-attention',
    nextAttemptAt: null,
    lastError: summary(error),
  });
  await mark(context, item, { to: 'needs-attention', reason });
  context.emit('needs-attention', item);
}

export async function applyOutcome(
  outcome: AttemptOutcome,
  item: OutboxItem,
  context: ApplyContext,
): Promise<void> {
  const { items, clock, backoff } = context;
  // An 'elsewhere' attempt sent nothing: it says nothing about whether the service is reachable.
  if (outcome.kind !== 'offline' && outcome.kind !== 'elsewhere') context.setReachable(true);
  switch (outcome.kind) {
    case 'submitted': {
      const isRecorded = await mark(context, item, {
        to: 'submitted',
        merchantId: outcome.merchantId,
        ...(item.environmentId !== undefined ? { environmentId: item.environmentId } : {}),
        ...(outcome.status !== undefined ? { status: outcome.status } : {}),
        response: outcome.response,
      });
      if (isRecorded) {
        items.update(item, {
          state: 'submitted',
          merchantId: outcome.merchantId,
          isUncertain: false,
          nextAttemptAt: null,
          lastError: undefined,
        });
        context.emit('submitted', item);
        return;
      }
      item.isUncertain = true;
      return applyOutcome(
        {
          kind: 'retry',
          error: { code: 'STORAGE', message: 'The submitted application could not be recorded.' },
        },
        item,
        context,
      );
    }
    case 'rejected': {
      const { error } = outcome;
      // The draft first: it must leave 'sending' with the service's field errors on it, or the
      // agent could neither fix nor resend it while the finished item is skipped on restart. If
      // the store cannot record it, try again later (the service will answer the same).
      const isRecorded = await mark(context, item, {
        to: 'rejected',
        message: error.message,
        fieldErrors: error.fieldErrors ?? [],
        ...(error.status !== undefined ? { status: error.status } : {}),
      });
      if (!isRecorded) {
        return applyOutcome(
          {
            kind: 'retry',
            error: {
              code: 'STORAGE',
              message: 'The rejection could not be recorded on the draft.',
            },
          },
          item,
          context,
        );
      }
      items.update(item, {
        state: 'rejected',
        isUncertain: false,
        nextAttemptAt: null,
        lastError: summary(error),
      });
      context.emit('rejected', item);
      return;
    }
    case 'sign-in':
      // decisions 7: a 401 is expiry; the client already called auth.markExpired().
      context.setSignInNeeded(true);
      await requeue(context, item, summary(outcome.error));
      context.emit('queued', item);
      return;
    case 'offline':
      context.setReachable(false);
      await requeue(context, item, summary(outcome.error));
      context.emit('queued', item);
      return;
    case 'elsewhere':
      // The agent switched environment during the attempt; the outbox holds it from now on.
      await requeue(context, item, heldError(item.environmentId));
      context.emit('queued', item);
      return;
    case 'retry': {
      const attempts = item.attempts + 1;
      if (attempts >= backoff.maxAttempts) {
        items.update(item, { attempts });
        return giveUp(
          context,
          item,
          outcome.error,
          `Stopped after ${attempts} attempts: ${outcome.error.message}`,
        );
      }
      const delay = backoff.delay(attempts, outcome.retryAfterSeconds);
      items.update(item, {
        state: 'retry-wait',
        attempts,
        nextAttemptAt: clock.now() + delay,
        lastError: summary(outcome.error),
      });
      await markWaiting(
        context,
        item,
        'The answer was lost; checking with the service before resending.',
      );
      context.scheduleRetry(item, delay);
      context.emit('retry-in', item, delay);
      return;
    }
    case 'attention':
      return giveUp(context, item, outcome.error, outcome.error.message);
    case 'gone':
      items.remove(item.draftId);
      context.emit('removed', item);
      return;
  }
}
