// The drafts home's sorted list, kept between renders so a save that patches one summary into the
// cached list moves that row instead of sorting every draft again (updateSortedDrafts). Kept as
// state adjusted during render (React's "storing information from previous renders"), not a ref.
import { useState } from 'react';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import {
  updateSortedDrafts,
  type DraftSortId,
  type IndexedSummary,
  type SortedDrafts,
} from './filter-drafts';

const noDrafts: DraftSummary[] = [];

export function useSortedDrafts(
  summaries: readonly DraftSummary[] | undefined,
  sort: DraftSortId,
): IndexedSummary[] {
  const source = summaries ?? noDrafts;
  const [sorted, setSorted] = useState<SortedDrafts>(() => updateSortedDrafts(null, source, sort));
  if (sorted.source !== source || sorted.sort !== sort) {
    const next = updateSortedDrafts(sorted, source, sort);
    setSorted(next);
    return next.entries;
  }
  return sorted.entries;
}
