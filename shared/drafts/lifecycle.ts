// An application's lifecycle. It moves forward to `submitted`, the one final state, but not in
// one straight line:
//   draft <-> ready -> queued -> sending -> submitted | rejected | needs-attention | queued
// `ready` means the payload passes the shared schema; an edit moves between draft and ready.
// `queued` goes back to draft or ready when the agent takes it out of the outbox. `sending` is
// recorded before anything leaves; it goes back to `queued` when the attempt waits with nothing
// at the service (offline, sign-in needed, 429). `rejected` carries the server's field errors
// (decisions 17) and returns to draft or ready on the next edit. `needs-attention` is an item
// that may already be at the service (the next attempt asks by referenceId first, decisions 9,
// 10, 19) or that stopped for the agent; it is sent again, or found `submitted` by the lookup.
// Only draft, ready and rejected are editable; `submitted` is read-only.
// No zod here: the drafts home reads these rules on its first screen, which loads no zod
// (decisions 57); the schema of a stored lifecycle is in lifecycle-schema.ts.

export const lifecycleStates = [
  'draft',
  'ready',
  'queued',
  'sending',
  'submitted',
  'rejected',
  'needs-attention',
] as const;

export type Lifecycle = (typeof lifecycleStates)[number];

const allowed: Record<Lifecycle, readonly Lifecycle[]> = {
  draft: ['ready', 'draft'],
  ready: ['draft', 'ready', 'queued'],
  queued: ['sending', 'draft', 'ready'], // draft/ready: the agent cancelled before it was sent
  sending: ['submitted', 'rejected', 'needs-attention', 'queued'], // queued: nothing at the service
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

/**
 * The states of an application in the outbox (decisions 32): waiting, on its way, or stopped for
 * the agent or for a lookup. Its start rebuilds items from these; a draft in one is not trashed,
 * keeps where it goes, and arrives on another laptop as maybe sent (decisions 42).
 */
export const outboxLifecycles = ['queued', 'sending', 'needs-attention'] as const;
export type OutboxLifecycle = (typeof outboxLifecycles)[number];

/** Whether an application in `state` is in the outbox. */
export function isInOutbox(state: Lifecycle): state is OutboxLifecycle {
  return (outboxLifecycles as readonly Lifecycle[]).includes(state);
}
