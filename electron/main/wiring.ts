// The one place that builds core from Electron (conventions 6): safeStorage → Cipher, electron-store
// → KeyValueStore, shell.openExternal → OpenExternal (behind the allow-list inside buildServices),
// electron-log → Logger (redacting), net.isOnline → the online signal, systemPreferences'
// user defaults → the macOS profile's reader (decisions 83), and the built-in sandbox started
// in-process on 127.0.0.1.
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  net,
  safeStorage,
  shell,
  systemPreferences,
} from 'electron';
import log from 'electron-log/main';
import path from 'node:path';
import Store from 'electron-store';
import { startSandbox } from '../../sandbox/index';
import { buildServices, type Services } from '../core/app/build-services';
import { systemClock, type KeyValueStore, type Logger } from '../core/ports';
import { setAsideDamagedSettings } from '../core/storage/settings-set-aside';
import { withRecordedBackend } from '../core/crypto/keychain-backend';
import { privateSettingsOptions } from '../../node/private-dir';
import { createElectronLogger } from './electron-logger';
import { applyLogFilePolicy } from './log-file-policy';
import { createSafeStorageCipher } from './safe-storage-cipher';
import { createChooseSavePath } from './save-dialog';
import { platformPolicySources } from '../core/policy/platform-sources';

const onlinePollMs = 5_000;

/**
 * Main-process logging only. No `log.initialize()`: it registers electron-log's own preload in
 * every session, a second bridge (`window.__electronLog`) next to ours, while the preload must
 * expose window.boarding and nothing else (Electron security checklist 20). The ipc
 * transport would copy main's log lines into every window's console in development: off, so the
 * renderer never sees a log line.
 */
export function createMainLogger(): Logger {
  log.transports.ipc.level = false;
  applyLogFilePolicy(log);
  return createElectronLogger(log);
}

/**
 * IPC listeners electron-log/main (on import) and electron-store (in its constructor) add for
 * renderer-side use we don't have. Our sandboxed renderer has no ipcRenderer to reach them;
 * removing them anyway leaves the contract's channels, behind the one dispatcher and its sender
 * check, as the only IPC surface of main.
 */
export const libraryIpcChannels = ['__ELECTRON_LOG__', 'electron-store-get-data'] as const;

function removeLibraryIpc(): void {
  for (const channel of libraryIpcChannels) {
    ipcMain.removeAllListeners(channel);
    ipcMain.removeHandler(channel);
  }
}

/** Reports the state at start (core assumes online until told), then every change. */
function watchOnline(listener: (isOnline: boolean) => void): () => void {
  let last = net.isOnline();
  if (!last) listener(last);
  const timer = setInterval(() => {
    const now = net.isOnline();
    if (now !== last) {
      last = now;
      listener(now);
    }
  }, onlinePollMs);
  timer.unref();
  return () => clearInterval(timer);
}

let settingsStore: KeyValueStore | undefined;

const settingsName = 'boarding-desk';

/**
 * settings.json, 0600 in a 0700 folder like everything else the app writes (private-dir.ts): the
 * core's settings and sign-in vault, and the main window's place (window-state.ts). One instance,
 * made on first use after `app.whenReady()`.
 */
export function appSettingsStore(): KeyValueStore {
  if (settingsStore) return settingsStore;
  const store = new Store({
    name: settingsName,
    ...privateSettingsOptions(app.getPath('userData')),
  });
  removeLibraryIpc();
  settingsStore = {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
    has: (key) => store.has(key),
  };
  return settingsStore;
}

/**
 * Must run after `app.whenReady()`: safeStorage is only usable then. Runs before anything else
 * opens the settings store: electron-store throws on a damaged boarding-desk.json, so it is set
 * aside first, the same way browser mode does it, and app:info reports it (storage.setAside).
 */
export async function wireServices(logger: Logger): Promise<Services> {
  const startedAt = Date.now();
  const dataDir = app.getPath('userData');
  await setAsideDamagedSettings({
    file: path.join(dataDir, `${settingsName}.json`),
    dataDir,
    logger,
  });
  const keyValueStore = appSettingsStore();
  const cipher = await withRecordedBackend(
    dataDir,
    createSafeStorageCipher(safeStorage, process.platform),
    logger,
  );
  return buildServices({
    ports: {
      cipher,
      store: keyValueStore,
      openExternal: (url) => shell.openExternal(url),
      fetch: globalThis.fetch,
      clock: systemClock,
      logger,
      watchOnline,
      chooseSavePath: createChooseSavePath({
        showSaveDialog: (window, options) =>
          window === undefined
            ? dialog.showSaveDialog(options)
            : dialog.showSaveDialog(window, options),
        parentWindow: () =>
          BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0] ?? undefined,
      }),
    },
    dataDir,
    logDir: path.dirname(log.transports.file.getFile().path),
    startedAt,
    mode: 'electron',
    app: { name: app.getName(), version: app.getVersion(), platform: process.platform },
    // The places IT writes to on this platform, in their order (decisions 83). getUserDefault
    // exists on macOS only, and only the macOS reader calls it.
    policySources: platformPolicySources({
      platform: process.platform,
      readUserDefault: (key, type) => systemPreferences.getUserDefault(key, type),
    }),
    startSandbox: (options) => startSandbox({ dataDir: options.dataDir }),
  });
}
