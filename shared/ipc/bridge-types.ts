// The shape of `window.boarding`, derived from the contract so it can never drift: one area object
// per channel prefix, one method per channel (`drafts:save` → `boarding.drafts.save(request)`),
// plus `on(event, listener)` returning an unsubscribe function. The preload builds it over
// ipcRenderer; the renderer's browser transport builds the same shape over one WebSocket.
import type { AreaOf, Channel, EventName, VerbOf } from './channels';
import type { EventPayload, RequestInput, ResponseOf } from './contract';

export type BridgeMethod<C extends Channel> =
  undefined extends RequestInput<C>
    ? (request?: RequestInput<C>) => Promise<ResponseOf<C>>
    : (request: RequestInput<C>) => Promise<ResponseOf<C>>;

export type Area = AreaOf<Channel>;

export type AreaApi<A extends Area> = {
  readonly [C in Extract<Channel, `${A}:${string}`> as VerbOf<C>]: BridgeMethod<C>;
};

export type EventListener<E extends EventName> = (payload: EventPayload<E>) => void;

export type BoardingApi = { readonly [A in Area]: AreaApi<A> } & {
  on<E extends EventName>(event: E, listener: EventListener<E>): () => void;
  /**
   * Present only over a transport that can drop and reopen (browser mode's socket): the listener
   * runs each time it opens again, since events sent while it was closed are lost (decisions 67).
   * Electron's bridge has none: its IPC lives as long as the page.
   */
  onReconnect?(listener: () => void): () => void;
};

/** What a transport must supply; `buildBoardingApi` turns it into the area/method shape. */
export interface BridgeTransport {
  invoke(channel: Channel, request: unknown): Promise<unknown>;
  subscribe(event: EventName, listener: (payload: unknown) => void): () => void;
  /** Optional: a transport that can drop says when it is open again after a drop (decisions 67). */
  onReconnect?(listener: () => void): () => void;
}
