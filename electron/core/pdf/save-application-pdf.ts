// Writes the application's PDF where the agent said (decisions 50): built in memory (a few hundred
// KB), written to a 0600 temporary file beside the target, fsynced, then given its name without
// ever replacing an existing file (node/publish-file.ts, as exports do, decisions 40); and only
// outside the data folder, which holds nothing in plaintext.
import { randomUUID } from 'node:crypto';
import { open, realpath, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PdfSaveAnswer } from '../../../shared/pdf/pdf-schema';
import { fsyncDirectory } from '../../../node/atomic-write';
import { privateFileMode } from '../../../node/private-dir';
import { publishFile } from '../../../node/publish-file';

/** The real path of a folder, or undefined when it does not exist (the write then says so). */
async function realFolder(folder: string): Promise<string | undefined> {
  try {
    return await realpath(folder);
  } catch {
    return undefined;
  }
}

/**
 * Whether `folder` is the data folder or under it, by real paths, so neither `..` nor a symlink
 * elsewhere leads a PDF (a plaintext file of the application) into it (decisions 50).
 */
async function isInsideDataFolder(folder: string, dataDir: string): Promise<boolean> {
  const realTarget = await realFolder(folder);
  if (realTarget === undefined) return false;
  const realData = (await realFolder(dataDir)) ?? path.resolve(dataDir);
  const relative = path.relative(realData, realTarget);
  return (
    relative === '' ||
    (relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative))
  );
}

export async function writePdfFile(
  filePath: string,
  bytes: Uint8Array,
  options: { dataDir: string },
): Promise<PdfSaveAnswer> {
  if (!path.isAbsolute(filePath)) return { outcome: 'problem', problem: 'not-absolute' };
  const target = path.resolve(filePath);
  const folder = path.dirname(target);
  if (await isInsideDataFolder(folder, options.dataDir))
    return { outcome: 'problem', problem: 'inside-data-folder' };
  const temp = path.join(folder, `.${path.basename(target)}.tmp-${randomUUID()}`);
  try {
    await writeFile(temp, bytes, { flag: 'wx', mode: privateFileMode });
    const handle = await open(temp, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await publishFile(temp, target);
    await fsyncDirectory(folder);
    return { outcome: 'written', filePath: target };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return { outcome: 'problem', problem: 'file-exists' };
    if (
      code === 'ENOENT' ||
      code === 'EACCES' ||
      code === 'EPERM' ||
      code === 'EROFS' ||
      code === 'ENOTDIR' ||
      code === 'EISDIR' ||
      code === 'ENOSPC'
    )
      return { outcome: 'problem', problem: 'not-writable' };
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
