// The drafts home's data: every summary of one scope (live or trash) loaded once and kept current
// from `drafts:saved` events, so searching, filtering and sorting 10,000 rows happens in memory
// without a round trip per keystroke. Summaries hold names and states only (no SSN, tax id or
// account number: DraftSummarySchema).
import { useQuery } from '@tanstack/react-query';
import type { DraftList, DraftSummary } from '../../shared/drafts/draft-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

/** The contract's page limit: larger stores are read in pages of this size. */
const pageSize = 10_000;

async function loadAll(trashed: boolean): Promise<DraftSummary[]> {
  const items: DraftSummary[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page: DraftList = await unwrap(
      boarding.drafts.list({ trashed, limit: pageSize, offset, sort: 'updatedAt' }),
    );
    items.push(...page.items);
    if (page.items.length < pageSize || items.length >= page.total) return items;
  }
}

export function useDraftSummaries(trashed: boolean) {
  return useQuery({
    queryKey: queryKeys.draftList({ trashed }),
    queryFn: () => loadAll(trashed),
  });
}

export function useDraftCounts() {
  return useQuery({
    queryKey: queryKeys.draftCounts,
    queryFn: () => unwrap(boarding.drafts.counts()),
  });
}

/** Puts a saved summary into a cached list in place (or takes it out when it left the scope). */
export function patchSummaries(
  list: DraftSummary[] | undefined,
  summary: DraftSummary,
  trashed: boolean,
): DraftSummary[] | undefined {
  if (list === undefined) return undefined;
  const index = list.findIndex((entry) => entry.id === summary.id);
  const belongs = summary.isTrashed === trashed;
  if (index === -1) return belongs ? [summary, ...list] : list;
  const next = list.slice();
  if (belongs) next[index] = summary;
  else next.splice(index, 1);
  return next;
}
