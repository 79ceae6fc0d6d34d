// The renderer's one way to reach main: `window.boarding` from the preload in Electron, or the
// same BoardingApi over a WebSocket in browser mode. Components import `boarding` from here and never
// touch window.boarding or fetch themselves.
import type { BoardingApi } from '../../shared/ipc/bridge-types';
import { buildBoardingApi } from '../../shared/ipc/build-bridge';
import { createSocketTransport, socketUrl } from './socket-transport';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in browser mode. */
    readonly boarding?: BoardingApi;
  }
}

export const isElectron = window.boarding !== undefined;

export const boarding: BoardingApi =
  window.boarding ?? buildBoardingApi(createSocketTransport(socketUrl(location)));
