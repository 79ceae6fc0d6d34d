// Paging over every draft a query matches, against a real store in a temp dir: page sizes that
// divide the count, do not, and exceed it all give every match once, in the query's order.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftStore } from '../../../electron/core/drafts/draft-store';
import { listAllDrafts } from '../../../electron/core/drafts/list-all-drafts';
import { makeTempDir } from './support/temp-dir';
import { manualClock, openTestStore, unwrap } from './support/open-store';

let cleanup: () => Promise<void>;
let store: DraftStore;
const created: string[] = [];

beforeEach(async () => {
  let dir: string;
  ({ dir, cleanup } = await makeTempDir());
  const clock = manualClock();
  store = await openTestStore(dir, { clock });
  created.length = 0;
  for (let n = 0; n < 7; n += 1) {
    created.push(unwrap(await store.create({ payload: { legalName: `Shop ${n}` } })).id);
    clock.advance(60_000);
  }
});

afterEach(async () => {
  await store.close();
  await cleanup();
});

describe('listAllDrafts', () => {
  it('gives every match once, in order, whatever the page size', async () => {
    for (const pageSize of [1, 3, 7, 50]) {
      const all = unwrap(
        await listAllDrafts(store, { sort: 'createdAt', direction: 'asc' }, pageSize),
      );
      expect(
        all.map((item) => item.id),
        `page size ${pageSize}`,
      ).toEqual(created);
    }
  });

  it('keeps the query: the trash only when asked', async () => {
    unwrap(await store.delete(created[0]!));
    const live = unwrap(await listAllDrafts(store, { sort: 'createdAt', direction: 'asc' }, 2));
    expect(live.map((item) => item.id)).toEqual(created.slice(1));
    const trash = unwrap(await listAllDrafts(store, { trashed: true }, 2));
    expect(trash.map((item) => item.id)).toEqual([created[0]]);
  });

  it('answers the refusal of a malformed query', async () => {
    const refused = await listAllDrafts(store, { sort: 'nonsense' } as never, 2);
    expect(refused.ok ? 'ok' : refused.error.code).toBe('BAD_REQUEST');
  });
});
