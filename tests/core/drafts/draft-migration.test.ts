// The store runs migrations on files written by an older version and persists the result, and
// leaves files written by a newer version exactly as they are.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentDraftSchemaVersion } from '../../../shared/drafts/draft-schema';
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

  it('leaves a file from a newer version in place, unlisted, and never writes over it', async () => {
    const key = await dataKeyOf(dir);
    let store = await openTestStore(dir);
    const other = unwrap(await store.create({ payload: { legalName: 'Still Here' } }));
    await store.close();
    const id = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    // The newer version wrote revision 2; a crash left its current-version revision 1 beside it.
    // Falling back to revision 1 would make the next save write revision 2 over the newer file.
    const newer = await writeRawDraft(
      dir,
      key,
      { id, revision: 2 },
      currentDraftSchemaVersion + 1,
      { from: 'the future' },
    );
    const older = await writeRawDraft(dir, key, { id, revision: 1 }, currentDraftSchemaVersion, {
      ...unwrap(await openAndGet(other.id)),
      id,
    });
    const bytes = { newer: await readFile(newer), older: await readFile(older) };

    store = await openTestStore(dir);
    expect(store.quarantined()).toEqual([]);
    expect(store.tooNew()).toEqual([id]);
    expect(unwrap(await store.list()).items.map((item) => item.id)).toEqual([other.id]);
    const opened = await store.get(id);
    expect(opened.ok || opened.error).toMatchObject({
      code: 'CORRUPT',
      message: expect.stringContaining('newer version'),
      details: { reason: 'too-new' }, // intact and left in place, not damaged
    });
    expect((await store.save(id, { legalName: 'Overwrite?' })).ok).toBe(false);
    unwrap(await store.save(other.id, { legalName: 'Saved Meanwhile' }));
    await store.close();

    store = await openTestStore(dir);
    expect(unwrap(await store.get(other.id)).payload.legalName).toBe('Saved Meanwhile');
    expect(store.quarantined()).toEqual([]);
    expect(store.tooNew()).toEqual([id]);
    await store.close();
    expect(await readFile(newer)).toEqual(bytes.newer);
    expect(await readFile(older)).toEqual(bytes.older);
    expect(await readdir(dir)).not.toContain('quarantine');
  });

  it('a listed draft whose file turns out newer is dropped from the list, not quarantined', async () => {
    const key = await dataKeyOf(dir);
    let store = await openTestStore(dir);
    const draft = unwrap(await store.create({ payload: { legalName: 'Upgraded Elsewhere' } }));
    await store.close();
    // Same revision as the index entry, so the open trusts the index and decrypts nothing.
    const file = await writeRawDraft(
      dir,
      key,
      { id: draft.id, revision: 1 },
      currentDraftSchemaVersion + 1,
      { ...draft, schemaVersion: currentDraftSchemaVersion + 1 },
    );
    const bytes = await readFile(file);

    store = await openTestStore(dir);
    const opened = await store.get(draft.id);
    expect(opened.ok || opened.error.code).toBe('CORRUPT');
    expect(store.quarantined()).toEqual([]);
    expect(store.tooNew()).toEqual([draft.id]);
    expect(unwrap(await store.list()).total).toBe(0);
    expect(store.counts()).toMatchObject({ total: 0, setAside: 0, newerVersion: 1 });
    const saved = await store.save(draft.id, { legalName: 'Overwrite?' });
    expect(saved.ok || saved.error.code).toBe('CORRUPT');
    await store.close();
    expect(await readFile(file)).toEqual(bytes);

    store = await openTestStore(dir);
    expect(store.tooNew()).toEqual([draft.id]);
    expect(store.quarantined()).toEqual([]);
    await store.close();
    expect(await readFile(file)).toEqual(bytes);
  });
});

async function openAndGet(id: string) {
  const store = await openTestStore(dir);
  const draft = await store.get(id);
  await store.close();
  return draft;
}
