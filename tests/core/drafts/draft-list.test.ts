// Search, filter, sort and paging over the index (no decryption involved).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftStore } from '../../../electron/core/drafts/draft-store';
import type { DraftPayload } from '../../../shared/drafts/draft-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { makeTempDir } from './support/temp-dir';
import { manualClock, openTestStore, unwrap } from './support/open-store';

let cleanup: () => Promise<void>;
let store: DraftStore;
const ids: Record<string, string> = {};

beforeEach(async () => {
  let dir: string;
  ({ dir, cleanup } = await makeTempDir());
  const clock = manualClock();
  store = await openTestStore(dir, { clock });
  // Created in this order, one minute apart, so createdAt order is known.
  const rows: [string, DraftPayload][] = [
    ['zephyr', { legalName: 'Zephyr Bikes', locationName: 'Downtown Cycles' }],
    ['acme', validFullPayload({ legalName: 'acme Tools', locationName: 'Acme Hardware' })],
    ['bravo', { legalName: 'Bravo Bakery', locationName: 'The Corner Oven' }],
    ['nameless', { locationName: 'Unnamed Stall' }],
  ];
  for (const [key, payload] of rows) {
    ids[key] = unwrap(await store.create({ payload })).id;
    clock.advance(60_000);
  }
  // Touch zephyr last so it is the most recently updated.
  unwrap(
    await store.save(ids.zephyr!, {
      legalName: 'Zephyr Bikes',
      locationName: 'Downtown Cycles',
      legalCity: 'Reno',
    }),
  );
});

afterEach(async () => {
  await store.close();
  await cleanup();
});

async function names(query: Record<string, unknown>): Promise<string[]> {
  return unwrap(await store.list(query)).items.map((item) => item.legalName);
}

describe('list', () => {
  it('defaults to most recently updated first, live drafts only', async () => {
    expect(await names({})).toEqual(['Zephyr Bikes', '', 'Bravo Bakery', 'acme Tools']);
  });

  it('searches legal name and DBA (locationName) case-insensitively', async () => {
    expect(await names({ search: 'ACME' })).toEqual(['acme Tools']);
    expect(await names({ search: 'corner oven' })).toEqual(['Bravo Bakery']);
    expect(await names({ search: '  cycles ' })).toEqual(['Zephyr Bikes']);
    expect(await names({ search: 'no such merchant' })).toEqual([]);
  });

  it('filters by lifecycle', async () => {
    expect(await names({ lifecycle: ['ready'] })).toEqual(['acme Tools']);
    expect((await names({ lifecycle: ['draft'] })).sort()).toEqual([
      '',
      'Bravo Bakery',
      'Zephyr Bikes',
    ]);
  });

  it('sorts by legal name (case-insensitive) and createdAt, both directions', async () => {
    expect(await names({ sort: 'legalName' })).toEqual([
      '',
      'acme Tools',
      'Bravo Bakery',
      'Zephyr Bikes',
    ]);
    expect(await names({ sort: 'legalName', direction: 'desc' })).toEqual([
      'Zephyr Bikes',
      'Bravo Bakery',
      'acme Tools',
      '',
    ]);
    expect(await names({ sort: 'createdAt', direction: 'asc' })).toEqual([
      'Zephyr Bikes',
      'acme Tools',
      'Bravo Bakery',
      '',
    ]);
  });

  it('pages with limit and offset and reports the total before paging', async () => {
    const page = unwrap(await store.list({ sort: 'legalName', limit: 2, offset: 1 }));
    expect(page.items.map((item) => item.legalName)).toEqual(['acme Tools', 'Bravo Bakery']);
    expect(page.total).toBe(4);
  });

  it('carries listing fields only', async () => {
    const item = unwrap(await store.list({ search: 'acme' })).items[0]!;
    expect(Object.keys(item).sort()).toEqual(
      [
        'city',
        'createdAt',
        'dba',
        'errorCount',
        'id',
        'isTrashed',
        'legalName',
        'lifecycle',
        'updatedAt',
        'variant',
      ].sort(),
    );
    expect(item.dba).toBe('Acme Hardware');
  });

  it('refuses a malformed query with BAD_REQUEST', async () => {
    const result = await store.list({ sort: 'ssn' });
    expect(result.ok || result.error.code).toBe('BAD_REQUEST');
    const extra = await store.list({ limit: 0 });
    expect(extra.ok || extra.error.code).toBe('BAD_REQUEST');
  });
});
