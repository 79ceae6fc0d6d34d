// Which status changes the agent was already told about (decisions 53), so each change is
// announced once: across rounds, across a restart (kept in notified.json beside the status
// history) and across windows (core announces, every window and the OS notification only relay).
// A change is known by environment, merchant, status and the time it was seen: the same status
// seen again is no change (recordObservation, status-state.ts), and a merchant that went Approved, Closed and, after an
// admin fix, Approved again is told twice, which is right.
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../ports';
import { createJsonStateStore } from '../storage/json-state-file';

/** Keys kept; the oldest go first. A change older than thousands of others is never seen again. */
const keptKeys = 5000;

const LedgerFileSchema = z.object({ version: z.literal(1), keys: z.array(z.string().max(400)) });

export interface NotifiedLedger {
  /** True the first time `key` is claimed (and it is written down); false ever after. */
  claim(key: string): Promise<boolean>;
}

export function changeKey(change: {
  environmentId: string | null;
  merchantId: string;
  status: string | null;
  at: number;
}): string {
  return JSON.stringify([change.environmentId, change.merchantId, change.status, change.at]);
}

export function createNotifiedLedger(
  dir: string,
  logger: Logger,
  now: () => number,
): NotifiedLedger {
  const store = createJsonStateStore(
    {
      file: path.join(dir, 'notified.json'),
      quarantineDir: dir,
      label: 'The notified changes',
      now,
    },
    LedgerFileSchema,
    logger,
  );
  let keys: Set<string> | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  async function loaded(): Promise<Set<string>> {
    if (keys) return keys;
    const read = await store.load();
    // Unreadable: start empty rather than stay silent; at worst one change is told twice.
    keys = new Set(read.ok ? (read.value?.keys ?? []) : []);
    return keys;
  }

  function claim(key: string): Promise<boolean> {
    // Serialised: two changes seen at once each read the set the other already wrote to.
    const next = chain.then(async () => {
      const known = await loaded();
      if (known.has(key)) return false;
      known.add(key);
      const list = [...known].slice(-keptKeys);
      if (list.length < known.size) keys = new Set(list);
      await store.write({ version: 1, keys: list });
      return true;
    });
    chain = next.catch(() => undefined);
    return next;
  }

  return { claim };
}
