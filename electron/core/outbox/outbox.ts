// The outbox's one runner: queued applications go out by themselves while the app is online and
// signed in, at most `concurrency` requests at a time (p-limit), each exactly once. It owns every
// effect: the items, claims and pause flags (changed only through outbox-state.ts's rules), the
// timers (retry, probe, environment recheck), the network slots, the events to the renderer and
// the agent's enqueue, cancel and retry. The pieces it uses answer values and never call back
// into it: outbox-state.ts decides, send-attempt.ts yields each request to it, the draft store
// (SubmissionSource) records. In short:
// - 5xx, 429, timeouts and lost answers back off with jitter, honouring Retry-After, and stop for
//   the agent (needs-attention) after `maxAttempts`;
// - a 401 pauses the whole outbox (decisions 7) and puts the item back untouched; it resumes on
//   the next ApiAuth change that yields credentials;
// - a send whose outcome is unknown is never repeated blindly: the next attempt first asks the
//   service by referenceId (decisions 9), and a 409 on a resend is settled the same way (10);
// - unreachable (OFFLINE before sending) pauses as 'offline' and probes with one item every
//   `probeIntervalMs`; setOnline() carries the OS's own online signal;
// - the draft's lifecycle (and where it goes) is the one durable record of a submission
//   (decisions 32): the items live in memory and are rebuilt from the drafts at start; drafts
//   that may have reached the service come back as uncertain and are checked before any resend;
//   an earlier version's outbox.json is read for what its drafts do not record;
// - each item goes only to the environment it was queued in (the hold, outbox-state.ts).
import pLimit from 'p-limit';
import {
  isPendingOutboxItem,
  type OutboxItem,
  type OutboxProgress,
  type OutboxState,
} from '../../../shared/outbox/outbox-schema';
import { ok, type Result } from '../../../shared/result';
import { silentLogger, systemClock } from '../ports';
import {
  canProbe,
  cancelRule,
  changePause,
  createBackoff,
  enqueueRule,
  freshItem,
  holdOf,
  restoredItems,
  initialPause,
  isOnlineOf,
  mayAttempt,
  pausedOf,
  phasePatch,
  prunedIds,
  retriedPatch,
  retryRule,
  totalsOf,
  transition,
  type Effect,
  type PauseChange,
} from './outbox-state';
import { createLegacyQueueFile } from './legacy-queue-file';
import { timerSchedule } from './schedule';
import { elsewhere, sendAttempt, type AttemptResult } from './send-attempt';
import type { Outbox, OutboxOptions } from './outbox-api';

export type { Outbox, OutboxOptions } from './outbox-api';

