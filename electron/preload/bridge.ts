// The preload's whole job (conventions 1 and 2): expose `window.boarding`, built from the
// contract's channel names over ipcRenderer, and nothing else: no ipcRenderer, no Node, no generic send/invoke. Kept
// apart from index.ts so the contract test can build it with a fake ipcRenderer.
import type { IpcRenderer, IpcRendererEvent } from 'electron';
import type { BoardingApi } from '../../shared/ipc/bridge-types';
import { buildBoardingApi } from '../../shared/ipc/build-bridge';

export type BridgeIpc = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

export function createPreloadBridge(ipc: BridgeIpc): BoardingApi {
  return buildBoardingApi({
    invoke: (channel, request) => ipc.invoke(channel, request),
    subscribe(event, listener) {
      // The IpcRendererEvent (which carries `sender`, an IPC handle) is dropped here: the page
      // only ever sees the payload (Electron security checklist 20, "do not expose Electron APIs").
      const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
      ipc.on(event, wrapped);
      return () => {
        ipc.removeListener(event, wrapped);
      };
    },
  });
}
