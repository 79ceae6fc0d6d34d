// Writes the application's PDF where the agent said (decisions 50): built in memory (a few hundred
// KB), written to a 0600 temporary file beside the target, fsynced, then given its name without
// ever replacing an existing file (node/publish-file.ts, as exports do, decisions 40).
import { randomUUID } from 'node:crypto';
import { unlink, writeFile, open } from 'node:fs/promises';
import path from 'node:path';
import type { PdfSaveAnswer } from '../../../shared/pdf/pdf-schema';
import { fsyncDirectory } from '../../../node/atomic-write';
import { privateFileMode } from '../../../node/private-dir';
import { publishFile } from '../../../node/publish-file';

export async function writePdfFile(filePath: string, bytes: Uint8Array): Promise<PdfSaveAnswer> {
  if (!path.isAbsolute(filePath)) return { outcome: 'problem', problem: 'not-absolute' };
  const target = path.resolve(filePath);
  const folder = path.dirname(target);
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
