// Builds the `window.boarding` object from the channel names over any transport: the preload
// passes ipcRenderer.invoke/on, the renderer's browser mode passes its WebSocket. Iterating the
// names (not writing methods by hand) is what keeps "one bridge method per channel" true
// (conventions 2). No zod here, so the sandboxed preload stays small.
import type { BoardingApi, BridgeTransport } from './bridge-types';
import { channelNames, eventNames, isEventName, splitChannel } from './channels';
import { createEventRelay } from './event-relay';

export function buildBoardingApi(transport: BridgeTransport): BoardingApi {
  const areas: Record<string, Record<string, (request?: unknown) => Promise<unknown>>> = {};
  for (const channel of channelNames) {
    const [area, verb] = splitChannel(channel);
    const methods = (areas[area] ??= {});
    methods[verb] = (request?: unknown) => transport.invoke(channel, request);
  }
  for (const methods of Object.values(areas)) Object.freeze(methods);
  // Every event is heard from now on, so one sent before the page listens is held, not lost
  // (event-relay.ts, decisions 62).
  const relay = createEventRelay();
  for (const event of eventNames) {
    transport.subscribe(event, (payload) => relay.deliver(event, payload));
  }
  const on = (event: unknown, listener: unknown): (() => void) => {
    // The renderer is untrusted input too: only contract events, only function listeners.
    if (!isEventName(event) || typeof listener !== 'function') {
      throw new TypeError('boarding.on: unknown event or listener is not a function');
    }
    return relay.listen(event, (payload) => listener(payload));
  };
  // Only where the transport can drop (browser mode's socket, decisions 67): Electron's bridge
  // keeps exactly one method per channel and `on`.
  const reconnect = transport.onReconnect?.bind(transport);
  const onReconnect =
    reconnect &&
    ((listener: unknown): (() => void) => {
      if (typeof listener !== 'function')
        throw new TypeError('boarding.onReconnect: the listener is not a function');
      return reconnect(() => listener());
    });
  return Object.freeze({
    ...areas,
    on,
    ...(onReconnect && { onReconnect }),
  }) as unknown as BoardingApi;
}
