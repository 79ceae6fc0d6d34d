// The editor's server state, through the one data layer (TanStack Query over `boarding`): the draft,
// saving it (the cached draft follows each save, and every drafts list is refreshed), queueing and
// cancelling, and refreshing when main reports progress on this draft.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Draft, DraftPayload, DraftSummary } from '../../shared/drafts/draft-schema';
import type { Result } from '../../shared/result';
import { queryKeys } from '../data/query-keys';
import { unwrap } from '../data/unwrap';
import { boarding } from '../ipc/boarding-client';

export function useDraftQuery(draftId: string) {
  return useQuery({
    queryKey: queryKeys.draft(draftId),
    queryFn: () => unwrap(boarding.drafts.get({ id: draftId })),
    // The editor starts from the stored draft, never from a cached copy another screen left.
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Refreshes the draft when the outbox or the store reports a change to it. */
export function useDraftEvents(draftId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: queryKeys.draft(draftId) });
    const stopProgress = boarding.on('outbox:progress', (progress) => {
      if (progress.item?.draftId === draftId) refresh();
    });
    const stopSaved = boarding.on('drafts:saved', (summary) => {
      if (summary.id === draftId) refresh();
    });
    return () => {
      stopProgress();
      stopSaved();
    };
  }, [draftId, queryClient]);
}

export async function saveDraft(
  queryClient: QueryClient,
  draftId: string,
  payload: DraftPayload,
  expectedUpdatedAt: string,
): Promise<Result<DraftSummary>> {
  const result = await boarding.drafts.save({ id: draftId, payload, expectedUpdatedAt });
  if (result.ok) {
    queryClient.setQueryData<Draft>(queryKeys.draft(draftId), (draft) =>
      draft
        ? {
            ...draft,
            payload,
            updatedAt: result.value.updatedAt,
            lifecycle: result.value.lifecycle,
            serverErrors: undefined,
            rejection: undefined,
          }
        : draft,
    );
    void queryClient.invalidateQueries({
      queryKey: queryKeys.drafts,
      // This draft's cache was just set from the save; every list and count is refreshed.
      predicate: (query) => query.queryKey[1] !== 'one' || query.queryKey[2] !== draftId,
    });
  }
  return result;
}

export async function refreshAfterOutbox(queryClient: QueryClient, draftId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.draft(draftId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.drafts }),
    queryClient.invalidateQueries({ queryKey: queryKeys.outbox }),
  ]);
}
