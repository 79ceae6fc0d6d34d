// The data layer's refresh: every contract event updates or invalidates exactly the queries it
// concerns (STYLE.md renderer: server state through one data layer refreshed by the contract's
// events). Also raises the toasts an agent should not miss: a status change (Approved), a
// submission, and a sign-in that ended.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from '../data/query-keys';
import { patchSummaries } from '../data/use-drafts';
import { statusWords } from '../submitted/status-words';
import { useToast } from './toasts';

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
        if (progress.event === 'submitted') {
          void client.invalidateQueries({ queryKey: queryKeys.merchants });
          const merchantId = progress.item?.merchantId;
          notify(
            merchantId
              ? `Application submitted as merchant ${merchantId}.`
              : 'Application submitted.',
            'success',
          );
        }
        if (progress.event === 'rejected')
          notify('The service found problems in an application. See the outbox.', 'problem');
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
