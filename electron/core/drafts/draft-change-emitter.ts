// Fans draft changes out to the store's listeners (IPC pushes, the outbox). A listener that throws
// is logged and skipped: it must not fail the save that was already acknowledged on disk.
import type { Logger } from '../ports';
import type { DraftChange, DraftChangeListener } from './draft-store-api';

export interface DraftChangeEmitter {
  emit(change: DraftChange): void;
  /** Returns the unsubscribe function. */
  add(listener: DraftChangeListener): () => boolean;
  clear(): void;
}

export function createDraftChangeEmitter(logger: Logger): DraftChangeEmitter {
  const listeners = new Set<DraftChangeListener>();

  function emit(change: DraftChange): void {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        logger.error('draft change listener failed', { message: (error as Error).message });
      }
    }
  }

  return {
    emit,
    add(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
}
