// The merchant store's write path: one small file per merchant, replaced atomically. Same steps and
// guarantee as write-file-atomic (temp file in the same folder, write, fsync, rename: a crash
// leaves the old file or the new one, never half of each), with less work per write because this
// is the busiest path of the sandbox (one write per boarded merchant, issue 3 item 6):
// - no realpath (an lstat per path component), stat, chown or chmod: the store owns the folder
//   and names every file itself, so there is no symlink to follow and no mode to copy;
// - no exit hook and no unlink after a successful rename: a temp file left by a crash is removed
//   when the store opens (tempFilePattern).
// Same durability as before: the data is fsynced before the rename, the folder is not fsynced.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';

const openFile = promisify(fs.open);
const writeFile = promisify(fs.writeFile);
const fsync = promisify(fs.fsync);
const closeFile = promisify(fs.close);
const renameFile = promisify(fs.rename);
const unlinkFile = promisify(fs.unlink);

/** Temp files are `<name>.<12 hex>.tmp`: never matched by the store's `<id>.json` pattern. */
export const tempFilePattern = /\.[0-9a-f]{12}\.tmp$/;

/** Writes `text` to a new temp file beside `file`, fsyncs it, and renames it over `file`. */
export async function replaceFileAtomically(
  file: string,
  text: string,
  mode = 0o600,
): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const fd = await openFile(temp, 'wx', mode);
  try {
    try {
      await writeFile(fd, text, 'utf8');
      await fsync(fd);
    } finally {
      await closeFile(fd);
    }
    await renameFile(temp, file);
  } catch (error) {
    await unlinkFile(temp).catch(() => undefined);
    throw error;
  }
}
