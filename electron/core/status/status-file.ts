// {dir}/status-history.json: the tracked merchants and their status history (ids, statuses and
// times only). Read with zod (STYLE.md 7): an unreadable file is moved to quarantine/, never deleted, and
// tracking starts afresh (statuses are fetched again from the service). Writes are atomic
// (storage/atomic-write) and serialised, each one writing the newest snapshot.
// Like the outbox queue (outbox/queue-file.ts), nothing is written until load() has read the file
// (or found none, or moved a damaged one aside): a file that is merely unreadable for now (EACCES,
// locked) must never be replaced by a snapshot that lacks its history.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { TrackedMerchantSchema, type TrackedMerchant } from '../../../shared/status/status-schema';
import { ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import { writeFileAtomic } from '../storage/atomic-write';
import { readJsonState } from '../storage/json-state-file';

const StatusFileSchema = z.object({
  version: z.literal(1),
  merchants: z.array(TrackedMerchantSchema),
});

export interface StatusFile {
  /**
   * The stored merchants. CORRUPT: the file was moved aside, start afresh. STORAGE: unreadable
   * for now; saves are refused until a later load reads it.
   */
  load(): Promise<Result<TrackedMerchant[]>>;
  /** Resolves true once the snapshot taken when this write runs is on disk. */
  save(): Promise<boolean>;
}

export function createStatusFile(
  dir: string,
  snapshot: () => TrackedMerchant[],
  logger: Logger,
  now: () => number,
): StatusFile {
  const file = path.join(dir, 'status-history.json');
  let chain: Promise<boolean> = Promise.resolve(true);
  let isLoaded = false;

  function save(): Promise<boolean> {
    chain = chain.then(async () => {
      if (!isLoaded) {
        logger.error('status history not saved: the stored history was not read yet');
        return false;
      }
      try {
        await mkdir(dir, { recursive: true });
        await writeFileAtomic(file, JSON.stringify({ version: 1, merchants: snapshot() }));
        return true;
      } catch (error) {
        logger.error('status history not saved', { error: (error as Error).message });
        return false;
      }
    });
    return chain;
  }

  async function load(): Promise<Result<TrackedMerchant[]>> {
    const state = { file, quarantineDir: dir, label: 'The status history', now };
    const read = await readJsonState(state, StatusFileSchema);
    if (!read.ok) logger.error('status history unreadable', { code: read.error.code });
    if (read.ok || read.error.code === 'CORRUPT') isLoaded = true;
    return read.ok ? ok(read.value?.merchants ?? []) : read;
  }

  return { load, save };
}
