// Both hosts' settings libraries (conf in browser mode, electron-store in Electron) throw at
// construction on a settings file that is not JSON, which stopped the app at start: a damaged one
// is set aside first, and the app starts on the default settings and says so (decisions 25).
import type { Logger } from '../ports';
import { setAsideUnlessJsonObject } from './json-object-file';

export interface SettingsFile {
  /** The settings file the library will open. */
  file: string;
  /** The data folder: its quarantine/ receives the file, and app:info reports it from there. */
  dataDir: string;
  logger: Logger;
  now?: () => number;
}

/** Never throws: a file that cannot be checked is logged, and the library meets it as it is. */
export async function setAsideDamagedSettings(settings: SettingsFile): Promise<void> {
  try {
    const moved = await setAsideUnlessJsonObject({
      file: settings.file,
      quarantineDir: settings.dataDir,
      label: 'settings.json',
      now: settings.now ?? Date.now,
    });
    if (moved) settings.logger.warn('settings file set aside', { reason: moved.reason });
  } catch (error) {
    settings.logger.error('settings file could not be checked', {
      code: (error as NodeJS.ErrnoException).code,
    });
  }
}
