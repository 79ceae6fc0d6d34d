// The data layer's refresh: every contract event updates or invalidates exactly the queries it
// concerns (conventions 15: server state through one data layer refreshed by the contract's
// events). Also raises the toasts an agent should not miss: a status change (Approved), a
// submission, and a sign-in that ended.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Draft, DraftSummary } from '../../shared/drafts/draft-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from '../data/query-keys';
import { patchSummaries } from '../data/use-drafts';
import { rejectedNotice, submittedNotice } from '../outbox/outbox-words';
import { statusWords } from '../submitted/status-words';
import { useToast } from './toasts';

/**
 * The name an agent knows an application by, for a notification: from the lists or the open
 * editor already in memory, else read once. The outbox's own records carry no names (its file is
 * plaintext), so the name comes from the draft.
 */
async function applicationName(
  client: QueryClient,
  draftId: string | undefined,
): Promise<string | undefined> {
  if (draftId === undefined) return undefined;
  const named = (legalName: string, dba: string) => legalName.trim() || dba.trim() || undefined;
  for (const [key, list] of client.getQueriesData<DraftSummary[]>({ queryKey: queryKeys.drafts })) {
    if (key[1] !== 'list' || !Array.isArray(list)) continue;
    const summary = list.find((entry) => entry.id === draftId);
    if (summary) return named(summary.legalName, summary.dba);
  }
  const draft =
    client.getQueryData<Draft>(queryKeys.draft(draftId)) ??
    (await boarding.drafts
      .get({ id: draftId })
      .then((result) => (result.ok ? result.value : undefined)));
  if (!draft) return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return named(text(draft.payload.legalName), text(draft.payload.locationName));
}

/** Counts are re-read at most this often while events stream in (a queue of 50 sending). */
const countsDebounceMs = 250;

export function useContractEvents(): { isOnline: boolean } {
  const client = useQueryClient();
  const notify = useToast();
  const [isOnline, setIsOnline] = useState(true);

  useEffect(() => {
    let countsTimer: ReturnType<typeof setTimeout> | undefined;
    const refreshCounts = () => {
      clearTimeout(countsTimer);
      countsTimer = setTimeout(() => {
        void client.invalidateQueries({ queryKey: queryKeys.draftCounts });
      }, countsDebounceMs);
    };
    const unsubscribes = [
      boarding.on('drafts:saved', (summary) => {
        for (const trashed of [false, true]) {
          client.setQueryData<DraftSummary[]>(queryKeys.draftList({ trashed }), (list) =>
            patchSummaries(list, summary, trashed),
          );
        }
        void client.invalidateQueries({ queryKey: queryKeys.draft(summary.id) });
        refreshCounts();
      }),
      boarding.on('drafts:setAside', ({ id }) => {
        // Damaged on disk: it leaves every list, and its counts move to "set aside".
        void client.invalidateQueries({ queryKey: queryKeys.drafts });
        client.removeQueries({ queryKey: queryKeys.draft(id) });
      }),
      boarding.on('outbox:progress', (progress) => {
        void client.invalidateQueries({ queryKey: queryKeys.outbox });
        setIsOnline(progress.online);
        const draftId = progress.item?.draftId;
        if (progress.event === 'submitted') {
          void client.invalidateQueries({ queryKey: queryKeys.merchants });
          const merchantId = progress.item?.merchantId;
          void applicationName(client, draftId).then((name) =>
            notify(submittedNotice(name, merchantId), 'success'),
          );
        }
        if (progress.event === 'rejected')
          void applicationName(client, draftId).then((name) =>
            notify(rejectedNotice(name), 'problem'),
          );
      }),
      boarding.on('auth:changed', (status) => {
        const previous = client.getQueryData<typeof status>(queryKeys.auth);
        client.setQueryData(queryKeys.auth, status);
        if (previous?.state === 'signed-in' && status.state === 'expired')
          notify('Your sign-in has ended. Sign in again to keep sending.', 'problem');
        // Only a change the agent made now: not the first status heard after opening the app.
        if (
          previous !== undefined &&
          previous.state !== 'signed-in' &&
          status.state === 'signed-in'
        )
          notify('Signed in.', 'success');
        void client.invalidateQueries({ queryKey: queryKeys.environments });
      }),
      boarding.on('network:changed', ({ isOnline: online }) => {
        setIsOnline(online);
        void client.invalidateQueries({ queryKey: queryKeys.outbox });
      }),
      boarding.on('merchants:statusChanged', (change) => {
        void client.invalidateQueries({ queryKey: queryKeys.merchants });
        if (change.status === null || change.previousStatus === null) return;
        const list = client.getQueryData<{
          merchants: { merchantId: string; legalName: string }[];
        }>(queryKeys.merchants);
        const name = list?.merchants.find((m) => m.merchantId === change.merchantId)?.legalName;
        notify(
          `${name || `Merchant ${change.merchantId}`} is now ${statusWords(change.status)}.`,
          change.status === 'Declined' ? 'problem' : 'success',
        );
      }),
      boarding.on('app:update', () => {
        void client.invalidateQueries({ queryKey: queryKeys.appInfo });
      }),
    ];
    return () => {
      clearTimeout(countsTimer);
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [client, notify]);

  return { isOnline };
}
