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

/** The service's dates are ISO 8601 without zone: shown as received, only the T made a space. */
export function serviceDate(value: string | null | undefined): string {
  return value ? value.replace('T', ' ') : '—';
}
