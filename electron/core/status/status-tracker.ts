// Status tracking's one runner: merchant statuses after submission, asked on demand (`refresh`),
// by the agent's Refresh and by periodic rounds while online and signed in. It owns every effect:
// the merchants in memory, the timer, the pacing and the GETs (pacer.ts, decisions 53), the
// writes of each merchant's record on its draft (decisions 89) and the announcements, news once
// (notified-ledger.ts): fetchStatus, persist, announce. What it uses answers values and never
// calls back into it or the workspace: status-state.ts and due-merchants.ts decide. One unref'd
// timer wakes at least every `wakeMs`, re-reads `intervalMs` (0: off) and runs a round when one
// is due, re-armed only once that round ended.
import pLimit from 'p-limit';
import type {
  MerchantStatusChange,
  StatusCheck,
  TrackedMerchant,
} from '../../../shared/status/status-schema';
import { knownName } from '../../../shared/drafts/display-name';
import { err, ok, type Result } from '../../../shared/result';
import { createListeners } from '../listeners';
import { copyMerchant, detailsOf } from '../drafts/merchant-record';
import { dueMerchants } from './due-merchants';
import { changeKey, createNotifiedLedger } from './notified-ledger';
import { createPacer } from './pacer';
import { createMarks } from './status-marks';
import * as rules from './status-state';
import { withDefaults, type StatusTracker, type StatusTrackerOptions } from './status-tracker-api';

export type * from './status-tracker-api';

type Fetched = Result<TrackedMerchant> & { retryable?: boolean; change?: rules.Change };

