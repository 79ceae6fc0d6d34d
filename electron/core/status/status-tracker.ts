// Merchant status after submission (issue 5, deliverable 5): fetched by GET on demand
// (`refresh(draftId | merchantId)`) and every `intervalMs` while online and signed in, with a
// local history of each change (status-file.ts). Statuses are kept verbatim, known or not
// (decisions 11). Every change is reported through `onChange`, so the draft store can record the
// application's status and history without this module knowing about drafts.
// The periodic round is one unref'd timer, re-armed only after the previous round finished (no
// overlap), at most `concurrency` GETs at a time, and stops for good on stop().
// The stored history is read before anything is written (status-file.ts): while it cannot be read,
// start() returns the error and arms nothing, and start(), track() and refresh() try again.
import pLimit from 'p-limit';
import type { MerchantStatusChange, TrackedMerchant } from '../../../shared/status/status-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { ApiAuth } from '../auth/api-auth';
import type { BoardingClient } from '../boarding/boarding-client';
import { silentLogger, systemClock, type Clock, type Logger } from '../ports';
import { timerSchedule, type Schedule } from '../outbox/schedule';
import { createStatusFile } from './status-file';

export interface StatusTrackerOptions {
  dir: string;
  client: Pick<BoardingClient, 'getById'>;
  auth: Pick<ApiAuth, 'current'>;
  clock?: Clock;
  logger?: Logger;
  /** Between periodic rounds. Default 10 minutes. */
  intervalMs?: number;
  schedule?: Schedule;
  /** Periodic rounds are skipped while this says false. Default: always online. */
  isOnline?: () => boolean;
  onChange?: (change: MerchantStatusChange) => void;
  /** Statuses that never change again, not polled (decisions 11: Declined, Closed). */
  finalStatuses?: readonly string[];
  concurrency?: number;
  /** History entries kept per merchant (oldest dropped). Default 100. */
  maxHistory?: number;
}

export interface StatusTracker {
  start(): Promise<Result<void>>;
  stop(): Promise<void>;
  /** Starts tracking a submitted application; `seen` is the status the POST answer carried. */
  track(
    draftId: string,
    merchantId: string,
    seen?: { status: string | null; statusReason: string | null },
  ): Promise<void>;
  /** GETs the merchant now; `key` is a tracked draft id or a merchant id. */
  refresh(key: string): Promise<Result<TrackedMerchant>>;
  /** One periodic round now: every tracked merchant not in a final status. */
  refreshAll(): Promise<void>;
  get(key: string): TrackedMerchant | undefined;
  list(): TrackedMerchant[];
}

function copy(merchant: TrackedMerchant): TrackedMerchant {
  return { ...merchant, history: merchant.history.map((entry) => ({ ...entry })) };
}

