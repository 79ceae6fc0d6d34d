// The rule for a handled mark from another laptop's export (decisions 64). The two laptops' clocks
// are not compared with each other for whether a mark holds: the mark came with its
// application's record, and it holds here when it was made on the status here and that record's
// latest entry (status and reason, as the other laptop last heard them) is what this laptop last
// heard too. Times are compared only between two marks (one made here, one in the file) and
// between a file's mark and the agent moving the merchant back to Needs action here.
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import type { HandledMark } from './tracked-merchants';

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
