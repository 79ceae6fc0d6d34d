// Merchant statuses as the service names them (decisions 11), with friendlier words for the known
// ones; any other value is shown exactly as received.
const known: Record<string, string> = {
  Submitted: 'Submitted',
  InReview: 'In review',
  PendingInfo: 'More information needed',
  Approved: 'Approved',
  Declined: 'Declined',
  Closed: 'Closed',
};

export function statusWords(status: string | null): string {
  if (status === null) return 'Not checked yet';
  return known[status] ?? status;
}

// Made on first use (locale data is slow to load, and the first screen shows no money).
let money: Intl.NumberFormat | undefined;

export function moneyWords(amount: number | null | undefined): string {
  return amount === null || amount === undefined
    ? '—'
    : (money ??= new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' })).format(
        amount,
      );
}

const naiveDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
// Made on first use, like the money format; UTC so that a naive time is shown as it reads.
const serviceDates: { withTime?: Intl.DateTimeFormat; dayOnly?: Intl.DateTimeFormat } = {};

/**
 * The service's dates are ISO 8601 without a zone (decisions 11). They are shown in the app's
 * date words ("Nov 25, 2026, 7:06 AM") at the same wall-clock time: formatted as UTC, so no zone
 * shift is invented. Anything else is shown exactly as received.
 */
export function serviceDate(value: string | null | undefined): string {
  if (!value) return '—';
  const parts = naiveDateTime.exec(value);
  if (!parts) return value;
  const [year, month, day, hour, minute, second] = parts
    .slice(1)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const at = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(at) || new Date(at).getUTCDate() !== day) return value;
  const hasTime = parts[4] !== undefined;
  const format = hasTime
    ? (serviceDates.withTime ??= new Intl.DateTimeFormat(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }))
    : (serviceDates.dayOnly ??= new Intl.DateTimeFormat(undefined, {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }));
  return format.format(at);
}
