// An application's lifecycle moves one way, like ODK Collect's forms:
//   draft -> ready -> queued -> sending -> submitted | rejected | needs-attention
// `ready` means the payload passes the shared schema. `rejected` carries the server's field
// errors (decisions 17) and returns to draft/ready on the next edit. `needs-attention` means the
// outcome is unknown (connection dropped after send, timeout) and the outbox must ask the service
// by referenceId before anything is resent (decisions 9, 10). `submitted` is read-only.
import { z } from 'zod';

export const lifecycleStates = [
  'draft',
  'ready',
  'queued',
  'sending',
  'submitted',
  'rejected',
  'needs-attention',
] as const;

export const LifecycleSchema = z.enum(lifecycleStates);
export type Lifecycle = z.infer<typeof LifecycleSchema>;

const allowed: Record<Lifecycle, readonly Lifecycle[]> = {
  draft: ['ready', 'draft'],
  ready: ['draft', 'ready', 'queued'],
  queued: ['sending', 'draft', 'ready'], // draft/ready: the agent cancelled before it was sent
  sending: ['submitted', 'rejected', 'needs-attention', 'queued'], // queued: retry after 5xx/429/401
  submitted: [],
  rejected: ['draft', 'ready'],
  'needs-attention': ['queued', 'submitted', 'sending'], // resolved by a referenceId lookup or retry
};

export function canTransition(from: Lifecycle, to: Lifecycle): boolean {
  return allowed[from].includes(to);
}

/** States in which the agent may still edit the payload. */
export function isEditable(state: Lifecycle): boolean {
  return state === 'draft' || state === 'ready' || state === 'rejected';
}
