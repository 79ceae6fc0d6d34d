// The outbox's public shape: what the workspace, the IPC handlers and tests call. The
// implementation is outbox.ts.
import type { OutboxItem, OutboxProgress, OutboxState } from '../../../shared/outbox/outbox-schema';
import type { Result } from '../../../shared/result';
import type { AuditLog } from '../audit/audit-log';
import type { ApiAuth } from '../oauth/api-auth';
import type { BoardingClient } from '../boarding/boarding-client';
import type { Clock, Logger } from '../ports';
import type { BackoffOptions, Withdrawn } from './outbox-state';
import type { Schedule } from './schedule';
import type { LifecycleChange, SubmissionSource } from './submission-source';

export type LifecycleAgreements = NonNullable<
  Extract<LifecycleChange, { to: 'queued' }>['agreementNow']
>;

export interface OutboxOptions {
  /** Where an earlier version kept its queue file (outbox.json), read once at start. */
  dir: string;
  /** The draft store: the outbox's one durable record (decisions 32). */
  source: SubmissionSource;
  client: BoardingClient;
  auth: ApiAuth;
  /**
   * The environment chosen in settings, signed in or not. An application queued while signed out
   * records it, so its destination is fixed from the start (otherwise only at its first attempt).
   */
  selectedEnvironmentId?: () => string;
  audit: Pick<AuditLog, 'record'>;
  /**
   * Whether applications queued for this environment wait for a valid signature (decisions 46).
   * Checked by the draft store inside the 'queued' move, so a save cannot slip in between.
   */
  isSignatureRequired?: (environmentId: string | undefined) => boolean;
  /**
   * The environment's agreement per language as it is now: a signature taken under another one
   * is asked for again before queueing (decisions 85).
   */
  agreementNow?: (environmentId: string | undefined) => LifecycleAgreements;
  /**
   * An environment the organisation's settings no longer include (decisions 85), with its name:
   * its items are held, never sent elsewhere, until it returns.
   */
  withdrawnEnvironment?: (environmentId: string) => Withdrawn | undefined;
  /**
   * Holds the organisation's settings still for one send attempt (decisions 85): a policy read
   * meanwhile is applied when the attempt ends.
   */
  lease?: (reason: 'sending') => () => void;
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
  /**
   * Takes a not-yet-sent application back: the draft store returns the draft to ready/draft first
   * (cancelQueued), then the item leaves the queue. If the store refuses, the item stays queued.
   */
  cancel(draftId: string): Promise<Result<void>>;
  retry(draftId: string): Promise<Result<OutboxItem>>;
  state(): OutboxState;
  onProgress(listener: (progress: OutboxProgress) => void): () => void;
  setOnline(isOnline: boolean): void;
  /**
   * Looks again at the sign-in and at what waits for its environment: the organisation's
   * settings, and with them the environment in use, changed (decisions 85).
   */
  recheck(): void;
  isOnline(): boolean;
  /** Resolves when nothing is pending or in flight, or the outbox is paused or stopped. */
  drain(): Promise<void>;
}
