// The merchant category picker's questions to core (decisions 102): the matches for what the agent
// typed and a code's published name. The list and its search live in core; the renderer keeps only
// the answers it shows, cached for the app's life (the list ships with the app and never changes),
// so a search typed again, or a code named again, is not asked twice.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CategorySearchAnswer } from '../../shared/codes/merchant-category-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

/**
 * The list's answers are fixed: never stale, kept a while after the picker stops showing them.
 * Unlike the disk and network calls the client does not retry (query-client.ts), a search that
 * failed in transit (the page's socket dropped on a loaded machine) is answered when asked again:
 * the list is in core's memory. Until then the previous matches stay on screen.
 */
const fixed = { staleTime: Infinity, gcTime: 10 * 60_000, retry: 2, retryDelay: 200 } as const;

/** Core's matches for one search text, with the text they answer. */
export type CategoryMatches = CategorySearchAnswer & { query: string };

function searchQuery(query: string, limit: number) {
  return {
    queryKey: queryKeys.categorySearch(query, limit),
    queryFn: async (): Promise<CategoryMatches> => ({
      ...(await unwrap(boarding.categories.search({ query, limit }))),
      query,
    }),
    ...fixed,
  };
}

/**
 * Matches for `query` (the common field categories while it is empty), best first, at most
 * `limit`, with `query` saying which search they answer: until core answers a keystroke, the
 * matches of the search before it stay on screen (the picker does not flash empty). `whenFound`:
 * the matches for a text once core has answered (from the cache when it has), for an Enter
 * pressed before the answer came.
 */
export function useCategorySearch(query: string, limit: number) {
  const client = useQueryClient();
  const found = useQuery({ ...searchQuery(query, limit), placeholderData: keepPreviousData });
  return {
    found: found.data,
    whenFound: (text: string) => client.fetchQuery(searchQuery(text, limit)),
  };
}

/** A four-digit code's listed category: `undefined` while asked, null when the list lacks it. */
export function useCategory(code: string) {
  const isCode = /^\d{4}$/.test(code);
  const found = useQuery({
    queryKey: queryKeys.category(code),
    queryFn: () => unwrap(boarding.categories.lookup({ code })),
    enabled: isCode,
    ...fixed,
  });
  return isCode ? found.data : null;
}
