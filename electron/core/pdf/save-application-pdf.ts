// Writes the application's PDF where the agent said (decisions 50): built in memory (a few hundred
// KB), written to a 0600 temporary file beside the target, fsynced through the handle that wrote
// it, then given its name without ever replacing an existing file (node/publish-file.ts, as
// exports do, decisions 40, 71), unless the agent consented to replace it in the system save
// dialog (decisions 81); and only outside the data folder, which holds nothing in plaintext,
// consent or not.
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { PdfSaveAnswer } from '../../../shared/pdf/pdf-schema';
import { newFileProblemOf, writeNewFile } from '../../../node/publish-file';

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
  options: { dataDir: string; mayReplace?: boolean },
): Promise<PdfSaveAnswer> {
  if (!path.isAbsolute(filePath)) return { outcome: 'problem', problem: 'not-absolute' };
  const target = path.resolve(filePath);
  if (await isInsideDataFolder(path.dirname(target), options.dataDir))
    return { outcome: 'problem', problem: 'inside-data-folder' };
  try {
    await writeNewFile(target, (handle) => handle.writeFile(bytes), {
      mayReplace: options.mayReplace === true,
    });
    return { outcome: 'written', filePath: target };
  } catch (error) {
    const problem = newFileProblemOf(error);
    if (problem === undefined) throw error;
    return { outcome: 'problem', problem };
  }
}
