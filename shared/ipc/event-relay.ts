// The page's side of contract events, shared by both transports (decisions 62): the bridge hears
// every event from the moment it is built, and hands each to the page's listeners. An event that
// arrives before the page has ever listened to it (the page is still reading its first data, or
// React has not mounted the shell) is held and given to the first listener, instead of lost: the
// page would otherwise show what it read before the change until something else refreshed it (a
// draft set aside at start stayed in the counts). Once an event has had a listener, it is never
// held again: a later moment with no listener means no one wants it.
import type { EventName } from './channels';

/** Enough for any start: core emits a handful of events before the shell listens. Past it the
 * oldest go first: a late listener should end on the newest state, not the first. */
const maxHeld = 100;

type Listener = (payload: unknown) => void;

/** One listener's failure must not keep the event from the others: it is reported, not thrown
 * into the transport (which would stop the rest of the list and any held events after it). */
function call(listener: Listener, payload: unknown): void {
  try {
    listener(payload);
  } catch (error) {
    setTimeout(() => {
      throw error;
    });
  }
}

export interface EventRelay {
  /** What the transport calls for each event it receives. */
  deliver(event: EventName, payload: unknown): void;
  listen(event: EventName, listener: Listener): () => void;
}

export function createEventRelay(): EventRelay {
  const listeners = new Map<EventName, Set<Listener>>();
  const held: { event: EventName; payload: unknown }[] = [];
  const everHeard = new Set<EventName>();

  function flush(event: EventName, listening: Set<Listener>): void {
    if (everHeard.has(event) || listening.size === 0) return;
    everHeard.add(event);
    const mine = held.filter((entry) => entry.event === event);
    held.splice(0, held.length, ...held.filter((entry) => entry.event !== event));
    for (const entry of mine) for (const listener of [...listening]) call(listener, entry.payload);
  }

  return {
    deliver(event, payload) {
      const current = listeners.get(event);
      if (everHeard.has(event)) {
        // A copy: a listener that unsubscribes (or subscribes another) while we loop changes nothing.
        if (current !== undefined) for (const listener of [...current]) call(listener, payload);
        return;
      }
      // Behind any held before it, in order, even if a listener has just arrived.
      if (held.length >= maxHeld) held.shift();
      held.push({ event, payload });
      if (current !== undefined && current.size > 0) queueMicrotask(() => flush(event, current));
    },
    listen(event, listener) {
      let current = listeners.get(event);
      if (current === undefined) listeners.set(event, (current = new Set()));
      current.add(listener);
      const listening = current;
      // After `listen` returns, so the caller's set-up finishes first; and to whoever listens
      // then, so a listener that came and went at once (React's strict mode mounts twice) loses
      // nothing.
      if (!everHeard.has(event)) queueMicrotask(() => flush(event, listening));
      return () => {
        listening.delete(listener);
      };
    },
  };
}
