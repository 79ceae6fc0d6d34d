// Remembers the last `app:update` the hub sent, so app:info can answer it: the push alone is lost
// if it fires before the renderer subscribes or across a reload. Listening on the hub (rather than
// being told by the Electron edge) keeps electron/main/index.ts the one place that emits it.
import type { AppUpdate } from '../../../shared/ipc/app-info-schema';
import type { EventPayload } from '../../../shared/ipc/contract';
import type { EventHub } from '../ipc/event-hub';

export interface UpdateState {
  current(): AppUpdate | null;
  dispose(): void;
}

export function trackAppUpdate(eventHub: EventHub): UpdateState {
  let update: AppUpdate | null = null;
  // The hub forwards only payloads its schema accepted, so this one is an AppUpdate.
  const unsubscribe = eventHub.subscribe((event, payload) => {
    if (event === 'app:update') update = { ...(payload as EventPayload<'app:update'>) };
  });
  return { current: () => update, dispose: unsubscribe };
}
