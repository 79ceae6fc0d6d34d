// Which merchants wait on the agent (the Needs action view, its count in the header): those whose
// latest status is one the agent must act on, unless the agent marked that status handled
// (decisions 61). Shared so the screen, the count and core read one rule.
import type { TrackedMerchant } from './status-schema';

/** The statuses that need the agent: the service's own values. */
export const needsActionStatuses: readonly string[] = ['PendingInfo', 'Declined', 'Closed'];

export function needsAction(status: string | null): boolean {
  return status !== null && needsActionStatuses.includes(status);
}

/** Its status needs the agent, and the agent has not marked that status handled. */
export function needsAgent(merchant: Pick<TrackedMerchant, 'status' | 'handled'>): boolean {
  return needsAction(merchant.status) && merchant.handled?.status !== merchant.status;
}

/** Its status needs the agent, and the agent marked that status handled. */
export function isHandled(merchant: Pick<TrackedMerchant, 'status' | 'handled'>): boolean {
  return needsAction(merchant.status) && merchant.handled?.status === merchant.status;
}
