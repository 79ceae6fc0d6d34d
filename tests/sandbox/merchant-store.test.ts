// The merchant store on a real temp dir: what reaches the disk, in which order, and what a crash
// in the middle of a write leaves behind.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { quietLogger } from '../../sandbox/logger';
import { MerchantStore, type StoredMerchant } from '../../sandbox/store/merchant-store';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'merchant-store-'));
  dirs.push(dir);
  return dir;
}

function merchant(id: number, status: string): StoredMerchant {
  return {
    merchant: { id, status, statusReason: `reason ${status}`, referenceId: `ref-${id}` },
    isStatusPinned: false,
  };
}

async function onDisk(dataDir: string, id: number): Promise<StoredMerchant['merchant']> {
  const text = await readFile(path.join(dataDir, 'merchants', `${id}.json`), 'utf8');
  return (JSON.parse(text) as { merchant: StoredMerchant['merchant'] }).merchant;
}

describe('merchant store on disk', () => {
  it('lands quick successive updates of one merchant in call order', async () => {
    const dataDir = await tempDir();
    const store = await MerchantStore.open(dataDir, quietLogger);
    await store.insert(merchant(1, 'Submitted'));
    // Not awaited one by one: all writes are in flight at once, as with concurrent GETs.
    const statuses = Array.from({ length: 200 }, (_, index) => `Step${index}`);
    await Promise.all(statuses.map((status) => store.update(merchant(1, status))));
    expect((await onDisk(dataDir, 1)).status).toBe('Step199');
    const reopened = await MerchantStore.open(dataDir, quietLogger);
    expect(reopened.findById(1)?.merchant.status).toBe('Step199');
  });

  it('writes merchant files readable by the owner only, and no temp file stays behind', async () => {
    const dataDir = await tempDir();
    const store = await MerchantStore.open(dataDir, quietLogger);
    await store.insert(merchant(7, 'Submitted'));
    await store.update(merchant(7, 'InReview'));
    const names = await readdir(path.join(dataDir, 'merchants'));
    expect(names).toEqual(['7.json']);
    if (process.platform !== 'win32') {
      const { mode } = await stat(path.join(dataDir, 'merchants', '7.json'));
      expect(mode & 0o777).toBe(0o600);
    }
  });

  it('removes a temp file a crash left before its rename, keeping the old merchant', async () => {
    const dataDir = await tempDir();
    const store = await MerchantStore.open(dataDir, quietLogger);
    await store.insert(merchant(3, 'Submitted'));
    const orphan = path.join(dataDir, 'merchants', '3.json.tmp-0123456789ab');
    await writeFile(orphan, '{"half": ');
    const reopened = await MerchantStore.open(dataDir, quietLogger);
    expect(reopened.findById(3)?.merchant.status).toBe('Submitted');
    expect(await readdir(path.join(dataDir, 'merchants'))).toEqual(['3.json']);
  });
});
