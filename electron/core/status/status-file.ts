// {dir}/status-history.json: the tracked merchants and their status history (ids, statuses and
// times only). Read with zod (STYLE.md 7): an unreadable file is moved aside, never deleted, and
// tracking starts afresh (statuses are fetched again from the service). Writes are atomic
// (write-file-atomic) and serialised, each one writing the newest snapshot.
import { mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { TrackedMerchantSchema, type TrackedMerchant } from '../../../shared/status/status-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';

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
): StatusFile {
  const file = path.join(dir, 'status-history.json');
  let chain: Promise<void> = Promise.resolve();

  function save(): Promise<void> {
    chain = chain.then(async () => {
      try {
        await mkdir(dir, { recursive: true });
        await writeFileAtomic(file, JSON.stringify({ version: 1, merchants: snapshot() }), {
          mode: 0o600,
        });
      } catch (error) {
        logger.error('status history not saved', { error: (error as Error).message });
      }
    });
    return chain;
  }

  async function load(): Promise<Result<TrackedMerchant[]>> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return ok([]);
      return err('STORAGE', `The status history could not be read: ${(error as Error).message}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = StatusFileSchema.safeParse(json);
    if (parsed.success) return ok(parsed.data.merchants);
    const quarantined = `${file}.corrupt-${Date.now()}`;
    await rename(file, quarantined).catch((error: unknown) => {
      logger.error('status history quarantine failed', { error: (error as Error).message });
    });
    return err(
      'CORRUPT',
      `The status history was unreadable and was moved to ${path.basename(quarantined)}.`,
    );
  }

  return { load, save };
}
