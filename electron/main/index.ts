// Electron main entry (built to out/main/index.js): lifecycle only. Order matters: the app://
// scheme must be privileged and the sandbox enforced before `ready`; guards are installed before
// the first window exists; IPC handlers are registered before the page can call them.
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { app, Menu, Notification, type BrowserWindow } from 'electron';
import type { Services } from '../core/app/build-services';
import { applyWindowsAppIdentity } from './app-identity';
import { chooseWindowsDataFolder, type DataFolderChoice } from './data-folder';
import { handleAppProtocol, registerAppSchemePrivileges } from './app-protocol';
import { startAutoUpdate } from './auto-update';
import { installGlobalGuards } from './guards';
import { registerIpc } from './ipc';
import { buildAppMenu } from './menu';
import { notifyStatusChanges } from './status-notifications';
import { applySessionPolicy } from './session-policy';
import { createAppWindow, trustedWebContentsIds, windowSizes } from './window';
import { rememberPlacement, savedPlacement } from './window-state';
import { appSettingsStore, createMainLogger, wireServices } from './wiring';

const rendererDir = path.join(import.meta.dirname, '../renderer');

// Electron security checklist 4: sandbox every renderer, whatever a window asks for.
app.enableSandbox();
registerAppSchemePrivileges();
applyWindowsAppIdentity(app, process.platform);
// Before the single-instance lock, which lives in the data folder (decisions 79).
let dataFolder: DataFolderChoice | undefined;
if (process.platform === 'win32') {
  dataFolder = chooseWindowsDataFolder({
    roamingFolder: app.getPath('userData'),
    localAppData: process.env.LOCALAPPDATA,
    fs: { exists: existsSync, rename: renameSync },
  });
  app.setPath('userData', dataFolder.folder);
}

if (!app.requestSingleInstanceLock()) {
  // A second copy would fight the first over the draft store and the outbox queue.
  app.quit();
} else {
  const logger = createMainLogger();
  if (dataFolder !== undefined && dataFolder.roaming !== 'none')
    logger.warn('roaming data folder', { roaming: dataFolder.roaming, code: dataFolder.osCode });
  let services: Services | undefined;
  let mainWindow: BrowserWindow | undefined;
  let unregisterIpc: (() => void) | undefined;

  installGlobalGuards(app, {
    externalOpener: () => services?.openExternal,
    onRefused: (what, url) => logger.warn('blocked by guard', { what, url: url.slice(0, 200) }),
  });

  const showMainWindow = () => {
    if (mainWindow === undefined || mainWindow.isDestroyed()) {
      const store = appSettingsStore();
      mainWindow = createAppWindow({
        title: 'Boarding Desk',
        placement: savedPlacement(store, windowSizes),
      });
      rememberPlacement(store, mainWindow);
      return;
    }
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  };

  // A second launch during start-up (services still being wired) must not open a window whose
  // page would call IPC before any handler exists; the ready chain shows the window itself.
  app.on('second-instance', () => {
    if (services !== undefined) showMainWindow();
  });

  app
    .whenReady()
    .then(async () => {
      handleAppProtocol(rendererDir);
      applySessionPolicy();
      services = await wireServices(logger);
      unregisterIpc = registerIpc({
        handlers: services.handlers,
        eventHub: services.eventHub,
        logger,
        trustedWebContentsIds,
      });
      const openHelp = (url: string) => {
        services
          ?.openExternal(url)
          .catch((error: unknown) => logger.warn('help link not opened', { error }));
      };
      Menu.setApplicationMenu(
        buildAppMenu({
          isPackaged: app.isPackaged,
          isMac: process.platform === 'darwin',
          openHelp,
        }),
      );
      showMainWindow();
      app.on('activate', showMainWindow);
      notifyStatusChanges(
        services.eventHub,
        {
          isSupported: () => Notification.isSupported(),
          create: (options) => new Notification(options),
        },
        (draftId) => {
          showMainWindow();
          if (draftId !== undefined) services?.eventHub.emit('app:openApplication', { draftId });
        },
      );
      // Outside the start-up chain: updates are optional, and a failure there must be a warning,
      // never the app exiting (startup failed -> app.exit) under an agent in the middle of a form.
      startAutoUpdate({
        isPackaged: app.isPackaged,
        resourcesPath: process.resourcesPath,
        // electron-updater is CommonJS: from our ES-module main, autoUpdater hangs off default.
        loadUpdater: async () => (await import('electron-updater')).default.autoUpdater,
        logger,
        onDownloaded: (version) =>
          services?.eventHub.emit('app:update', { state: 'downloaded', version }),
      }).catch((error: unknown) =>
        logger.warn('auto-update not started', { message: (error as Error).message }),
      );
    })
    .catch((error: unknown) => {
      logger.error('startup failed', { error });
      app.exit(1);
    });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  let isQuitting = false;
  app.on('will-quit', (event) => {
    if (isQuitting || services === undefined) return;
    // Let the outbox persist its queue and the sandbox close before the process ends.
    event.preventDefault();
    isQuitting = true;
    unregisterIpc?.();
    void services
      .dispose()
      .catch((error: unknown) => logger.error('shutdown failed', { error }))
      .finally(() => app.quit());
  });
}
