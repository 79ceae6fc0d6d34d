// Gives a complete, fsynced temporary file its chosen name, never over an existing file
// (decisions 40, 44). link(2) does it atomically, failing with EEXIST when the name is taken.
// FAT and exFAT (most USB sticks) have no hard links (EPERM, ENOTSUP, EOPNOTSUPP; Windows answers
// EISDIR there, decisions 71) and some mounts refuse them (EXDEV, ENOSYS): there the target is
// created exclusively (O_EXCL, so still never over a file), the bytes copied and fsynced; a copy
// that fails removes what it created.
//
// writeNewFile is the whole path for a file the agent saves outside the data folder (a PDF, an
// export, a support bundle): a private temporary file beside the target, written and fsynced
// through the one handle that wrote it (Windows' FlushFileBuffers needs write access: fsync
// through a handle opened read-only fails there with EPERM), then published by name. When the
// agent consented to replace the file (the system save dialog asked, decisions 81), the complete
// temporary file is renamed over it instead: rename(2) is atomic, so the old file stays whole
// until the new one takes its name, and a failure leaves the old file as it was.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link as linkFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { fsyncDirectory } from './atomic-write';
import { openRetrying, renameRetrying, unlinkRetrying } from './file-retry';
import { privateFileMode } from './private-dir';

const noHardLinks = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'ENOSYS', 'EISDIR']);

/** Throws an EEXIST error when `target` exists; the caller removes `temp` afterwards. */
export async function publishFile(
  temp: string,
  target: string,
  link: (from: string, to: string) => Promise<void> = linkFile,
): Promise<void> {
  try {
    await link(temp, target);
    return;
  } catch (error) {
    if (!noHardLinks.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
  const handle = await openRetrying(target, 'wx', privateFileMode);
  let isComplete = false;
  try {
    for await (const chunk of createReadStream(temp)) {
      // write(2) may take part of a chunk: go on until all of it is written.
      for (let offset = 0; offset < (chunk as Buffer).length;) {
        const { bytesWritten } = await handle.write(chunk as Buffer, offset);
        offset += bytesWritten;
      }
    }
    await handle.sync();
    isComplete = true;
  } finally {
    await handle.close();
    if (!isComplete) await unlinkRetrying(target).catch(() => undefined);
  }
}

export interface WriteNewFileOptions {
  /**
   * Rename the complete file over an existing `target` (decisions 81): only for a file the agent
   * consented to replace in the system save dialog. Otherwise an existing name is EEXIST.
   */
  mayReplace?: boolean;
  /** link(2), replaceable in tests to act as a file system without hard links. */
  link?: (from: string, to: string) => Promise<void>;
}

/**
 * Writes a new file at `target`: `fill` writes the bytes through `handle`, which is then fsynced
 * and closed, and the file is published under `target` (EEXIST when the name is taken, unless
 * `mayReplace`). The temporary file is removed whatever happens, so a failure leaves nothing
 * under the target name, or the old file untouched when it replaced one.
 */
export async function writeNewFile(
  target: string,
  fill: (handle: FileHandle) => Promise<void>,
  options: WriteNewFileOptions = {},
): Promise<void> {
  const folder = path.dirname(target);
  const temp = path.join(folder, `.${path.basename(target)}.tmp-${randomUUID()}`);
  const handle = await openRetrying(temp, 'wx', privateFileMode);
  try {
    try {
      await fill(handle);
      await handle.sync();
    } finally {
      await handle.close();
    }
    // Retried on Windows while a scanner holds the old file (decisions 71).
    if (options.mayReplace === true) await renameRetrying(temp, target);
    else await publishFile(temp, target, options.link);
    await fsyncDirectory(folder);
  } finally {
    await unlinkRetrying(temp).catch(() => undefined);
  }
}

/** What went wrong writing a file the agent chose, in the words every save answers with. */
export type NewFileProblem = 'file-exists' | 'not-writable' | 'disk-full';

/**
 * The problem an error from writeNewFile stands for, or undefined for one that is not the
 * agent's to act on (a bug: logged and answered INTERNAL by the caller).
 */
export function newFileProblemOf(error: unknown): NewFileProblem | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EEXIST') return 'file-exists';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'disk-full';
  if (code !== undefined && notWritableCodes.has(code)) return 'not-writable';
  return undefined;
}

// A missing or read-only folder, a name that is a folder, a share gone mid-write (EIO, ENXIO,
// ENODEV, ESTALE), a held file still held after the retries (EBUSY).
const notWritableCodes = new Set([
  'ENOENT',
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOTDIR',
  'EISDIR',
  'EBUSY',
  'EIO',
  'ENXIO',
  'ENODEV',
  'ESTALE',
  'ENAMETOOLONG',
  'EINVAL',
]);
