// The outbox (issue 5, deliverable 4): queued applications go out by themselves while the app is
// online and signed in, at most `concurrency` at a time (p-limit), each exactly once:
// - 5xx, 429, timeouts and lost answers back off with jitter (backoff.ts), honouring Retry-After,
//   and stop for the agent (needs-attention) after `maxAttempts`;
// - a 401 pauses the whole outbox ('paused: sign-in needed', decisions 7) and puts the item back
//   untouched; it resumes on the next ApiAuth change that yields credentials;
// - a send whose outcome is unknown is never repeated blindly: the next attempt first asks the
//   service by referenceId (decisions 9), and a 409 on a resend is settled the same way (10);
// - unreachable (OFFLINE before sending) pauses as 'offline' and probes with one item every
//   `probeIntervalMs`; setOnline() carries the OS's own online signal;
// - the queue (ids and attempt metadata, no PII) survives restarts (queue-file.ts); items that
//   were in flight when the app died come back as uncertain and are checked before any resend.
// Scheduling follows the item state: this file owns the queue; send-attempt.ts does one attempt.
import pLimit from 'p-limit';
import { validateMerchant } from '../../../shared/merchant/validate';
import type { OutboxItem, OutboxProgress, OutboxState } from '../../../shared/outbox/outbox-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { AuditLog } from '../audit/audit-log';
import type { ApiAuth } from '../auth/api-auth';
import type { BoardingClient } from '../boarding/boarding-client';
import { silentLogger, systemClock, type Clock, type Logger } from '../ports';
import { createBackoff, type BackoffOptions } from './backoff';
import { applyOutcome } from './apply-outcome';
import { createOutboxItems } from './outbox-items';
import { createQueueFile } from './queue-file';
import { timerSchedule, type Schedule } from './schedule';
import { sendAttempt } from './send-attempt';
import type { SubmissionSource } from './submission-source';

export interface OutboxOptions {
  dir: string;
  source: SubmissionSource;
  client: BoardingClient;
  auth: ApiAuth;
  audit: Pick<AuditLog, 'record'>;
  clock?: Clock;
  concurrency?: number;
  logger?: Logger;
  backoff?: BackoffOptions;
  random?: () => number;
  schedule?: Schedule;
  /** How often to try one item while the service is unreachable. Default 15 s. */
  probeIntervalMs?: number;
  /** The OS's online state at start. Default true. */
  isOnline?: boolean;
  /** Finished items kept for display (oldest dropped first). Default 500. */
  maxFinished?: number;
}

export interface Outbox {
  start(): Promise<Result<void>>;
  stop(): Promise<void>;
  enqueue(draftId: string): Promise<Result<OutboxItem>>;
  /** Takes a not-yet-sent item out; the caller then returns the draft (draft store cancelQueued). */
  cancel(draftId: string): Promise<Result<void>>;
  retry(draftId: string): Promise<Result<OutboxItem>>;
  state(): OutboxState;
  onProgress(listener: (progress: OutboxProgress) => void): () => void;
  setOnline(isOnline: boolean): void;
  isOnline(): boolean;
  /** Resolves when nothing is pending or in flight, or the outbox is paused or stopped. */
  drain(): Promise<void>;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const { source, client, auth, audit } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const schedule = options.schedule ?? timerSchedule;
  const probeIntervalMs = options.probeIntervalMs ?? 15_000;
  const backoff = createBackoff(options.backoff, options.random);
  // Two bounds: `concurrency` requests to the service at a time (the bound that matters to it),
  // and twice as many attempts in progress, so one item's disk work (draft store, queue file)
  // overlaps another's request instead of holding a network slot.
  const concurrency = options.concurrency ?? 4;
  const network = pLimit(concurrency);
  const limit = pLimit(concurrency * 2);
  const items = createOutboxItems(clock, options.maxFinished ?? 500);
  const queue = createQueueFile(
    options.dir,
    () => items.snapshot(),
    logger,
    () => clock.now(),
  );

  const scheduled = new Set<string>(); // handed to the limiter, not finished
  const running = new Map<string, Promise<void>>();
  const retryTimers = new Map<string, () => void>();
  const listeners = new Set<(progress: OutboxProgress) => void>();
  let drainWaiters: (() => void)[] = [];
  let isStarted = false;
  let isStopped = false;
  let isOsOnline = options.isOnline ?? true;
  let isReachable = true;
  let isSignInNeeded = false;
  let cancelProbe: (() => void) | null = null;
  let isProbeDue = false;
  let unsubscribeAuth: (() => void) | null = null;

