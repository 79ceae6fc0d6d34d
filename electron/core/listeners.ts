// The listeners of one kind of event, told in the order they came. One that throws is logged and
// skipped: what it was told of has happened already (a draft written, a status recorded), and
// the others must still hear it.
import type { Logger } from './ports';

export interface Listeners<T> {
  /** Answers how to stop listening. */
  add(listener: (event: T) => void): () => void;
  tell(event: T): void;
  clear(): void;
}

/** `label` names the event in the log line of a listener that threw ("draft change"). */
export function createListeners<T>(logger: Logger, label: string): Listeners<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tell(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          logger.error(`${label} listener failed`, { message: (error as Error).message });
        }
      }
    },
    clear: () => listeners.clear(),
  };
}
