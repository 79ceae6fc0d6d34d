// Auto-update through electron-updater from the feed URL fixed at package time
// (BOARDING_UPDATE_URL -> app-update.yml, see build/electron-builder.config.ts). Development runs
// and builds packaged without a feed have no app-update.yml: then nothing starts. Field agents are
// often offline, so a failed check is a warning, never an error dialog; a downloaded update is
// installed on quit, never by restarting under an agent in the middle of a form.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../core/ports';

/** The part of electron-updater's AppUpdater this file uses (so tests can pass an emitter). */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  checkForUpdates(): Promise<unknown>;
}

export interface AutoUpdateOptions {
  isPackaged: boolean;
  resourcesPath: string;
  loadUpdater: () => Promise<UpdaterLike>;
  logger: Logger;
  /** Tells the renderer (the contract's `app:update` event) that an update waits for quit. */
  onDownloaded: (version: string) => void;
}

/** Resolves true when update checks were started. */
export async function startAutoUpdate(options: AutoUpdateOptions): Promise<boolean> {
  if (!options.isPackaged) return false;
  const feed = path.join(options.resourcesPath, 'app-update.yml');
  if (!existsSync(feed)) return false;
  const updater = await options.loadUpdater();
  updater.logger = null; // its own logger would print feed URLs and headers unredacted
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  updater.on('error', (error) =>
    options.logger.warn('update check failed', { message: error.message }),
  );
  updater.on('update-downloaded', (info) => {
    options.logger.info('update ready', { version: info.version });
    options.onDownloaded(info.version);
  });
  await updater.checkForUpdates().catch((error: unknown) => {
    options.logger.warn('update check failed', { message: (error as Error).message });
  });
  return true;
}
