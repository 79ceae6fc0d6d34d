// The one policy from contract events to the query cache: every event updates or invalidates
// exactly the queries it concerns, and screens never write the cache for an event themselves.
// A reopened browser-mode socket counts as one more such event: everything shown is read again.
// It also reports the moments an agent should not miss (a status change such as Approved, a
// submission, a sign-in that ended) as typed notices: which words and which toast is the shell's.
// A merchant's status change is answered here whole (its Submitted row and its drafts row, in
// place), so the route from core's event to the row on screen is this file and the row.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { knownName } from '../../shared/drafts/display-name';
import type { Draft, DraftList, DraftSummary } from '../../shared/drafts/draft-schema';
import { isRowOf } from '../../shared/status/merchant-order';
import type {
  MerchantList,
  MerchantStatusChange,
  SubmittedMerchant,
} from '../../shared/status/status-schema';
import { boarding, isElectron } from '../ipc/boarding-client';
import { claimAnnouncement } from './announce-once';
import { queryKeys } from './query-keys';
import { draftSaved } from './draft-save';
import { readDraft } from './use-draft';
import { setNetworkOnline } from './use-online';

/** What happened, for the shell to say; names come from the cache, never from core's words. */
export type EventNotice =
  | { kind: 'submitted'; name: string | undefined; merchantId: string | undefined }
  | { kind: 'rejected'; name: string | undefined }
  | { kind: 'signed-in' }
  | { kind: 'sign-in-ended' }
  | { kind: 'status-changed'; name: string | undefined; merchantId: string; status: string }
  | { kind: 'open-application'; draftId: string };

/**
 * The name an agent knows an application by, for a notification: from the lists or the open
 * editor already in memory, else read once and not kept (a whole decrypted draft does not go into
 * the cache to name a toast). The outbox's own records carry no names, so the name comes from
 * the draft.
 */
export async function applicationName(
  client: QueryClient,
  draftId: string | undefined,
): Promise<string | undefined> {
  if (draftId === undefined) return undefined;
  for (const [key, list] of client.getQueriesData<DraftSummary[]>({ queryKey: queryKeys.drafts })) {
    if (key[1] !== 'list' || !Array.isArray(list)) continue;
    const summary = list.find((entry) => entry.id === draftId);
    if (summary) return knownName(summary);
  }
  const draft =
    client.getQueryData<Draft>(queryKeys.draft(draftId)) ??
    (await readDraft(draftId).then(
      (read) => (read.ok ? read.value : undefined),
      () => undefined,
    ));
  if (!draft) return undefined;
  return knownName({ legalName: draft.payload.legalName, dba: draft.payload.locationName });
}

/**
 * The Submitted rows (useMerchants' list) with a status change core heard: the merchant's row
 * shows it at once, without waiting for the list to be read again. A new status ends a handled
 * mark (decisions 61), as it did in core.
 */
export function withStatusChange(
  list: MerchantList | undefined,
  change: MerchantStatusChange,
): MerchantList | undefined {
  if (list === undefined || !list.merchants.some((row) => isRowOf(row, change))) return list;
  const changed = (row: SubmittedMerchant): SubmittedMerchant => {
    const { handled: _ended, ...rest } = row;
    return {
      ...rest,
      status: change.status,
      statusReason: change.statusReason,
      changedAt: change.at,
    };
  };
  return {
    ...list,
    merchants: list.merchants.map((row) => (isRowOf(row, change) ? changed(row) : row)),
  };
}

/**
 * A merchant's new status on its draft's row, in place, wherever a drafts list holds the row
 * (use-drafts.ts: a save's summary carries none, so this is the only write of it).
 */
export function patchMerchantStatus(
  list: DraftSummary[] | undefined,
  draftId: string,
  status: string | null,
): DraftSummary[] | undefined {
  if (list === undefined) return undefined;
  const index = list.findIndex((entry) => entry.id === draftId);
  if (index === -1 || list[index]!.merchantStatus === status) return list;
  const next = list.slice();
  next[index] = { ...list[index]!, merchantStatus: status };
  return next;
}

/** Where the transport never drops (Electron), there is nothing to stop listening to. */
function noReconnect(): void {}

