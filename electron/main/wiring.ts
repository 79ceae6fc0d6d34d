// The one place that builds core from Electron (STYLE.md 5): safeStorage → Cipher, electron-store
// → KeyValueStore, shell.openExternal → OpenExternal (behind the allow-list inside buildServices),
// electron-log → Logger (redacting), net.isOnline → the online signal, and the built-in sandbox
// started in-process on 127.0.0.1.
import { app, net, safeStorage, shell } from 'electron';
import log from 'electron-log/main';
import Store from 'electron-store';
import { startSandbox } from '../../sandbox/index';
import { buildServices, type Services } from '../core/app/build-services';
import { systemClock, type KeyValueStore, type Logger } from '../core/ports';
import { createElectronLogger } from './electron-logger';
import { createSafeStorageCipher } from './safe-storage-cipher';

const onlinePollMs = 5_000;

export function createMainLogger(): Logger {
  log.initialize();
  return createElectronLogger(log);
}

function watchOnline(listener: (isOnline: boolean) => void): () => void {
  let last = net.isOnline();
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

/** Must run after `app.whenReady()`: safeStorage is only usable then. */
export function wireServices(logger: Logger): Promise<Services> {
  const store = new Store({ name: 'boarding-desk' });
  const keyValueStore: KeyValueStore = {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    delete: (key) => store.delete(key),
    has: (key) => store.has(key),
  };
  return buildServices({
    ports: {
      cipher: createSafeStorageCipher(safeStorage, process.platform),
      store: keyValueStore,
      openExternal: (url) => shell.openExternal(url),
      fetch: globalThis.fetch,
      clock: systemClock,
      logger,
      watchOnline,
    },
    dataDir: app.getPath('userData'),
    mode: 'electron',
    app: { name: app.getName(), version: app.getVersion(), platform: process.platform },
    startSandbox: (options) => startSandbox({ dataDir: options.dataDir }),
  });
}
