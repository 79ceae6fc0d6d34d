// The one fake of the `electron` module (conventions 18: only the Electron edge is mocked, in one
// place). Test files use it with `vi.mock('electron', () => import('./fake-electron'))`. It records
// what main code asks of Electron; it implements no behaviour of its own.
type Listener = (...args: unknown[]) => unknown;

export const recorded = {
  windows: [] as FakeBrowserWindow[],
  ipcHandlers: new Map<string, Listener>(),
  sent: [] as { id: number; channel: string; payload: unknown }[],
};

let nextId = 1;

export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  once(event: string, listener: Listener) {
    return this.on(event, listener);
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

export class FakeWebContents extends FakeEmitter {
  readonly id = nextId++;
  readonly mainFrame: { url: string; parent: null } = {
    url: 'app://boarding/index.html',
    parent: null,
  };
  windowOpenHandler: Listener | undefined;
  readonly session = new FakeSession();
  setWindowOpenHandler(handler: Listener) {
    this.windowOpenHandler = handler;
  }
  isDestroyed() {
    return false;
  }
  send(channel: string, payload: unknown) {
    recorded.sent.push({ id: this.id, channel, payload });
  }
}

export class FakeSession {
  permissionRequestHandler: Listener | undefined;
  permissionCheckHandler: Listener | undefined;
  setPermissionRequestHandler(handler: Listener) {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: Listener) {
    this.permissionCheckHandler = handler;
  }
}

export class FakeBrowserWindow extends FakeEmitter {
  readonly webContents = new FakeWebContents();
  loadedUrl: string | undefined;
  constructor(readonly options: Record<string, unknown>) {
    super();
    recorded.windows.push(this);
  }
  loadURL(url: string) {
    this.loadedUrl = url;
    return Promise.resolve();
  }
  show() {}
}

export const BrowserWindow = FakeBrowserWindow;

export const ipcMain = {
  handle(channel: string, listener: Listener) {
    if (recorded.ipcHandlers.has(channel)) throw new Error(`second handler for ${channel}`);
    recorded.ipcHandlers.set(channel, listener);
  },
  removeHandler(channel: string) {
    recorded.ipcHandlers.delete(channel);
  },
};

export const webContents = {
  fromId: (id: number) =>
    recorded.windows.map((window) => window.webContents).find((contents) => contents.id === id),
};

export class FakeApp extends FakeEmitter {}

export default { BrowserWindow, ipcMain, webContents };
