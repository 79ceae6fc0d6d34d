// status-history.json, the status file that versions before decisions 89 kept beside the drafts:
// each tracked merchant's statuses, times, details and handled marks, without reasons (decisions
// 22). A merchant's draft is now its one durable record, and nothing writes this file. It is read
// once at start and folded into the drafts (foldStored below): what it heard that
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
import { isMarkStanding, takeMark } from './mark-rules';
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

/**
 * Folds what an earlier version's status file kept of a merchant into the one read from its draft
 * (decisions 89); answers whether anything changed. The draft keeps reasons, the file did not
 * (decisions 22): a later status the file heard and the draft never recorded (its write failed)
 * is added without one. Folding the same file twice changes nothing.
 */
export function foldStored(
  merchant: TrackedMerchant,
  stored: TrackedMerchant,
  maxHistory: number,
): boolean {
  const before = JSON.stringify(merchant);
  const heard = stored.history.at(-1);
  const lastAt = merchant.history.at(-1)?.at ?? -Infinity;
  if (heard && heard.status !== null && heard.status !== merchant.status && heard.at > lastAt) {
    merchant.history.push({ status: heard.status, statusReason: null, at: heard.at });
    merchant.history.splice(0, Math.max(0, merchant.history.length - maxHistory));
    merchant.status = heard.status;
    merchant.statusReason = null;
  }
  merchant.environmentId ??= stored.environmentId;
  if (stored.checkedAt !== null)
    merchant.checkedAt = Math.max(merchant.checkedAt ?? -Infinity, stored.checkedAt);
  if (stored.details !== undefined) merchant.details = stored.details;
  takeMark(merchant, stored.handled);
  // Moved back to Needs action here and saved (decisions 64): same clock, same rule as a mark.
  const unhandled = stored.unhandled;
  if (
    unhandled !== undefined &&
    isMarkStanding(merchant, unhandled) &&
    merchant.handled === undefined
  )
    merchant.unhandled ??= { ...unhandled };
  return JSON.stringify(merchant) !== before;
}