export function createStatusTracker(options: StatusTrackerOptions): StatusTracker {
  const { client, auth } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const schedule = options.schedule ?? timerSchedule;
  const intervalMs = options.intervalMs ?? 10 * 60_000;
  const isOnline = options.isOnline ?? (() => true);
  const finalStatuses = new Set(options.finalStatuses ?? ['Declined', 'Closed']);
  const maxHistory = options.maxHistory ?? 100;
  const limit = pLimit(options.concurrency ?? 2);
  const merchants = new Map<string, TrackedMerchant>(); // by merchantId
  const file = createStatusFile(
    options.dir,
    () => [...merchants.values()].map(copy),
    logger,
    () => clock.now(),
  );
  let cancelTimer: (() => void) | null = null;
  let round: Promise<void> | null = null;
  let isStopped = false;
  let isLoaded = false;
  let isArmed = false;
  let loading: Promise<Result<void>> | null = null;

  function find(key: string): TrackedMerchant | undefined {
    return (
      merchants.get(key) ?? [...merchants.values()].find((merchant) => merchant.draftId === key)
    );
  }

  /** Records what the service said; true when it differs from the last history entry. */
  function observe(
    merchant: TrackedMerchant,
    status: string | null,
    statusReason: string | null,
  ): boolean {
    const at = clock.now();
    const last = merchant.history.at(-1);
    const previousStatus = merchant.status;
    merchant.checkedAt = at;
    merchant.status = status;
    merchant.statusReason = statusReason;
    if (last && last.status === status && last.statusReason === statusReason) return false;
    merchant.history.push({ status, statusReason, at });
    if (merchant.history.length > maxHistory)
      merchant.history.splice(0, merchant.history.length - maxHistory);
    const change: MerchantStatusChange = {
      merchantId: merchant.merchantId,
      ...(merchant.draftId !== undefined ? { draftId: merchant.draftId } : {}),
      status,
      statusReason,
      previousStatus,
      at,
    };
    try {
      options.onChange?.(change);
    } catch (error) {
      logger.error('status change listener failed', { error: (error as Error).message });
    }
    return true;
  }

  /** Takes over the stored merchants; one tracked meanwhile gets the stored history first. */
  function adopt(stored: TrackedMerchant[]): void {
    for (const saved of stored) {
      const live = merchants.get(saved.merchantId);
      if (!live) {
        merchants.set(saved.merchantId, saved);
        continue;
      }
      const lastAt = saved.history.at(-1)?.at ?? -Infinity;
      live.history = [...saved.history, ...live.history.filter((entry) => entry.at > lastAt)];
      live.history.splice(0, Math.max(0, live.history.length - maxHistory));
      live.draftId ??= saved.draftId;
      if (live.checkedAt === null) {
        // Tracked without a status since: the stored one is still the latest known.
        live.status = saved.status;
        live.statusReason = saved.statusReason;
        live.checkedAt = saved.checkedAt;
      }
    }
  }

  /** Reads the stored history once; until that succeeds every save is refused by the file. */
  function ensureLoaded(): Promise<Result<void>> {
    if (isLoaded) return Promise.resolve(ok(undefined));
    loading ??= (async (): Promise<Result<void>> => {
      const hadLive = merchants.size > 0;
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

  async function track(
    draftId: string,
    merchantId: string,
    seen?: { status: string | null; statusReason: string | null },
  ): Promise<void> {
    await ensureLoaded();
    const merchant = merchants.get(merchantId) ?? {
      merchantId,
      status: null,
      statusReason: null,
      checkedAt: null,
      history: [],
    };
    merchant.draftId = draftId;
    merchants.set(merchantId, merchant);
    if (seen) observe(merchant, seen.status, seen.statusReason);
    await file.save();
  }

  async function refresh(key: string): Promise<Result<TrackedMerchant>> {
    await ensureLoaded();
    const merchant = find(key) ?? {
      merchantId: key,
      status: null,
      statusReason: null,
      checkedAt: null,
      history: [],
    };
    const fetched = await client.getById(merchant.merchantId);
    if (!fetched.ok)
      return err(
        fetched.error.code,
        fetched.error.message,
        fetched.error.status !== undefined ? { status: fetched.error.status } : {},
      );
    merchants.set(merchant.merchantId, merchant);
    observe(merchant, fetched.value.status, fetched.value.statusReason);
    await file.save();
    return ok(copy(merchant));
  }

  async function refreshAll(): Promise<void> {
    const due = [...merchants.values()].filter(
      (merchant) => merchant.status === null || !finalStatuses.has(merchant.status),
    );
    await Promise.all(
      due.map((merchant) =>
        limit(async () => {
          if (isStopped) return;
          const result = await refresh(merchant.merchantId);
          if (!result.ok) logger.warn('status refresh failed', { code: result.error.code });
        }),
      ),
    );
  }

  function arm(): void {
    if (isStopped) return;
    cancelTimer = schedule(() => {
      cancelTimer = null;
      const canPoll = isOnline() && auth.current().ok;
      round = (canPoll ? refreshAll() : Promise.resolve()).finally(() => {
        round = null;
        arm();
      });
    }, intervalMs);
  }

  async function start(): Promise<Result<void>> {
    const loaded = await ensureLoaded();
    if (isLoaded && !isArmed) {
      isArmed = true;
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
    stop,
    track,
    refresh,
    refreshAll,
    get: (key) => {
      const merchant = find(key);
      return merchant ? copy(merchant) : undefined;
    },
    list: () => [...merchants.values()].map(copy),
  };
}
