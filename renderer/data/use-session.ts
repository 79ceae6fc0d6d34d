// Hooks over what main knows about the app, sign-in, environments and settings. Each reads through
// TanStack Query and is refreshed by contract events (use-contract-events.ts), never by polling.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SettingsPatch } from '../../shared/ipc/settings-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

export function useAppInfo() {
  return useQuery({
    queryKey: queryKeys.appInfo,
    queryFn: () => unwrap(boarding.app.info()),
    staleTime: Infinity,
  });
}

export function useAuthStatus() {
  return useQuery({ queryKey: queryKeys.auth, queryFn: () => unwrap(boarding.auth.status()) });
}

export function useEnvironments() {
  return useQuery({
    queryKey: queryKeys.environments,
    queryFn: () => unwrap(boarding.environments.list()),
  });
}

/** The built-in sandbox is the environment in use: practice, where nothing is real (decisions 55). */
export function useIsSandboxInUse(): boolean {
  const environments = useEnvironments().data;
  const inUse = environments?.environments.find((e) => e.id === environments.selectedId);
  return inUse?.kind === 'sandbox';
}

export function useSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => unwrap(boarding.settings.get()) });
}

/** The save last started, per client: only its answer is the settings now (useUpdateSettings). */
const latestSave = new WeakMap<QueryClient, number>();

/**
 * settings:set, then everything that depends on the selected environment is read again. Saves run
 * one after another (one scope), so main applies them in the order they were made, and only the
 * latest save's answer goes into the cache: an earlier one's is out of date when it lands (with
 * es, en, es picked quickly it would put English back on screen for a moment). When the latest
 * save fails, the settings are read again instead, since the answers skipped before it were never
 * written.
 */
export function useUpdateSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => unwrap(boarding.settings.set(patch)),
    scope: { id: 'settings:set' },
    onMutate: () => {
      const save = (latestSave.get(client) ?? 0) + 1;
      latestSave.set(client, save);
      return save;
    },
    onSettled: (settings, _error, _patch, save) => {
      if (save !== latestSave.get(client)) return;
      if (settings === undefined) void client.invalidateQueries({ queryKey: queryKeys.settings });
      else client.setQueryData(queryKeys.settings, settings);
      void client.invalidateQueries({ queryKey: queryKeys.environments });
      void client.invalidateQueries({ queryKey: queryKeys.auth });
      void client.invalidateQueries({ queryKey: queryKeys.outbox });
      // The agreement texts are settings too (per environment and language, decisions 99).
      void client.invalidateQueries({ queryKey: queryKeys.agreements });
    },
  });
}
