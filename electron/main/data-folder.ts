// Windows: the data folder lives in %LOCALAPPDATA%, not Electron's default %APPDATA% (decisions
// 79). %APPDATA% is the roaming profile: on a domain laptop it is copied to a server at sign-out
// and onto every PC the agent signs in to, drafts with owners' SSNs included, while the key that
// opens them (DPAPI via safeStorage) is meant for this machine. A folder an older version made
// under %APPDATA% is moved once, by a rename before anything opens a file in it; should that fail
// (a file held open, another copy still running), this start uses it where it is and the next
// start tries again. Runs before `requestSingleInstanceLock`, whose lock lives in the folder.
import path from 'node:path';

export interface DataFolderFs {
  exists(folder: string): boolean;
  /** Same volume (both under the profile): a rename, atomic for the folder. */
  rename(from: string, to: string): void;
}

export interface DataFolderChoice {
  folder: string;
  /** 'moved': an older version's roaming folder was moved; 'left': it could not be, used as is. */
  roaming: 'none' | 'moved' | 'left';
  /** The system's code when a move failed (EBUSY, EPERM...). */
  osCode?: string;
}

export function chooseWindowsDataFolder(options: {
  roamingFolder: string;
  localAppData: string | undefined;
  fs: DataFolderFs;
}): DataFolderChoice {
  const { roamingFolder, fs } = options;
  // Without %LOCALAPPDATA% (never on a normal profile) Electron's default stands.
  if (options.localAppData === undefined || options.localAppData.trim() === '')
    return { folder: roamingFolder, roaming: 'none' };
  const localFolder = path.win32.join(options.localAppData, path.win32.basename(roamingFolder));
  if (fs.exists(localFolder) || !fs.exists(roamingFolder))
    return { folder: localFolder, roaming: 'none' };
  try {
    fs.rename(roamingFolder, localFolder);
    return { folder: localFolder, roaming: 'moved' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { folder: roamingFolder, roaming: 'left', ...(code !== undefined && { osCode: code }) };
  }
}
