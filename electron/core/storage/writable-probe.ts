// Whether the data folder can be written at all, asked once at start by creating and removing an
// empty file (the folder's mode says nothing to root, nor about a read-only mount). A folder that
// cannot be written opens read-only (decisions 27) instead of failing at its first chmod.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openRetrying, unlinkRetrying } from '../../../node/file-retry';
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
    // Retried on Windows while something holds the new file (a scanner inspecting it the moment
    // it appears): one EPERM there must not open a writable folder read-only (decisions 71).
    const handle = await openRetrying(probe, 'wx', 0o600);
    await handle.close();
    // The file was created, so the folder can be written, whatever its removal answers; a probe
    // still held past the retries is an empty file left behind, not a reason to go read-only.
    await unlinkRetrying(probe).catch(() => undefined);
    return undefined;
  } catch (error) {
    if (!unwritableCodes.has(errnoCode(error) ?? '')) return undefined; // full disk: not read-only
    return { reason: describeStorageFailure(error, dir), details: storageDetails(error, dir) };
  }
}
