// Disk failures in words the agent can act on: which folder, and whether the disk is full,
// read-only or refused by permissions. A full disk or a read-only folder is a STORAGE error that
// names where it happened (decisions 23), never INTERNAL or "keychain unavailable": the agent can
// free space or move the data folder, and support learns which disk to look at.
import { err, type AppError, type ErrorDetails } from '../../../shared/result';

const fullDiskCodes = new Set(['ENOSPC', 'EDQUOT']);
const readOnlyCodes = new Set(['EROFS']);
const deniedCodes = new Set(['EACCES', 'EPERM']);

export function errnoCode(error: unknown): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True for the failures that mean "nothing can be written here now" (full or read-only disk). */
export function isDiskFullOrReadOnly(error: unknown): boolean {
  const code = errnoCode(error) ?? '';
  return fullDiskCodes.has(code) || readOnlyCodes.has(code);
}

/** "the disk holding /data is full (ENOSPC)", "/data is on a read-only disk (EROFS)", ... */
export function describeStorageFailure(error: unknown, where: string): string {
  const code = errnoCode(error);
  if (code === 'EDQUOT') return `the disk quota for ${where} is used up (EDQUOT)`;
  if (code !== undefined && fullDiskCodes.has(code))
    return `the disk holding ${where} is full (${code})`;
  if (code !== undefined && readOnlyCodes.has(code))
    return `${where} is on a read-only disk (${code})`;
  if (code !== undefined && deniedCodes.has(code))
    return `there is no permission to write in ${where} (${code})`;
  return `${where} could not be written (${code ?? 'error'})`;
}

/** What the renderer's words need about a disk failure: where, and the system's code. */
export function storageDetails(error: unknown, where: string): ErrorDetails {
  const osCode = errnoCode(error);
  return { path: where, ...(osCode !== undefined && { osCode }) };
}

/** A STORAGE error: "<what> could not be saved: the disk holding <where> is full (ENOSPC)." */
export function storageFailure(what: string, error: unknown, where: string): AppError {
  return err('STORAGE', `${what}: ${describeStorageFailure(error, where)}.`, {
    details: storageDetails(error, where),
  }).error;
}
