// The outbox queue on disk: {dir}/outbox.json, draft ids and attempt metadata only (no PII, see
// shared/outbox/outbox-schema.ts). Written through storage/json-state-file (atomic write), so a crash
// leaves the old or the new queue, never a torn one. Saves are coalesced: callers that ask while
// a write is running share the next write, which writes the latest items handed in (items are
// replaced, never changed in place, so the list handed in is a snapshot), so awaiting save()
// means "everything I changed before this call is written".
// Durability: a save that changes which drafts are queued (enqueue, cancel, start, stop) is
// fsync'd; the frequent per-attempt state updates are not, because after a power cut they can be
// rebuilt: a draft the store records as 'sending' or 'needs-attention' is treated as possibly
// delivered and checked by referenceId first (restore-queue.ts), and a resend is answered 409
// anyway (decisions 10). Skipping those fsyncs keeps the drain near network speed (bench: outbox).
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

export interface QueueFile {
  readonly file: string;
  /**
   * The stored items. A damaged file is moved aside (never deleted) and reported as CORRUPT; a file
   * that cannot be read now is reported as STORAGE and saves are refused until a load succeeds.
   */
  load(): Promise<Result<OutboxItem[]>>;
  /** Resolves true once `items`, or a later list, is written (fsync'd when `isDurable`). */
  save(items: readonly OutboxItem[], isDurable?: boolean): Promise<boolean>;
}

export function createQueueFile(dir: string, logger: Logger, now: () => number): QueueFile {
  const file = path.join(dir, 'outbox.json');
  const label = 'The outbox queue';
  const store = createJsonStateStore(
    { file, quarantineDir: dir, label, now },
    QueueFileSchema,
    logger,
  );
  let writing: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  let isNextDurable = false;
  let latest: readonly OutboxItem[] = [];

  function write(fsync: boolean): Promise<boolean> {
    return store.write({ version: 1, items: [...latest] }, { sync: fsync });
  }

  function save(items: readonly OutboxItem[], isDurable = false): Promise<boolean> {
    latest = items;
    if (isDurable) isNextDurable = true;
    if (next) return next;
    const mine: Promise<boolean> = (writing ?? Promise.resolve(true)).then(() => {
      // From here on the items are taken: later callers need the write after this one.
      if (next === mine) next = null;
      const fsync = isNextDurable;
      isNextDurable = false;
      writing = write(fsync);
      return writing;
    });
    next = mine;
    return mine;
  }

  async function load(): Promise<Result<OutboxItem[]>> {
    const read = await store.load();
    return read.ok ? ok(read.value?.items ?? []) : read;
  }

  return { file, load, save };
}
