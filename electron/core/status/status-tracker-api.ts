// The status tracker's public shape (status-tracker.ts implements it), apart so callers and tests
// read the contract without the implementation, as outbox-api.ts does for the outbox.
import type {
  MerchantDetails,
  MerchantStatusChange,
  StatusCheck,
  StatusHistoryEntry,
  TrackedMerchant,
} from '../../../shared/status/status-schema';
import type { Result } from '../../../shared/result';
import type { ApiAuth } from '../oauth/api-auth';
import type { BoardingClient } from '../boarding/boarding-client';
import type { Clock, Logger } from '../ports';
import type { Schedule } from '../outbox/schedule';
import type { Pacer } from './pacer';
import type { LatestEntry } from './file-mark-rule';
import type { HandledMark, MerchantKey } from './tracked-merchants';

/** A submitted application as its draft knows it (see status/draft-link.ts). */
export interface SubmittedApplication {
  merchantId: string;
  environmentId: string | null;
  referenceId?: string;
}

export interface StatusTrackerOptions {
  dir: string;
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
  onChange?: (change: MerchantStatusChange) => void;
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
  /**
   * The submitted application behind a draft id that is not tracked (history quarantined, or the
   * app quit before track() saved). With it, refresh() never sends an unknown key to the service
   * as a merchant id: a draft id is not one. Without it, an unknown key is taken as a merchant id
   * of the environment signed in now.
   */
  resolveDraft?: (draftId: string) => Promise<SubmittedApplication | undefined>;
  /**
   * The status and reason the application's draft last recorded (undefined when it has none):
   * after a restart, the reason the status file leaves out (decisions 22).
   */
  recordedStatus?: (draftId: string) => Promise<RecordedStatus | undefined>;
}

export interface RecordedStatus {
  status: string | null;
  statusReason: string | null;
}

export interface TrackRequest extends SubmittedApplication {
  draftId: string;
  /** The status the POST answer carried. */
  seen?: { status: string | null; statusReason: string | null };
  /** The POST answer's details, kept until a GET brings newer ones. */
  details?: MerchantDetails;
  /**
   * What the application's own record says (one an import brought): a merchant with nothing
   * heard here yet starts from it, as a mark's merchant does (decisions 64, 68).
   */
  recorded?: ApplicationRecord['recorded'];
}

/** What an application's record here says of its merchant (decisions 64), in the tracker's terms. */
export interface ApplicationRecord extends SubmittedApplication {
  recorded: {
    status: string | null;
    statusReason: string | null;
    history: StatusHistoryEntry[];
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
   * The application's record here, read only for a merchant the tracker cannot speak for: not
   * tracked here, tracked with nothing heard yet, or read back from the status file (no reasons).
   * Undefined when there is no submitted application of that id here.
   */
  recordOf(draftId: string): Promise<Result<ApplicationRecord | undefined>>;
  /** Only counts what would be taken (the import's dry run); nothing changes. */
  isDryRun?: boolean;
}

export interface StatusTracker {
  start(): Promise<Result<void>>;
  /** Reads the stored history without starting the poller (a read-only data folder). */
  load(): Promise<Result<void>>;
  stop(): Promise<void>;
  /** Starts tracking a submitted application (or fills in what an existing record lacks). */
  track(request: TrackRequest): Promise<void>;
  /**
   * Several at once, with one write of the status history: the start's catch-up and an import's
   * arrivals (thousands of applications; a write each rewrote the whole file thousands of times).
   */
  trackAll(requests: readonly TrackRequest[]): Promise<void>;
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
   * (file-mark-rule.ts): a merchant not tracked here yet, or tracked with nothing heard yet,
   * starts from its application's record here. Answers how many were (or would be) taken.
   */
  adoptMarks(offers: readonly MarkOffer[], options: AdoptMarksOptions): Promise<Result<number>>;
  /** Backoff state of an environment (epoch ms; 0 when none). */
  pacing(environmentId: string): { readyAt: number; retryAt: number; failures: number };
  get(key: string): TrackedMerchant | undefined;
  list(): TrackedMerchant[];
}
