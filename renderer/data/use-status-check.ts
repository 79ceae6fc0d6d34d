// What the agent's last "Refresh" of statuses found (decisions 53): written by the refresh
// mutation (use-outbox.ts) from its answer, read here by whoever words it. Never fetched: there is
// nothing to say until the agent has refreshed.
import { useQuery } from '@tanstack/react-query';
import type { StatusCheck } from '../../shared/status/status-schema';
import { queryKeys } from './query-keys';

export function useLastStatusCheck(): StatusCheck | undefined {
  return useQuery<StatusCheck>({
    queryKey: queryKeys.statusCheck,
    queryFn: () => Promise.reject(new Error('written by the refresh only')),
    enabled: false,
    staleTime: Infinity,
  }).data;
}
