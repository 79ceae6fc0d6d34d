// Main-to-renderer pushes (the contract's `events` map) flow through one hub: core services emit,
// and each host forwards to its renderers (webContents.send in Electron, the page's WebSocket in
// browser mode). Payloads are checked against their schema before they leave, so a service cannot
// push a field (a secret) the contract does not name (conventions 5).
import { events, type EventName, type EventPayload } from '../../../shared/ipc/contract';
import type { Logger } from '../ports';

export type EventForwarder = (event: EventName, payload: unknown) => void;

export interface EventHub {
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Registers a forwarder; returns its unsubscribe function. */
  subscribe(forward: EventForwarder): () => void;
}

export function createEventHub(logger: Logger): EventHub {
  const forwarders = new Set<EventForwarder>();
  return {
    emit(event, payload) {
      const checked = events[event].safeParse(payload);
      if (!checked.success) {
        logger.error('event payload outside its contract was not sent', { event });
        return;
      }
      for (const forward of forwarders) {
        try {
          forward(event, checked.data);
        } catch (error) {
          logger.warn('event forwarder failed', { event, error });
        }
      }
    },
    subscribe(forward) {
      forwarders.add(forward);
      return () => forwarders.delete(forward);
    },
  };
}
