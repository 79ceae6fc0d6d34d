// The store runs migrations on files written by an older version and persists the result.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validFullPayload } from '../../fixtures/merchant';
import { makeTempDir } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';
import { dataKeyOf, writeRawDraft } from './support/raw-files';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  await (await openTestStore(dir)).close(); // creates the data key and folders
});

afterEach(() => cleanup());

describe('opening a store with version 0 drafts', () => {
  it('migrates them, re-derives ready from the shared schema and fixes the new referenceId on disk', async () => {
    const key = await dataKeyOf(dir);
    const complete = {
      id: '0f8e7d6c-5b4a-4392-8170-6a5b4c3d2e1f',
      status: 'complete',
      merchant: { legalName: 'Not Really Done' },
      created: 1714557600000,
      modified: 1714561200000,
    };
    const valid = {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      status: 'editing',
      merchant: validFullPayload(),
      created: 1714557600000,
      modified: 1714561200000,
    };
    await writeRawDraft(dir, key, { id: complete.id, revision: 1 }, 0, complete);
    await writeRawDraft(dir, key, { id: valid.id, revision: 3 }, 0, valid);

    let store = await openTestStore(dir);
    const first = unwrap(await store.get(complete.id));
    expect(first.schemaVersion).toBe(1);
    expect(first.lifecycle).toBe('draft'); // 'complete' but fails the shared schema
    expect(unwrap(await store.get(valid.id)).lifecycle).toBe('ready');
    expect(store.quarantined()).toEqual([]);
    await store.close();

    // Written back as a new revision: the old version-0 files are gone and the id is stable.
    const names = (await readdir(path.join(dir, 'drafts'))).sort();
    expect(names).toEqual([`${complete.id}.2.draft`, `${valid.id}.4.draft`].sort());
    store = await openTestStore(dir);
    expect(unwrap(await store.get(complete.id)).referenceId).toBe(first.referenceId);
    await store.close();
  });

  it('leaves a file from a newer version alone (quarantined for support, not deleted)', async () => {
    const key = await dataKeyOf(dir);
    const id = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    await writeRawDraft(dir, key, { id, revision: 1 }, 9, { from: 'the future' });
    const store = await openTestStore(dir);
    expect(store.quarantined()).toMatchObject([
      { id, reason: expect.stringContaining('newer version') },
    ]);
    await store.close();
  });
});
