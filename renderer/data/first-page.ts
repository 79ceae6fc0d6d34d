// The newest page of drafts, shown while the whole list loads. Apart from use-drafts.ts so the
// early requests (prefetch.ts) can ask for it without loading TanStack Query first.
import type { DraftListQuery } from '../../shared/drafts/draft-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

/** Rows shown while the whole list loads: the newest, enough to fill any screen. */
export const firstPageSize = 100;

export function firstPageRequest(trashed: boolean): DraftListQuery {
  return { trashed, limit: firstPageSize, sort: 'updatedAt' };
}

export function firstPageQuery(trashed: boolean) {
  return {
    queryKey: queryKeys.draftList(firstPageRequest(trashed)),
    queryFn: () => unwrap(boarding.drafts.list(firstPageRequest(trashed))),
  };
}
