// Boarded merchants, one file per merchant in <dataDir>/merchants/<id>.json, each written
// atomically (node/atomic-write.ts, shared with the app), and writes of one merchant in the
// order they were made. One file per merchant keeps a POST O(1) however many
// merchants exist (rewriting one big file would make a bench run O(n^2)), and a damaged file only
// affects its own merchant. All merchants are also held in memory, indexed by id and referenceId,
// and loaded on start, so a restart keeps every merchant.
import { readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { SandboxLogger } from '../logger';
import { isTempFileName, writeFileAtomic } from '../../node/atomic-write';
import { ensurePrivateDir } from '../../node/private-dir';
import { readJsonFile } from './json-file';

/** The merchant exactly as GET returns it: payload fields plus the service's fields. */
export type MerchantRecord = Record<string, unknown> & {
  id: number;
  status: string;
  statusReason: string;
  legalName?: unknown;
  referenceId?: unknown;
};

export interface StoredMerchant {
  merchant: MerchantRecord;
  /** Set by the admin endpoint: GETs no longer move the status (status-rules.ts). */
  isStatusPinned: boolean;
}

const MerchantFileSchema = z.object({
  schemaVersion: z.literal(1),
  isStatusPinned: z.boolean(),
  merchant: z.looseObject({
    id: z.number().int().positive(),
    status: z.string(),
    statusReason: z.string(),
  }),
});

const fileNamePattern = /^(\d+)\.json$/;

export class MerchantStore {
  private readonly byId = new Map<number, StoredMerchant>();
  private readonly idsByReference = new Map<string, number>();
  private readonly writing = new Map<number, Promise<void>>();
  private highestId = 0;

  private constructor(private readonly dir: string) {}

  static async open(dataDir: string, logger: SandboxLogger): Promise<MerchantStore> {
    const store = new MerchantStore(path.join(dataDir, 'merchants'));
    await ensurePrivateDir(store.dir);
    for (const name of await readdir(store.dir)) {
      // A temp file is a write that a crash interrupted before its rename: the old file stands.
      if (isTempFileName(name)) {
        await unlink(path.join(store.dir, name)).catch(() => undefined);
        continue;
      }
      const match = fileNamePattern.exec(name);
      if (!match) continue;
      // The id is reserved even when the file is damaged, so a new merchant never overwrites it.
      store.highestId = Math.max(store.highestId, Number(match[1]));
      const read = await readJsonFile(path.join(store.dir, name), MerchantFileSchema);
      if (read.kind !== 'ok') {
        logger.warn('sandbox: skipped an unreadable merchant file; it is left in place', {
          file: name,
        });
        continue;
      }
      store.remember({
        merchant: read.value.merchant as MerchantRecord,
        isStatusPinned: read.value.isStatusPinned,
      });
    }
    return store;
  }

  get size(): number {
    return this.byId.size;
  }

  allocateId(): number {
    this.highestId += 1;
    return this.highestId;
  }

  findById(id: number): StoredMerchant | undefined {
    return this.byId.get(id);
  }

  findByReferenceId(referenceId: string): StoredMerchant | undefined {
    const id = this.idsByReference.get(referenceId);
    return id === undefined ? undefined : this.byId.get(id);
  }

  list(): StoredMerchant[] {
    return [...this.byId.values()].sort((a, b) => a.merchant.id - b.merchant.id);
  }

  /**
   * Adds a merchant. It is indexed before the write starts, so a second POST with the same
   * referenceId arriving meanwhile gets 409; if the write fails it is taken out again and the
   * error reaches the caller (500), so nothing is reported stored that is not on disk.
   */
  async insert(stored: StoredMerchant): Promise<void> {
    this.remember(stored);
    try {
      await this.write(stored);
    } catch (error) {
      this.byId.delete(stored.merchant.id);
      if (typeof stored.merchant.referenceId === 'string')
        this.idsByReference.delete(stored.merchant.referenceId);
      throw error;
    }
  }

  /** Replaces a merchant's record (status changes) and writes it. */
  async update(stored: StoredMerchant): Promise<void> {
    this.byId.set(stored.merchant.id, stored);
    await this.write(stored);
  }

  private remember(stored: StoredMerchant): void {
    this.byId.set(stored.merchant.id, stored);
    this.highestId = Math.max(this.highestId, stored.merchant.id);
    if (typeof stored.merchant.referenceId === 'string') {
      this.idsByReference.set(stored.merchant.referenceId, stored.merchant.id);
    }
  }

  /**
   * Writes of one merchant run one after another, in call order, so two quick status changes can
   * never land on disk out of order (the older rename winning over the newer one).
   */
  private write(stored: StoredMerchant): Promise<void> {
    const id = stored.merchant.id;
    const text = JSON.stringify(
      { schemaVersion: 1, isStatusPinned: stored.isStatusPinned, merchant: stored.merchant },
      null,
      2,
    );
    const previous = this.writing.get(id) ?? Promise.resolve();
    // 0600: merchant files hold names, addresses and e-mails of real-looking people.
    const next = previous
      .catch(() => undefined)
      // The app's atomic write (temp, fsync, rename), without the folder fsync: same durability
      // as the sandbox always had, at the cost the throughput bench measures.
      .then(() =>
        writeFileAtomic(path.join(this.dir, `${id}.json`), `${text}\n`, { syncDirectory: false }),
      );
    this.writing.set(id, next);
    const forget = () => {
      if (this.writing.get(id) === next) this.writing.delete(id);
    };
    next.then(forget, forget);
    return next;
  }
}
