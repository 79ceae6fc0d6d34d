// Modes for everything the app keeps on disk: files 0600, folders 0700, for this user alone. A
// mode passed to mkdir or open only applies when the entry is created, and then filtered by the
// umask; a folder that already existed (an older version made it 0755, or the user did) keeps its
// mode. So a folder the app uses is made and then set to 0700 explicitly, every time it is
// ensured. Windows has no such modes (ACLs on the profile folder do that job): a no-op there.
import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

export const privateFileMode = 0o600;
export const privateDirMode = 0o700;

const isWindows = process.platform === 'win32';

/**
 * Creates `dir` (and missing parents) and sets every folder it created, and `dir`, to 0700. A
 * folder that already existed on a read-only disk (EROFS), or that another user owns (EPERM,
 * EACCES), cannot be chmod'ed: it is used as it is, so a read-only data folder can be read.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true, mode: privateDirMode });
  if (isWindows) return;
  for (const folder of createdFolders(dir, first)) {
    await chmod(folder, privateDirMode).catch((error: unknown) => {
      if (!isReadOnlyExisting(error, first)) throw error;
    });
  }
}

/** ensurePrivateDir for synchronous start-up code (log sink, settings store). */
export function ensurePrivateDirSync(dir: string): void {
  const first = mkdirSync(dir, { recursive: true, mode: privateDirMode });
  if (isWindows) return;
  for (const folder of createdFolders(dir, first)) {
    try {
      chmodSync(folder, privateDirMode);
    } catch (error) {
      if (!isReadOnlyExisting(error, first)) throw error;
    }
  }
}

// A folder that is read-only to this user (decisions 27): a read-only mount (EROFS), or a folder
// another user owns (chmod answers EPERM, some file systems EACCES).
const readOnlyCodes = new Set(['EROFS', 'EACCES', 'EPERM']);

/** A read-only error on a folder mkdir did not create (`first` undefined: all existed already). */
function isReadOnlyExisting(error: unknown, first: string | undefined): boolean {
  return first === undefined && readOnlyCodes.has((error as NodeJS.ErrnoException).code ?? '');
}

/**
 * Options for conf and electron-store (the settings file): both write through `atomically`,
 * which chmods the file to `configFileMode`, so settings.json is 0600 whatever the umask. The
 * folder is made private first, because conf creates it with default modes when it is missing.
 */
export function privateSettingsOptions(dir: string): { cwd: string; configFileMode: number } {
  ensurePrivateDirSync(dir);
  return { cwd: dir, configFileMode: privateFileMode };
}

/** `dir` and every folder mkdir created on the way to it (`first` is the outermost new one). */
function createdFolders(dir: string, first: string | undefined): string[] {
  const folders = [dir];
  if (first === undefined) return folders;
  for (let folder = dir; folder !== first && path.dirname(folder) !== folder;) {
    folder = path.dirname(folder);
    folders.push(folder);
  }
  return folders;
}
