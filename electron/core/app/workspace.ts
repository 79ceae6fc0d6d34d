// The agent's working set: draft store, outbox, status tracker and audit log, opened together on
// first use. Opening can fail for a reason the agent can fix (no keyring, weak protection not yet
// accepted): the failure is answered as a Result and the next call tries again, so accepting weak
// protection in settings takes effect without a restart. Also the glue between them:
// a submitted item starts status tracking. A merchant's status and its history live on its draft
// (decisions 89): the tracker reads them from the drafts at open and writes each change there.
import path from 'node:path';
import { ok, type Result } from '../../../shared/result';
import { createAuditLog, type AuditLog } from '../audit/audit-log';
import type { ApiAuth } from '../oauth/api-auth';
import { createBoardingClient } from '../boarding/boarding-client';
import { openDraftStore, type DraftStore } from '../drafts/draft-store';
import type { PricingSource } from '../drafts/pricing-source';
import { createOutbox, type Outbox, type OutboxOptions } from '../outbox/outbox';
import type { Cipher, Clock, Fetch, Logger } from '../ports';
import { draftStatusRecords } from '../status/status-records';
import { createStatusTracker, type StatusTracker } from '../status/status-tracker';

export interface Workspace {
  drafts: DraftStore;
  outbox: Outbox;
  status: StatusTracker;
  audit: AuditLog;
}

export interface WorkspaceOptions {
  dataDir: string;
  cipher: Cipher;
  clock: Clock;
  fetch: Fetch;
  logger: Logger;
  auth: ApiAuth;
  /** The environment chosen in settings: where applications queued while signed out will go. */
  selectedEnvironmentId: () => string;
  isWeakCipherAccepted: () => boolean;
  /** Whether queueing for an environment waits for a valid signature (decisions 46). */
  isSignatureRequired?: (environmentId: string | undefined) => boolean;
  /** The organisation's settings as the outbox needs them (decisions 85). */
  policy?: Pick<OutboxOptions, 'agreementNow' | 'withdrawnEnvironment' | 'lease'>;
  /**
   * The data folder is read-only (decisions 27): drafts open to read, and the outbox is not
   * started, since a send whose outcome cannot be recorded would be sent again later.
   */
  isReadOnly?: boolean;
  statusPollMinutes: () => number;
  /**
   * Called once the workspace is open, before the outbox and status tracking start, to forward
   * their events (a status change: `status.onChange`).
   */
  onOpen: (workspace: Workspace) => void;
  /** GETs per second per environment for status checks (decisions 53). Default 48. */
  statusRatePerSecond?: number;
  /** The invite-code catalogue's words kept on a draft beside its code (decisions 87). */
  pricing?: PricingSource;
}

export interface WorkspaceHolder {
  open(): Promise<Result<Workspace>>;
  /** Settles when the check of every listed draft that follows an open is done. */
  verified(): Promise<void>;
  close(): Promise<void>;
}

export function createWorkspaceHolder(options: WorkspaceOptions): WorkspaceHolder {
  let opening: Promise<Result<Workspace>> | undefined;
  let verification: Promise<void> = Promise.resolve();

  async function build(): Promise<Result<Workspace>> {
    const { dataDir, clock, logger, auth } = options;
    const drafts = await openDraftStore({
      dir: path.join(dataDir, 'drafts'),
      cipher: options.cipher,
      clock,
      logger,
      allowWeakCipher: options.isWeakCipherAccepted(),
      isReadOnly: options.isReadOnly === true,
      ...(options.pricing !== undefined && { pricing: options.pricing }),
    });
    if (!drafts.ok) return drafts;
    const client = createBoardingClient({ auth, fetch: options.fetch, logger, clock });
    const audit = createAuditLog({ dir: path.join(dataDir, 'audit'), clock, logger });
    if (!options.isReadOnly) await audit.setAsideIfDamaged();
    const outbox = createOutbox({
      dir: path.join(dataDir, 'outbox'),
      source: drafts.value,
      client,
      auth,
      selectedEnvironmentId: options.selectedEnvironmentId,
      ...(options.isSignatureRequired !== undefined && {
        isSignatureRequired: options.isSignatureRequired,
      }),
      ...options.policy,
      audit,
      clock,
      logger,
    });
    const statusDir = path.join(dataDir, 'status');
    // A merchant's status lives on its draft (decisions 89); the tracker reads and writes it there.
    const records = draftStatusRecords({
      drafts: drafts.value,
      audit,
      dir: statusDir,
      logger,
      now: () => clock.now(),
    });
    const status = createStatusTracker({
      dir: statusDir,
      records,
      drafts: drafts.value,
      client,
      auth,
      clock,
      logger,
      // Read at every wake, so a changed setting applies without a restart; 0 means off.
      intervalMs: () => options.statusPollMinutes() * 60_000,
      isOnline: () => outbox.isOnline(),
      ...(options.statusRatePerSecond !== undefined && {
        ratePerSecond: options.statusRatePerSecond,
      }),
    });
    outbox.onProgress((progress) => {
      if (progress.event === 'submitted' && progress.item?.merchantId !== undefined)
        void status.trackSubmitted(progress.item.draftId);
    });
    const workspace: Workspace = { drafts: drafts.value, outbox, status, audit };
    options.onOpen(workspace);
    const started = options.isReadOnly ? ok(undefined) : await outbox.start();
    if (!started.ok) logger.warn('outbox did not start', { code: started.error.code });
    // Read-only (decisions 27): no poller, since a round writes the drafts; the statuses are
    // still read from them when the agent asks.
    const statusStarted = options.isReadOnly ? await status.load() : await status.start();
    if (!statusStarted.ok)
      logger.warn('status tracking did not start', { code: statusStarted.error.code });
    // The list trusts the index: prove every listed file in the background, so a damaged one is
    // set aside (and the renderer told) without waiting for someone to open it.
    verification = drafts.value.verifyAll().then((verified) => {
      if (verified.ok && verified.value.quarantined > 0)
        logger.warn('damaged drafts set aside after open', { count: verified.value.quarantined });
    });
    return ok(workspace);
  }

  return {
    open() {
      opening ??= build().then((result) => {
        if (!result.ok) opening = undefined; // fixable: try again on the next call
        return result;
      });
      return opening;
    },
    verified: () => verification,
    async close() {
      const current = opening ? await opening : undefined;
      opening = undefined;
      if (current?.ok) {
        await current.value.outbox.stop();
        await current.value.status.stop();
        await current.value.drafts.close();
      }
    },
  };
}

/**
 * What `work` answers over the workspace `open` opens, or why it could not be opened (a fixable
 * failure such as no keyring, answered to the caller instead of thrown). The one adapter from the
 * holder to the services and handlers that each need a part of it.
 */
export async function withOpenWorkspace<T>(
  open: () => Promise<Result<Workspace>>,
  work: (workspace: Workspace) => Result<T> | Promise<Result<T>>,
): Promise<Result<T>> {
  const opened = await open();
  return opened.ok ? work(opened.value) : opened;
}
