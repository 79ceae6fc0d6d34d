// Electron main with the electron module faked in one place (fake-electron.ts): the window
// factory's locked defaults, the global guards, IPC registration with its sender check, and the
// safeStorage cipher. Pure rules are tested directly.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventHub } from '../../electron/core/ipc/event-hub';
import { isAppUrl } from '../../electron/main/app-origin';
import {
  isNavigationAllowed,
  isPermissionAllowed,
  isTrustedIpcSender,
} from '../../electron/main/guard-rules';
import { installGlobalGuards } from '../../electron/main/guards';
import { registerIpc } from '../../electron/main/ipc';
import {
  createSafeStorageCipher,
  type SafeStorageLike,
} from '../../electron/main/safe-storage-cipher';
import { createAppWindow, trustedWebContentsIds } from '../../electron/main/window';
import { channelNames } from '../../shared/ipc/channels';
import { capturingLogger, recordingHandlers } from '../ipc/recording-handlers';
import { FakeApp, FakeWebContents, recorded } from './fake-electron';

vi.mock('electron', () => import('./fake-electron'));

beforeEach(() => {
  recorded.windows.length = 0;
  recorded.ipcHandlers.clear();
  recorded.sent.length = 0;
  trustedWebContentsIds.clear();
});

describe('guard rules', () => {
  it('only our app:// renderer counts as ours', () => {
    expect(isAppUrl('app://boarding/index.html')).toBe(true);
    for (const url of [
      'app://evil/index.html',
      'https://boarding/',
      'file:///index.html',
      'app://user@boarding/',
      'nope',
      1,
    ]) {
      expect(isAppUrl(url), String(url)).toBe(false);
      expect(isNavigationAllowed(url)).toBe(false);
    }
  });

  it('denies every permission except clipboard writes from our page', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://boarding/index.html')).toBe(
      true,
    );
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
    ]) {
      expect(isPermissionAllowed(permission, 'app://boarding/index.html'), permission).toBe(false);
    }
  });

  it('allows the camera to our own page only, and video only', () => {
    const page = 'app://boarding/index.html';
    expect(isPermissionAllowed('media', page, ['video'])).toBe(true);
    expect(isPermissionAllowed('media', page, ['audio'])).toBe(false);
    expect(isPermissionAllowed('media', page, ['video', 'audio'])).toBe(false);
    expect(isPermissionAllowed('media', page, [])).toBe(false);
    expect(isPermissionAllowed('media', 'https://evil.example/', ['video'])).toBe(false);
    expect(isPermissionAllowed('media', 'app://other/index.html', ['video'])).toBe(false);
    expect(isPermissionAllowed('geolocation', page, ['video'])).toBe(false);
  });

  it('trusts IPC only from the top frame of a window we created showing our page', () => {
    const contents = new FakeWebContents();
    const trusted = new Set([contents.id]);
    const event = (frame: { url: string; parent: unknown } | null, sender = contents) => ({
      senderFrame: frame,
      sender,
    });
    expect(isTrustedIpcSender(event(contents.mainFrame), trusted)).toBe(true);
    expect(isTrustedIpcSender(event(contents.mainFrame), new Set())).toBe(false);
    expect(isTrustedIpcSender(event(null), trusted)).toBe(false);
    expect(
      isTrustedIpcSender(
        event({ url: 'app://boarding/index.html', parent: contents.mainFrame }),
        trusted,
      ),
    ).toBe(false);
    const navigatedAway = new FakeWebContents();
    Object.assign(navigatedAway.mainFrame, { url: 'https://evil.example/' });
    expect(
      isTrustedIpcSender(
        event(navigatedAway.mainFrame, navigatedAway),
        new Set([navigatedAway.id]),
      ),
    ).toBe(false);
  });
});

describe('window factory', () => {
  it('creates windows with locked webPreferences and records them as trusted', () => {
    const window = createAppWindow({ title: 'Boarding Desk' });
    const fake = recorded.windows[0];
    expect(fake).toBe(window as unknown);
    expect(fake?.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    });
    expect(String((fake?.options.webPreferences as { preload: string }).preload)).toMatch(
      /preload[\\/]index\.cjs$/,
    );
    expect(fake?.loadedUrl).toBe('app://boarding/index.html');
    expect(trustedWebContentsIds.has(fake?.webContents.id ?? -1)).toBe(true);
    fake?.emit('closed');
    expect(trustedWebContentsIds.size).toBe(0);
  });
});

