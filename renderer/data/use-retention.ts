// Calls to main for retention (decisions 44). Applying changes drafts, so they are read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

const retentionKey = ['retention'] as const;

export function useRetentionState() {
  return useQuery({ queryKey: retentionKey, queryFn: () => unwrap(boarding.retention.state()) });
}

export function useApplyRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(boarding.retention.apply()),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: retentionKey });
      void client.invalidateQueries({ queryKey: queryKeys.drafts });
    },
  });
}

/** After the retention setting changes, what is due changes with it. */
export function useRefreshRetention() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: retentionKey });
}