  function paused(): OutboxState['paused'] {
    if (!isStarted || isStopped) return { reason: 'stopped', message: 'The outbox is stopped.' };
    if (isSignInNeeded) return { reason: 'sign-in', message: 'paused: sign-in needed' };
    if (!isOsOnline || !isReachable) return { reason: 'offline', message: 'paused: offline' };
    return null;
  }

  function state(): OutboxState {
    return {
      paused: paused(),
      online: isOsOnline && isReachable,
      items: items.snapshot(),
      totals: items.totals(),
    };
  }

  function emit(event: OutboxProgress['event'], item?: OutboxItem, retryInMs?: number): void {
    const progress: OutboxProgress = {
      event,
      ...(item ? { item: { ...item } } : {}),
      ...(retryInMs !== undefined ? { retryInMs } : {}),
      paused: paused(),
      online: isOsOnline && isReachable,
      totals: items.totals(),
    };
    for (const listener of listeners) {
      try {
        listener(progress);
      } catch (error) {
        logger.error('outbox listener failed', { error: (error as Error).message });
      }
    }
  }

  function checkDrain(): void {
    if (running.size > 0 || (items.pendingCount() > 0 && paused() === null)) return;
    const waiters = drainWaiters;
    drainWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function persist(isDurable = false): Promise<boolean> {
    return queue.save(isDurable);
  }

  function setSignInNeeded(isNeeded: boolean): void {
    if (isSignInNeeded === isNeeded) return;
    isSignInNeeded = isNeeded;
    emit(isNeeded ? 'paused' : 'resumed');
  }

  function setReachable(isNow: boolean): void {
    if (isNow) {
      cancelProbe?.();
      cancelProbe = null;
      isProbeDue = false;
      if (!isReachable) {
        isReachable = true;
        emit('resumed');
      }
      return;
    }
    if (isReachable) {
      isReachable = false;
      emit('paused');
    }
    if (cancelProbe === null && !isStopped) {
      cancelProbe = schedule(() => {
        cancelProbe = null;
        isProbeDue = true;
        pump();
      }, probeIntervalMs);
    }
  }

  function scheduleRetry(item: OutboxItem, delayMs: number): void {
    retryTimers.get(item.draftId)?.();
    retryTimers.set(
      item.draftId,
      schedule(() => {
        retryTimers.delete(item.draftId);
        const current = items.get(item.draftId);
        if (current?.state !== 'retry-wait') return;
        items.update(current, { state: 'queued', nextAttemptAt: null });
        void persist();
        pump();
      }, delayMs),
    );
  }

  async function attempt(draftId: string, isProbe: boolean): Promise<void> {
    const item = items.get(draftId);
    const blocked = paused();
    if (!item || item.state !== 'queued') return;
    if (blocked !== null && !(isProbe && blocked.reason === 'offline' && isOsOnline)) return;
    const target = auth.current();
    if (!target.ok) {
      setSignInNeeded(true);
      return;
    }
    const outcome = await sendAttempt({
      item,
      environmentId: target.value.environmentId,
      client,
      source,
      audit,
      phase: (phase) => {
        items.update(item, { state: phase });
        emit(phase, item);
      },
      persist,
      network: (call) => network(call),
    });
    await applyOutcome(outcome, item, {
      items,
      source,
      backoff,
      logger,
      clock,
      emit,
      scheduleRetry,
      setSignInNeeded,
      setReachable,
    });
    void persist();
  }

  function launch(draftId: string, isProbe: boolean): void {
    scheduled.add(draftId);
    void limit(async () => {
      const run = attempt(draftId, isProbe).catch((error: unknown) => {
        logger.error('outbox attempt failed unexpectedly', { error: (error as Error).message });
        const item = items.get(draftId);
        if (item) {
          items.update(item, {
            state: 'needs-attention',
            lastError: { code: 'INTERNAL', message: 'Unexpected error while sending.' },
          });
          emit('needs-attention', item);
        }
      });
      running.set(draftId, run);
      await run;
      running.delete(draftId);
      scheduled.delete(draftId);
      pump();
    });
  }

  function pump(): void {
    if (isStopped || !isStarted) return checkDrain();
    const blocked = paused();
    const canProbe =
      blocked?.reason === 'offline' && isOsOnline && isProbeDue && running.size === 0;
    if (blocked !== null && !canProbe) return checkDrain();
    for (const item of items.values()) {
      if (item.state !== 'queued' || scheduled.has(item.draftId)) continue;
      if (canProbe) {
        isProbeDue = false;
        launch(item.draftId, true);
        break;
      }
      launch(item.draftId, false);
    }
    if (canProbe && isProbeDue) setReachable(false); // nothing to probe with: look again later
    checkDrain();
  }

  async function start(): Promise<Result<void>> {
    if (isStarted) return ok(undefined);
    const loaded = await queue.load();
    for (const stored of loaded.ok ? loaded.value : []) {
      // In flight when the app stopped: the POST may have arrived (decisions 9).
      const wasInFlight = stored.state === 'sending' || stored.state === 'checking';
      const item = items.add({
        ...stored,
        ...(wasInFlight ? { state: 'queued', isUncertain: true } : {}),
      });
      if (!items.isPending(item)) continue;
      // The draft store records 'sending' durably before every POST, and only 'sending' may become
      // 'needs-attention' directly (shared/drafts/lifecycle.ts). So if this move is accepted, the
      // app stopped after marking the draft sending, perhaps after the POST, even when the queue
      // file's last (unsynced) update was lost: check by referenceId before any resend.
      const wasSending = await source.markLifecycle(item.draftId, {
        to: 'needs-attention',
        reason: 'The app stopped while sending: checking with the service whether it arrived.',
      });
      if (wasSending.ok) item.isUncertain = true;
      if (item.state === 'retry-wait')
        scheduleRetry(item, Math.max(0, (item.nextAttemptAt ?? 0) - clock.now()));
    }
    isStarted = true;
    isSignInNeeded = !auth.current().ok;
    unsubscribeAuth = auth.onChange(() => {
      setSignInNeeded(!auth.current().ok);
      pump();
    });
    await persist(true);
    pump();
    return loaded.ok ? ok(undefined) : loaded;
  }

  async function stop(): Promise<void> {
    if (isStopped) return;
    isStopped = true;
    unsubscribeAuth?.();
    cancelProbe?.();
    for (const cancel of retryTimers.values()) cancel();
    retryTimers.clear();
    limit.clearQueue();
    scheduled.clear();
    await Promise.allSettled([...running.values()]);
    await persist(true);
    emit('paused');
    checkDrain();
  }

  const enqueuing = new Set<string>();

  async function enqueue(draftId: string): Promise<Result<OutboxItem>> {
    const existing = items.get(draftId);
    if (existing?.state === 'needs-attention') return retry(draftId);
    if (existing?.state === 'submitted')
      return err('INVALID_STATE', 'This application was already submitted.');
    if ((existing && items.isPending(existing)) || enqueuing.has(draftId)) {
      return existing
        ? ok({ ...existing })
        : err('INVALID_STATE', 'This application is being queued.');
    }
    enqueuing.add(draftId);
    try {
      const loaded = await source.loadForSubmission(draftId);
      if (!loaded.ok) return loaded;
      const validation = validateMerchant(loaded.value.payload);
      if (!validation.ok) {
        return err('VALIDATION', 'The application has errors to fix before it can be sent.', {
          fieldErrors: validation.fieldErrors,
        });
      }
      const marked = await source.markLifecycle(draftId, { to: 'queued' });
      if (!marked.ok) return marked;
      if (existing) items.remove(draftId); // a rejected application, fixed and queued again
      const item = items.add(items.fresh(draftId));
      await persist(true);
      emit('queued', item);
      pump();
      return ok({ ...item });
    } finally {
      enqueuing.delete(draftId);
    }
  }

  async function cancel(draftId: string): Promise<Result<void>> {
    const item = items.get(draftId);
    if (!item) return err('NOT_FOUND', 'This application is not in the outbox.');
    if (running.has(draftId) || item.state === 'sending' || item.state === 'checking') {
      return err('INVALID_STATE', 'This application is being sent right now.');
    }
    if (item.isUncertain) {
      return err(
        'INVALID_STATE',
        'This application may already be at the service; the outbox checks before anything else.',
      );
    }
    retryTimers.get(draftId)?.();
    retryTimers.delete(draftId);
    items.remove(draftId);
    await persist(true);
    emit('removed', item);
    checkDrain();
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
    retryTimers.get(draftId)?.();
    retryTimers.delete(draftId);
    if (item.state === 'needs-attention') {
      const marked = await source.markLifecycle(draftId, { to: 'queued' });
      if (!marked.ok)
        logger.warn('outbox retry: lifecycle not changed', { code: marked.error.code });
    }
    items.update(item, { state: 'queued', attempts: 0, nextAttemptAt: null });
    await persist(true);
    emit('queued', item);
    pump();
    return ok({ ...item });
  }

  function setOnline(isNow: boolean): void {
    if (isOsOnline === isNow) return;
    isOsOnline = isNow;
    if (isNow) setReachable(true); // trust the OS; the next attempt tells otherwise
    emit(isNow ? 'resumed' : 'paused');
    pump();
  }

  return {
    start,
    stop,
    enqueue,
    cancel,
    retry,
    state,
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOnline,
    isOnline: () => isOsOnline && isReachable,
    drain() {
      return new Promise<void>((resolve) => {
        drainWaiters.push(resolve);
        checkDrain();
      });
    },
  };
}
