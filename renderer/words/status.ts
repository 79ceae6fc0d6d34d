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

/** The notification when a merchant's status moves: "Tony's Bistro LLC is now Approved." */
export function statusChangedNotice(
  name: string | undefined,
  merchantId: string,
  status: string,
): string {
  return `${name || `Merchant ${merchantId}`} is now ${statusWords(status)}.`;
}
