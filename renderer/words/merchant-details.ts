// The words of a Submitted row opened on demand (decisions 66) where the service or this computer
// has nothing to show yet: a line says so, rather than a dash or a heading with nothing under it.
import type { MerchantDetails } from '../../shared/status/status-schema';
import { serviceDate } from './time';

/** Dates and funding limits before any status check has answered for this merchant. */
export const notCheckedYetWords = 'Not known until the first status check';

/** A status check answered without this (no date yet, no XMID before the merchant is set up). */
export const noneGivenYetWords = 'None given by the service yet';

/** Under "Status history" when no status has been recorded for the merchant. */
export const noStatusHistoryWords = 'No status recorded on this computer.';

/** Under "Submission audit trail" when this computer holds no submission of the application. */
export const noAuditTrailWords = 'No submission recorded on this computer.';

/**
 * "Added Nov 25, 2026, approved Nov 26, 2026": only the dates the service gave, first one
 * capitalised; undefined when it gave none.
 */
export function serviceDatesWords(
  details: Pick<MerchantDetails, 'dateAdded' | 'dateApproved' | 'dateClosed'>,
): string | undefined {
  const dates = [
    ['added', details.dateAdded],
    ['approved', details.dateApproved],
    ['closed', details.dateClosed],
  ] as const;
  const known = dates
    .filter(([, value]) => value !== null && value.trim() !== '')
    .map(([label, value]) => `${label} ${serviceDate(value)}`);
  if (known.length === 0) return undefined;
  const sentence = known.join(', ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
