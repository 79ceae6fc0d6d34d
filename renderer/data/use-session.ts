// Hooks over what main knows about the app, sign-in, environments and settings. Each reads through
// TanStack Query and is refreshed by contract events (use-contract-events.ts), never by polling.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { AgentLanguage } from '../../shared/i18n/language-codes';
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

const settingsSave = ['settings:set'] as const;

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
    mutationKey: settingsSave,
    mutationFn: (patch: SettingsPatch) => unwrap(boarding.settings.set(patch)),
    scope: { id: 'settings:set' },
    onSettled: (settings) => {
      // A save queued after this one (this one is pending until its callbacks have run) makes
      // this answer out of date: the queued one's answer follows.
      if (client.isMutating({ mutationKey: settingsSave }) > 1) return;
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

/**
 * The agent's language as last chosen while its save is still on its way (undefined when no save
 * of it is): shown at once, before the setting has travelled to main and back (decisions 91). Read
 * from the saves themselves, so it gives way to the setting exactly when the latest save ends,
 * whose answer is in the cache by then; a pick kept beside the cache and dropped when the two
 * matched could match an out-of-date cache and show an earlier pick's language again.
 */
export function usePendingAgentLanguage(): AgentLanguage | undefined {
  const saves = useQueryClient().getMutationCache();
  return useSyncExternalStore(
    (onChange) => saves.subscribe(onChange),
    () =>
      saves
        .findAll({ mutationKey: settingsSave, status: 'pending' })
        .map((save) => (save.state.variables as SettingsPatch | undefined)?.agentLanguage)
        .findLast((language) => language !== undefined),
  );
}
