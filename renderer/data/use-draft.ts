// One application, as the data layer holds it. The draft query is defined here once: the editor
// and the outbox's service errors read this key, so a save or an event that patches it reaches
// every screen (notifications read the draft without caching it). Also the editor's outbox calls, which answer the outbox state
// and move the draft's lifecycle, so both are read again after them.
import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Draft, DraftVariant } from '../../shared/drafts/draft-schema';
import type { Result } from '../../shared/result';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

export function draftQuery(draftId: string) {
  return {
    queryKey: queryKeys.draft(draftId),
    queryFn: (): Promise<Draft> => unwrap(boarding.drafts.get({ id: draftId })),
  };
}

/**
 * One draft. `isOpening`: the editor starts from the stored draft, never from a copy another
 * screen left in the cache.
 */
export function useDraft(draftId: string, options: { isOpening?: boolean } = {}) {
  return useQuery({
    ...draftQuery(draftId),
    ...(options.isOpening === true && { staleTime: 0, refetchOnMount: 'always' as const }),
  });
}

/** The stored draft now (after a CONFLICT: the revision to save over), asked of main. */
export function readDraft(draftId: string): Promise<Result<Draft>> {
  return boarding.drafts.get({ id: draftId });
}

/**
 * Queues the draft or takes it back (the outbox state is the answer). `acceptedInviteCode`: the
 * warned code the agent confirmed (decisions 86).
 */
export function changeQueued(
  draftId: string,
  action: 'enqueue' | 'cancel',
  acceptedInviteCode?: string,
): Promise<Result<unknown>> {
  return action === 'enqueue'
    ? boarding.outbox.enqueue({
        draftId,
        ...(acceptedInviteCode !== undefined && { acceptedInviteCode }),
      })
    : boarding.outbox.cancel({ draftId });
}

/** After the outbox acted on a draft: the draft, the lists and the outbox are read again. */
export async function refreshAfterOutbox(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.drafts }),
    client.invalidateQueries({ queryKey: queryKeys.outbox }),
  ]);
}

/** A new, empty application of a variant. */
export function useCreateDraft(onCreated: (draft: Draft) => void) {
  return useMutation({
    mutationFn: (variant: DraftVariant) => unwrap(boarding.drafts.create({ variant })),
    onSuccess: onCreated,
  });
}