describe('global guards', () => {
  it('deny window.open (allowed links go to the opener), navigation, webviews and permissions', async () => {
    const app = new FakeApp();
    const opened: string[] = [];
    const refused: string[] = [];
    installGlobalGuards(app as never, {
      externalOpener: () => async (url) => {
        if (!url.startsWith('https://help.example/')) throw new Error('refused');
        opened.push(url);
      },
      onRefused: (what) => refused.push(what),
    });
    const contents = new FakeWebContents();
    app.emit('web-contents-created', {}, contents);

    expect(contents.windowOpenHandler?.({ url: 'https://help.example/page' })).toEqual({
      action: 'deny',
    });
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({
      action: 'deny',
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened).toEqual(['https://help.example/page']);

    const navigation = { url: 'https://evil.example/', preventDefault: vi.fn() };
    contents.emit('will-navigate', navigation);
    expect(navigation.preventDefault).toHaveBeenCalled();
    const inApp = { url: 'app://boarding/index.html', preventDefault: vi.fn() };
    contents.emit('will-navigate', inApp);
    expect(inApp.preventDefault).not.toHaveBeenCalled();
    const webview = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', webview);
    expect(webview.preventDefault).toHaveBeenCalled();

    const answers: boolean[] = [];
    contents.session.permissionRequestHandler?.(
      contents,
      'media',
      (granted: boolean) => answers.push(granted),
      { requestingUrl: 'app://boarding/index.html' },
    );
    expect(answers).toEqual([false]);
    expect(
      contents.session.permissionCheckHandler?.(contents, 'geolocation', 'app://boarding', {}),
    ).toBe(false);
    expect(refused).toEqual(expect.arrayContaining(['window.open', 'navigation', 'webview']));
  });
});

describe('IPC registration', () => {
  it('registers every contract channel once and refuses untrusted senders', async () => {
    const { handlers, calls } = recordingHandlers();
    const hub = createEventHub(capturingLogger().logger);
    createAppWindow({ title: 'Boarding Desk' });
    const contents = recorded.windows[0]?.webContents;
    const unregister = registerIpc({
      handlers,
      eventHub: hub,
      logger: capturingLogger().logger,
      trustedWebContentsIds,
    });
    expect([...recorded.ipcHandlers.keys()].sort()).toEqual([...channelNames].sort());

    const handle = recorded.ipcHandlers.get('outbox:state');
    const ours = { sender: contents, senderFrame: contents?.mainFrame };
    await expect(handle?.(ours, undefined)).resolves.toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    const stranger = new FakeWebContents();
    await expect(
      handle?.({ sender: stranger, senderFrame: stranger.mainFrame }, undefined),
    ).resolves.toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(calls).toHaveLength(1);

    hub.emit('network:changed', { isOnline: false });
    expect(recorded.sent).toEqual([
      { id: contents?.id, channel: 'network:changed', payload: { isOnline: false } },
    ]);
    // A window of ours that somehow shows another page gets nothing.
    contents!.mainFrame.url = 'https://evil.example/';
    hub.emit('network:changed', { isOnline: true });
    expect(recorded.sent).toHaveLength(1);
    unregister();
    expect(recorded.ipcHandlers.size).toBe(0);
  });
});

describe('safeStorage cipher', () => {
  function fakeSafeStorage(
    backend: ReturnType<SafeStorageLike['getSelectedStorageBackend']>,
  ): SafeStorageLike {
    return {
      isEncryptionAvailable: () => true,
      getSelectedStorageBackend: () => backend,
      encryptString: (text) => Buffer.from(text, 'utf8').reverse(),
      decryptString: (buffer) => Buffer.from(buffer).reverse().toString('utf8'),
    };
  }

  it('round-trips arbitrary bytes and flags Linux basic_text as weak', () => {
    const strong = createSafeStorageCipher(fakeSafeStorage('gnome_libsecret'), 'linux');
    const bytes = Buffer.from([0, 255, 128, 10, 13]);
    expect(strong.decrypt(strong.encrypt(bytes))).toEqual(bytes);
    expect(strong.isWeak()).toBe(false);
    expect(strong.kind).toBe('safeStorage');
    const weak = createSafeStorageCipher(fakeSafeStorage('basic_text'), 'linux');
    expect(weak.isWeak()).toBe(true);
    expect(weak.kind).toBe('safeStorage:basic_text');
    expect(createSafeStorageCipher(fakeSafeStorage('basic_text'), 'darwin').isWeak()).toBe(false);
  });

  it('names its store: the Linux backend Electron chose, the one store elsewhere', () => {
    expect(createSafeStorageCipher(fakeSafeStorage('kwallet5'), 'linux').backend).toBe('kwallet5');
    expect(createSafeStorageCipher(fakeSafeStorage('unknown'), 'darwin').backend).toBe('keychain');
    expect(createSafeStorageCipher(fakeSafeStorage('unknown'), 'win32').backend).toBe('dpapi');
  });
});
