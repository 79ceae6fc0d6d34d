// Windows names a running app by its AppUserModelID: toasts are shown for, and grouped under, the
// Start-menu shortcut that carries the same ID. The NSIS installer stamps the shortcuts with
// electron-builder's appId, so main sets that same constant (shared/app-identity.ts, decisions 76)
// before anything can raise a notification. Electron's own default for a packaged app is the
// executable's path-derived ID, which matches no shortcut, and Windows may then drop the toast.
import type { App } from 'electron';
import { appId } from '../../shared/app-identity';

export function applyWindowsAppIdentity(
  app: Pick<App, 'setAppUserModelId'>,
  platform: NodeJS.Platform,
): void {
  if (platform === 'win32') app.setAppUserModelId(appId);
}
