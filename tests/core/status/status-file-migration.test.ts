// Status file migration 1 -> 2 (electron/core/status/migrations/002-environment.ts): every
// merchant and its whole history is kept, with the environment unknown (null), and the next save
// writes version 2. A version-1 file is migrated, never quarantined or dropped.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateStatusFileV1 } from '../../../electron/core/status/migrations/002-environment';
import { createStatusFile } from '../../../electron/core/status/status-file';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import { silentLogger } from '../../../electron/core/ports';

const v1 = {
  version: 1 as const,
  merchants: [
    {
      merchantId: '12',
      draftId: '5d6e7f80-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
      status: 'InReview',
      statusReason: 'Looking',
      checkedAt: 2000,
      history: [
        { status: 'Submitted', statusReason: null, at: 1000 },
        { status: 'InReview', statusReason: 'Looking', at: 2000 },
      ],
    },
    { merchantId: '13', status: null, statusReason: null, checkedAt: null, history: [] },
  ],
};

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('status file migration 1 -> 2', () => {
  it('keeps every merchant and its history, environment unknown', () => {
    expect(migrateStatusFileV1(v1)).toEqual({
      version: 2,
      merchants: v1.merchants.map((merchant) => ({ ...merchant, environmentId: null })),
    });
  });

  it('reads a version 1 file without quarantining it and saves version 2', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-migration-'));
    await writeFile(path.join(dir, 'status-history.json'), JSON.stringify(v1));
    let merchants: TrackedMerchant[] = [];
    const file = createStatusFile(
      dir,
      () => merchants,
      silentLogger,
      () => 0,
    );
    const loaded = await file.load();
    expect(loaded.ok && loaded.value.map((merchant) => merchant.environmentId)).toEqual([
      null,
      null,
    ]);
    merchants = loaded.ok ? loaded.value : [];
    expect(await file.save()).toBe(true);
    expect(await readdir(dir)).toEqual(['status-history.json']);
    const saved = JSON.parse(await readFile(path.join(dir, 'status-history.json'), 'utf8'));
    expect(saved).toEqual(migrateStatusFileV1(v1));
  });
});
