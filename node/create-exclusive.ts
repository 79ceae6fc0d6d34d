// Creates a small file whole or not at all, never over an existing one: the bytes are written
// under a random temp name beside it, then hard-linked to the final name. link(2) fails with
// EEXIST instead of replacing, so two processes creating the same name at the same moment cannot
// both win, and no reader ever sees the final name half-written. Synchronous, for start-up code:
// the browser host's instance lock and the key-file cipher's key.
import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, rmSync, writeSync } from 'node:fs';
import { privateFileMode } from './private-dir';

export interface CreateExclusiveOptions {
  /** fsync the bytes before the name is given: for a file whose loss would orphan data. */
  isSynced?: boolean;
  /** Runs on the written temp file before it is linked; throwing leaves no file behind. */
  check?: (fd: number) => void;
}

/** Writes `data` to `file` (mode 0600) only if no such file exists; false when one does. */
export function createExclusiveSync(
  file: string,
  data: string | Buffer,
  options: CreateExclusiveOptions = {},
): boolean {
  const temp = `${file}.tmp-${randomBytes(6).toString('hex')}`;
  const fd = openSync(temp, 'wx', privateFileMode);
  try {
    try {
      writeSync(fd, typeof data === 'string' ? Buffer.from(data) : data);
      if (options.isSynced === true) fsyncSync(fd);
      options.check?.(fd);
    } finally {
      closeSync(fd);
    }
    linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    try {
      rmSync(temp, { force: true });
    } catch {
      // A leftover temp name harms nothing; failing here would hide what was created.
    }
  }
}
