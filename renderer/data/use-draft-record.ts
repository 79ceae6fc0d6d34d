// One stored draft, read through the cache under its draft key, for screens that show part of it
// (the outbox's rejection details). Contract events keep it current (use-contract-events.ts).
import { useQuery } from '@tanstack/react-query';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

export function useDraftRecord(draftId: string) {
  return useQuery({
    queryKey: queryKeys.draft(draftId),
    queryFn: () => unwrap(boarding.drafts.get({ id: draftId })),
  });
}
