// Search, filter, sort and page over the index's listing fields. Runs in memory over at most
// tens of thousands of small records and decrypts nothing. Comparisons are on precomputed
// lower-case keys with plain `<`, which is an order of magnitude faster than localeCompare
// and keeps listing 10,000 drafts well inside its 150 ms budget.
import type { DraftList, DraftListQuery, DraftSummary } from '../../../shared/drafts/draft-schema';

export interface ListableEntry {
  summary: DraftSummary;
  /** legalName lower-cased, kept beside the summary for sorting and search. */
  nameKey: string;
  /** legalName and dba lower-cased, for search. */
  searchText: string;
  /** Times as epoch ms: numbers compare far faster than ISO strings with a shared prefix. */
  updatedMs: number;
  createdMs: number;
}

export function listableEntry(summary: DraftSummary): ListableEntry {
  const nameKey = summary.legalName.toLowerCase();
  return {
    summary,
    nameKey,
    searchText: `${nameKey}\n${summary.dba.toLowerCase()}`,
    updatedMs: Date.parse(summary.updatedAt),
    createdMs: Date.parse(summary.createdAt),
  };
}

export const defaultListLimit = 100;

export function listDrafts(entries: Iterable<ListableEntry>, query: DraftListQuery): DraftList {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const states = query.lifecycle && query.lifecycle.length > 0 ? new Set(query.lifecycle) : null;
  const wantTrashed = query.trashed ?? false;
  const matches: ListableEntry[] = [];
  for (const entry of entries) {
    if (entry.summary.isTrashed !== wantTrashed) continue;
    if (states && !states.has(entry.summary.lifecycle)) continue;
    if (needle && !entry.searchText.includes(needle)) continue;
    matches.push(entry);
  }
  const sort = query.sort ?? 'updatedAt';
  const direction = query.direction ?? (sort === 'legalName' ? 'asc' : 'desc');
  const compare = comparator(sort, direction === 'asc' ? 1 : -1);
  const offset = query.offset ?? 0;
  const end = offset + (query.limit ?? defaultListLimit);
  // A page near the top (the usual list screen) needs only its first `end` rows in order:
  // selecting them is O(n) compares, against O(n log n) for sorting all 10,000.
  const ordered =
    end * 4 < matches.length ? firstInOrder(matches, end, compare) : matches.sort(compare);
  return { items: ordered.slice(offset, end).map((entry) => entry.summary), total: matches.length };
}

/** The `count` smallest items under `compare`, sorted; one compare for most items once filled. */
function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(best[middle]!, item) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}

/** Ties (same name, same millisecond) fall back to the id, so the order is stable and repeatable. */
function comparator(
  sort: NonNullable<DraftListQuery['sort']>,
  sign: 1 | -1,
): (a: ListableEntry, b: ListableEntry) => number {
  const byId = (a: ListableEntry, b: ListableEntry) => (a.summary.id < b.summary.id ? -1 : 1);
  if (sort === 'legalName') {
    return (a, b) => (a.nameKey === b.nameKey ? byId(a, b) : a.nameKey < b.nameKey ? -sign : sign);
  }
  const key = sort === 'createdAt' ? 'createdMs' : 'updatedMs';
  return (a, b) => (a[key] === b[key] ? byId(a, b) : (a[key] - b[key]) * sign);
}
