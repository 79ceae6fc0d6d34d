// Editing the service environments from Settings: read one with its fields, save, remove. Each
// mutation writes main's answer (the whole list) into the cache itself.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestInput, ValueOf } from '../../shared/ipc/contract';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

type EnvironmentList = ValueOf<'environments:list'>;

/** One environment with its fields, read fresh each time a form opens it. */
export function useEnvironment(id: string) {
  return useQuery({
    queryKey: queryKeys.environment(id),
    queryFn: () => unwrap(boarding.environments.get({ id })),
    staleTime: 0,
  });
}

export function useSaveEnvironment(onSaved: (list: EnvironmentList) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestInput<'environments:save'>) =>
      unwrap(boarding.environments.save(request)),
    onSuccess: (list) => {
      client.setQueryData(queryKeys.environments, list);
      void client.invalidateQueries({ queryKey: queryKeys.environments });
      onSaved(list);
    },
  });
}

/** Removes an environment with its stored sign-in; the sign-in state is read again. */
export function useRemoveEnvironment(onRemoved: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(boarding.environments.remove({ id })),
    onSuccess: (list) => {
      client.setQueryData(queryKeys.environments, list);
      void client.invalidateQueries({ queryKey: queryKeys.auth });
      onRemoved();
    },
  });
}
