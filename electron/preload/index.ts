// Preload entry, built to out/preload/index.cjs (CommonJS: a sandboxed preload cannot load ES
// modules). Runs with contextIsolation, so `window.boarding` is a structured-clone bridge object.
import { contextBridge, ipcRenderer } from 'electron';
import { createPreloadBridge } from './bridge';

contextBridge.exposeInMainWorld('boarding', createPreloadBridge(ipcRenderer));
