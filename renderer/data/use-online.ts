// "Online", held once. Two sources say it: main's `network:changed` (the computer's connection,
// heard as soon as it changes) and the outbox (its own view, and a pause because the service
// cannot be reached). The event policy records the first here; every screen asks useIsOnline().
import { useSyncExternalStore } from 'react';
import { useOutbox } from './use-outbox';

let networkOnline = true;
const listeners = new Set<() => void>();

/** Called by the event policy only (network:changed, outbox:progress). */
export function setNetworkOnline(isOnline: boolean): void {
  if (isOnline === networkOnline) return;
  networkOnline = isOnline;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False while either the connection or the outbox says the service cannot be reached. */
export function useIsOnline(): boolean {
  const network = useSyncExternalStore(subscribe, () => networkOnline);
  const outbox = useOutbox().data;
  return network && outbox?.online !== false && outbox?.paused?.reason !== 'offline';
}
