// The data layer's one QueryClient. Main owns the data and pushes changes as contract events
// (use-contract-events.ts), so queries do not refetch on focus or on a timer: an event, a
// mutation or a remount refreshes them. Retries are off: the core already retries the network,
// and a failed local call (disk, encryption) does not fix itself by asking again at once.
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
