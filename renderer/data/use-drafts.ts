// The drafts home's data: every summary of one scope (live or trash) loaded once, then kept
// current row by row: this renderer's saves patch their row from the save's answer and every
// other change from its `drafts:saved` event (draft-save.ts); it is read whole again only after
// a change no single row describes (a draft set aside, this window's trash or outbox actions), so
// searching, filtering and sorting 10,000 rows happens in memory without a round trip per
// keystroke. Summaries hold names and states only (no SSN, tax id or account number:
// DraftSummarySchema).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DraftList, DraftSummary } from '../../shared/drafts/draft-schema';
import { boarding } from '../ipc/boarding-client';
import { firstPageQuery } from './first-page';
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

export interface DraftSummaries {
  /** The newest rows first, then every row once the whole list has arrived. */
  data: DraftSummary[] | undefined;
  /** True once `data` is every draft of the scope (search and sort need all of them). */
  isComplete: boolean;
  isPending: boolean;
  error: Error | null;
}

/**
 * Every summary of a scope, with the newest page first: 10,000 rows take a moment to read and
 * parse, and the agent should see their latest work at once rather than a blank list.
 */
export function useDraftSummaries(trashed: boolean): DraftSummaries {
  const client = useQueryClient();
  const allKey = queryKeys.draftList({ trashed });
  const hasAll = client.getQueryData(allKey) !== undefined;
  const first = useQuery({ ...firstPageQuery(trashed), enabled: !hasAll });
  // Asked once the first page's rows have painted, so the big answer never holds up the small
  // one: neither its request (the host reading 10,000 summaries competes for the same cores) nor
  // its parse lands before the first frame with rows (decisions 56).
  const hasFirst = first.data !== undefined;
  const [isFirstPainted, setFirstPainted] = useState(false);
  useEffect(() => {
    if (!hasFirst || isFirstPainted) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setFirstPainted(true);
    const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
    return () => {
      cancelAnimationFrame(frame);
      channel.port1.close();
    };
  }, [hasFirst, isFirstPainted]);
  const all = useQuery({
    queryKey: allKey,
    queryFn: () => loadAll(trashed),
    enabled: hasAll || isFirstPainted || first.error !== null,
  });
  return {
    data: all.data ?? first.data?.items,
    isComplete: all.data !== undefined,
    isPending: all.data === undefined && first.data === undefined && all.error === null,
    error: all.error ?? first.error,
  };
}

export function useDraftCounts() {
  return useQuery({
    queryKey: queryKeys.draftCounts,
    queryFn: () => unwrap(boarding.drafts.counts()),
  });
}

/**
 * Puts a saved summary into a cached list in place (or takes it out when it left the scope). A
 * summary older than the cached row is ignored: a draft's revision only grows, so it is a late
 * event that would roll the row back (an equal one is a trash or a restore, which keep it).
 */
export function patchSummaries(
  list: DraftSummary[] | undefined,
  summary: DraftSummary,
  trashed: boolean,
): DraftSummary[] | undefined {
  if (list === undefined) return undefined;
  const index = list.findIndex((entry) => entry.id === summary.id);
  const belongs = summary.isTrashed === trashed;
  if (index === -1) return belongs ? [summary, ...list] : list;
  if (Date.parse(summary.updatedAt) < Date.parse(list[index]!.updatedAt)) return list;
  const next = list.slice();
  // Saves and outbox moves carry no merchant status (core joins it into lists, decisions 52):
  // a submitted row keeps the one it has until the next status change patches it
  // (patchMerchantStatus, use-contract-events.ts).
  const kept = list[index]!.merchantStatus;
  if (belongs)
    next[index] =
      summary.merchantStatus === undefined &&
      kept !== undefined &&
      summary.lifecycle === 'submitted'
        ? { ...summary, merchantStatus: kept }
        : summary;
  else next.splice(index, 1);
  return next;
}

/** The same for the first page, whose total moves with the rows that enter or leave it. */
export function patchPage(page: DraftList, summary: DraftSummary, trashed: boolean): DraftList {
  const items = patchSummaries(page.items, summary, trashed) ?? page.items;
  if (items === page.items) return page;
  return { ...page, items, total: page.total + items.length - page.items.length };
}
