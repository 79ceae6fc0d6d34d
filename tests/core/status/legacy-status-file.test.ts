// An earlier version's status file, read once to be folded into the drafts (decisions 89):
// version 1 is migrated on read (migrations/002-environment.ts), every merchant and its whole
// history kept with the environment unknown (null), never quarantined or dropped; once folded it
// is removed, or kept aside when some of it had no application to go to.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateStatusFileV1 } from '../../../electron/core/status/migrations/002-environment';
import { createLegacyStatusFile } from '../../../electron/core/status/legacy-status-file';
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

  it('reads a version 1 file without quarantining it, and keeps it aside when not whole', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-migration-'));
    await writeFile(path.join(dir, 'status-history.json'), JSON.stringify(v1));
    const file = createLegacyStatusFile(dir, silentLogger, () => 0);
    const loaded = await file.load();
    expect(loaded.ok && loaded.value).toEqual(migrateStatusFileV1(v1).merchants);
    expect(await readdir(dir)).toEqual(['status-history.json']);
    await file.retire(false);
    expect(await readdir(dir)).toEqual(['status-history.unfolded.json']);
    const kept = JSON.parse(await readFile(path.join(dir, 'status-history.unfolded.json'), 'utf8'));
    expect(kept).toEqual(v1);
    // Never read again: the next start finds no status file.
    expect(await file.load()).toEqual({ ok: true, value: [] });
  });

  it('is removed once wholly folded, and a damaged one is set aside', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-migration-'));
    const file = createLegacyStatusFile(dir, silentLogger, () => 0);
    await writeFile(path.join(dir, 'status-history.json'), JSON.stringify(v1));
    await file.retire(true);
    expect(await readdir(dir)).toEqual([]);
    await writeFile(path.join(dir, 'status-history.json'), '{"version":1,"merch');
    const damaged = await file.load();
    expect(!damaged.ok && damaged.error.code).toBe('CORRUPT');
    expect(await readdir(dir)).toEqual(['quarantine']);
  });
});