export function useContractEvents(notify: (notice: EventNotice) => void): void {
  const client = useQueryClient();

  useEffect(() => {
    const unsubscribes = [
      // This renderer's own saves are answered in place; the data layer tells them apart.
      boarding.on('drafts:saved', (summary) => draftSaved(client, summary)),
      boarding.on('drafts:setAside', ({ id }) => {
        // Damaged on disk: it leaves every list, and its counts move to "set aside".
        void client.invalidateQueries({ queryKey: queryKeys.drafts });
        client.removeQueries({ queryKey: queryKeys.draft(id) });
      }),
      // The one listener of outbox progress. A draft the outbox moves (queued, sending, submitted,
      // rejected, needs attention) is stored, so its `drafts:saved` reads it again: reading it here
      // too would read the open draft twice.
      boarding.on('outbox:progress', (progress) => {
        void client.invalidateQueries({ queryKey: queryKeys.outbox });
        setNetworkOnline(progress.online);
        const draftId = progress.item?.draftId;
        if (progress.event === 'submitted') {
          void client.invalidateQueries({ queryKey: queryKeys.merchants });
          const merchantId = progress.item?.merchantId;
          void applicationName(client, draftId).then((name) =>
            notify({ kind: 'submitted', name, merchantId }),
          );
        }
        if (progress.event === 'rejected')
          void applicationName(client, draftId).then((name) => notify({ kind: 'rejected', name }));
      }),
      boarding.on('auth:changed', (status) => {
        const previous = client.getQueryData<typeof status>(queryKeys.auth);
        client.setQueryData(queryKeys.auth, status);
        if (previous?.state === 'signed-in' && status.state === 'expired')
          notify({ kind: 'sign-in-ended' });
        // Only a change the agent made now: not the first status heard after opening the app.
        if (
          previous !== undefined &&
          previous.state !== 'signed-in' &&
          status.state === 'signed-in'
        )
          notify({ kind: 'signed-in' });
        void client.invalidateQueries({ queryKey: queryKeys.environments });
      }),
      boarding.on('network:changed', ({ isOnline: online }) => {
        setNetworkOnline(online);
        void client.invalidateQueries({ queryKey: queryKeys.outbox });
      }),
      boarding.on('merchants:statusChanged', (change) => {
        // The merchant's row at once; the list is read again for the rest (the GET's details).
        client.setQueryData<MerchantList>(queryKeys.merchantList, (list) =>
          withStatusChange(list, change),
        );
        void client.invalidateQueries({ queryKey: queryKeys.merchants });
        // The drafts lists show a submitted application's merchant status: its row, in place.
        const draftId = change.draftId;
        if (draftId !== undefined)
          client.setQueriesData<DraftSummary[] | DraftList>(
            { queryKey: [...queryKeys.drafts, 'list'] },
            (cached) =>
              Array.isArray(cached)
                ? patchMerchantStatus(cached, draftId, change.status)
                : cached && {
                    ...cached,
                    items:
                      patchMerchantStatus(cached.items, draftId, change.status) ?? cached.items,
                  },
          );
        if (change.status === null || change.previousStatus === null) return;
        const status = change.status;
        const list = client.getQueryData<MerchantList>(queryKeys.merchantList);
        // The desktop app shows an OS notification instead (electron/main); one toast per change
        // across browser tabs (announce-once.ts).
        if (isElectron) return;
        // The merchant's own row (merchant ids repeat across environments: its draft decides).
        const row = list?.merchants.find((merchant) => isRowOf(merchant, change));
        const key = JSON.stringify([change.environmentId, change.merchantId, status, change.at]);
        void claimAnnouncement(key).then(async (isFirst) => {
          if (!isFirst) return;
          const name =
            change.name ||
            (row && knownName(row)) ||
            (await applicationName(client, change.draftId));
          notify({ kind: 'status-changed', name, merchantId: change.merchantId, status });
        });
      }),
      // A status notification was clicked (Electron): the shell opens that application.
      boarding.on('app:openApplication', ({ draftId }) => {
        notify({ kind: 'open-application', draftId });
      }),
      // An export's or import's progress, kept per job: the screen may learn its job id after the
      // first events (a small export can end before its start is answered).
      boarding.on('transfer:progress', (progress) => {
        client.setQueryData(queryKeys.transferProgress(progress.jobId), progress);
      }),
      // The organisation's settings changed (decisions 84): what they set is read again.
      boarding.on('policy:changed', (state) => {
        client.setQueryData(queryKeys.policy, state);
        for (const key of [
          queryKeys.settings,
          queryKeys.environments,
          queryKeys.agreements,
          queryKeys.outbox,
          // The organisation's pricing plans come with its file (decisions 86).
          queryKeys.catalogue,
        ])
          void client.invalidateQueries({ queryKey: key });
      }),
      boarding.on('app:update', () => {
        void client.invalidateQueries({ queryKey: queryKeys.appInfo });
      }),
      // Browser mode's socket opened again after a drop: any event sent while it was closed is
      // lost, and which queries it concerned cannot be known, so every shown query is read again
      // (decisions 67). Electron's IPC never drops, and its bridge has no such notice.
      boarding.onReconnect?.(() => void client.invalidateQueries()) ?? noReconnect,
    ];
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [client, notify]);
}
