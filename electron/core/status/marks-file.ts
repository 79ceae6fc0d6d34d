// status/marks.json: the agent's handled marks (decisions 61) and their undoing (decisions 64), by
// application (draft id). A mark is the agent's note on this laptop, not what the service said:
// the merchant's status and history live on its draft (decisions 89), the marks here, each fact
// in one place. Kept apart because an import takes thousands of marks at once (one write of this
// file, where a draft write each took seconds per thousand), and a mark needs no encryption: a
// draft id, a plain status word (status-word.ts; a mark on any other status stays in memory, as
// decisions 22 keeps the service's text out of plaintext files) and a time. Read with zod; a
// damaged file is set aside (decisions 25) and the marks start empty; writes are atomic and
// serialised, each writing the newest snapshot; nothing is written before the file was read.
import path from 'node:path';
import { z } from 'zod';
import { ok, type Result } from '../../../shared/result';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import type { Logger } from '../ports';
import { createJsonStateStore } from '../storage/json-state-file';
import { isStatusWord } from './status-word';

const MarkSchema = z.strictObject({ status: z.string(), at: z.number() });
const MarksSchema = z.strictObject({
  handled: MarkSchema.optional(),
  unhandled: MarkSchema.optional(),
});
const MarksFileSchema = z.object({
  version: z.literal(1),
  marks: z.record(z.string(), MarksSchema),
});

export type Marks = z.infer<typeof MarksSchema>;

export interface MarksFile {
  /** The stored marks by draft id. CORRUPT: set aside, start empty. STORAGE: unreadable now. */
  load(): Promise<Result<Map<string, Marks>>>;
  /** Writes the marks `merchants` carry now; true once on disk. */
  save(merchants: () => readonly TrackedMerchant[]): Promise<boolean>;
}

function plain(mark: Marks['handled']): Marks['handled'] {
  return mark !== undefined && isStatusWord(mark.status) ? { ...mark } : undefined;
}

export function createMarksFile(dir: string, logger: Logger, now: () => number): MarksFile {
  const store = createJsonStateStore(
    { file: path.join(dir, 'marks.json'), quarantineDir: dir, label: 'The handled marks', now },
    MarksFileSchema,
    logger,
  );
  let chain: Promise<boolean> = Promise.resolve(true);
  return {
    async load() {
      const read = await store.load();
      if (!read.ok) return read;
      return ok(new Map(Object.entries(read.value?.marks ?? {})));
    },
    save(merchants) {
      chain = chain.then(() => {
        const marks: Record<string, Marks> = {};
        for (const merchant of merchants()) {
          const handled = plain(merchant.handled);
          const unhandled = plain(merchant.unhandled);
          if (merchant.draftId === undefined || (!handled && !unhandled)) continue;
          marks[merchant.draftId] = {
            ...(handled && { handled }),
            ...(unhandled && { unhandled }),
          };
        }
        return store.write({ version: 1, marks });
      });
      return chain;
    },
  };
}
