// What an agent does to applications from the drafts home: create, duplicate, start a new
// location, trash, restore, delete for good, check and queue. Each calls main and then refreshes what it changed, so the
// screen never touches the cache. Answers stay Results: the screen says what happened in words.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DraftVariant } from '../../shared/drafts/draft-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

export function useDraftActions() {
  const client = useQueryClient();
  return useMemo(() => {
    const refreshDrafts = () => void client.invalidateQueries({ queryKey: queryKeys.drafts });
    const thenRefresh = async <T>(pending: Promise<T>): Promise<T> => {
      const result = await pending;
      refreshDrafts();
      return result;
    };
    return {
      create: (variant: DraftVariant) => unwrap(boarding.drafts.create({ variant })),
      duplicate: (id: string) => thenRefresh(boarding.drafts.duplicate({ id })),
      /** A new application from a submitted one, made in core (decisions 51). */
      copySubmitted: (id: string) => thenRefresh(boarding.drafts.copySubmitted({ id })),
      /** Another location of the same merchant, made in core; answers its id (decisions 82). */
      newLocation: (id: string) => thenRefresh(boarding.drafts.newLocation({ id })),
      trash: (id: string) => thenRefresh(boarding.drafts.delete({ id })),
      restore: (id: string) => thenRefresh(boarding.drafts.restore({ id })),
      emptyTrash: () => thenRefresh(boarding.drafts.emptyTrash()),
      /** Refreshes only when something was deleted: a refused purge changed nothing. */
      purge: async (id: string) => {
        const purged = await boarding.drafts.purge({ id });
        if (purged.ok) refreshDrafts();
        return purged;
      },
      /** After a bulk queue: the drafts moved to Queued and the outbox grew. */
      queued: () => {
        refreshDrafts();
        void client.invalidateQueries({ queryKey: queryKeys.outbox });
      },
    };
  }, [client]);
}

/** The shared rules' verdict on a stored draft (drafts:validate), as a Result. */
export function validateDraft(id: string) {
  return boarding.drafts.validate({ id });
}

/** Puts a stored draft in the outbox (outbox:enqueue), as a Result. */
export function enqueueDraft(draftId: string) {
  return boarding.outbox.enqueue({ draftId });
}
