// Status tracking's rules as pure functions over the merchants in memory: whether a merchant may be
// asked in an environment, whether an answer is about this application, what a heard change
// reports and announces, what the agent's "Refresh" asks about, the agent's handled mark, a mark
// from another laptop's export, and whether a merchant's record must be written. Nothing here
// touches the disk, a timer or the network: status-tracker.ts, the one runner, carries out what
// these decide (as outbox-state.ts does for the outbox). What is due in a periodic round is
// due-merchants.ts; what one answer changes is observe.ts; the mark's rules are file-mark-rule.ts.
import { err, ok, type ErrorCode, type Result } from '../../../shared/result';
import { needsAction } from '../../../shared/status/needs-action';
import type {
  MerchantStatusChange,
  StatusCheck,
  TrackedMerchant,
} from '../../../shared/status/status-schema';
import { holdsHere, isTakenOver, latestEntryOf, type LatestEntry } from './file-mark-rule';
import type { HandledMark } from './tracked-merchants';

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
// The agent's mark (decisions 61, 64).

export type MarkPatch = Pick<TrackedMerchant, 'handled' | 'unhandled'>;

/**
 * The marks after the agent marked the current status handled (true) or not (false). Only a
 * status that needs the agent can be marked, and only the status the agent saw (`seen`).
 */
export function markRule(
  merchant: TrackedMerchant,
  seen: string,
  isHandled: boolean,
  now: number,
): Result<MarkPatch> {
  if (merchant.status !== seen)
    return err('CONFLICT', "The merchant's status changed since it was shown.", {
      details: { reason: 'status-changed' },
    });
  if (isHandled && !needsAction(merchant.status))
    return err('INVALID_STATE', "This merchant's status does not need the agent.");
  if (isHandled && merchant.status !== null)
    return ok({ handled: { status: merchant.status, at: now }, unhandled: undefined });
  // Remembered so that a file's older mark on this status does not undo it (decisions 64). Never
  // earlier than the mark it undoes, which may have come from another laptop's clock: importing
  // that file again then finds its mark no newer, whatever the two clocks say.
  const at = Math.max(now, merchant.handled?.at ?? 0);
  return ok({
    handled: undefined,
    unhandled: merchant.status === null ? merchant.unhandled : { status: merchant.status, at },
  });
}

export function withMarks(merchant: TrackedMerchant, marks: MarkPatch): void {
  delete merchant.handled;
  delete merchant.unhandled;
  if (marks.handled !== undefined) merchant.handled = marks.handled;
  if (marks.unhandled !== undefined) merchant.unhandled = marks.unhandled;
}

/**
 * A mark from another laptop's export, judged against `merchant` as this laptop knows it (its
 * record plus what was heard here): 'no' when it does not hold or is not taken over, 'silent'
 * when a mark already standing here is replaced, 'taken' when it moves the merchant out of
 * Needs action.
 */
export function markVerdict(
  merchant: TrackedMerchant,
  mark: HandledMark,
  fileLatest: LatestEntry | null,
): 'no' | 'silent' | 'taken' {
  if (!holdsHere(mark, fileLatest, merchant.status, latestEntryOf(merchant))) return 'no';
  if (!isTakenOver(merchant, mark)) return 'no';
  const isStanding = merchant.handled !== undefined && merchant.handled.status === merchant.status;
  return isStanding ? 'silent' : 'taken';
}

/**
 * Puts the marks file's marks on the merchants of their applications; answers whether a merchant
 * carries marks the file lacks (an earlier version's status file folded in), so it is written.
 */
export function withStoredMarks(
  merchants: readonly TrackedMerchant[],
  stored: ReadonlyMap<string, MarkPatch>,
): boolean {
  let isMissing = false;
  for (const merchant of merchants) {
    const marks = merchant.draftId === undefined ? undefined : stored.get(merchant.draftId);
    if (marks !== undefined) withMarks(merchant, marks);
    else if (merchant.handled !== undefined || merchant.unhandled !== undefined) isMissing = true;
  }
  return isMissing;
}
