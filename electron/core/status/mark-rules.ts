// The agent's handled marks' rules (decisions 61, 64), as pure functions: the agent's own mark in
// Needs action, a mark read back from this laptop's marks file, and a mark from another laptop's
// export. For the last, the two laptops' clocks
// are not compared with each other for whether a mark holds: the mark came with its
// application's record, and it holds here when it was made on the status here and that record's
// latest entry (status and reason, as the other laptop last heard them) is what this laptop last
// heard too. Times are compared only between two marks (one made here, one in the file) and
// between a file's mark and the agent moving the merchant back to Needs action here.
import { err, ok, type Result } from '../../../shared/result';
import { needsAction } from '../../../shared/status/needs-action';
import type { TrackedMerchant } from '../../../shared/status/status-schema';

/** The agent's "handled" mark (decisions 61): the status it was made on, and when (epoch ms). */
export type HandledMark = NonNullable<TrackedMerchant['handled']>;

/**
 * Whether a mark read back from this laptop's status file holds for `merchant` as it is now
 * (decisions 61): made on its current status, and nothing the service said since. Both times are
 * this laptop's clock; a mark from another laptop passes holdsHere instead (decisions 64).
 */
export function isMarkStanding(
  merchant: Pick<TrackedMerchant, 'status' | 'history'>,
  mark: HandledMark,
): boolean {
  const newest = merchant.history.at(-1)?.at ?? -Infinity;
  return mark.status === merchant.status && newest <= mark.at;
}

/**
 * Takes a stored `mark` onto `merchant` when it holds here and no mark here that holds is as new:
 * a mark made here is never lost to an older one. Answers whether it was taken.
 */
export function takeMark(merchant: TrackedMerchant, mark: HandledMark | undefined): boolean {
  if (mark === undefined || !isMarkStanding(merchant, mark)) return false;
  const here = merchant.handled;
  if (here !== undefined && isMarkStanding(merchant, here) && here.at >= mark.at) return false;
  merchant.handled = { status: mark.status, at: mark.at };
  return true;
}

/** What a laptop last heard of a merchant: the latest status and its reason. */
export interface LatestEntry {
  status: string | null;
  statusReason: string | null;
}

/** The latest entry a record holds (its history's last, else its status), or null if none. */
export function latestEntryOf(recorded: {
  status: string | null;
  statusReason: string | null;
  history: readonly LatestEntry[];
}): LatestEntry | null {
  const last = recorded.history.at(-1);
  if (last !== undefined) return { status: last.status, statusReason: last.statusReason };
  if (recorded.status === null) return null;
  return { status: recorded.status, statusReason: recorded.statusReason };
}

/** Whether a file's mark holds for what this laptop knows: by content, never across clocks. */
export function holdsHere(
  mark: HandledMark,
  fileLatest: LatestEntry | null,
  statusHere: string | null,
  latestHere: LatestEntry | null,
): boolean {
  return (
    mark.status === statusHere &&
    fileLatest !== null &&
    latestHere !== null &&
    fileLatest.status === latestHere.status &&
    fileLatest.statusReason === latestHere.statusReason
  );
}

/**
 * Whether a file's mark that holds is taken over what is here: not when a mark here on the same
 * status is as new (a mark made here is never lost to an older one, and the same file twice
 * changes nothing), nor when the agent moved this status back to Needs action here after the mark
 * was made (importing a file again does not undo that).
 */
export function isTakenOver(
  merchant: Pick<TrackedMerchant, 'status' | 'handled' | 'unhandled'>,
  mark: HandledMark,
): boolean {
  const { handled, unhandled } = merchant;
  if (unhandled !== undefined && unhandled.status === mark.status && unhandled.at >= mark.at)
    return false;
  return !(handled !== undefined && handled.status === merchant.status && handled.at >= mark.at);
}

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
