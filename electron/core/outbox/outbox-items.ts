// The outbox's items in queue order, with their totals. Finished items (submitted, rejected) stay
// for display until `maxFinished` is exceeded, then the oldest go first, so the queue file stays
// small after months of use. A needs-attention item is never dropped: it waits for the agent and
// may already be at the service (decisions 9), so forgetting it would strand its draft.
import {
  finishedOutboxStates,
  type OutboxItem,
  type OutboxItemState,
  type OutboxTotals,
} from '../../../shared/outbox/outbox-schema';
import type { Clock } from '../ports';

const pendingStates: readonly OutboxItemState[] = ['queued', 'checking', 'sending', 'retry-wait'];

export interface OutboxItems {
  get(draftId: string): OutboxItem | undefined;
  values(): IterableIterator<OutboxItem>;
  add(item: OutboxItem): OutboxItem;
  /** A new queued item for `draftId`, bound to `environmentId` when known. */
  fresh(draftId: string, environmentId?: string): OutboxItem;
  update(item: OutboxItem, patch: Partial<OutboxItem>): void;
  remove(draftId: string): void;
  snapshot(): OutboxItem[];
  totals(): OutboxTotals;
  /** Pending items that `isCounted` accepts. */
  pendingCount(isCounted: (item: OutboxItem) => boolean): number;
  isPending(item: OutboxItem): boolean;
}

export function createOutboxItems(clock: Clock, maxFinished: number): OutboxItems {
  const byId = new Map<string, OutboxItem>();

  function isPending(item: OutboxItem): boolean {
    return pendingStates.includes(item.state);
  }

  function prune(): void {
    const finished = [...byId.values()].filter((item) => finishedOutboxStates.includes(item.state));
    if (finished.length <= maxFinished) return;
    finished.sort((a, b) => a.updatedAt - b.updatedAt);
    for (const item of finished.slice(0, finished.length - maxFinished)) byId.delete(item.draftId);
  }

  function totals(): OutboxTotals {
    const result: OutboxTotals = {
      pending: 0,
      inFlight: 0,
      submitted: 0,
      rejected: 0,
      needsAttention: 0,
    };
    for (const item of byId.values()) {
      if (isPending(item)) result.pending += 1;
      if (item.state === 'checking' || item.state === 'sending') result.inFlight += 1;
      if (item.state === 'submitted') result.submitted += 1;
      if (item.state === 'rejected') result.rejected += 1;
      if (item.state === 'needs-attention') result.needsAttention += 1;
    }
    return result;
  }

  return {
    get: (draftId) => byId.get(draftId),
    values: () => byId.values(),
    add(item) {
      byId.set(item.draftId, item);
      prune();
      return item;
    },
    fresh(draftId, environmentId) {
      const now = clock.now();
      return {
        draftId,
        ...(environmentId !== undefined ? { environmentId } : {}),
        state: 'queued',
        attempts: 0,
        nextAttemptAt: null,
        isUncertain: false,
        enqueuedAt: now,
        updatedAt: now,
      };
    },
    update(item, patch) {
      Object.assign(item, patch, { updatedAt: clock.now() });
      if (!isPending(item)) prune();
    },
    remove(draftId) {
      byId.delete(draftId);
    },
    snapshot: () => [...byId.values()].map((item) => ({ ...item })),
    totals,
    pendingCount: (isCounted) =>
      [...byId.values()].filter((item) => isPending(item) && isCounted(item)).length,
    isPending,
  };
}
