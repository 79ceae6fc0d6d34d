// The outbox: queued applications go out by themselves while the app is
// online and signed in, at most `concurrency` at a time (p-limit), each exactly once:
// - 5xx, 429, timeouts and lost answers back off with jitter (backoff.ts), honouring Retry-After,
//   and stop for the agent (needs-attention) after `maxAttempts`;
// - a 401 pauses the whole outbox ('paused: sign-in needed', decisions 7) and puts the item back
//   untouched; it resumes on the next ApiAuth change that yields credentials;
// - a send whose outcome is unknown is never repeated blindly: the next attempt first asks the
//   service by referenceId (decisions 9), and a 409 on a resend is settled the same way (10);
// - unreachable (OFFLINE before sending) pauses as 'offline' and probes with one item every
//   `probeIntervalMs`; setOnline() carries the OS's own online signal;
// - the queue (ids and attempt metadata, no PII) survives restarts (queue-file.ts) and is rebuilt
//   against the draft store (restore-queue.ts): items that may have reached the service come back
//   as uncertain and are checked before any resend, and no queued draft is left behind;
// - each item goes only to the environment it was queued in (environment-hold.ts).
// Scheduling follows the item state: this file owns the queue and carries out each attempt's
// transition; send-attempt.ts does one attempt, item-transition.ts decides what its outcome means
// (one pure function), outbox-actions.ts does the agent's enqueue, cancel and retry.
import pLimit from 'p-limit';
import type { OutboxItem } from '../../../shared/outbox/outbox-schema';
import { ok, type Result } from '../../../shared/result';
import { silentLogger, systemClock } from '../ports';
import { createBackoff } from './backoff';
import { createEnvironmentHold } from './environment-hold';
import { createItemGuards } from './item-guards';
import { phasePatch, transition, type Effect } from './item-transition';
import { createOutboxActions } from './outbox-actions';
import { createOutboxItems } from './outbox-items';
import { createProgressEmitter } from './outbox-progress';
import { createQueueFile } from './queue-file';
import { createPauseState } from './pause-state';
import { restoreQueue } from './restore-queue';
import { timerSchedule } from './schedule';
import { sendAttempt, type AttemptResult } from './send-attempt';
import type { Outbox, OutboxOptions } from './outbox-api';

export type { Outbox, OutboxOptions } from './outbox-api';

