// Windows keeps the data folder out of the roaming profile (decisions 79); an older version's
// roaming folder is moved once, and left where it is (used, not lost) when it cannot be.
import { describe, expect, it } from 'vitest';
import { chooseWindowsDataFolder, type DataFolderFs } from '../../electron/main/data-folder';

const roamingFolder = 'C:\\Users\\agent\\AppData\\Roaming\\Boarding Desk';
const localAppData = 'C:\\Users\\agent\\AppData\\Local';
const localFolder = 'C:\\Users\\agent\\AppData\\Local\\Boarding Desk';

function fakeFs(existing: string[], renameError?: string): DataFolderFs & { moves: string[][] } {
  const folders = new Set(existing);
  const moves: string[][] = [];
  return {
    moves,
    exists: (folder) => folders.has(folder),
    rename: (from, to) => {
      if (renameError !== undefined) throw Object.assign(new Error('busy'), { code: renameError });
      folders.delete(from);
      folders.add(to);
      moves.push([from, to]);
    },
  };
}

describe('chooseWindowsDataFolder', () => {
  it('a new install uses Local AppData and moves nothing', () => {
    const fs = fakeFs([]);
    expect(chooseWindowsDataFolder({ roamingFolder, localAppData, fs })).toEqual({
      folder: localFolder,
      roaming: 'none',
    });
    expect(fs.moves).toEqual([]);
  });

  it("an older version's roaming folder is moved to Local AppData once", () => {
    const fs = fakeFs([roamingFolder]);
    expect(chooseWindowsDataFolder({ roamingFolder, localAppData, fs })).toEqual({
      folder: localFolder,
      roaming: 'moved',
    });
    expect(fs.moves).toEqual([[roamingFolder, localFolder]]);
    expect(chooseWindowsDataFolder({ roamingFolder, localAppData, fs }).roaming).toBe('none');
  });

  it('a folder that cannot be moved is used where it is, never replaced by an empty one', () => {
    const fs = fakeFs([roamingFolder], 'EBUSY');
    expect(chooseWindowsDataFolder({ roamingFolder, localAppData, fs })).toEqual({
      folder: roamingFolder,
      roaming: 'left',
      osCode: 'EBUSY',
    });
  });

  it('with both present the local one wins and the roaming one is left alone', () => {
    const fs = fakeFs([roamingFolder, localFolder]);
    expect(chooseWindowsDataFolder({ roamingFolder, localAppData, fs }).folder).toBe(localFolder);
    expect(fs.moves).toEqual([]);
  });

  it('without LOCALAPPDATA keeps Electron default', () => {
    const fs = fakeFs([]);
    expect(chooseWindowsDataFolder({ roamingFolder, localAppData: undefined, fs }).folder).toBe(
      roamingFolder,
    );
  });
});
