// Carries out one attempt's outcome: item-transition.ts decides the next item, the lifecycle
// change and the effects; this writes them in the order the transition asks for (the draft store
// first for 'submitted' and 'rejected', the item first for everything that waits).
import type { OutboxItem, OutboxProgress } from '../../../shared/outbox/outbox-schema';
import type { Clock, Logger } from '../ports';
import type { Backoff } from './backoff';
import { transition, type Effect } from './item-transition';
import type { OutboxItems } from './outbox-items';
import type { AttemptResult } from './send-attempt';
import type { SubmissionSource } from './submission-source';

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

function run(effects: Effect[], item: OutboxItem, context: ApplyContext): void {
  for (const effect of effects) {
    if (effect.kind === 'emit') context.emit(effect.event, item, effect.retryInMs);
    else if (effect.kind === 'retry-timer') context.scheduleRetry(item, effect.delayMs);
    else if (effect.kind === 'sign-in-needed') context.setSignInNeeded(true);
    else if (effect.kind === 'reachable') context.setReachable(effect.isReachable);
    else context.items.remove(item.draftId);
  }
}

export async function applyOutcome(
  result: AttemptResult,
  item: OutboxItem,
  context: ApplyContext,
): Promise<void> {
  const { items, backoff, clock } = context;
  const step = transition(item, result, {
    now: clock.now(),
    maxAttempts: backoff.maxAttempts,
    delay: (attempts, retryAfterSeconds) => backoff.delay(attempts, retryAfterSeconds),
  });
  run(step.before, item, context);
  if (step.order === 'move-first') items.update(item, step.patch);
  if (step.mark) {
    const marked = await context.source.markLifecycle(item.draftId, step.mark);
    if (!marked.ok) {
      context.logger.warn('outbox: draft lifecycle not changed', {
        to: step.mark.to,
        code: marked.error.code,
      });
      if (step.unrecorded) return applyOutcome(step.unrecorded, item, context);
      // The draft stays 'sending', which a restart reads as possibly delivered: so does the item.
      if (step.isUncertainIfUnrecorded) items.update(item, { isUncertain: true });
    }
  }
  if (step.order === 'record-first') items.update(item, step.patch);
  run(step.after, item, context);
}