export function createOutbox(options: OutboxOptions): Outbox {
  const { source, client, auth, audit } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const schedule = options.schedule ?? timerSchedule;
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
  const guards = createItemGuards(schedule); // claims by the agent's actions, retry timers
  let drainWaiters: (() => void)[] = [];
  let isStarted = false;
  let starting: Promise<Result<void>> | null = null;
  let isStopped = false;
  let unsubscribeAuth: (() => void) | null = null;

  const pause = createPauseState({
    schedule,
    probeIntervalMs: options.probeIntervalMs ?? 15_000,
    isOsOnline: options.isOnline ?? true,
    isStarted: () => isStarted,
    isStopped: () => isStopped,
    emit: (event) => emit(event),
    onProbeDue: () => pump(),
  });
  const { paused, setSignInNeeded, setReachable } = pause;
  const { state, emit, onProgress } = createProgressEmitter(items, () => pause, logger);
  const hold = createEnvironmentHold({
    auth,
    schedule,
    recheckMs: options.probeIntervalMs ?? 15_000,
    items,
    persist,
    emit,
    onRecheck: () => pump(),
  });

  function checkDrain(): void {
    // Items held for another environment do not count: they wait for the agent, like a pause.
    const sendable = items.pendingCount((item) => !hold.has(item.draftId));
    if (running.size > 0 || (sendable > 0 && paused() === null)) return;
    const waiters = drainWaiters;
    drainWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function persist(isDurable = false): Promise<boolean> {
    return queue.save(isDurable);
  }

  function scheduleRetry(item: OutboxItem, delayMs: number): void {
    if (isStopped) return; // an attempt that finished after stop(): the next start schedules it
    guards.setRetryTimer(item.draftId, delayMs, () => {
      const current = items.get(item.draftId);
      if (current?.state !== 'retry-wait') return;
      items.update(current, { state: 'queued', nextAttemptAt: null });
      void persist();
      pump();
    });
  }

  /**
   * Carries out an attempt's result: item-transition.ts decides the next item, the lifecycle
   * change and the effects; this writes them in the order it asks for (the draft store first for
   * 'submitted' and 'rejected', the item first for everything that waits).
   */
  async function carryOut(result: AttemptResult, item: OutboxItem): Promise<void> {
    const step = transition(item, result, {
      now: clock.now(),
      maxAttempts: backoff.maxAttempts,
      delay: (attempts, retryAfterSeconds) => backoff.delay(attempts, retryAfterSeconds),
    });
    runEffects(step.before, item);
    if (step.order === 'move-first') items.update(item, step.patch);
    if (step.mark) {
      const marked = await source.markLifecycle(item.draftId, step.mark);
      if (!marked.ok) {
        logger.warn('outbox: draft lifecycle not changed', {
          to: step.mark.to,
          code: marked.error.code,
        });
        if (step.unrecorded) return carryOut(step.unrecorded, item);
        if (step.ifUnrecorded) items.update(item, step.ifUnrecorded);
      }
    }
    if (step.order === 'record-first') items.update(item, step.patch);
    runEffects(step.after, item);
  }

  function runEffects(effects: Effect[], item: OutboxItem): void {
    for (const effect of effects) {
      if (effect.kind === 'emit') emit(effect.event, item, effect.retryInMs);
      else if (effect.kind === 'retry-timer') scheduleRetry(item, effect.delayMs);
      else if (effect.kind === 'sign-in-needed') setSignInNeeded(true);
      else if (effect.kind === 'reachable') setReachable(effect.isReachable);
      else items.remove(item.draftId);
    }
  }

  async function attempt(draftId: string, isProbe: boolean): Promise<void> {
    const item = items.get(draftId);
    const blocked = paused();
    // A draft being taken back is left alone: cancel() sends it only if the store refused.
    if (!item || item.state !== 'queued' || guards.isClaimed(draftId)) return;
    if (blocked !== null && !(isProbe && blocked.reason === 'offline' && pause.isOsOnline()))
      return;
    const target = auth.current();
    if (!target.ok) {
      setSignInNeeded(true);
      return;
    }
    // Queued before environments were recorded, or while signed out: it goes where it goes first.
    const environmentId = item.environmentId ?? target.value.environmentId;
    if (item.environmentId === undefined) items.update(item, { environmentId });
    if (hold.isHeld(item, target.value.environmentId)) return; // pump() skips it while held
    const result = await sendAttempt({
      item,
      environmentId,
      // Signed out is not "elsewhere": the client answers AUTH_REQUIRED and the outbox pauses.
      isTargetCurrent: () => [undefined, environmentId].includes(hold.currentId()),
      client,
      source,
      audit,
      phase: (phase) => {
        // From 'sending' on the service may have it; the draft's durable 'sending' says so too.
        items.update(item, phasePatch(phase));
        if (phase === 'sending') void persist();
        emit(phase, item);
      },
      network: (call) => network(call),
    });
    await carryOut(result, item);
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
      blocked?.reason === 'offline' &&
      pause.isOsOnline() &&
      pause.isProbeDue() &&
      running.size === 0;
    if (blocked !== null && !canProbe) return checkDrain();
    const environmentId = hold.currentId();
    hold.clear();
    for (const item of items.values()) {
      const isBusy = scheduled.has(item.draftId) || guards.isClaimed(item.draftId);
      if (item.state !== 'queued' || isBusy || hold.isHeld(item, environmentId)) continue;
      if (canProbe) {
        pause.takeProbe();
        launch(item.draftId, true);
        break;
      }
      launch(item.draftId, false);
    }
    if (canProbe && pause.isProbeDue()) setReachable(false); // nothing to probe with: look again later
    hold.settle(isStopped);
    checkDrain();
  }

  async function startOnce(): Promise<Result<void>> {
    const loaded = await queue.load();
    // Unreadable for now (locked, EACCES): start nothing and write nothing over it; the next
    // enqueue tries again. A CORRUPT file was moved aside: start afresh from the draft store.
    if (!loaded.ok && loaded.error.code !== 'CORRUPT') return loaded;
    await restoreQueue(loaded.ok ? loaded.value : [], { items, source, logger });
    // Items that were waiting out a backoff wait out what is left of it.
    for (const item of items.values()) {
      if (item.state === 'retry-wait')
        scheduleRetry(item, Math.max(0, (item.nextAttemptAt ?? 0) - clock.now()));
    }
    isStarted = true;
    if (!auth.current().ok) setSignInNeeded(true);
    unsubscribeAuth = auth.onChange(() => {
      setSignInNeeded(!auth.current().ok);
      pump();
    });
    await persist(true);
    pump();
    return loaded.ok ? ok(undefined) : loaded;
  }

  function start(): Promise<Result<void>> {
    if (isStarted) return Promise.resolve(ok(undefined));
    starting ??= startOnce().finally(() => {
      starting = null;
    });
    return starting;
  }

  async function stop(): Promise<void> {
    if (isStopped) return;
    isStopped = true;
    unsubscribeAuth?.();
    pause.cancelProbe();
    hold.cancel();
    guards.clearRetryTimers();
    limit.clearQueue();
    scheduled.clear();
    await Promise.allSettled([...running.values()]);
    await persist(true);
    emit('paused');
    checkDrain();
  }

  const actions = createOutboxActions({
    items,
    source,
    logger,
    guards,
    isRunning: (draftId) => running.has(draftId),
    ensureStarted: () => (isStarted || isStopped ? Promise.resolve(ok(undefined)) : start()),
    // The selected environment is the signed-in one when there is a session (the auth session
    // follows the selection) and is cheap to read; the session is asked only without it.
    environmentId: () => options.selectedEnvironmentId?.() ?? hold.currentId(),
    persist,
    emit,
    pump,
    checkDrain,
  });

  function setOnline(isNow: boolean): void {
    if (!pause.setOsOnline(isNow)) return;
    emit(isNow ? 'resumed' : 'paused');
    pump();
  }

  return {
    start,
    stop,
    ...actions,
    state,
    onProgress,
    setOnline,
    isOnline: () => pause.isOnline(),
    drain() {
      return new Promise<void>((resolve) => {
        drainWaiters.push(resolve);
        checkDrain();
      });
    },
  };
}
