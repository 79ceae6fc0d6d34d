// Search, filter and sort over the summaries held in memory: pure functions, so the list stays
// smooth at 10,000 drafts. Sorting happens once per list or sort change; each keystroke is then a
// single pass over precomputed lowercase keys that keeps the sorted order.
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import type { Lifecycle } from '../../shared/drafts/lifecycle';

export type DraftSortId = 'updated' | 'name' | 'created';

export interface IndexedSummary {
  summary: DraftSummary;
  /** legal name and DBA, lowercased once. */
  searchText: string;
}

// Made when a list is first sorted by name, not when the module loads (locale data is slow).
let collator: Intl.Collator | undefined;
const byName = () =>
  (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/** What a row is called: the legal name, else the DBA, else a placeholder. */
export function displayName(summary: DraftSummary): string {
  return summary.legalName.trim() || summary.dba.trim() || 'Untitled application';
}

/** Newest first for times, A to Z for names; ties by id so the order is stable. */
export function sortAndIndex(
  summaries: readonly DraftSummary[],
  sort: DraftSortId,
): IndexedSummary[] {
  const indexed = summaries.map((summary) => ({
    summary,
    searchText: `${summary.legalName}\n${summary.dba}`.toLowerCase(),
    name: sort === 'name' ? displayName(summary) : '',
  }));
  const key = sort === 'created' ? 'createdAt' : 'updatedAt';
  indexed.sort((a, b) =>
    sort === 'name'
      ? byName().compare(a.name, b.name) || (a.summary.id < b.summary.id ? -1 : 1)
      : a.summary[key] === b.summary[key]
        ? a.summary.id < b.summary.id
          ? -1
          : 1
        : a.summary[key] < b.summary[key]
          ? 1
          : -1,
  );
  return indexed.map(({ summary, searchText }) => ({ summary, searchText }));
}

export function filterDrafts(
  indexed: readonly IndexedSummary[],
  options: { search: string; states: readonly Lifecycle[] | null },
): DraftSummary[] {
  const needle = options.search.trim().toLowerCase();
  const states = options.states === null ? null : new Set(options.states);
  const matches: DraftSummary[] = [];
  for (const entry of indexed) {
    if (states !== null && !states.has(entry.summary.lifecycle)) continue;
    if (needle !== '' && !entry.searchText.includes(needle)) continue;
    matches.push(entry.summary);
  }
  return matches;
}
