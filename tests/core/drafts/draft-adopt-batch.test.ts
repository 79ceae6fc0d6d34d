// DraftStore.adoptBatch: many records from another laptop's export at once, each added once under
// its own id, a repeat or a record already here adding nothing, and all of them still there,
// whole, after the store is closed and opened again (decisions 42).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { openTestStore, unwrap } from './support/open-store';
import { makeTempDir } from './support/temp-dir';

let root: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: root, cleanup } = await makeTempDir('adopt-batch-')));
afterEach(() => cleanup());

async function recordsFrom(dir: string, count: number): Promise<Draft[]> {
  const source = await openTestStore(dir);
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i += 1) {
    const { referenceId: _fixed, ...payload } = validFullPayload({ legalName: `Batch ${i} LLC` });
    drafts.push(unwrap(await source.create({ payload })));
  }
  await source.close();
  return drafts;
}

describe('adoptBatch', () => {
  it('adds each new record once, in order, and they open whole after a restart', async () => {
    const records = await recordsFrom(`${root}/first`, 3);
    const store = await openTestStore(`${root}/second`);
    const results = await store.adoptBatch([
      ...records,
      records[1]!,
      { ...records[0]!, id: 'not-an-id' },
    ]);
    expect(results.map((result) => (result.ok ? result.value.isAdded : result.error.code))).toEqual(
      [true, true, true, false, 'BAD_REQUEST'],
    );
    expect(unwrap(await store.list()).total).toBe(3);
    const again = await store.adoptBatch(records);
    expect(again.map((result) => result.ok && result.value.isAdded)).toEqual([false, false, false]);
    await store.close();

    const reopened = await openTestStore(`${root}/second`);
    expect(unwrap(await reopened.list()).total).toBe(3);
    for (const record of records) expect(unwrap(await reopened.get(record.id))).toEqual(record);
    await reopened.close();
  });

  it('adds nothing over a draft already here, and announces each one it adds', async () => {
    const records = await recordsFrom(`${root}/first`, 2);
    const store = await openTestStore(`${root}/second`);
    unwrap(await store.adopt(records[0]!));
    const created: string[] = [];
    store.onChange((change) => {
      if (change.type === 'created') created.push(change.id);
    });
    const results = await store.adoptBatch(records);
    expect(results.map((result) => result.ok && result.value.isAdded)).toEqual([false, true]);
    expect(created).toEqual([records[1]!.id]);
    await store.close();
  });
});
