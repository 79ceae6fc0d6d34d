// The Electron edge for booting the BUILT main bundle (out/main/index.js) in plain Node
// (boot.test.ts). Unlike fake-electron.ts (unit tests, where vitest's vi.mock swaps the module),
// this one must be loadable by Node itself and shared by ESM `import ... from 'electron'` (our
// bundle) and CJS `require('electron')` (electron-log, electron-store): CommonJS, so both module
// systems get the same instance (register-edge.mjs points both at this file). It records what
// main asks of Electron and behaves only as far as main needs to start: windows emit
// 'web-contents-created' as Electron does, so the global guards attach; safeStorage is a
// reversible stand-in (the real one is the OS keychain); shell.openExternal calls a hook the
// driver sets (the test's "system browser").
'use strict';
const { EventEmitter } = require('node:events');
const path = require('node:path');

const userData = process.env.BOOT_USER_DATA;
if (!userData) throw new Error('electron-edge: BOOT_USER_DATA is not set');

// What Electron's main process looks like to libraries that check (electron-log picks its
// Electron transports by process.versions.electron; electron-store reads process.type).
process.versions.electron = require('electron/package.json').version;
process.type = 'browser';
process.resourcesPath = path.join(path.dirname(userData), 'resources');

const recorded = {
  sandboxEnabled: false,
  privilegedSchemes: [],
  protocolHandlers: new Map(),
  windows: [],
  /** How many IPC handlers existed when each window was created (its page calls them at once). */
  handlersAtWindowCreation: [],
  handlers: new Map(),
  preloads: [],
  sent: [],
  opened: [],
  menus: [],
  quitCalls: 0,
  exitCode: undefined,
  maximizeCalls: 0,
};
const hooks = { openExternal: async () => undefined };
let nextId = 1;
const allContents = [];

class FakeSession {
  constructor() {
    this.webRequest = { onHeadersReceived: (listener) => (this.headersReceived = listener) };
  }
  setPermissionRequestHandler(handler) {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler) {
    this.permissionCheckHandler = handler;
  }
  registerPreloadScript(script) {
    recorded.preloads.push(script.filePath);
    return String(recorded.preloads.length);
  }
  setPreloads(list) {
    recorded.preloads.push(...list);
  }
  getPreloads() {
    return [...recorded.preloads];
  }
}
const defaultSession = new FakeSession();

class FakeWebContents extends EventEmitter {
  constructor() {
    super();
    this.id = nextId++;
    this.session = defaultSession;
    this.mainFrame = { url: 'about:blank', parent: null };
  }
  setWindowOpenHandler(handler) {
    this.windowOpenHandler = handler;
  }
  isDestroyed() {
    return false;
  }
  isCrashed() {
    return false;
  }
  send(channel, payload) {
    recorded.sent.push({ id: this.id, channel, payload: structuredClone(payload) });
  }
}

class FakeApp extends EventEmitter {
  constructor() {
    super();
    this.name = 'Boarding Desk';
    this.isPackaged = false;
  }
  enableSandbox() {
    recorded.sandboxEnabled = true;
  }
  requestSingleInstanceLock() {
    return true;
  }
  whenReady() {
    return Promise.resolve();
  }
  isReady() {
    return true;
  }
  getPath(name) {
    return name === 'userData' ? userData : path.join(userData, name);
  }
  getName() {
    return this.name;
  }
  getVersion() {
    return process.env.BOOT_APP_VERSION ?? '0.0.0';
  }
  quit() {
    recorded.quitCalls += 1;
    const event = {
      defaultPrevented: false,
      preventDefault: () => (event.defaultPrevented = true),
    };
    this.emit('before-quit', event);
    this.emit('will-quit', event);
    return event.defaultPrevented;
  }
  exit(code) {
    recorded.exitCode = code;
  }
}
const app = new FakeApp();

class BrowserWindow extends EventEmitter {
  constructor(options) {
    super();
    this.options = options;
    // What getNormalBounds() reports; the driver moves the window by setting it.
    this.normalBounds = { x: 0, y: 0, width: options.width, height: options.height };
    this.maximized = false;
    this.webContents = new FakeWebContents();
    allContents.push(this.webContents);
    recorded.windows.push(this);
    recorded.handlersAtWindowCreation.push(recorded.handlers.size);
    app.emit('web-contents-created', {}, this.webContents);
  }
  loadURL(url) {
    this.webContents.mainFrame.url = url;
    // As Electron does once the page has rendered (main shows the window then).
    setImmediate(() => this.emit('ready-to-show'));
    return Promise.resolve();
  }
  show() {
    this.shown = true;
  }
  getNormalBounds() {
    return { ...this.normalBounds };
  }
  isMaximized() {
    return this.maximized;
  }
  maximize() {
    this.maximized = true;
    recorded.maximizeCalls += 1;
  }
  isDestroyed() {
    return false;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {}
  static getAllWindows() {
    return [...recorded.windows];
  }
}

class FakeIpcMain extends EventEmitter {
  handle(channel, listener) {
    // Electron throws on a second handler for a channel; so does this.
    if (recorded.handlers.has(channel)) {
      throw new Error(`Attempted to register a second handler for '${channel}'`);
    }
    recorded.handlers.set(channel, listener);
  }
  removeHandler(channel) {
    recorded.handlers.delete(channel);
  }
}

// Reversible, not plaintext: enough to show the vault stores what safeStorage returns.
const mask = (bytes) => Buffer.from(bytes.map((byte) => byte ^ 0x5a));

// One 1920x1080 display with a 40 px taskbar.
const display = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };

exports.app = app;
exports.BrowserWindow = BrowserWindow;
exports.screen = { getPrimaryDisplay: () => display, getAllDisplays: () => [display] };
exports.ipcMain = new FakeIpcMain();
exports.webContents = {
  fromId: (id) => allContents.find((contents) => contents.id === id),
  getAllWebContents: () => [...allContents],
};
exports.session = { defaultSession };
exports.protocol = {
  registerSchemesAsPrivileged: (schemes) => recorded.privilegedSchemes.push(...schemes),
  handle: (scheme, handler) => recorded.protocolHandlers.set(scheme, handler),
};
exports.Menu = {
  buildFromTemplate: (template) => ({ template }),
  setApplicationMenu: (menu) => recorded.menus.push(menu),
};
// BOOT_OFFLINE=1 starts the app with the OS reporting no network.
exports.net = { isOnline: () => process.env.BOOT_OFFLINE !== '1' };
exports.safeStorage = {
  isEncryptionAvailable: () => true,
  getSelectedStorageBackend: () => 'gnome_libsecret',
  encryptString: (text) => mask(Buffer.from(text, 'utf8')),
  decryptString: (bytes) => mask(Buffer.from(bytes)).toString('utf8'),
};
exports.shell = {
  openExternal: (url) => {
    recorded.opened.push(url);
    return hooks.openExternal(url);
  },
};
exports.dialog = { showErrorBox: () => undefined };
// macOS only in Electron: main reads the configuration profile through it (decisions 83); the
// boot runs as Linux, where the policy is a file under /etc, so nothing calls it.
exports.systemPreferences = {
  getUserDefault: () => {
    throw new Error('systemPreferences.getUserDefault is macOS only');
  },
};
// Status notifications: unsupported here, as on a desktop without a notification server.
exports.Notification = class {
  static isSupported() {
    return false;
  }
  on() {}
  show() {}
};
exports.__edge = { recorded, hooks };
