// The drafts home's in-memory search, filter and sort (renderer/drafts/filter-drafts.ts): pure
// functions, so they are checked here in Node; the screen itself is driven in Chromium
// (tests/e2e/workspace-many-drafts.spec.ts).
import { describe, expect, it } from 'vitest';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import { displayName } from '../../renderer/words/names';
import { catalogueIntl } from './intl';
import {
  filterDrafts,
  sortAndIndex,
  updateSortedDrafts,
  type DraftSortId,
} from '../../renderer/drafts/filter-drafts';

function summary(id: string, overrides: Partial<DraftSummary>): DraftSummary {
  return {
    id,
    legalName: '',
    dba: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    lifecycle: 'draft',
    errorCount: 0,
    variant: 'full',
    isTrashed: false,
    ...overrides,
  };
}

const drafts = [
  summary('a', { legalName: 'Zeta Tools LLC', dba: 'Zeta', updatedAt: '2026-03-01T00:00:00.000Z' }),
  summary('b', {
    legalName: 'alpha bakery inc',
    lifecycle: 'ready',
    updatedAt: '2026-05-01T00:00:00.000Z',
  }),
  summary('c', { legalName: '', dba: 'Maple Deli', createdAt: '2026-06-01T00:00:00.000Z' }),
  summary('d', { legalName: 'Beta 10 Co', lifecycle: 'rejected' }),
  summary('e', { legalName: 'Beta 9 Co', lifecycle: 'ready' }),
];

describe('drafts home search, filter and sort', () => {
  it('sorts newest saved first, by name A to Z (numbers in order, case ignored), or newest created', () => {
    const ids = (sort: 'updated' | 'name' | 'created') =>
      sortAndIndex(drafts, sort).map((entry) => entry.summary.id);
    expect(ids('updated')).toEqual(['b', 'a', 'c', 'd', 'e']);
    expect(ids('name')).toEqual(['b', 'e', 'd', 'c', 'a']);
    expect(ids('created')[0]).toBe('c');
  });

  it('matches legal name or DBA, any case, keeping the sorted order', () => {
    const sorted = sortAndIndex(drafts, 'name');
    const search = (text: string) =>
      filterDrafts(sorted, { search: text, states: null }).map((draft) => draft.id);
    expect(search('BETA')).toEqual(['e', 'd']);
    expect(search('maple')).toEqual(['c']);
    expect(search('zeta')).toEqual(['a']);
    expect(search('  ')).toHaveLength(5);
    expect(search('nothing like it')).toEqual([]);
  });

  it('filters by lifecycle states, together with search', () => {
    const sorted = sortAndIndex(drafts, 'updated');
    expect(
      filterDrafts(sorted, { search: '', states: ['ready'] }).map((draft) => draft.id),
    ).toEqual(['b', 'e']);
    expect(
      filterDrafts(sorted, { search: 'beta', states: ['needs-attention', 'rejected'] }).map(
        (draft) => draft.id,
      ),
    ).toEqual(['d']);
  });

  it('names a row by legal name, else DBA, else as untitled', () => {
    expect(displayName(catalogueIntl('en'), drafts[0]!)).toBe('Zeta Tools LLC');
    expect(displayName(catalogueIntl('en'), drafts[2]!)).toBe('Maple Deli');
    expect(displayName(catalogueIntl('en'), summary('x', {}))).toBe('Untitled application');
    expect(displayName(catalogueIntl('es'), summary('x', {}))).toBe('Solicitud sin nombre');
  });
});

describe('drafts home sorted list after a save', () => {
  // A seeded list with shared names and times, so ties (broken by id) are exercised too.
  const many = Array.from({ length: 400 }, (_, n) =>
    summary(`id-${String((n * 7919) % 400).padStart(3, '0')}`, {
      legalName: n % 5 === 0 ? '' : `Shop ${n % 37}`,
      dba: `Dba ${n % 11}`,
      updatedAt: new Date(Date.UTC(2026, 0, 1, 0, n % 53)).toISOString(),
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, n % 29)).toISOString(),
    }),
  );
  const ids = (entries: { summary: DraftSummary }[]) => entries.map((entry) => entry.summary.id);

  it.each<DraftSortId>(['updated', 'name', 'created'])(
    'moves patched, added and removed drafts to where a full sort puts them (%s)',
    (sort) => {
      const first = updateSortedDrafts(null, many, sort);
      const next = many.slice();
      next[17] = {
        ...next[17]!,
        legalName: 'Aardvark Repairs',
        updatedAt: '2027-01-01T00:00:00.000Z',
      };
      next[230] = { ...next[230]!, legalName: 'Zz Last', createdAt: '2024-01-01T00:00:00.000Z' };
      next.splice(99, 1);
      next.unshift(
        summary('new-draft', { legalName: 'Middle Co', updatedAt: '2026-01-01T00:20:00.000Z' }),
      );
      const patched = updateSortedDrafts(first, next, sort);
      expect(ids(patched.entries)).toEqual(ids(sortAndIndex(next, sort)));
      // Unchanged rows keep their entries (nothing re-indexed), which is the point.
      const reused = patched.entries.filter((entry) => first.entries.includes(entry));
      expect(reused).toHaveLength(next.length - 3);
      expect(filterDrafts(patched.entries, { search: 'aardvark', states: null })).toEqual([
        next[18],
      ]);
    },
  );

  it('sorts afresh when the sort changes or many drafts changed at once', () => {
    const first = updateSortedDrafts(null, many, 'updated');
    expect(updateSortedDrafts(first, many, 'updated')).toBe(first);
    const byName = updateSortedDrafts(first, many, 'name');
    expect(ids(byName.entries)).toEqual(ids(sortAndIndex(many, 'name')));
    const renamed = many.map((draft) => ({ ...draft, legalName: `${draft.legalName} Ltd` }));
    const again = updateSortedDrafts(byName, renamed, 'name');
    expect(again.entries.some((entry) => byName.entries.includes(entry))).toBe(false);
    expect(ids(again.entries)).toEqual(ids(sortAndIndex(renamed, 'name')));
  });
});
