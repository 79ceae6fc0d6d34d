// Reading the small JSON state files core keeps beside the drafts (outbox queue, status history).
// zod at the disk boundary (conventions 8); a file that fails to parse is moved into the same
// quarantine folder as bad drafts (never deleted, so support can look at it) and reported as
// CORRUPT, so the caller can start afresh without losing the evidence.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { err, ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import { writeFileAtomic } from '../../../node/atomic-write';
import { ensurePrivateDir } from '../../../node/private-dir';
import { quarantineFile } from './quarantine';

export interface JsonStateFile {
  file: string;
  /** Folder whose quarantine/ receives an unreadable file. */
  quarantineDir: string;
  /** Said in messages, e.g. "The outbox queue". */
  label: string;
  now: () => number;
}

/** ok(undefined) when the file does not exist yet. */
export async function readJsonState<T>(
  state: JsonStateFile,
  schema: z.ZodType<T>,
): Promise<Result<T | undefined>> {
  let text: string;
  try {
    text = await readFile(state.file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ok(undefined);
    return err('STORAGE', `${state.label} could not be read: ${(error as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return ok(parsed.data);
  try {
    const moved = await quarantineFile(state.quarantineDir, state.file, {
      reason: `${state.label} was not valid JSON of the expected shape`,
      at: new Date(state.now()),
    });
    return err(
      'CORRUPT',
      `${state.label} was unreadable and was moved to ${path.basename(moved.file)} for support.`,
    );
  } catch (error) {
    const reason = (error as Error).message;
    return err('STORAGE', `${state.label} is unreadable and could not be moved aside: ${reason}`);
  }
}

export interface JsonStateStore<T> {
  /** Reads the stored value (undefined when none). Until a read settles, nothing is written. */
  load(): Promise<Result<T | undefined>>;
  /** Writes `value` atomically (fsync'd unless `sync` is false); false when it was not written. */
  write(value: T, options?: { sync?: boolean }): Promise<boolean>;
}

/**
 * One small state file with the rule both the outbox queue and the status history need: nothing is
 * written until the stored file was read, found missing, or moved aside as corrupt. A file that is
 * only unreadable for now (locked, EACCES) must never be replaced by an empty value, which would
 * strand every draft the queue held or drop the history.
 */
export function createJsonStateStore<T>(
  state: JsonStateFile,
  schema: z.ZodType<T>,
  logger: Logger,
): JsonStateStore<T> {
  let isLoaded = false;
  return {
    async load() {
      const read = await readJsonState(state, schema);
      if (!read.ok) logger.error(`${state.label} unreadable`, { code: read.error.code });
      if (read.ok || read.error.code === 'CORRUPT') isLoaded = true;
      return read;
    },
    async write(value, options = {}) {
      if (!isLoaded) {
        logger.error(`${state.label} not saved: the stored file was not read yet`);
        return false;
      }
      try {
        await ensurePrivateDir(path.dirname(state.file));
        await writeFileAtomic(state.file, JSON.stringify(value), options);
        return true;
      } catch (error) {
        logger.error(`${state.label} not saved`, { error: (error as Error).message });
        return false;
      }
    },
  };
}
