// What the renderer sees of the outbox: its state (outbox:state) and progress events
// (outbox:progress). Every listener gets each change with the queue's totals and pause state at
// that moment; a failing listener is logged and never stops the others or the outbox.
import type { OutboxItem, OutboxProgress, OutboxState } from '../../../shared/outbox/outbox-schema';
import type { Logger } from '../ports';
import type { OutboxItems } from './outbox-items';
import type { PauseState } from './pause-state';

export interface ProgressEmitter {
  state(): OutboxState;
  emit(event: OutboxProgress['event'], item?: OutboxItem, retryInMs?: number): void;
  /** Returns an unsubscribe function. */
  onProgress(listener: (progress: OutboxProgress) => void): () => void;
}

export function createProgressEmitter(
  items: Pick<OutboxItems, 'totals' | 'snapshot'>,
  pause: () => Pick<PauseState, 'paused' | 'isOnline'>,
  logger: Logger,
): ProgressEmitter {
  const listeners = new Set<(progress: OutboxProgress) => void>();
  return {
    state: () => ({
      paused: pause().paused(),
      online: pause().isOnline(),
      items: items.snapshot(),
      totals: items.totals(),
    }),
    emit(event, item, retryInMs) {
      const progress: OutboxProgress = {
        event,
        ...(item ? { item: { ...item } } : {}),
        ...(retryInMs !== undefined ? { retryInMs } : {}),
        paused: pause().paused(),
        online: pause().isOnline(),
        totals: items.totals(),
      };
      for (const listener of listeners) {
        try {
          listener(progress);
        } catch (error) {
          logger.error('outbox listener failed', { error: (error as Error).message });
        }
      }
    },
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
