// Every application a list query matches, however many: the store lists at most a page per call
// (shared/drafts/draft-schema.ts caps `limit`), so the callers that need them all (retention,
// export, status tracking at start) page through with one loop, here.
import type { DraftListQuery, DraftSummary } from '../../../shared/drafts/draft-schema';
import { ok, type Result } from '../../../shared/result';
import type { DraftStore } from './draft-store-api';

/** The summaries `query` matches, in its order, read `pageSize` at a time. */
export async function listAllDrafts(
  drafts: Pick<DraftStore, 'list'>,
  query: Omit<DraftListQuery, 'limit' | 'offset'>,
  pageSize: number,
): Promise<Result<DraftSummary[]>> {
  const items: DraftSummary[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await drafts.list({ ...query, limit: pageSize, offset });
    if (!page.ok) return page;
    items.push(...page.value.items);
    if (page.value.items.length < pageSize) return ok(items);
  }
}
