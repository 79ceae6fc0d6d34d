// What of a tracked merchant is written to the plaintext status file (decisions 22): ids,
// statuses, times and the typed details, never the service's free text. `statusReason` is free
// text the service may fill with anything (a name, an SSN echoed back); it is kept in memory for
// the Submitted screen and on the draft, which is encrypted, but written here as null. A status or
// a detail that is not the plain value its field names (a status word, digits, a date) is written
// as null too: the next GET brings it back into memory. A status written as null that way is
// marked `isStatusWithheld`, so that GET fills it in instead of reporting a change from nothing.
// A status word may hold digits ("Level 2 Review"), but not a run of four (a phone, an SSN).
import type { MerchantDetails, TrackedMerchant } from '../../../shared/status/status-schema';

/** A status word as services use them ("InReview", "Pending Info", "on-hold", "Level 2 Review"). */
const statusWordPattern = /^[A-Za-z][A-Za-z0-9 _-]{0,63}$/;
/** A run of digits long enough to be part of a number someone owns (phone, SSN, account). */
const digitRunPattern = /\d{4}/;
/** Merchant numbers and application ids: letters, digits and hyphens. */
const identifierPattern = /^[A-Za-z0-9-]{1,40}$/;
/** ISO 8601 date-times as the spec sends them (decisions 11), with or without a zone. */
const datePattern = /^\d{4}-\d{2}-\d{2}(T[\d:.]{1,15}(Z|[+-]\d{2}:?\d{2})?)?$/;

function matching(value: string | null, pattern: RegExp): string | null {
  return value !== null && pattern.test(value) ? value : null;
}

function statusWord(value: string | null): string | null {
  return value !== null && digitRunPattern.test(value) ? null : matching(value, statusWordPattern);
}

/** A plain status word the status file (and an export's handled line) may hold. */
export function isStatusWord(value: string): boolean {
  return statusWord(value) !== null;
}

/** Whether the status file writes this status as null (and marks it withheld). */
export function isWithheldStatus(status: string | null): boolean {
  return status !== null && statusWord(status) === null;
}

function storedDetails(details: MerchantDetails): MerchantDetails {
  return {
    ...details,
    xmid: matching(details.xmid, identifierPattern),
    appId: matching(details.appId, identifierPattern),
    dateAdded: matching(details.dateAdded, datePattern),
    dateApproved: matching(details.dateApproved, datePattern),
    dateClosed: matching(details.dateClosed, datePattern),
  };
}

export function storedForm(merchant: TrackedMerchant): TrackedMerchant {
  const status = statusWord(merchant.status);
  // A handled mark is written only for a status the file writes: it holds for that status alone.
  const handled =
    merchant.handled !== undefined && statusWord(merchant.handled.status) !== null
      ? { ...merchant.handled }
      : undefined;
  const unhandled =
    merchant.unhandled !== undefined && statusWord(merchant.unhandled.status) !== null
      ? { ...merchant.unhandled }
      : undefined;
  // Still withheld when loaded that way and not yet answered since (observe.ts clears it).
  const isStatusWithheld = merchant.isStatusWithheld === true || isWithheldStatus(merchant.status);
  return {
    ...merchant,
    status,
    // Marks the null as ours, not the service's: the status is unknown after a restart, not absent.
    isStatusWithheld: isStatusWithheld ? true : undefined,
    statusReason: null,
    history: merchant.history.map((entry) => ({
      status: statusWord(entry.status),
      statusReason: null,
      at: entry.at,
    })),
    ...(merchant.details !== undefined && { details: storedDetails(merchant.details) }),
    handled,
    unhandled,
  };
}