export function createStatusTracker(options: StatusTrackerOptions): StatusTracker {
  const { client, auth, records, drafts } = options;
  const settings = withDefaults(options);
  const { clock, logger, schedule, wakeMs, isOnline, finalStatuses, maxHistory } = settings;
  const limit = pLimit(settings.concurrency);
  const now = () => clock.now();
  const pacer =
    options.pacer ??
    createPacer({
      now,
      ...(options.ratePerSecond !== undefined && { perSecond: options.ratePerSecond }),
    });
  const ledger = createNotifiedLedger(options.dir, logger, now);
  const listeners = createListeners<MerchantStatusChange>(logger, 'status change');
  if (options.onChange) listeners.add(options.onChange);
  const marks = createMarks(options.dir, logger, {
    ensureLoaded: () => ensureLoaded(),
    merchants: () => merchants,
    add: (found) => add(found),
    now,
  });
  const lastTried = new WeakMap<TrackedMerchant, number>();
  let merchants: TrackedMerchant[] = [];
  let cancelTimer: (() => void) | null = null;
  let round: Promise<void> | null = null;
  let lastRoundAt = 0;
  let isStopped = false;
  let isLoaded = false;
  let isArmed = false;
  let loading: Promise<Result<void>> | null = null;

  const intervalMs = () => rules.intervalOf(options.intervalMs);
  function currentEnvironment(): string | null {
    const target = auth.current();
    return target.ok ? target.value.environmentId : null;
  }

  /** Writes what of `merchant` changed since `before`: its draft, the marks file, or both. */
  async function persist(
    merchant: TrackedMerchant,
    before: rules.Kept,
  ): Promise<Result<{ name?: string }>> {
    const after = rules.keptOf(merchant);
    // Each kept apart: a marks file that cannot be written holds no status back, nor the reverse.
    if (after.marks !== before.marks && !(await marks.save())) logger.warn('marks not written');
    if (after.record === before.record) return ok({});
    const written = await drafts.recordTracking(merchant);
    // Kept in memory: the next change writes it again (the draft is read at the next start).
    if (!written.ok) logger.warn('status not recorded on the draft', { code: written.error.code });
    return written.ok ? ok({ name: knownName(written.value) }) : written;
  }

  /** Tells `change` (recorded already) as announcementOf says, by the application's name. */
  async function announce(change: MerchantStatusChange, name: string | undefined): Promise<void> {
    const how = rules.announcementOf(change);
    if (how === 'none') return;
    if (how === 'once' && !(await ledger.claim(changeKey({ environmentId: null, ...change }))))
      return;
    listeners.tell(name ? { ...change, name: name.slice(0, 200) } : change);
  }

  function add(found: readonly TrackedMerchant[]): void {
    const known = rules.merchantsByDraftId(merchants);
    for (const merchant of found)
      if (merchant.draftId === undefined || !known.has(merchant.draftId)) merchants.push(merchant);
  }

  /** Reads the merchants from their drafts once (an earlier version's status file folded in). */
  function ensureLoaded(): Promise<Result<void>> {
    if (isLoaded) return Promise.resolve(ok(undefined));
    loading ??= (async (): Promise<Result<void>> => {
      const read = await records.loadAll();
      if (!read.ok) return read;
      // The marks file unreadable now: nothing is tracked until it is, so no save drops a mark.
      const marked = await marks.put(read.value);
      if (!marked.ok) return marked;
      const live = merchants;
      merchants = read.value;
      add(live);
      isLoaded = true;
      return ok(undefined);
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  /** GETs one merchant of `environmentId` and records the answer if it is the same application. */
  async function fetchStatus(merchant: TrackedMerchant, environmentId: string): Promise<Fetched> {
    const askable = rules.askable(merchant, environmentId);
    if (!askable.ok) return askable;
    // The service asked for no request before then (429 Retry-After): none is sent.
    if (now() < pacer.retryAt(environmentId))
      return {
        ...err('RATE_LIMITED', 'The service asked to wait before the next status check.'),
        retryable: true,
      };
    // A slot of the environment's rate (decisions 53), then the GET.
    await pacer.run(environmentId, async () => void lastTried.set(merchant, now()));
    const fetched = await client.getById(merchant.merchantId);
    if (!fetched.ok) {
      const { code, message, status, retryable, retryAfterSeconds } = fetched.error;
      if (retryable) pacer.failed(environmentId, retryAfterSeconds);
      return { ...err(code, message, status !== undefined ? { status } : {}), retryable };
    }
    pacer.succeeded(environmentId);
    // Signed in elsewhere while the GET was out: the answer may describe another merchant.
    if (currentEnvironment() !== environmentId)
      return err('INVALID_STATE', 'The environment changed during the check. Try again.');
    if (!rules.isSameApplication(merchant, fetched.value.referenceId))
      return err(
        'INVALID_STATE',
        `Merchant ${merchant.merchantId} in this environment is not this application; its status was not recorded.`,
      );
    const before = rules.keptOf(merchant);
    const wasHeardHere = merchant.checkedAt !== null;
    merchant.environmentId = environmentId;
    merchant.details = detailsOf(fetched.value);
    const observed = rules.recordObservation(merchant, fetched.value, clock, maxHistory);
    const change = observed && rules.reportedChange(observed, merchant, wasHeardHere);
    const written = await persist(merchant, before);
    if (change) await announce(change, written.ok ? written.value.name : undefined);
    return { ...ok(merchant), change };
  }

  /** The merchant `key` names: tracked, or a submitted application's not tracked yet (never a guess). */
  async function resolve(key: string): Promise<Result<TrackedMerchant>> {
    const found = rules.findMerchant(merchants, key, currentEnvironment);
    if (found) return ok(found);
    const read = await records.load(key);
    if (!read.ok) return read;
    if (read.value === undefined)
      return err('NOT_FOUND', 'This application has not been submitted.');
    add([read.value]);
    return ok(read.value);
  }

  async function refresh(key: string): Promise<Result<TrackedMerchant>> {
    await ensureLoaded();
    const target = auth.current();
    if (!target.ok) return err(target.error.code, target.error.message);
    const merchant = await resolve(key);
    if (!merchant.ok) return merchant;
    const fetched = await fetchStatus(merchant.value, target.value.environmentId);
    return fetched.ok ? ok(copyMerchant(fetched.value)) : fetched;
  }

  /** Asks about `due`, paced; stops at the first halting failure and says so (decisions 53). */
  async function runRound(due: TrackedMerchant[], environmentId: string) {
    const tally = rules.newTally();
    await Promise.all(
      due.map((merchant) =>
        limit(async () => {
          if (isStopped || tally.stoppedBy) return;
          const result = await fetchStatus(merchant, environmentId);
          if (!result.ok) logger.warn('status refresh failed', { code: result.error.code });
          const isElsewhere = currentEnvironment() !== environmentId;
          rules.count(tally, merchant, result, result.retryable === true, isElsewhere);
        }),
      ),
    );
    return { check: rules.checkOf(tally, due.length, now(), pacer.retryAt(environmentId)), tally };
  }

  async function refreshAll(): Promise<StatusCheck | undefined> {
    await ensureLoaded();
    const environmentId = currentEnvironment();
    if (environmentId === null) return undefined;
    const due = dueMerchants(merchants, {
      ...settings,
      environmentId,
      now: now(),
      lastTriedAt: (merchant) => lastTried.get(merchant),
    });
    return (await runRound(due, environmentId)).check;
  }

  async function checkAll(maxMerchants = 200): Promise<Result<StatusCheck>> {
    await ensureLoaded();
    const target = auth.current();
    if (!target.ok) return err(target.error.code, target.error.message);
    const { environmentId } = target.value;
    if (!isOnline()) return err('OFFLINE', 'No connection: statuses are checked when it is back.');
    const due = rules.refreshDue(
      merchants,
      environmentId,
      finalStatuses,
      (merchant) => lastTried.get(merchant),
      maxMerchants,
    );
    const { check, tally } = await runRound(due, environmentId);
    const stoppedBy = tally.stoppedBy;
    // Signed out meanwhile: the agent must be asked to sign in, as for a single refresh.
    if (stoppedBy?.code.startsWith('AUTH_')) return err(stoppedBy.code, stoppedBy.message);
    return ok(check);
  }

  async function trackSubmitted(draftId: string): Promise<void> {
    await ensureLoaded();
    const read = await records.load(draftId);
    const merchant = read.ok ? read.value : undefined;
    if (!merchant) return logger.warn('submitted application not tracked', { draftId });
    merchants = merchants.filter((tracked) => tracked.draftId !== draftId);
    merchants.push(merchant);
    // The submission's own answer: no news, but the screens re-read the merchants to show it.
    const change = rules.submissionChange(merchant);
    if (change) await announce(change, undefined);
  }

  function arm(): void {
    if (isStopped) return;
    const delay = rules.wakeDelay(intervalMs(), lastRoundAt, now(), wakeMs);
    cancelTimer = schedule(() => {
      cancelTimer = null;
      const current = intervalMs();
      const isDue = current > 0 && now() - lastRoundAt >= current;
      const environmentId = currentEnvironment();
      const isBackedOff = environmentId !== null && now() < pacer.readyAt(environmentId);
      const canPoll = isDue && !isBackedOff && isOnline() && auth.current().ok;
      if (canPoll) lastRoundAt = now();
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
      lastRoundAt = now(); // the first round one interval after start
      arm();
    }
    return loaded;
  }

  async function stop(): Promise<void> {
    isStopped = true;
    cancelTimer?.();
    cancelTimer = null;
    await round;
  }

  return {
    start,
    load: ensureLoaded,
    stop,
    trackSubmitted,
    trackAll: async (arrived) => {
      await ensureLoaded();
      add(arrived);
    },
    refresh,
    refreshAll,
    checkAll,
    markHandled: marks.markHandled,
    adoptMarks: marks.adoptMarks,
    pacing: (environmentId) => ({
      readyAt: pacer.readyAt(environmentId),
      retryAt: pacer.retryAt(environmentId),
      failures: pacer.failures(environmentId),
    }),
    get: (key) => {
      const merchant = rules.findMerchant(merchants, key, currentEnvironment);
      return merchant ? copyMerchant(merchant) : undefined;
    },
    list: () => merchants.map(copyMerchant),
    onChange: listeners.add,
  };
}
