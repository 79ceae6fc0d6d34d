// status-history.json, the status file that versions before decisions 89 kept beside the drafts:
// each tracked merchant's statuses, times, details and handled marks, without reasons (decisions
// 22). A merchant's draft is now its one durable record, and nothing writes this file. It is read
// once at start and folded into the drafts (foldStored, tracked-merchants.ts): what it heard that
// a draft missed (a status whose draft write failed, the details of the last GET, a handled mark,
// an environment settled later, the time of the last answer). Then it is removed; if some of its
// merchants have no submitted application here (a draft purged since), it is renamed
// status-history.unfolded.json instead and never read again, so nothing is lost. A damaged file is
// moved aside (never deleted) and reported as CORRUPT; one that cannot be read now (locked,
// EACCES) as STORAGE, and it is left for the next start.
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { TrackedMerchantSchema, type TrackedMerchant } from '../../../shared/status/status-schema';
import { ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import { createJsonStateStore } from '../storage/json-state-file';
import { migrateStatusFileV1, StatusFileV1Schema } from './migrations/002-environment';

const StatusFileSchema = z.union([
  z.object({ version: z.literal(2), merchants: z.array(TrackedMerchantSchema) }),
  StatusFileV1Schema.transform(migrateStatusFileV1),
]);

export interface LegacyStatusFile {
  /** The stored merchants; none when there is no file. */
  load(): Promise<Result<TrackedMerchant[]>>;
  /** Folded: removed, or kept aside under another name when `isWhole` is false. */
  retire(isWhole: boolean): Promise<void>;
}

export function createLegacyStatusFile(
  dir: string,
  logger: Logger,
  now: () => number,
): LegacyStatusFile {
  const file = path.join(dir, 'status-history.json');
  const store = createJsonStateStore(
    { file, quarantineDir: dir, label: 'The status history', now },
    StatusFileSchema,
    logger,
  );
  return {
    async load() {
      const read = await store.load();
      return read.ok ? ok(read.value?.merchants ?? []) : read;
    },
    async retire(isWhole) {
      try {
        if (isWhole) await rm(file, { force: true });
        else await rename(file, path.join(dir, 'status-history.unfolded.json'));
      } catch (error) {
        // Folded again at the next start, which changes nothing: the drafts already have it.
        logger.warn('status: the earlier status file was not retired', {
          code: (error as NodeJS.ErrnoException).code,
        });
      }
    },
  };
}
