// An outbox item's states and the rules read from them, without zod: the renderer's first screen
// shows outbox words (renderer/words/outbox.ts), and importing them from outbox-schema.ts put all
// of zod on the cold load's path (decisions 56). outbox-schema.ts builds its schema from these.

export const outboxItemStates = [
  'queued', // waiting for a free slot (or for the outbox to resume)
  'checking', // asking the service by referenceId whether an earlier send arrived (decisions 9)
  'sending', // the POST is in flight
  'retry-wait', // backing off after 5xx / 429 / timeout until nextAttemptAt
  'submitted', // the service has it (merchantId known)
  'rejected', // 400 / 413 with field errors: back to the editor
  'needs-attention', // stopped retrying: the agent decides (retry or look at the reason)
] as const;

export type OutboxItemState = (typeof outboxItemStates)[number];

/** States an item does not leave: it stays only for display until pruned. */
export const finishedOutboxStates: readonly OutboxItemState[] = ['submitted', 'rejected'];

/** States of an item still on its way: waiting, in flight or backing off (totals.pending). */
export const pendingOutboxStates: readonly OutboxItemState[] = [
  'queued',
  'checking',
  'sending',
  'retry-wait',
];

/** True while the item is still on its way to the service: the one rule, core and renderer. */
export function isPendingOutboxItem(item: { state: OutboxItemState }): boolean {
  return pendingOutboxStates.includes(item.state);
}
