// The two per-item markers the outbox and the agent's actions both touch, with one owner (conventions
// 11): a claim while the agent queues or takes back a draft (attempts and the pump leave a claimed
// draft alone until the draft store has recorded the change), and the one retry timer of an item
// waiting out its backoff.
import type { Schedule } from './schedule';

export interface ItemGuards {
  /** Claims `draftId` for an action; false when it is claimed already. */
  claim(draftId: string): boolean;
  release(draftId: string): void;
  isClaimed(draftId: string): boolean;
  /** Runs `due` after `delayMs`; a new timer for the same item replaces the old one. */
  setRetryTimer(draftId: string, delayMs: number, due: () => void): void;
  clearRetryTimer(draftId: string): void;
  /** Stops every retry timer (the outbox is stopping). */
  clearRetryTimers(): void;
}

export function createItemGuards(schedule: Schedule): ItemGuards {
  const claimed = new Set<string>();
  const retryTimers = new Map<string, () => void>();

  function clearRetryTimer(draftId: string): void {
    retryTimers.get(draftId)?.();
    retryTimers.delete(draftId);
  }

  return {
    claim(draftId) {
      if (claimed.has(draftId)) return false;
      claimed.add(draftId);
      return true;
    },
    release: (draftId) => void claimed.delete(draftId),
    isClaimed: (draftId) => claimed.has(draftId),
    setRetryTimer(draftId, delayMs, due) {
      clearRetryTimer(draftId);
      retryTimers.set(
        draftId,
        schedule(() => {
          retryTimers.delete(draftId);
          due();
        }, delayMs),
      );
    },
    clearRetryTimer,
    clearRetryTimers() {
      for (const cancel of retryTimers.values()) cancel();
      retryTimers.clear();
    },
  };
}