export function createOutbox(options: OutboxOptions): Outbox {
  const { source, client, auth, audit } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const schedule = options.schedule ?? timerSchedule;
  const backoff = createBackoff(options.backoff, options.random);
  const probeIntervalMs = options.probeIntervalMs ?? 15_000;
  const maxFinished = options.maxFinished ?? 500;
  // Two bounds: `concurrency` requests to the service at a time (the bound that matters to it),
  // and twice as many attempts in progress, so one item's disk work (the draft store's durable
  // lifecycle writes) overlaps another's request instead of holding a network slot.
  const concurrency = options.concurrency ?? 4;
  const network = pLimit(concurrency);
  const limit = pLimit(concurrency * 2);
  const legacyQueue = createLegacyQueueFile(options.dir, logger, () => clock.now());

  // The state, in memory only. Items are replaced, never changed in place.
  const items = new Map<string, OutboxItem>();
  let pause = initialPause(options.isOnline ?? true);
  const claimed = new Set<string>(); // the agent is queueing or taking back this draft
  const held = new Set<string>(); // waiting for its environment at the last look
  const scheduled = new Set<string>(); // handed to the limiter, not finished
  const running = new Map<string, Promise<void>>();
  const retryTimers = new Map<string, () => void>();
  let cancelProbe: (() => void) | null = null;
  let cancelRecheck: (() => void) | null = null;
  let drainWaiters: (() => void)[] = [];
  let starting: Promise<Result<void>> | null = null;
  let unsubscribeAuth: (() => void) | null = null;
  const listeners = new Set<(progress: OutboxProgress) => void>();

  // --- state changes ---------------------------------------------------------------------------

  function put(item: OutboxItem): OutboxItem {
    items.set(item.draftId, item);
    if (!isPendingOutboxItem(item))
      for (const id of prunedIds(items.values(), maxFinished)) items.delete(id);
    return item;
  }

  function patch(draftId: string, change: Partial<OutboxItem>): OutboxItem | undefined {
    const current = items.get(draftId);
    return current && put({ ...current, ...change, updatedAt: clock.now() });
  }

  function emit(event: OutboxProgress['event'], item?: OutboxItem, retryInMs?: number): void {
    const progress: OutboxProgress = {
      event,
      ...(item ? { item: { ...item } } : {}),
      ...(retryInMs !== undefined ? { retryInMs } : {}),
      paused: pausedOf(pause),
      online: isOnlineOf(pause),
      totals: totalsOf(items.values()),
    };
    for (const listener of listeners) {
      try {
        listener(progress);
      } catch (error) {
        logger.error('outbox listener failed', { error: (error as Error).message });
      }
    }
  }

  function changePauseTo(change: PauseChange): void {
    const step = changePause(pause, change);
    pause = step.flags;
    if (step.probe === 'cancel' || step.probe === 'arm') {
      cancelProbe?.();
      cancelProbe = null;
    }
    if (step.probe === 'arm') {
      cancelProbe = schedule(() => {
        cancelProbe = null;
        changePauseTo({ kind: 'probe-due' });
        pump();
      }, probeIntervalMs);
    }
    for (const event of step.events) emit(event);
  }

  function currentEnvironmentId(): string | undefined {
    const target = auth.current();
    return target.ok ? target.value.environmentId : undefined;
  }

  /** Looks at whether the item waits for its environment, marking or releasing it. */
  function isHeldNow(item: OutboxItem, currentId: string | undefined): boolean {
    const withdrawn =
      item.environmentId === undefined
        ? undefined
        : options.withdrawnEnvironment?.(item.environmentId);
    const verdict = holdOf(item, currentId, withdrawn);
    if (verdict.isHeld) held.add(item.draftId);
    else held.delete(item.draftId);
    if (verdict.patch) patch(item.draftId, verdict.patch);
    if (verdict.isNewlyHeld) emit('queued', items.get(item.draftId));
    return verdict.isHeld;
  }

  /** Its environment is withdrawn now, or was at the last look (its mark is then cleared). */
  function isWithdrawnNow(item: OutboxItem): boolean {
    const id = item.environmentId;
    const isWithdrawn = id !== undefined && options.withdrawnEnvironment?.(id) !== undefined;
    return isWithdrawn || item.lastError?.reason === 'withdrawn';
  }

  /** While something is held, one unref'd timer looks again: choosing another environment in
   * settings is no auth change. Armed only then: no busy loop, nothing keeps the process alive. */
  function settleRecheck(): void {
    if (pause.run === 'stopped' || held.size === 0) {
      cancelRecheck?.();
      cancelRecheck = null;
      return;
    }
    cancelRecheck ??= schedule(() => {
      cancelRecheck = null;
      pump();
    }, probeIntervalMs);
  }

  function setRetryTimer(draftId: string, delayMs: number): void {
    clearRetryTimer(draftId);
    if (pause.run === 'stopped') return; // an attempt that finished after stop(): start schedules it
    retryTimers.set(
      draftId,
      schedule(() => {
        retryTimers.delete(draftId);
        if (items.get(draftId)?.state !== 'retry-wait') return;
        patch(draftId, { state: 'queued', nextAttemptAt: null });
        pump();
      }, delayMs),
    );
  }

  function clearRetryTimer(draftId: string): void {
    retryTimers.get(draftId)?.();
    retryTimers.delete(draftId);
  }

  function checkDrain(): void {
    // Items held for another environment do not count: they wait for the agent, like a pause.
    const sendable = [...items.values()].filter(
      (item) => isPendingOutboxItem(item) && !held.has(item.draftId),
    ).length;
    if (running.size > 0 || (sendable > 0 && pausedOf(pause) === null)) return;
    const waiters = drainWaiters;
    drainWaiters = [];
    for (const resolve of waiters) resolve();
  }

  // --- attempts --------------------------------------------------------------------------------

  function runEffects(effects: Effect[], draftId: string): void {
    let last = items.get(draftId); // a removed item is still told, as it was
    for (const effect of effects) {
      last = items.get(draftId) ?? last;
      if (effect.kind === 'emit') emit(effect.event, last, effect.retryInMs);
      else if (effect.kind === 'retry-timer') setRetryTimer(draftId, effect.delayMs);
      else if (effect.kind === 'sign-in-needed')
        changePauseTo({ kind: 'sign-in-needed', isNeeded: true });
      else if (effect.kind === 'reachable')
        changePauseTo({ kind: 'reachable', isReachable: effect.isReachable });
      else items.delete(draftId);
    }
  }

  /**
   * Carries out an attempt's result: outbox-state.ts decides the next item, the lifecycle change
   * and the effects; this writes them in the order it asks for (the draft store first for
   * 'submitted' and 'rejected', the item first for everything that waits).
   */
  async function carryOut(result: AttemptResult, item: OutboxItem): Promise<void> {
    const step = transition(item, result, {
      now: clock.now(),
      maxAttempts: backoff.maxAttempts,
      delay: (attempts, retryAfterSeconds) => backoff.delay(attempts, retryAfterSeconds),
    });
    runEffects(step.before, item.draftId);
    if (step.order === 'move-first') patch(item.draftId, step.patch);
    if (step.mark) {
      const marked = await source.markLifecycle(item.draftId, step.mark);
      if (!marked.ok) {
        logger.warn('outbox: draft lifecycle not changed', {
          to: step.mark.to,
          code: marked.error.code,
        });
        if (step.unrecorded) return carryOut(step.unrecorded, item);
        if (step.ifUnrecorded) patch(item.draftId, step.ifUnrecorded);
      }
    }
    if (step.order === 'record-first') patch(item.draftId, step.patch);
    runEffects(step.after, item.draftId);
  }

  /** Drives one attempt: each request it yields runs in a network slot, for its environment only. */
  async function send(item: OutboxItem, environmentId: string): Promise<AttemptResult> {
    const steps = sendAttempt({ item, environmentId, client, source, audit });
    let step = await steps.next();
    while (!step.done) {
      const { phase, call } = step.value;
      const answer = await network(() => {
        // Signed out is not "elsewhere": the client answers AUTH_REQUIRED and the outbox pauses.
        const currentId = currentEnvironmentId();
        if (currentId !== undefined && currentId !== environmentId) return elsewhere;
        if (phase !== null) {
          // From 'sending' on the service may have it; the draft's durable 'sending' says so too.
          patch(item.draftId, phasePatch(phase));
          emit(phase, items.get(item.draftId));
        }
        return call();
      });
      step = await steps.next(answer);
    }
    return step.value;
  }

  async function attempt(draftId: string, isProbe: boolean): Promise<void> {
    let item = items.get(draftId);
    // A draft being taken back is left alone: cancel() sends it only if the store refused.
    if (!item || item.state !== 'queued' || claimed.has(draftId)) return;
    if (!mayAttempt(pause, isProbe)) return;
    const target = auth.current();
    if (!target.ok) return changePauseTo({ kind: 'sign-in-needed', isNeeded: true });
    // The organisation's settings stay as they are from the hold check to the attempt's end.
    const release = options.lease?.('sending');
    try {
      // Queued before environments were recorded, or while signed out: it goes where it goes first.
      const environmentId = item.environmentId ?? target.value.environmentId;
      if (item.environmentId === undefined) item = patch(draftId, { environmentId })!;
      if (isHeldNow(item, target.value.environmentId)) return; // pump() skips it while held
      const result = await send(item, environmentId);
      await carryOut(result, items.get(draftId) ?? item);
    } finally {
      release?.();
    }
  }

  function launch(draftId: string, isProbe: boolean): void {
    scheduled.add(draftId);
    void limit(async () => {
      const run = attempt(draftId, isProbe).catch((error: unknown) => {
        logger.error('outbox attempt failed unexpectedly', { error: (error as Error).message });
        const stopped = patch(draftId, {
          state: 'needs-attention',
          lastError: { code: 'INTERNAL' },
        });
        if (stopped) emit('needs-attention', stopped);
      });
      running.set(draftId, run);
      await run;
      running.delete(draftId);
      scheduled.delete(draftId);
      pump();
    });
  }

  function pump(): void {
    if (pause.run !== 'started') return checkDrain();
    const isProbe = canProbe(pause, running.size);
    const environmentId = currentEnvironmentId();
    held.clear();
    const waiting = [...items.values()].filter((item) => {
      const isBusy = scheduled.has(item.draftId) || claimed.has(item.draftId);
      return item.state === 'queued' && !isBusy;
    });
    if (pausedOf(pause) !== null && !isProbe) {
      // Paused (signed out, offline): an environment the organisation withdrew is still shown
      // as the reason its items wait (decisions 85).
      for (const item of waiting) if (isWithdrawnNow(item)) isHeldNow(item, environmentId);
      return checkDrain();
    }
    for (const item of waiting) {
      if (isHeldNow(item, environmentId)) continue;
      if (isProbe) {
        changePauseTo({ kind: 'probe-taken' });
        launch(item.draftId, true);
        break;
      }
      launch(item.draftId, false);
    }
    // Nothing to probe with: look again later.
    if (isProbe && pause.isProbeDue) changePauseTo({ kind: 'reachable', isReachable: false });
    settleRecheck();
    checkDrain();
  }

  // --- start and stop --------------------------------------------------------------------------

  async function startOnce(): Promise<Result<void>> {
    // The drafts are the record; without a way to list them (a narrow test source) it starts empty.
    const listed = source.inOutbox ? await source.inOutbox() : ok([]);
    // Unreadable for now (a full disk, EACCES): start nothing; the next enqueue tries again.
    if (!listed.ok) return listed;
    // An earlier version's queue: a damaged one was moved aside (CORRUPT), one that cannot be read
    // now is left for the next start; either way the drafts alone are enough to send safely.
    const legacy = await legacyQueue.load();
    const earlier = legacy.ok ? legacy.value : [];
    for (const item of restoredItems(listed.value, earlier, clock.now())) put(item);
    if (earlier.length > 0 && earlier.every((item) => !items.has(item.draftId)))
      await legacyQueue.remove();
    changePauseTo({ kind: 'started' });
    if (!auth.current().ok) changePauseTo({ kind: 'sign-in-needed', isNeeded: true });
    unsubscribeAuth = auth.onChange(() => {
      changePauseTo({ kind: 'sign-in-needed', isNeeded: !auth.current().ok });
      pump();
    });
    pump();
    return legacy.ok || legacy.error.code !== 'CORRUPT' ? ok(undefined) : legacy;
  }

  function start(): Promise<Result<void>> {
    if (pause.run !== 'new') return Promise.resolve(ok(undefined));
    starting ??= startOnce().finally(() => {
      starting = null;
    });
    return starting;
  }

  /** Starts the outbox if it could not list its drafts before (a disk error that passed). */
  function ensureStarted(): Promise<Result<void>> {
    return pause.run === 'new' ? start() : Promise.resolve(ok(undefined));
  }

  async function stop(): Promise<void> {
    if (pause.run === 'stopped') return;
    changePauseTo({ kind: 'stopped' });
    unsubscribeAuth?.();
    cancelRecheck?.();
    cancelRecheck = null;
    for (const cancel of retryTimers.values()) cancel();
    retryTimers.clear();
    limit.clearQueue();
    scheduled.clear();
    await Promise.allSettled([...running.values()]);
    emit('paused');
    checkDrain();
  }

  // --- the agent's actions ---------------------------------------------------------------------
  // Each changes the draft's lifecycle first, the items after: a crash at any point cannot turn
  // into a lost application or a blind resend.

  async function enqueue(draftId: string): Promise<Result<OutboxItem>> {
    const started = await ensureStarted();
    if (!started.ok) return started;
    const existing = items.get(draftId);
    const rule = enqueueRule(existing, claimed.has(draftId));
    if (rule.kind === 'retry') return retry(draftId);
    if (rule.kind === 'refused') return rule.error;
    if (rule.kind === 'unchanged') return ok({ ...existing! });
    claimed.add(draftId);
    try {
      return await queueNew(draftId, existing);
    } finally {
      claimed.delete(draftId);
      pump(); // after the release: pump() skips drafts that are still being queued
    }
  }

  async function queueNew(
    draftId: string,
    existing: OutboxItem | undefined,
  ): Promise<Result<OutboxItem>> {
    // Where it was queued is where it goes (the hold): the selected environment, recorded on the
    // draft with its 'queued' move, the one durable step (decisions 32). The selected environment
    // is the signed-in one when there is a session (the auth session follows the selection) and
    // is cheap to read; the session is asked only without it. That move is also the one check
    // that the application passes the shared schema (VALIDATION with its field errors otherwise).
    const environmentId = options.selectedEnvironmentId?.() ?? currentEnvironmentId();
    items.delete(draftId); // a rejected application, fixed and queued again, goes to the back
    const item = put(freshItem(draftId, environmentId, clock.now()));
    const marked = await source.markLifecycle(draftId, {
      to: 'queued',
      ...(environmentId !== undefined && { environmentId }),
      ...(options.isSignatureRequired?.(environmentId) === true && { isSignatureRequired: true }),
      ...(options.agreementNow !== undefined && {
        agreementNow: options.agreementNow(environmentId),
      }),
    });
    if (!marked.ok) {
      items.delete(draftId);
      if (existing) put(existing);
      return marked;
    }
    emit('queued', item);
    return ok({ ...item });
  }

  async function cancel(draftId: string): Promise<Result<void>> {
    const isBusy = running.has(draftId) || claimed.has(draftId);
    const allowed = cancelRule(items.get(draftId), isBusy);
    if (!allowed.ok) return allowed;
    claimed.add(draftId);
    try {
      // The draft goes back first, then the outbox lets go: a crash at any point leaves the
      // draft queued (and sent after a restart) or back in the agent's hands, never both.
      const returned = await source.cancelQueued(draftId);
      if (!returned.ok) return returned; // still queued in the store: the item stays and is sent
      clearRetryTimer(draftId);
      items.delete(draftId);
      emit('removed', allowed.value);
      checkDrain();
      return ok(undefined);
    } finally {
      claimed.delete(draftId);
      pump(); // a draft the store did not take back is still queued: send it
    }
  }

  async function retry(draftId: string): Promise<Result<OutboxItem>> {
    const item = items.get(draftId);
    const rule = retryRule(item);
    if (rule.kind === 'refused') return rule.error;
    if (rule.kind === 'unchanged') return ok({ ...item! });
    clearRetryTimer(draftId);
    if (rule.isMarkedQueued) {
      const marked = await source.markLifecycle(draftId, { to: 'queued' });
      if (!marked.ok)
        logger.warn('outbox retry: lifecycle not changed', { code: marked.error.code });
    }
    const retried = patch(draftId, retriedPatch)!;
    emit('queued', retried);
    pump();
    return ok({ ...retried });
  }

  return {
    start,
    stop,
    enqueue,
    cancel,
    retry,
    state: (): OutboxState => ({
      paused: pausedOf(pause),
      online: isOnlineOf(pause),
      items: [...items.values()].map((item) => ({ ...item })),
      totals: totalsOf(items.values()),
    }),
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setOnline(isNow) {
      const wasOnline = pause.isOsOnline;
      changePauseTo({ kind: 'os-online', isOnline: isNow });
      if (wasOnline !== isNow) pump();
    },
    isOnline: () => isOnlineOf(pause),
    recheck() {
      // As after a sign-in: the environment in use may have changed under the outbox.
      if (pause.run !== 'started') return;
      changePauseTo({ kind: 'sign-in-needed', isNeeded: !auth.current().ok });
      pump();
    },
    drain() {
      return new Promise<void>((resolve) => {
        drainWaiters.push(resolve);
        checkDrain();
      });
    },
  };
}
