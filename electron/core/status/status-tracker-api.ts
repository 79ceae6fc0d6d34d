// The status tracker's public shape (status-tracker.ts implements it), apart so callers and tests
// read the contract without the implementation, as outbox-api.ts does for the outbox.
import type {
  MerchantStatusChange,
  StatusCheck,
  TrackedMerchant,
} from '../../../shared/status/status-schema';
import type { Result } from '../../../shared/result';
import type { ApiAuth } from '../oauth/api-auth';
import type { BoardingClient } from '../boarding/boarding-client';
import { silentLogger, systemClock, type Clock, type Logger } from '../ports';
import { timerSchedule, type Schedule } from '../outbox/schedule';
import type { Pacer } from './pacer';
import type { HandledMark, LatestEntry } from './mark-rules';
import type { DraftStore } from '../drafts/draft-store-api';
import type { StatusRecords } from './status-records';
import type { MerchantKey } from './status-state';

/** Told each change of a tracked merchant, recorded already (status-tracker.ts `announce`). */
export type StatusChangeListener = (change: MerchantStatusChange) => void;

export interface StatusTrackerOptions {
  /** Where notified.json is kept (notified-ledger.ts). */
  dir: string;
  /** The merchants as their drafts record them, read at start (status-records.ts, decisions 89). */
  records: StatusRecords;
  /** Where a merchant's change is written: on its draft, its one durable record (decisions 89). */
  drafts: Pick<DraftStore, 'recordTracking'>;
  client: Pick<BoardingClient, 'getById'>;
  auth: Pick<ApiAuth, 'current'>;
  clock?: Clock;
  logger?: Logger;
  /** Between periodic rounds, read at every wake; 0 or less: no rounds. Default 10 minutes. */
  intervalMs?: number | (() => number);
  /** Longest sleep between two looks at `intervalMs`. Default 1 minute. */
  wakeMs?: number;
  schedule?: Schedule;
  /** Periodic rounds are skipped while this says false. Default: always online. */
  isOnline?: () => boolean;
  /** The first listener (`StatusTracker.onChange`). */
  onChange?: StatusChangeListener;
  /** Statuses that never change again, not polled (decisions 11: Declined, Closed). */
  finalStatuses?: readonly string[];
  /** Statuses that rarely change, polled once per `slowIntervalMs`. Default: Approved. */
  slowStatuses?: readonly string[];
  /** Default 24 hours. */
  slowIntervalMs?: number;
  /** Merchants asked about per periodic round at most. Default 50. */
  maxPerRound?: number;
  concurrency?: number;
  /** GETs started per second per environment (pacer.ts). Default 48. */
  ratePerSecond?: number;
  /** The rate limit and backoff per environment; default createPacer on `clock`. */
  pacer?: Pacer;
  /** History entries kept per merchant (oldest dropped). Default 100. */
  maxHistory?: number;
}

/** The options with their defaults, as described above. */
export function withDefaults(options: StatusTrackerOptions) {
  return {
    clock: options.clock ?? systemClock,
    logger: options.logger ?? silentLogger,
    schedule: options.schedule ?? timerSchedule,
    wakeMs: options.wakeMs ?? 60_000,
    isOnline: options.isOnline ?? (() => true),
    finalStatuses: new Set(options.finalStatuses ?? ['Declined', 'Closed']), // decisions 11
    slowStatuses: new Set(options.slowStatuses ?? ['Approved']),
    slowIntervalMs: options.slowIntervalMs ?? 24 * 60 * 60_000,
    maxPerRound: options.maxPerRound ?? 50,
    maxHistory: options.maxHistory ?? 100,
    concurrency: options.concurrency ?? 2,
  };
}

/** A handled mark from an export (decisions 64) for the application `draftId`. */
export interface MarkOffer {
  draftId: string;
  mark: HandledMark;
  /** The latest status entry of the application's record in the file (the marking laptop's). */
  fileLatest: LatestEntry | null;
}

export interface AdoptMarksOptions {
  /**
   * The merchant of an application not tracked here yet (just imported; in a dry run, as the
   * file holds it). Undefined when there is no submitted application of that id.
   */
  recordOf(draftId: string): Promise<Result<TrackedMerchant | undefined>>;
  /** Only counts what would be taken (the import's dry run); nothing changes. */
  isDryRun?: boolean;
}

export interface StatusTracker {
  start(): Promise<Result<void>>;
  /** Reads the merchants from their drafts without starting the poller (a read-only folder). */
  load(): Promise<Result<void>>;
  stop(): Promise<void>;
  /**
   * Tracks an application the outbox has just submitted, from its draft (one read), and tells
   * the screens (its answer is no news, decisions 53).
   */
  trackSubmitted(draftId: string): Promise<void>;
  /**
   * Tracks merchants whose drafts are stored already (an import's arrivals, read from their
   * records, decisions 68): nothing is written.
   */
  trackAll(merchants: readonly TrackedMerchant[]): Promise<void>;
  /** GETs the merchant now; `key` is a draft id or a merchant id. */
  refresh(key: string): Promise<Result<TrackedMerchant>>;
  /** One periodic round now (due-merchants.ts); undefined when signed out. */
  refreshAll(): Promise<StatusCheck | undefined>;
  /** The agent's "Refresh": every unfinished merchant of the signed-in environment, paced. */
  checkAll(maxMerchants?: number): Promise<Result<StatusCheck>>;
  /**
   * The agent's mark in Needs action (decisions 61): its current status handled (true) or not
   * (false). Only a status that needs the agent can be marked, and only the status the agent saw
   * (`seen`): one that changed since is refused. The merchant is named exactly.
   */
  markHandled(key: MerchantKey, seen: string, isHandled: boolean): Promise<Result<TrackedMerchant>>;
  /**
   * Marks from another laptop's export (decisions 64), each taken only where it holds here
   * (mark-rules.ts): a merchant not tracked here yet, or tracked with nothing heard yet,
   * starts from its application's record here. Answers how many were (or would be) taken.
   */
  adoptMarks(offers: readonly MarkOffer[], options: AdoptMarksOptions): Promise<Result<number>>;
  /** Backoff state of an environment (epoch ms; 0 when none). */
  pacing(environmentId: string): { readyAt: number; retryAt: number; failures: number };
  get(key: string): TrackedMerchant | undefined;
  list(): TrackedMerchant[];
  /**
   * Tells `listener` each change, recorded on its draft and named (decisions 53, 89): news once
   * across rounds and restarts (notified-ledger.ts); a change that is no news (a submission's own
   * answer, a first answer here) with a null previousStatus, so the screens read it again. Answers
   * how to stop.
   */
  onChange(listener: StatusChangeListener): () => void;
}
