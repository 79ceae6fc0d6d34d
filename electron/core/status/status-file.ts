// {dir}/status-history.json: the tracked merchants and their status history (ids, statuses and
// times only; stored-form.ts decides what of a merchant is written, decisions 22). Read with zod (conventions 8): an unreadable file is moved to quarantine/, never deleted, and
// tracking starts afresh (statuses are fetched again from the service). Writes are atomic
// (node/atomic-write) and serialised, each one writing the newest snapshot.
// As for every state file made with createJsonStateStore (storage/json-state-file.ts), nothing is
// written until load() has read the file (or found none, or moved a damaged one aside): a file that
// is merely unreadable for now (EACCES, locked) must never be replaced by a snapshot that lacks its
// history.
// The file is versioned; an older version is migrated on read (migrations/, one file each,
// conventions 8) and written back in the current version with the next save.
import path from 'node:path';
import { z } from 'zod';
import { TrackedMerchantSchema, type TrackedMerchant } from '../../../shared/status/status-schema';
import { ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import { createJsonStateStore } from '../storage/json-state-file';
import { migrateStatusFileV1, StatusFileV1Schema } from './migrations/002-environment';

const currentVersion = 2;

const StatusFileSchema = z.union([
  z.object({ version: z.literal(currentVersion), merchants: z.array(TrackedMerchantSchema) }),
  StatusFileV1Schema.transform(migrateStatusFileV1),
]);

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
  const label = 'The status history';
  const store = createJsonStateStore(
    { file, quarantineDir: dir, label, now },
    StatusFileSchema,
    logger,
  );
  let chain: Promise<boolean> = Promise.resolve(true);

  function save(): Promise<boolean> {
    // Serialised, each write taking the newest snapshot when it runs.
    chain = chain.then(() => store.write({ version: currentVersion, merchants: snapshot() }));
    return chain;
  }

  async function load(): Promise<Result<TrackedMerchant[]>> {
    const read = await store.load();
    return read.ok ? ok(read.value?.merchants ?? []) : read;
  }

  return { load, save };
}
