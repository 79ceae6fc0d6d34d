// What the agent asks of the outbox: queue an application, take a waiting one back, retry one that
// stopped. The outbox (outbox.ts) owns scheduling; these only change the queue and the draft's
// lifecycle, in an order that a crash at any point cannot turn into a lost or blind resend.
import { validateMerchant } from '../../../shared/merchant/validate';
import type { OutboxItem, OutboxProgress } from '../../../shared/outbox/outbox-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import type { ItemGuards } from './item-guards';
import type { OutboxItems } from './outbox-items';
import type { SubmissionSource } from './submission-source';

export interface ActionContext {
  items: OutboxItems;
  source: SubmissionSource;
  logger: Logger;
  /** Claims a draft while it is queued or taken back, and owns the retry timers. */
  guards: ItemGuards;
  isRunning(draftId: string): boolean;
  /** The signed-in environment, recorded on each new item; undefined when signed out. */
  environmentId(): string | undefined;
  /** Starts the outbox if it could not read its queue before (a lock or EACCES that passed). */
  ensureStarted(): Promise<Result<void>>;
  persist(isDurable?: boolean): Promise<boolean>;
  emit(event: OutboxProgress['event'], item?: OutboxItem): void;
  pump(): void;
  checkDrain(): void;
}

export interface OutboxActions {
  enqueue(draftId: string): Promise<Result<OutboxItem>>;
  cancel(draftId: string): Promise<Result<void>>;
  retry(draftId: string): Promise<Result<OutboxItem>>;
}

export function createOutboxActions(context: ActionContext): OutboxActions {
  const { items, source, logger, guards } = context;

  async function enqueue(draftId: string): Promise<Result<OutboxItem>> {
    const started = await context.ensureStarted();
    if (!started.ok) return started;
    const existing = items.get(draftId);
    if (existing?.state === 'needs-attention') return retry(draftId);
    if (existing?.state === 'submitted')
      return err('INVALID_STATE', 'This application was already submitted.');
    if ((existing && items.isPending(existing)) || guards.isClaimed(draftId)) {
      return existing
        ? ok({ ...existing })
        : err('INVALID_STATE', 'This application is being queued.');
    }
    guards.claim(draftId);
    try {
      return await queueNew(draftId, existing);
    } finally {
      guards.release(draftId);
      context.pump(); // after the delete: pump() skips drafts that are still being queued
    }
  }

  async function queueNew(
    draftId: string,
    existing: OutboxItem | undefined,
  ): Promise<Result<OutboxItem>> {
    const loaded = await source.loadForSubmission(draftId);
    if (!loaded.ok) return loaded;
    const validation = validateMerchant(loaded.value.payload);
    if (!validation.ok) {
      return err('VALIDATION', 'The application has errors to fix before it can be sent.', {
        fieldErrors: validation.fieldErrors,
      });
    }
    // The queue is saved (fsync'd) before the draft is marked queued. A crash in between leaves
    // an item whose draft is still ready, which the next attempt drops without sending (the
    // store refuses ready -> sending); the other order would leave a queued draft the outbox
    // does not know. A queue that cannot be saved queues nothing.
    if (existing) items.remove(draftId); // a rejected application, fixed and queued again
    // Where it was queued is where it goes (environment-hold.ts). Signed out, it is recorded at
    // the first attempt instead, which cannot run before a sign-in.
    const item = items.add(items.fresh(draftId, context.environmentId()));
    const undo = async (): Promise<void> => {
      items.remove(draftId);
      if (existing) items.add(existing);
      await context.persist(true);
    };
    if (!(await context.persist(true))) {
      await undo();
      return err('STORAGE', 'The outbox could not save its queue; the application was not queued.');
    }
    const marked = await source.markLifecycle(draftId, { to: 'queued' });
    if (!marked.ok) {
      await undo();
      return marked;
    }
    context.emit('queued', item);
    return ok({ ...item });
  }

  async function cancel(draftId: string): Promise<Result<void>> {
    const item = items.get(draftId);
    if (!item) return err('NOT_FOUND', 'This application is not in the outbox.');
    const isBusy = context.isRunning(draftId) || guards.isClaimed(draftId);
    if (isBusy || item.state === 'sending' || item.state === 'checking') {
      return err('INVALID_STATE', 'This application is being sent right now.');
    }
    if (item.isUncertain) {
      return err(
        'INVALID_STATE',
        'This application may already be at the service; the outbox checks before anything else.',
      );
    }
    // Only a waiting item's draft is 'queued', the one state the draft store can take back
    // (cancelQueued). Letting go of any other would strand its draft outside the outbox.
    if (item.state !== 'queued' && item.state !== 'retry-wait') {
      return err('INVALID_STATE', `A ${item.state} application cannot be taken out of the outbox.`);
    }
    guards.claim(draftId);
    try {
      return await takeBack(item);
    } finally {
      guards.release(draftId);
      context.pump(); // a draft the store did not take back is still queued: send it
    }
  }

  // The draft goes back first, then the queue lets go. A crash in between leaves a queue item whose
  // draft is ready, which the next attempt drops without sending (the store refuses
  // ready -> sending). The other order could leave a queued draft the queue does not know, which a
  // restart adopts and sends (restore-queue.ts): a cancelled application submitted after all.
  async function takeBack(item: OutboxItem): Promise<Result<void>> {
    const returned = await source.cancelQueued(item.draftId);
    if (!returned.ok) return returned; // still queued in the store: the item stays and is sent
    guards.clearRetryTimer(item.draftId);
    items.remove(item.draftId);
    await context.persist(true);
    context.emit('removed', item);
    context.checkDrain();
    return ok(undefined);
  }

  async function retry(draftId: string): Promise<Result<OutboxItem>> {
    const item = items.get(draftId);
    if (!item) return err('NOT_FOUND', 'This application is not in the outbox.');
    if (item.state === 'queued' || item.state === 'sending' || item.state === 'checking')
      return ok({ ...item });
    if (item.state !== 'needs-attention' && item.state !== 'retry-wait') {
      return err('INVALID_STATE', `A ${item.state} application cannot be retried.`);
    }
    guards.clearRetryTimer(draftId);
    if (item.state === 'needs-attention') {
      const marked = await source.markLifecycle(draftId, { to: 'queued' });
      if (!marked.ok)
        logger.warn('outbox retry: lifecycle not changed', { code: marked.error.code });
    }
    items.update(item, { state: 'queued', attempts: 0, nextAttemptAt: null });
    await context.persist(true);
    context.emit('queued', item);
    context.pump();
    return ok({ ...item });
  }

  return { enqueue, cancel, retry };
}
