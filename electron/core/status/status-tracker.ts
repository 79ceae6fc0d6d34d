// Merchant status after submission: fetched by GET on demand
// (`refresh(draftId | merchantId)`) and by periodic rounds while online and signed in, with a
// local history of each change (status-file.ts). Statuses are kept verbatim, known or not
// (decisions 11). Every change is reported through `onChange`, so the draft store can record the
// application's status and history without this module knowing about drafts.
//
// Environments: merchant ids are unique per environment only, so each tracked merchant records the
// environment it was submitted to and is only ever asked about while that environment is signed
// in. A merchant of unknown environment (tracked before the status file recorded it) is never
// polled; a manual refresh settles it only when the answer proves it is the same application (its
// referenceId, decisions 10, matches the draft's), and the environment is then recorded. Anything
// less could record another merchant's status on the draft, so it is refused instead.
//
// Rounds: the timer wakes at least every `wakeMs`, re-reads `intervalMs` (a function, so a changed
// setting applies without a restart; 0 means off) and runs a round when one is due by the clock.
// It is one unref'd timer, re-armed only after the previous round finished (no overlap); a round
// asks about at most `maxPerRound` merchants, `concurrency` at a time (due-merchants.ts decides
// which), and everything stops for good on stop().
// The stored history is read before anything is written (status-file.ts): while it cannot be read,
// start() returns the error and arms nothing, and start(), track(), trackAll() and refresh() try
// again.
// Pacing (pacer.ts, decisions 53): every GET waits for its environment's rate limit; a failed
// round backs that environment off (exponential, with jitter) and a 429's Retry-After holds every
// GET to it until then. A round stops at its first failure that a retry might cure.
import pLimit from 'p-limit';
import type {
  MerchantStatusChange,
  StatusCheck,
  TrackedMerchant,
} from '../../../shared/status/status-schema';
import { err, ok, type ErrorCode, type Result } from '../../../shared/result';
import { needsAction } from '../../../shared/status/needs-action';
import { silentLogger, systemClock } from '../ports';
import { timerSchedule } from '../outbox/schedule';
import { dueMerchants } from './due-merchants';
import { createPacer } from './pacer';
import { recordObservation } from './observe';
import { createStatusFile } from './status-file';
import { storedForm } from './stored-form';
import { holdsHere, isTakenOver, latestEntryOf, type LatestEntry } from './file-mark-rule';
import type {
  AdoptMarksOptions,
  ApplicationRecord,
  MarkOffer,
  StatusTracker,
  StatusTrackerOptions,
  TrackRequest,
} from './status-tracker-api';
import {
  copyMerchant,
  detailsOf,
  findMerchant,
  isSameMerchant,
  merchantsByDraftId,
  mergeStored,
  newMerchant,
  type MerchantKey,
} from './tracked-merchants';

export type {
  AdoptMarksOptions,
  ApplicationRecord,
  MarkOffer,
  StatusTracker,
  StatusTrackerOptions,
  SubmittedApplication,
  TrackRequest,
} from './status-tracker-api';

