// Whether the data folder can be written at all, asked once at start by creating and removing an
// empty file (the folder's mode says nothing to root, nor about a read-only mount). A folder that
// cannot be written opens read-only (decisions 27) instead of failing at its first chmod.
import { randomBytes } from 'node:crypto';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorDetails } from '../../../shared/result';
import { describeStorageFailure, errnoCode, storageDetails } from './storage-failure';

const unwritableCodes = new Set(['EROFS', 'EACCES', 'EPERM']);

export interface ReadOnlyFolder {
  /** For logs: "… is on a read-only disk (EROFS)". */
  reason: string;
  /** For the renderer's words: the folder and the system's code. */
  details: ErrorDetails;
}

/** Why `dir` cannot be written, or undefined when it can. */
export async function readOnlyReasonOf(dir: string): Promise<ReadOnlyFolder | undefined> {
  const probe = path.join(dir, `.write-probe-${randomBytes(6).toString('hex')}`);
  try {
    const handle = await open(probe, 'wx', 0o600);
    await handle.close();
    await unlink(probe);
    return undefined;
  } catch (error) {
    if (!unwritableCodes.has(errnoCode(error) ?? '')) return undefined; // full disk: not read-only
    return { reason: describeStorageFailure(error, dir), details: storageDetails(error, dir) };
  }
}
