// Merchant statuses as the service names them (decisions 11), with friendlier words for the known
// ones; any other value is shown exactly as received.
import { needsActionStatuses } from '../../shared/status/needs-action';
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

/** The card's tone in Needs action: a decision that ends the application reads as a problem. */
export function needsActionTone(status: string | null): 'problem' | 'warning' {
  return status === 'Declined' || status === 'Closed' ? 'problem' : 'warning';
}

/** What the agent does next, in plain words, for a status that needs them (else undefined). */
const nextSteps: Record<string, string> = {
  PendingInfo:
    'Underwriting needs more information: call the merchant, gather what the reason names, and contact underwriting with it.',
  Declined:
    'Underwriting declined it: tell the merchant why, and start a new application if the reason can be fixed.',
  Closed:
    'The account is closed and takes no more payments: tell the merchant, and ask underwriting before boarding it again.',
};

export function nextStepWords(status: string | null): string | undefined {
  return status === null ? undefined : nextSteps[status];
}

/** The filters of the Submitted worklist by status, in the order an agent reads them. */
export const statusFilters = [
  { id: 'all', label: 'All statuses', statuses: null },
  { id: 'needs-action', label: 'Needs action', statuses: needsActionStatuses },
  { id: 'pending', label: 'More information needed', statuses: ['PendingInfo'] },
  { id: 'declined', label: 'Declined', statuses: ['Declined'] },
  { id: 'closed', label: 'Closed', statuses: ['Closed'] },
  { id: 'approved', label: 'Approved', statuses: ['Approved'] },
  { id: 'in-progress', label: 'Submitted or in review', statuses: ['Submitted', 'InReview'] },
] as const satisfies readonly { id: string; label: string; statuses: readonly string[] | null }[];

export type StatusFilterId = (typeof statusFilters)[number]['id'];

/** Marks a record made against the built-in sandbox: practice, not a real merchant. */
export const practiceWords = 'Practice';

/** The toasts when the agent marks a merchant handled in Needs action, or moves it back. */
export function handledWords(name: string, isHandled: boolean): string {
  return isHandled
    ? `${name} is marked as handled. It comes back if its status changes.`
    : `${name} is back in Needs action.`;
}

/** The toast when a new application is started from a declined one. */
export function startAgainWords(name: string): string {
  return `New application started from ${name}. Type the SSNs, tax ID and bank numbers again.`;
}
