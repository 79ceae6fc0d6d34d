// Search, filter and sort over the summaries held in memory: pure functions, so the list stays
// smooth at 10,000 drafts. Sorting happens once per sort change or fresh list; a saved draft is
// moved to its place without sorting again; each keystroke is then a single pass over
// precomputed lowercase keys that keeps the sorted order.
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import type { Lifecycle } from '../../shared/drafts/lifecycle';
import { knownName } from '../../shared/drafts/display-name';

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

/** A sorted list and what it was sorted from, so the next version of the list can reuse it. */
export interface SortedDrafts {
  source: readonly DraftSummary[];
  sort: DraftSortId;
  entries: IndexedSummary[];
}

/** More changed summaries than this and a full sort is as cheap as inserting them one by one. */
const maxPatched = 32;

function indexed(summary: DraftSummary): IndexedSummary {
  return { summary, searchText: `${summary.legalName}\n${summary.dba}`.toLowerCase() };
}

/**
 * A to Z by the name the agent knows; an application with no name yet (shown as "Untitled
 * application" in the agent's language) after every named one, whatever that language calls it.
 */
function compareNames(a: string | undefined, b: string | undefined): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  return byName().compare(a, b);
}

/** Newest first for times, A to Z for names; ties by id so the order is stable. */
function comparator(sort: DraftSortId): (a: DraftSummary, b: DraftSummary) => number {
  const byId = (a: DraftSummary, b: DraftSummary) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  if (sort === 'name') return (a, b) => compareNames(knownName(a), knownName(b)) || byId(a, b);
  const key = sort === 'created' ? 'createdAt' : 'updatedAt';
  return (a, b) => (a[key] === b[key] ? byId(a, b) : a[key] < b[key] ? 1 : -1);
}

export function sortAndIndex(
  summaries: readonly DraftSummary[],
  sort: DraftSortId,
): IndexedSummary[] {
  const compare = comparator(sort);
  if (sort !== 'name') return summaries.map(indexed).sort((a, b) => compare(a.summary, b.summary));
  // By name: each display name is worked out once, not twice per comparison.
  const named = summaries.map((summary) => ({
    entry: indexed(summary),
    name: knownName(summary),
  }));
  const byId = (a: DraftSummary, b: DraftSummary) => (a.id < b.id ? -1 : 1);
  named.sort((a, b) => compareNames(a.name, b.name) || byId(a.entry.summary, b.entry.summary));
  return named.map(({ entry }) => entry);
}

/**
 * The sorted list for `next`. When it differs from the previous source in a few summaries (a
 * save patches one into the cached list), those are taken out and inserted at their place by
 * binary search instead of sorting all 10,000 again. Summaries are compared by identity: the data
 * layer keeps every unchanged summary object as it was.
 */
export function updateSortedDrafts(
  previous: SortedDrafts | null,
  next: readonly DraftSummary[],
  sort: DraftSortId,
): SortedDrafts {
  const full = (): SortedDrafts => ({ source: next, sort, entries: sortAndIndex(next, sort) });
  if (previous === null || previous.sort !== sort) return full();
  if (previous.source === next) return previous;
  const before = new Set(previous.source);
  const added = next.filter((summary) => !before.has(summary));
  if (added.length > maxPatched) return full();
  const after = new Set(next);
  const entries = previous.entries.filter((entry) => after.has(entry.summary));
  if (entries.length + added.length !== next.length) return full();
  const compare = comparator(sort);
  for (const summary of added) {
    let low = 0;
    let high = entries.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(entries[middle]!.summary, summary) < 0) low = middle + 1;
      else high = middle;
    }
    entries.splice(low, 0, indexed(summary));
  }
  return { source: next, sort, entries };
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
