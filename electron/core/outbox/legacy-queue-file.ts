// outbox.json, the queue file that versions before decisions 32 kept beside the drafts: draft ids
// and attempt metadata, no PII. The drafts are now the outbox's one durable record, and nothing
// writes this file. It is still read at start, because the drafts those versions queued do not
// record where they go or whether they were waiting to be looked up: what it says fills those gaps
// (outbox-state.ts, restoredItems). It is removed once none of its drafts is in the outbox, so an
// upgrade that stops half-way reads it again at the next start. A damaged file is moved aside
// (never deleted) and reported as CORRUPT; one that cannot be read now (locked, EACCES) as
// STORAGE, and it is left where it is.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { OutboxItemSchema, type OutboxItem } from '../../../shared/outbox/outbox-schema';
import { ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import { createJsonStateStore } from '../storage/json-state-file';

const QueueFileSchema = z.object({
  version: z.literal(1),
  items: z.array(OutboxItemSchema),
});

export interface LegacyQueueFile {
  readonly file: string;
  /** The stored items; none when there is no file. */
  load(): Promise<Result<OutboxItem[]>>;
  remove(): Promise<void>;
}

export function createLegacyQueueFile(
  dir: string,
  logger: Logger,
  now: () => number,
): LegacyQueueFile {
  const file = path.join(dir, 'outbox.json');
  const store = createJsonStateStore(
    { file, quarantineDir: dir, label: 'The outbox queue', now },
    QueueFileSchema,
    logger,
  );
  return {
    file,
    async load() {
      const read = await store.load();
      return read.ok ? ok(read.value?.items ?? []) : read;
    },
    async remove() {
      try {
        await rm(file, { force: true });
      } catch (error) {
        // Read again at the next start, which does no harm: its drafts are finished.
        logger.warn('outbox: the earlier queue file was not removed', {
          code: (error as NodeJS.ErrnoException).code,
        });
      }
    },
  };
}
