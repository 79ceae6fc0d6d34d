// The outbox queue on disk: {dir}/outbox.json, draft ids and attempt metadata only (no PII, see
// shared/outbox/outbox-schema.ts). Written with write-file-atomic (temp file, rename), so a crash
// leaves the old or the new queue, never a torn one. Saves are coalesced: callers that ask while
// a write is running share the next write, which snapshots the queue after they asked, so
// awaiting save() means "everything I changed before this call is written".
// Durability: a save that changes which drafts are queued (enqueue, cancel, start, stop) is
// fsync'd; the frequent per-attempt state updates are not, because after a power cut they can be
// rebuilt: a draft the store still records as 'sending' is treated as possibly delivered and
// checked by referenceId first (outbox.ts start), and a resend is answered 409 anyway
// (decisions 10). Skipping those fsyncs keeps the drain near network speed (bench: outbox).
import { mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { OutboxItemSchema, type OutboxItem } from '../../../shared/outbox/outbox-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';

const QueueFileSchema = z.object({
  version: z.literal(1),
  items: z.array(OutboxItemSchema),
});

export interface QueueFile {
  readonly file: string;
  /** The stored items; an unreadable file is moved aside (never deleted) and reported as CORRUPT. */
  load(): Promise<Result<OutboxItem[]>>;
  /** Resolves true once a snapshot taken after this call is written (fsync'd when `isDurable`). */
  save(isDurable?: boolean): Promise<boolean>;
}

export function createQueueFile(
  dir: string,
  snapshot: () => OutboxItem[],
  logger: Logger,
): QueueFile {
  const file = path.join(dir, 'outbox.json');
  let writing: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  let isNextDurable = false;

  async function write(fsync: boolean): Promise<boolean> {
    const body = JSON.stringify({ version: 1, items: snapshot() });
    try {
      await mkdir(dir, { recursive: true });
      await writeFileAtomic(file, body, { mode: 0o600, fsync });
      return true;
    } catch (error) {
      logger.error('outbox queue not saved', { error: (error as Error).message });
      return false;
    }
  }

  function save(isDurable = false): Promise<boolean> {
    if (isDurable) isNextDurable = true;
    if (next) return next;
    const mine: Promise<boolean> = (writing ?? Promise.resolve(true)).then(() => {
      // From here on the snapshot is taken: later callers need the write after this one.
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
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ok([]);
      return err('STORAGE', `The outbox queue could not be read: ${(error as Error).message}`);
    }
    let parsed: ReturnType<typeof QueueFileSchema.safeParse>;
    try {
      parsed = QueueFileSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = QueueFileSchema.safeParse(undefined);
    }
    if (parsed.success) return ok(parsed.data.items);
    const quarantined = `${file}.corrupt-${Date.now()}`;
    try {
      await rename(file, quarantined);
    } catch (error) {
      logger.error('outbox queue quarantine failed', { error: (error as Error).message });
    }
    logger.error('outbox queue unreadable, moved aside', { quarantined });
    return err(
      'CORRUPT',
      `The outbox queue file was unreadable and was moved to ${path.basename(quarantined)}.`,
    );
  }

  return { file, load, save };
}
