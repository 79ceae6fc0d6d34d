// Status tracking's rules as pure functions over the merchants in memory: which merchant a key
// names, whether a merchant may be asked in an environment, whether an answer is about this
// application, what one answer changes, what a heard change reports and announces, what the
// agent's "Refresh" asks about, and whether a merchant's record must be written. Nothing here
// touches the disk, a timer or the network: status-tracker.ts, the one runner, carries out what
// these decide (as outbox-state.ts does for the outbox). What is due in a periodic round is
// due-merchants.ts; the agent's handled marks are mark-rules.ts.
import { err, ok, type ErrorCode, type Result } from '../../../shared/result';
import type {
  MerchantStatusChange,
  StatusCheck,
  TrackedMerchant,
} from '../../../shared/status/status-schema';
import { maxStatusLength, maxStatusReasonLength } from '../boarding/merchant-answer';
import type { Clock } from '../ports';

// ---------------------------------------------------------------------------------------------
// Which merchant. A merchant id alone is not an identity: ids are unique only within one
// environment (small integers in the sandbox), so merchant 3 of the sandbox and merchant 3 of
// production are different merchants; the draft decides, then the environment.

export interface MerchantKey {
  merchantId: string;
  draftId?: string | undefined;
  environmentId: string | null;
}

/** The first merchant of each draft id, in list order (a draftless one has none). */
export function merchantsByDraftId(
  merchants: readonly TrackedMerchant[],
): Map<string, TrackedMerchant> {
  const index = new Map<string, TrackedMerchant>();
  for (const merchant of merchants)
    if (merchant.draftId !== undefined && !index.has(merchant.draftId))
      index.set(merchant.draftId, merchant);
  return index;
}

/**
 * `key` is a draft id (exact) or a merchant id; among merchants with that id, the one of
 * `environmentId` wins, then one of unknown environment, then any.
 */
export function findMerchant(
  merchants: readonly TrackedMerchant[],
  key: string,
  /** Asked only when `key` is not a draft id (reading it may cost a settings read). */
  environmentOf: () => string | null,
): TrackedMerchant | undefined {
  const byDraft = merchants.find((merchant) => merchant.draftId === key);
  if (byDraft) return byDraft;
  const byId = merchants.filter((merchant) => merchant.merchantId === key);
  const environmentId = environmentOf();
  return (
    byId.find((merchant) => merchant.environmentId === environmentId) ??
    byId.find((merchant) => merchant.environmentId === null) ??
    byId[0]
  );
}

// ---------------------------------------------------------------------------------------------
// Asking. Merchant ids are unique per environment only: a merchant is asked about where it was
// submitted, and one of unknown environment only by a manual refresh whose answer proves it is the
// same application (its referenceId, decisions 10). Anything less could record another merchant's
// status on this draft, so it is refused instead.

/** Whether `merchant` may be asked about in `environmentId` at all. */
export function askable(merchant: TrackedMerchant, environmentId: string): Result<void> {
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
  return ok(undefined);
}

/** Whether an answer naming `answered` (its referenceId) is about this application. */
export function isSameApplication(merchant: TrackedMerchant, answered: string | null): boolean {
  const isOther =
    merchant.referenceId !== undefined && answered !== null && answered !== merchant.referenceId;
  // Unknown environment: only a matching referenceId proves this is the same application.
  const isUnproven = merchant.environmentId === null && answered !== merchant.referenceId;
  return !isOther && !isUnproven;
}

/** The interval between periodic rounds, read at every wake; 0 (or nonsense) means off. */
export function intervalOf(setting: number | (() => number) | undefined): number {
  const value = typeof setting === 'function' ? setting() : (setting ?? 10 * 60_000);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The timer's next wake: when the next round is due, at most `wakeMs` away (the interval is read
 * again at every wake); overdue (offline or signed out at the last wake), one interval later.
 */
export function wakeDelay(interval: number, lastRoundAt: number, now: number, wakeMs: number) {
  const untilDue = interval > 0 ? lastRoundAt + interval - now : wakeMs;
  return Math.max(1, Math.min(untilDue > 0 ? untilDue : interval, wakeMs));
}

/** The change one answer brought, if any. */
export type Change = MerchantStatusChange | null | undefined;

/** What a round has heard so far; it asks no further once `stoppedBy` is set. */
export interface RoundTally {
  checked: number;
  changes: MerchantStatusChange[];
  failures: StatusCheck['failures'];
  stoppedBy?: { code: ErrorCode; message: string };
}

export function newTally(): RoundTally {
  return { checked: 0, changes: [], failures: [] };
}

/**
 * Counts one answer. A failure that a retry might cure, an expired sign-in and a change of
 * environment stop the round: the agent is never told "no changes" about merchants that were
 * not asked about (decisions 53). Not this application, or signed in elsewhere meanwhile, is not
 * the service's fault, but still a merchant that was not checked.
 */
export function count(
  tally: RoundTally,
  merchant: TrackedMerchant,
  result: Result<unknown> & { change?: MerchantStatusChange | null },
  isRetryable: boolean,
  isElsewhere: boolean,
): void {
  if (result.ok) {
    tally.checked += 1;
    if (result.change) tally.changes.push(result.change);
    return;
  }
  const { code, message, status } = result.error;
  tally.failures.push({
    merchantId: merchant.merchantId,
    code,
    ...(status !== undefined && { status }),
  });
  if (isRetryable || code.startsWith('AUTH_') || isElsewhere) tally.stoppedBy ??= { code, message };
}

