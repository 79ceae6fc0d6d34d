// Windows file semantics (decisions 71). There a file that another process holds open without
// sharing delete access (a virus scanner, the search indexer, a sync client, a backup tool) makes
// rename, unlink and open fail with EPERM, EBUSY or EACCES for as long as it is held: usually
// milliseconds, sometimes a second or two. Two renames onto one name at the same moment fail the
// same way. These wrappers retry such a failure for a bounded time with random delays, the
// approach of VS Code's renameWithRetry and of stubborn-fs (whose retry engine, stubborn-utils,
// this uses; it is already in the tree under electron-store). Past the bound, the last error is
// thrown, so callers keep their typed errors naming the file.
//
// Only on Windows: on POSIX a held file never blocks rename or unlink, so these codes are real
// (permissions, a read-only mount) and waiting would only delay the honest answer. Elsewhere the
// first failure is thrown at once, and a call that succeeds costs one promise either way.
import { open, rename, unlink } from 'node:fs/promises';
import { retryifyAsync } from 'stubborn-utils';

/** How long one operation waits for a held file before it gives up. */
export const heldFileWaitMs = 3_000;
/** The longest random delay between two tries. */
const retryIntervalMs = 100;

const heldCodes = new Set(['EPERM', 'EBUSY', 'EACCES']);

/** True when `error` is how Windows answers for a file that another process holds. */
export function isHeldFileError(error: unknown, platform: string = process.platform): boolean {
  return platform === 'win32' && heldCodes.has((error as NodeJS.ErrnoException)?.code ?? '');
}

const isRetriable = (error: unknown) => isHeldFileError(error);

/**
 * `operation` retried while its file is held. The retrying function is made at each call: its
 * deadline is fixed when it is made (stubborn-utils), so one made once would stop retrying after
 * the first few seconds of the process.
 */
function retrying<Args extends unknown[], Value>(
  operation: (...args: Args) => Promise<Value>,
): (...args: Args) => Promise<Value> {
  return (...args) =>
    retryifyAsync(operation, { isRetriable })({
      timeout: heldFileWaitMs,
      interval: retryIntervalMs,
    })(...args);
}

/** fs.rename, retried while the source or the target is held (Windows). */
export const renameRetrying = retrying(rename);

/** fs.unlink, retried while the file is held (Windows). */
export const unlinkRetrying = retrying(unlink);

/** fs/promises open, retried while the file is held (Windows). */
export const openRetrying = retrying(open);
