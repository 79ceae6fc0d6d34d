// Merchant statuses as the service names them (decisions 11), with friendlier words for the known
// ones in the agent's language (decisions 91); any other value is shown exactly as received.
import { needsActionStatuses } from '../../shared/status/needs-action';
import { formatMoney, type IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';

const known: Record<string, MessageId> = {
  Submitted: 'status.name.submitted',
  InReview: 'status.name.inReview',
  PendingInfo: 'status.name.pendingInfo',
  Approved: 'status.name.approved',
  Declined: 'status.name.declined',
  Closed: 'status.name.closed',
};

export function statusWords(intl: IntlShape, status: string | null): string {
  if (status === null) return intl.formatMessage({ id: 'status.notCheckedYet' });
  const id = known[status];
  return id === undefined ? status : intl.formatMessage({ id });
}

/** An amount in dollars in the agent's locale, or a dash when the service gave none. */
export function moneyWords(intl: IntlShape, amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '—' : formatMoney(intl, amount);
}

/** What a merchant is called when its application has no name: "Merchant 4417". */
export function numberedMerchantWords(intl: IntlShape, merchantId: string): string {
  return intl.formatMessage({ id: 'status.numberedMerchant' }, { merchantId });
}

/** The notification when a merchant's status moves: "Tony's Bistro LLC is now Approved." */
export function statusChangedNotice(
  intl: IntlShape,
  name: string | undefined,
  merchantId: string,
  status: string,
): string {
  return intl.formatMessage(
    { id: 'status.changedNotice' },
    { name: name || numberedMerchantWords(intl, merchantId), status: statusWords(intl, status) },
  );
}

/** The card's tone in Needs action: a decision that ends the application reads as a problem. */
export function needsActionTone(status: string | null): 'problem' | 'warning' {
  return status === 'Declined' || status === 'Closed' ? 'problem' : 'warning';
}

/** What the agent does next, in plain words, for a status that needs them (else undefined). */
const nextSteps: Record<string, MessageId> = {
  PendingInfo: 'status.nextStep.pendingInfo',
  Declined: 'status.nextStep.declined',
  Closed: 'status.nextStep.closed',
};

export function nextStepWords(intl: IntlShape, status: string | null): string | undefined {
  const id = status === null ? undefined : nextSteps[status];
  return id === undefined ? undefined : intl.formatMessage({ id });
}

/** The filters of the Submitted worklist by status, in the order an agent reads them. */
export const statusFilters = [
  { id: 'all', label: 'status.filter.all', statuses: null },
  { id: 'needs-action', label: 'status.filter.needsAction', statuses: needsActionStatuses },
  { id: 'pending', label: 'status.name.pendingInfo', statuses: ['PendingInfo'] },
  { id: 'declined', label: 'status.name.declined', statuses: ['Declined'] },
  { id: 'closed', label: 'status.name.closed', statuses: ['Closed'] },
  { id: 'approved', label: 'status.name.approved', statuses: ['Approved'] },
  { id: 'in-progress', label: 'status.filter.inProgress', statuses: ['Submitted', 'InReview'] },
] as const satisfies readonly {
  id: string;
  label: MessageId;
  statuses: readonly string[] | null;
}[];

export type StatusFilterId = (typeof statusFilters)[number]['id'];

/** Marks a record made against the built-in sandbox: practice, not a real merchant. */
export function practiceWords(intl: IntlShape): string {
  return intl.formatMessage({ id: 'status.practice' });
}

/** The toasts when the agent marks a merchant handled in Needs action, or moves it back. */
export function handledWords(intl: IntlShape, name: string, isHandled: boolean): string {
  return intl.formatMessage(
    { id: 'status.handled' },
    { name, isHandled: isHandled ? 'yes' : 'no' },
  );
}

/** The toast when a new application is started from a declined one. */
export function startAgainWords(intl: IntlShape, name: string): string {
  return intl.formatMessage({ id: 'status.startedAgain' }, { name });
}
