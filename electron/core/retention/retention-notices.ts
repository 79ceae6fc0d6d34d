// When Settings first announced each item retention will act on (decisions 44), kept in a small
// file in the data folder so the week's notice survives restarts. It holds ids and times only,
// nothing of an application, so it is safe in plaintext. An item no longer due is dropped, so
// one that becomes due again (retentionDays lowered, an import) is announced afresh.
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../../../node/atomic-write';
import type { Logger } from '../ports';

/** Keys are `reduce:<id>` or `purge:<id>`; values are epoch ms of the first announcement. */
export type Notices = Map<string, number>;

export interface RetentionNotices {
  load(): Promise<Notices>;
  save(notices: Notices): Promise<void>;
}

const NoticesFileSchema = z.strictObject({
  version: z.literal(1),
  firstAnnounced: z.record(z.string().max(200), z.number().int().nonnegative()),
});

export function fileRetentionNotices(file: string, logger: Logger): RetentionNotices {
  return {
    async load() {
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
          logger.warn('retention notices unreadable', {
            code: (error as NodeJS.ErrnoException).code,
          });
        return new Map();
      }
      let parsed: ReturnType<typeof NoticesFileSchema.safeParse>;
      try {
        parsed = NoticesFileSchema.safeParse(JSON.parse(text));
      } catch {
        parsed = NoticesFileSchema.safeParse(undefined);
      }
      // A damaged file only restarts the week's notice: later, never sooner.
      if (!parsed.success) return new Map();
      return new Map(Object.entries(parsed.data.firstAnnounced));
    },
    async save(notices) {
      const body = { version: 1, firstAnnounced: Object.fromEntries(notices) };
      await writeFileAtomic(file, JSON.stringify(body));
    },
  };
}

/** For tests and a host without a data folder: notices for this run only. */
export function memoryRetentionNotices(): RetentionNotices {
  let kept: Notices = new Map();
  return {
    load: async () => new Map(kept),
    save: async (notices) => {
      kept = new Map(notices);
    },
  };
}
