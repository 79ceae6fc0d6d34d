// Sign-in from the sign-in screen: start (with a consumer secret once, when asked), cancel, open
// the authorization page again, sign out. The sign-in state is written to the cache here; the
// `auth:changed` event keeps it current afterwards (use-contract-events.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '../../shared/ipc/contract';
import { boarding, isElectron } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { unwrap } from './unwrap';

/** True in the Electron window, false in browser mode (the page opens in a new tab there). */
export const isDesktopWindow = isElectron;

/** Starts sign-in; `onSettled` runs however it ends, after which the state is read again. */
export function useStartSignIn(onSettled: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RequestInput<'auth:start'>) => unwrap(boarding.auth.start(request)),
    onSettled: () => {
      onSettled();
      void client.invalidateQueries({ queryKey: queryKeys.auth });
    },
  });
}

export function useSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(boarding.auth.signOut()),
    onSuccess: (next) => client.setQueryData(queryKeys.auth, next),
  });
}

export function cancelSignIn(): void {
  void boarding.auth.cancel();
}

/** Opens the authorization page again (Electron); answers the Result to show a failure. */
export function openAuthPage() {
  return boarding.auth.openPage();
}
