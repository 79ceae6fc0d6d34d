// Gives a complete, fsynced temporary file its chosen name, never over an existing file
// (decisions 40, 44). link(2) does it atomically, failing with EEXIST when the name is taken.
// FAT and exFAT (most USB sticks) have no hard links (EPERM, ENOTSUP, EOPNOTSUPP) and some
// mounts refuse them (EXDEV, ENOSYS): there the target is created exclusively (O_EXCL, so still
// never over a file), the bytes copied and fsynced; a copy that fails removes what it created.
import { createReadStream } from 'node:fs';
import { link as linkFile, open, unlink } from 'node:fs/promises';
import { privateFileMode } from './private-dir';

const noHardLinks = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'ENOSYS']);

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
  const handle = await open(target, 'wx', privateFileMode);
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
    if (!isComplete) await unlink(target).catch(() => undefined);
  }
}