export function createStatusTracker(options: StatusTrackerOptions): StatusTracker {
  const { client, auth } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const schedule = options.schedule ?? timerSchedule;
  const wakeMs = options.wakeMs ?? 60_000;
  const isOnline = options.isOnline ?? (() => true);
  const finalStatuses = new Set(options.finalStatuses ?? ['Declined', 'Closed']);
  const slowStatuses = new Set(options.slowStatuses ?? ['Approved']);
  const maxHistory = options.maxHistory ?? 100;
  const limit = pLimit(options.concurrency ?? 2);
  const pacer =
    options.pacer ??
    createPacer({
      now: () => clock.now(),
      ...(options.ratePerSecond !== undefined && { perSecond: options.ratePerSecond }),
    });
  const lastTried = new WeakMap<TrackedMerchant, number>();
  /** Read back from the status file, which keeps no reasons (stored-form.ts, decisions 22). */
  const reasonUnknown = new WeakSet<TrackedMerchant>();
  let merchants: TrackedMerchant[] = [];
  const file = createStatusFile(
    options.dir,
    () => merchants.map(storedForm),
    logger,
    () => clock.now(),
  );
  let cancelTimer: (() => void) | null = null;
  let round: Promise<void> | null = null;
  let lastRoundAt = 0;
  let isStopped = false;
  let isLoaded = false;
  let isArmed = false;
  let loading: Promise<Result<void>> | null = null;

  function intervalMs(): number {
    const value =
      typeof options.intervalMs === 'function'
        ? options.intervalMs()
        : (options.intervalMs ?? 10 * 60_000);
    return Number.isFinite(value) && value > 0 ? value : 0;
  }

  function currentEnvironment(): string | null {
    const target = auth.current();
    return target.ok ? target.value.environmentId : null;
  }

  /**
   * A merchant read back from the status file has no reason (decisions 22); its draft has the
   * one last recorded. Read once, before its first answer here, so that answer is compared with
   * it: the same status with a new reason (underwriting asking for something else while the app
   * was closed) is then a change, and clears a handled mark (decisions 61), instead of being
   * taken as the reason the file left out. Without a draft's word the reason stays unknown.
   */
  async function knownReason(merchant: TrackedMerchant): Promise<void> {
    if (!reasonUnknown.has(merchant) || merchant.draftId === undefined) return;
    if (merchant.isStatusWithheld === true || options.recordedStatus === undefined) return;
    const recorded = await options.recordedStatus(merchant.draftId).catch(() => undefined);
    const last = merchant.history.at(-1);
    // Checked again after the read: another answer may have been taken meanwhile.
    if (!recorded || !reasonUnknown.has(merchant) || last?.status !== recorded.status) return;
    last.statusReason = recorded.statusReason;
    if (merchant.status === recorded.status) merchant.statusReason = recorded.statusReason;
    reasonUnknown.delete(merchant);
  }

  function observe(
    merchant: TrackedMerchant,
    status: string | null,
    reason: string | null,
  ): MerchantStatusChange | null {
    const isReasonUnknown = reasonUnknown.delete(merchant);
    // The first answer this laptop hears about a merchant is no news here, like a submission's
    // own answer: one that came by import (decisions 68) may bring changes the agent was told of
    // on the other laptop, and a burst of them would be noise. It is still recorded, on the draft
    // too, and clears a mark; its null previousStatus keeps every announcer quiet.
    const isFirstHere = merchant.checkedAt === null;
    const seen = { status, statusReason: reason };
    const observed = recordObservation(merchant, seen, clock, maxHistory, isReasonUnknown);
    if (!observed) return null;
    const recorded = isFirstHere ? { ...observed, previousStatus: null } : observed;
    const change =
      merchant.environmentId !== null
        ? { ...recorded, environmentId: merchant.environmentId }
        : recorded;
    try {
      options.onChange?.(change);
    } catch (error) {
      logger.error('status change listener failed', { error: (error as Error).message });
    }
    return change;
  }

  /** Takes over the stored merchants; one tracked meanwhile gets the stored history first. */
  function adopt(stored: TrackedMerchant[]): void {
    const live = merchants;
    merchants = [];
    for (const saved of stored) {
      const index = live.findIndex((merchant) => isSameMerchant(merchant, saved));
      if (index === -1) {
        reasonUnknown.add(saved);
        merchants.push(saved);
        continue;
      }
      const match = live.splice(index, 1)[0] ?? saved;
      if (match !== saved) {
        if (match.checkedAt === null) reasonUnknown.add(match); // takes the stored status
        mergeStored(match, saved, maxHistory);
      }
      merchants.push(match);
    }
    merchants.push(...live);
  }

  /** Reads the stored history once; until that succeeds every save is refused by the file. */
  function ensureLoaded(): Promise<Result<void>> {
    if (isLoaded) return Promise.resolve(ok(undefined));
    loading ??= (async (): Promise<Result<void>> => {
      const hadLive = merchants.length > 0;
      const loaded = await file.load();
      // STORAGE: unreadable for now; keep what is in memory and try again next time.
      if (!loaded.ok && loaded.error.code !== 'CORRUPT') return loaded;
      adopt(loaded.ok ? loaded.value : []);
      isLoaded = true;
      if (hadLive) await file.save(); // what was tracked while the file was unreadable
      return loaded.ok ? ok(undefined) : loaded;
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** The merchants by merchant id, in list order: `upsert` looks among a handful, not all. */
  function byMerchantId(): Map<string, TrackedMerchant[]> {
    const index = new Map<string, TrackedMerchant[]>();
    for (const merchant of merchants) {
      const same = index.get(merchant.merchantId);
      if (same) same.push(merchant);
      else index.set(merchant.merchantId, [merchant]);
    }
    return index;
  }

  /** The record for `request`, added when missing; a known environment is never replaced. */
  function upsert(request: TrackRequest, index: Map<string, TrackedMerchant[]>): TrackedMerchant {
    const same = index.get(request.merchantId);
    let merchant = same?.find((candidate) => isSameMerchant(candidate, request));
    if (!merchant) {
      merchant = newMerchant(request, request.referenceId);
      merchants.push(merchant);
      if (same) same.push(merchant);
      else index.set(merchant.merchantId, [merchant]);
    }
    merchant.draftId ??= request.draftId;
    merchant.environmentId ??= request.environmentId;
    merchant.referenceId ??= request.referenceId;
    return merchant;
  }

  /** Nothing heard here yet: the application's record is the latest known (as mergeStored). */
  function startFromRecord(merchant: TrackedMerchant, recorded: ApplicationRecord['recorded']) {
    merchant.status = recorded.status;
    merchant.statusReason = recorded.statusReason;
    if (merchant.history.length === 0)
      merchant.history = recorded.history.slice(-maxHistory).map((entry) => ({ ...entry }));
    // Its first answer here is compared with the draft's reason (knownReason, decisions 69).
    reasonUnknown.add(merchant);
  }

  async function trackAll(requests: readonly TrackRequest[]): Promise<void> {
    await ensureLoaded();
    const index = byMerchantId();
    for (const request of requests) {
      const merchant = upsert(request, index);
      if (request.details !== undefined) merchant.details ??= request.details;
      if (request.recorded && merchant.checkedAt === null && merchant.history.length === 0)
        startFromRecord(merchant, request.recorded);
      if (request.seen) observe(merchant, request.seen.status, request.seen.statusReason);
    }
    // Kept in memory when it cannot be written; the next write, or the next start's catch-up
    // over the drafts, has them.
    if (!(await file.save()))
      logger.warn('tracked merchants not written to the status history', {
        count: requests.length,
      });
  }

  async function markHandled(
    key: MerchantKey,
    seen: string,
    isHandled: boolean,
  ): Promise<Result<TrackedMerchant>> {
    const loaded = await ensureLoaded();
    if (!loaded.ok) return loaded;
    // Exactly this merchant: the same id may be another merchant in another environment or draft.
    const merchant = merchants.find(
      (candidate) =>
        candidate.merchantId === key.merchantId &&
        candidate.environmentId === key.environmentId &&
        candidate.draftId === key.draftId,
    );
    if (!merchant) return err('NOT_FOUND', 'No such submitted merchant is tracked here.');
    // The agent acted on what the card showed; a status that arrived since is not handled.
    if (merchant.status !== seen)
      return err('CONFLICT', "The merchant's status changed since it was shown.", {
        details: { reason: 'status-changed' },
      });
    if (isHandled && !needsAction(merchant.status))
      return err('INVALID_STATE', "This merchant's status does not need the agent.");
    const before = { handled: merchant.handled, unhandled: merchant.unhandled };
    if (isHandled && merchant.status !== null) {
      merchant.handled = { status: merchant.status, at: clock.now() };
      delete merchant.unhandled;
    } else {
      delete merchant.handled;
      // Remembered so that a file's older mark on this status does not undo it (decisions 64).
      // Never earlier than the mark it undoes, which may have come from another laptop's clock:
      // importing that file again then finds its mark no newer, whatever the two clocks say.
      if (merchant.status !== null)
        merchant.unhandled = {
          status: merchant.status,
          at: Math.max(clock.now(), before.handled?.at ?? 0),
        };
    }
    if (!(await file.save())) {
      restoreMarks(merchant, before);
      return err('STORAGE', 'The status history could not be written.');
    }
    return ok(copyMerchant(merchant));
  }

  function restoreMarks(
    merchant: TrackedMerchant,
    before: Pick<TrackedMerchant, 'handled' | 'unhandled'>,
  ): void {
    if (before.handled === undefined) delete merchant.handled;
    else merchant.handled = before.handled;
    if (before.unhandled === undefined) delete merchant.unhandled;
    else merchant.unhandled = before.unhandled;
  }

  /** Tracked merchants by draft id: the one identity an export's mark names (decisions 12). */
  const byDraftId = () => merchantsByDraftId(merchants);

  /** Whether the tracker can say what it last heard of `merchant` without the draft's record. */
  function isHeardHere(merchant: TrackedMerchant | undefined): merchant is TrackedMerchant {
    return merchant !== undefined && merchant.checkedAt !== null && !reasonUnknown.has(merchant);
  }

  async function adoptMarks(
    offers: readonly MarkOffer[],
    { recordOf, isDryRun = false }: AdoptMarksOptions,
  ): Promise<Result<number>> {
    const loaded = await ensureLoaded();
    if (!loaded.ok) return loaded;
    // Records are read (decrypted) only where the tracker cannot answer, a few at a time.
    const known = byDraftId();
    const wanted = offers.filter((offer) => !isHeardHere(known.get(offer.draftId)));
    const reads = pLimit(8);
    const read = await Promise.all(
      wanted.map((offer) =>
        reads(async () => ({ draftId: offer.draftId, record: await recordOf(offer.draftId) })),
      ),
    );
    const records = new Map<string, ApplicationRecord>();
    for (const { draftId, record } of read) {
      if (!record.ok) return record;
      if (record.value !== undefined) records.set(draftId, record.value);
    }
    // Nothing awaits from here to the save: the merchants are read and changed in one go.
    const index = byDraftId();
    const changed: Array<{
      merchant: TrackedMerchant;
      before: Pick<TrackedMerchant, 'handled' | 'unhandled'>;
    }> = [];
    const added: TrackedMerchant[] = [];
    let taken = 0;
    let silent = 0;
    for (const offer of offers) {
      const { mark, fileLatest } = offer;
      const record = records.get(offer.draftId);
      const merchant = index.get(offer.draftId);
      // The draft id names it; its environment must not differ (an unknown one is being settled).
      if (
        merchant !== undefined &&
        record !== undefined &&
        (merchant.merchantId !== record.merchantId ||
          (merchant.environmentId !== null && merchant.environmentId !== record.environmentId))
      )
        continue;
      let statusHere: string | null;
      let latestHere: LatestEntry | null;
      if (merchant !== undefined && merchant.checkedAt !== null) {
        statusHere = merchant.status;
        const last = merchant.history.at(-1) ?? null;
        if (!reasonUnknown.has(merchant)) latestHere = last;
        else {
          // The status file keeps no reasons (decisions 22): the application's record here says
          // which reason came with the latest status, when it agrees on that status.
          const fromRecord = record === undefined ? null : latestEntryOf(record.recorded);
          latestHere =
            fromRecord !== null && fromRecord.status === last?.status ? fromRecord : null;
        }
      } else {
        // Nothing heard here yet: the application's record is the latest known (as mergeStored).
        if (record === undefined) continue;
        statusHere = record.recorded.status;
        latestHere = latestEntryOf(record.recorded);
      }
      if (!holdsHere(mark, fileLatest, statusHere, latestHere)) continue;
      if (merchant !== undefined && !isTakenOver({ ...merchant, status: statusHere }, mark))
        continue;
      // Counted (the dry run's "would move out of Needs action") only where it changes what the
      // agent sees: a newer mark over one already standing here is taken, but silently.
      const isStanding = merchant?.handled !== undefined && merchant.handled.status === statusHere;
      if (!isStanding) taken += 1;
      else if (!isDryRun) silent += 1;
      if (isDryRun) continue;
      let target = merchant;
      if (target === undefined) {
        // Not tracked here yet (imported just now): it starts from its application's record.
        target = newMerchant({ ...record!, draftId: offer.draftId }, record!.referenceId);
        merchants.push(target);
        index.set(offer.draftId, target);
        added.push(target);
      } else
        changed.push({
          merchant: target,
          before: { handled: target.handled, unhandled: target.unhandled },
        });
      if (target.checkedAt === null) startFromRecord(target, record!.recorded);
      target.handled = { status: mark.status, at: mark.at };
      delete target.unhandled;
    }
    if (isDryRun || taken + silent === 0) return ok(taken);
    const set = new Set(
      [...added, ...changed.map(({ merchant }) => merchant)].map((m) => m.handled),
    );
    if (!(await file.save())) {
      // Undone only where the mark is still the one taken here: what changed meanwhile stays.
      const isAdded = new Set(added);
      merchants = merchants.filter(
        (merchant) => !isAdded.has(merchant) || !set.has(merchant.handled),
      );
      for (const { merchant, before } of changed)
        if (set.has(merchant.handled)) restoreMarks(merchant, before);
      return err('STORAGE', 'The status history could not be written.');
    }
    return ok(taken);
  }

  /** The merchant `key` names, tracking a submitted draft that was missing (never a guess). */
  async function resolve(
    key: string,
    environmentId: string,
  ): Promise<Result<{ merchant: TrackedMerchant; isTracked: boolean }>> {
    const found = findMerchant(merchants, key, () => environmentId);
    if (found) return ok({ merchant: found, isTracked: true });
    if (!options.resolveDraft)
      return ok({ merchant: newMerchant({ merchantId: key, environmentId }), isTracked: false });
    const submitted = await options.resolveDraft(key);
    if (!submitted) return err('NOT_FOUND', 'This application has not been submitted.');
    const merchant = upsert({ ...submitted, draftId: key }, byMerchantId());
    await file.save();
    return ok({ merchant, isTracked: true });
  }

  /** GETs one merchant of `environmentId` and records the answer if it is the same application. */
  async function fetchStatus(
    merchant: TrackedMerchant,
    environmentId: string,
  ): Promise<
    Result<TrackedMerchant> & { change?: MerchantStatusChange | null; retryable?: boolean }
  > {
    if (merchant.environmentId !== null && merchant.environmentId !== environmentId)
      return err(
        'INVALID_STATE',
        `This application was submitted to the "${merchant.environmentId}" environment. Sign in there to check its status.`,
      );
    if (merchant.environmentId === null && merchant.referenceId === undefined)
      return err(
        'INVALID_STATE',
        'It is not known which environment this application was submitted to, so its status cannot be checked safely.',
      );
    // The service asked for no request before then (429 Retry-After): none is sent.
    if (clock.now() < pacer.retryAt(environmentId))
      return {
        ...err('RATE_LIMITED', 'The service asked to wait before the next status check.'),
        retryable: true,
      };
    const fetched = await pacer.run(environmentId, () => {
      lastTried.set(merchant, clock.now());
      return client.getById(merchant.merchantId);
    });
    if (!fetched.ok) {
      if (fetched.error.retryable) pacer.failed(environmentId, fetched.error.retryAfterSeconds);
      return {
        ...err(
          fetched.error.code,
          fetched.error.message,
          fetched.error.status !== undefined ? { status: fetched.error.status } : {},
        ),
        retryable: fetched.error.retryable,
      };
    }
    pacer.succeeded(environmentId);
    // Signed in elsewhere while the GET was out: the answer may describe another merchant.
    if (currentEnvironment() !== environmentId)
      return err('INVALID_STATE', 'The environment changed during the check. Try again.');
    const answered = fetched.value.referenceId;
    const isOther =
      merchant.referenceId !== undefined && answered !== null && answered !== merchant.referenceId;
    // Unknown environment: only a matching referenceId proves this is the same application.
    const isUnproven = merchant.environmentId === null && answered !== merchant.referenceId;
    if (isOther || isUnproven)
      return err(
        'INVALID_STATE',
        `Merchant ${merchant.merchantId} in this environment is not this application; its status was not recorded.`,
      );
    merchant.environmentId = environmentId;
    merchant.details = detailsOf(fetched.value);
    await knownReason(merchant);
    const change = observe(merchant, fetched.value.status, fetched.value.statusReason);
    return { ...ok(merchant), change };
  }

  async function refresh(key: string): Promise<Result<TrackedMerchant>> {
    await ensureLoaded();
    const target = auth.current();
    if (!target.ok) return err(target.error.code, target.error.message);
    const environmentId = target.value.environmentId;
    const resolved = await resolve(key, environmentId);
    if (!resolved.ok) return resolved;
    const { merchant, isTracked } = resolved.value;
    const fetched = await fetchStatus(merchant, environmentId);
    if (!fetched.ok) return fetched;
    if (!isTracked) merchants.push(merchant);
    await file.save();
    return ok(copyMerchant(merchant));
  }

  /**
   * Asks about `due`, paced; stops at the first failure a retry might cure, at an expired sign-in
   * and when the environment changes, and says so (`stopped`), so the agent is never told "no
   * changes" about merchants that were not asked about (decisions 53).
   */
  async function runRound(
    due: TrackedMerchant[],
    environmentId: string,
  ): Promise<{ check: StatusCheck; stoppedBy?: { code: ErrorCode; message: string } }> {
    const changes: MerchantStatusChange[] = [];
    const failures: StatusCheck['failures'] = [];
    let checked = 0;
    let stoppedBy: { code: ErrorCode; message: string } | undefined;
    await Promise.all(
      due.map((merchant) =>
        limit(async () => {
          if (isStopped || stoppedBy) return;
          const result = await fetchStatus(merchant, environmentId);
          if (result.ok) {
            checked += 1;
            if (result.change) changes.push(result.change);
            return;
          }
          logger.warn('status refresh failed', { code: result.error.code });
          const status = result.error.status;
          // Not this application, or signed in elsewhere meanwhile: not the service's fault, but
          // still a merchant that was not checked.
          failures.push({
            merchantId: merchant.merchantId,
            code: result.error.code,
            ...(status !== undefined && { status }),
          });
          const isHalting =
            result.retryable === true ||
            result.error.code.startsWith('AUTH_') ||
            currentEnvironment() !== environmentId;
          if (isHalting) stoppedBy ??= { code: result.error.code, message: result.error.message };
        }),
      ),
    );
    if (due.length > 0) await file.save();
    const retryAt = pacer.retryAt(environmentId);
    const check: StatusCheck = {
      checkedAt: clock.now(),
      checked,
      due: due.length,
      changes: changes.sort((a, b) => a.at - b.at),
      failures,
      ...(retryAt > clock.now() && { retryAt }),
      ...(stoppedBy && { stopped: { code: stoppedBy.code } }),
    };
    return stoppedBy ? { check, stoppedBy } : { check };
  }

  function dueNow(environmentId: string, maxPerRound: number): TrackedMerchant[] {
    return dueMerchants(merchants, {
      environmentId,
      now: clock.now(),
      finalStatuses,
      slowStatuses,
      slowIntervalMs: options.slowIntervalMs ?? 24 * 60 * 60_000,
      maxPerRound,
      lastTriedAt: (merchant) => lastTried.get(merchant),
    });
  }

  async function refreshAll(): Promise<StatusCheck | undefined> {
    await ensureLoaded();
    const environmentId = currentEnvironment();
    if (environmentId === null) return undefined;
    const round = await runRound(dueNow(environmentId, options.maxPerRound ?? 50), environmentId);
    return round.check;
  }

  async function checkAll(maxMerchants = 200): Promise<Result<StatusCheck>> {
    await ensureLoaded();
    const target = auth.current();
    if (!target.ok) return err(target.error.code, target.error.message);
    const { environmentId } = target.value;
    if (!isOnline()) return err('OFFLINE', 'No connection: statuses are checked when it is back.');
    // The agent asked: every unfinished merchant of this environment, Approved ones too. The
    // longest unasked first, so with more than `maxMerchants` the next Refresh goes on with the
    // rest instead of asking about the same ones again.
    const lastAsked = (merchant: TrackedMerchant) =>
      Math.max(merchant.checkedAt ?? 0, lastTried.get(merchant) ?? 0);
    const due = merchants
      .filter(
        (merchant) =>
          merchant.environmentId === environmentId &&
          (merchant.status === null || !finalStatuses.has(merchant.status)),
      )
      .sort((a, b) => lastAsked(a) - lastAsked(b))
      .slice(0, maxMerchants);
    const { check, stoppedBy } = await runRound(due, environmentId);
    // Signed out meanwhile: the agent must be asked to sign in, as for a single refresh.
    if (stoppedBy?.code.startsWith('AUTH_')) return err(stoppedBy.code, stoppedBy.message);
    return ok(check);
  }

  function arm(): void {
    if (isStopped) return;
    const interval = intervalMs();
    const untilDue = interval > 0 ? lastRoundAt + interval - clock.now() : wakeMs;
    // Overdue (offline or signed out at the last wake): look again one interval later, not at once.
    const delay = Math.max(1, Math.min(untilDue > 0 ? untilDue : interval, wakeMs));
    cancelTimer = schedule(() => {
      cancelTimer = null;
      const current = intervalMs();
      const isDue = current > 0 && clock.now() - lastRoundAt >= current;
      const environmentId = currentEnvironment();
      const isBackedOff = environmentId !== null && clock.now() < pacer.readyAt(environmentId);
      const canPoll = isDue && !isBackedOff && isOnline() && auth.current().ok;
      if (canPoll) lastRoundAt = clock.now();
      round = (canPoll ? refreshAll().then(() => undefined) : Promise.resolve()).finally(() => {
        round = null;
        arm();
      });
    }, delay);
  }

  async function start(): Promise<Result<void>> {
    const loaded = await ensureLoaded();
    if (isLoaded && !isArmed) {
      isArmed = true;
      lastRoundAt = clock.now(); // the first round one interval after start, as before
      arm();
    }
    return loaded;
  }

  async function stop(): Promise<void> {
    isStopped = true;
    cancelTimer?.();
    cancelTimer = null;
    await round;
    await file.save();
  }

  return {
    start,
    load: ensureLoaded,
    stop,
    track: (request) => trackAll([request]),
    trackAll,
    refresh,
    refreshAll,
    checkAll,
    markHandled,
    adoptMarks,
    pacing: (environmentId) => ({
      readyAt: pacer.readyAt(environmentId),
      retryAt: pacer.retryAt(environmentId),
      failures: pacer.failures(environmentId),
    }),
    get: (key) => {
      const merchant = findMerchant(merchants, key, currentEnvironment);
      return merchant ? copyMerchant(merchant) : undefined;
    },
    list: () => merchants.map(copyMerchant),
  };
}
