// The one place windows are created (conventions 7), with webPreferences locked: callers choose size
// and title only. Electron security checklist 2-4, 6, 8: contextIsolation, sandbox, no
// nodeIntegration, webSecurity on, no webview tag, no insecure content, no experimental features.
import path from 'node:path';
import { BrowserWindow } from 'electron';
import { windowSizes, type WindowPlacement } from '../core/app/window-placement';
import { appStartUrl } from './app-origin';

export { windowSizes };

export interface WindowOptions {
  title: string;
  /** Where it opens (window-state.ts); the default size, centred, without one. */
  placement?: WindowPlacement;
}

/** Ids of the webContents we created: the IPC sender check admits only these. */
export const trustedWebContentsIds = new Set<number>();

export function preloadPath(): string {
  return path.join(import.meta.dirname, '../preload/index.cjs');
}

export function createAppWindow(options: WindowOptions): BrowserWindow {
  const bounds = options.placement?.bounds ?? {
    width: windowSizes.width,
    height: windowSizes.height,
  };
  const window = new BrowserWindow({
    title: options.title,
    ...bounds,
    minWidth: windowSizes.minWidth,
    minHeight: windowSizes.minHeight,
    show: false,
    webPreferences: {
      preload: preloadPath(),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      // Middle-click (auxclick) would open links outside setWindowOpenHandler (electronegativity AUXCLICK).
      disableBlinkFeatures: 'Auxclick',
      navigateOnDragDrop: false,
      spellcheck: true,
    },
  });
  const id = window.webContents.id;
  trustedWebContentsIds.add(id);
  window.on('closed', () => trustedWebContentsIds.delete(id));
  window.once('ready-to-show', () => {
    // maximize() shows the window too: only once the page is ready, so there is no empty frame,
    // and maximized from the first frame, so it does not open small and then jump.
    if (options.placement?.isMaximized) window.maximize();
    window.show();
  });
  void window.loadURL(appStartUrl);
  return window;
}
