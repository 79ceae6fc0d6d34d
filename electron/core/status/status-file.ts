// {dir}/status-history.json: the tracked merchants and their status history (ids, statuses and
// times only). Read with zod (STYLE.md 7): an unreadable file is moved to quarantine/, never deleted, and
// tracking starts afresh (statuses are fetched again from the service). Writes are atomic
// (storage/atomic-write) and serialised, each one writing the newest snapshot.
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
  load(): Promise<Result<TrackedMerchant[]>>;
  save(): Promise<void>;
}

export function createStatusFile(
  dir: string,
  snapshot: () => TrackedMerchant[],
  logger: Logger,
  now: () => number,
): StatusFile {
  const file = path.join(dir, 'status-history.json');
  let chain: Promise<void> = Promise.resolve();

  function save(): Promise<void> {
    chain = chain.then(async () => {
      try {
        await mkdir(dir, { recursive: true });
        await writeFileAtomic(file, JSON.stringify({ version: 1, merchants: snapshot() }));
      } catch (error) {
        logger.error('status history not saved', { error: (error as Error).message });
      }
    });
    return chain;
  }

  async function load(): Promise<Result<TrackedMerchant[]>> {
    const state = { file, quarantineDir: dir, label: 'The status history', now };
    const read = await readJsonState(state, StatusFileSchema);
    if (!read.ok) logger.error('status history unreadable', { code: read.error.code });
    return read.ok ? ok(read.value?.merchants ?? []) : read;
  }

  return { load, save };
}