/** The check a round answers, its changes in the order they were heard. */
export function checkOf(tally: RoundTally, due: number, now: number, retryAt: number): StatusCheck {
  return {
    checkedAt: now,
    checked: tally.checked,
    due,
    changes: [...tally.changes].sort((a, b) => a.at - b.at),
    failures: tally.failures,
    ...(retryAt > now && { retryAt }),
    ...(tally.stoppedBy && { stopped: { code: tally.stoppedBy.code } }),
  };
}

/**
 * The agent's "Refresh": every unfinished merchant of this environment, Approved ones too, the
 * longest unasked first, so with more than `max` the next Refresh goes on with the rest.
 */
export function refreshDue(
  merchants: readonly TrackedMerchant[],
  environmentId: string,
  finalStatuses: ReadonlySet<string>,
  lastTriedAt: (merchant: TrackedMerchant) => number | undefined,
  max: number,
): TrackedMerchant[] {
  const lastAsked = (merchant: TrackedMerchant) =>
    Math.max(merchant.checkedAt ?? 0, lastTriedAt(merchant) ?? 0);
  return merchants
    .filter(
      (merchant) =>
        merchant.environmentId === environmentId &&
        (merchant.status === null || !finalStatuses.has(merchant.status)),
    )
    .sort((a, b) => lastAsked(a) - lastAsked(b))
    .slice(0, max);
}

// ---------------------------------------------------------------------------------------------
// Reporting and announcing.

/**
 * The change to report for what `merchant` was just heard to say. The first answer heard on this
 * laptop is no news here, like a submission's own answer: one that came by import (decisions 68)
 * may bring changes the agent was told of on the other laptop. It is still recorded and clears a
 * mark; its null previousStatus keeps every announcer quiet.
 */
export function reportedChange(
  observed: MerchantStatusChange,
  merchant: TrackedMerchant,
  wasHeardHere: boolean,
): MerchantStatusChange {
  const recorded = wasHeardHere ? observed : { ...observed, previousStatus: null };
  return merchant.environmentId !== null
    ? { ...recorded, environmentId: merchant.environmentId }
    : recorded;
}

/** A submission's own answer, as the screens are told of it: no news (a null previousStatus). */
export function submissionChange(merchant: TrackedMerchant): MerchantStatusChange | undefined {
  const last = merchant.history.at(-1);
  if (last === undefined) return undefined;
  const { merchantId, draftId } = merchant;
  const change = { merchantId, ...(draftId !== undefined && { draftId }), ...last };
  return reportedChange({ ...change, previousStatus: null }, merchant, false);
}

/**
 * How a change is told (decisions 53): not at all without a status; to the screens only (they
 * re-read the merchants) when it is no news; else once, by its key in the notified ledger.
 */
export function announcementOf(change: MerchantStatusChange): 'none' | 'screens' | 'once' {
  if (change.status === null) return 'none';
  return change.previousStatus === null ? 'screens' : 'once';
}

// ---------------------------------------------------------------------------------------------
// Writing. A merchant's draft is written when what it keeps changed; `checkedAt` alone (a check
// that heard nothing new) is not worth a write, except the first answer heard here. The marks file
// is written when a merchant's marks changed (a new status clears them, decisions 61).

/** What of `merchant` is kept, as comparable values: on its draft, and in the marks file. */
export interface Kept {
  record: string;
  marks: string;
}

export function keptOf(merchant: TrackedMerchant): Kept {
  const { checkedAt, handled, unhandled, ...kept } = merchant;
  return {
    record: JSON.stringify([checkedAt === null, kept]),
    marks: JSON.stringify([handled, unhandled]),
  };
}

// ---------------------------------------------------------------------------------------------
// Hearing. What the service said about a merchant: its latest status, and a history entry only
// when it differs from the last one (so a poll that sees no change adds nothing). What the service
// sends is bounded first (decisions 22): a status and a reason longer than anyone reads are cut,
// so neither memory nor the draft grows with what a service pads them with. The merchant's
// record is its draft (decisions 89), which keeps reasons, so the same status with a new reason
// is a change like any other.

function clip(value: string | null, length: number): string | null {
  return value === null ? null : value.slice(0, length);
}

/** Updates `merchant`; answers the change to report, or null when nothing changed. */
export function recordObservation(
  merchant: TrackedMerchant,
  seen: { status: string | null; statusReason: string | null },
  clock: Clock,
  maxHistory: number,
): MerchantStatusChange | null {
  const status = clip(seen.status, maxStatusLength);
  const statusReason = clip(seen.statusReason, maxStatusReasonLength);
  const at = clock.now();
  const last = merchant.history.at(-1);
  const previousStatus = merchant.status;
  merchant.checkedAt = at;
  merchant.status = status;
  merchant.statusReason = statusReason;
  if (last && last.status === status && last.statusReason === statusReason) return null;
  merchant.history.push({ status, statusReason, at });
  // A "handled" mark was for what the service said before: a new status, or the same status with
  // a new reason (underwriting asking for something else), needs the agent again (decisions 61).
  delete merchant.handled;
  delete merchant.unhandled;
  if (merchant.history.length > maxHistory)
    merchant.history.splice(0, merchant.history.length - maxHistory);
  return {
    merchantId: merchant.merchantId,
    ...(merchant.draftId !== undefined ? { draftId: merchant.draftId } : {}),
    status,
    statusReason,
    previousStatus,
    at,
  };
}
