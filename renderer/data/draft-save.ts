// An autosave's trip through the data layer, and its echo: one IPC round trip per save. The answer
// (the saved summary) patches the cached draft and the cached list rows in place: nothing is read
// again and the 10,000-row list is not invalidated. Counts are read again only when the save moved
// the draft's lifecycle (draft <-> ready).
//
// Main also tells every renderer about every change (`drafts:saved`), and that event can reach
// this renderer before the answer or after it (browser mode carries them on two connections). So
// the renderer owns its save's echo (decisions 34): while a save of a draft is in flight, that
// draft's events are held; every answer is kept until its echo arrives, and an event is the echo
// only when it is that answer whole (revision, trash state and lifecycle: a trash or a restore
// keeps the revision), after which the answer is forgotten. Any other change (another window, the
// outbox moving the lifecycle) is applied: its row patched, the draft read again where a screen
// shows it, counts refreshed. A summary older than the cached row is never applied: a late echo
// of an earlier save must not roll the row back.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type {
  Draft,
  DraftList,
  DraftPayload,
  DraftSummary,
} from '../../shared/drafts/draft-schema';
import { standingErrors } from '../../shared/drafts/standing-errors';
import type { Result } from '../../shared/result';
import { boarding } from '../ipc/boarding-client';
import { firstPageRequest } from './first-page';
import { queryKeys } from './query-keys';
import { patchPage, patchSummaries } from './use-drafts';

/** Counts are read again at most this often while events stream in (a queue of 50 sending). */
const countsDebounceMs = 250;

interface Saving {
  /** This renderer's saves of the draft now in flight (two can overlap: the editor and a retry). */
  count: number;
  /** The draft's events that arrived meanwhile, replayed once the last of them is answered. */
  held: DraftSummary[];
}

interface Echoes {
  saving: Map<string, Saving>;
  /** Answers of this renderer's saves whose echo has not arrived yet, by draft id. */
  awaiting: Map<string, DraftSummary[]>;
  countsTimer?: ReturnType<typeof setTimeout>;
}
const echoesByClient = new WeakMap<QueryClient, Echoes>();

function echoesOf(client: QueryClient): Echoes {
  let echoes = echoesByClient.get(client);
  if (!echoes) {
    echoes = { saving: new Map(), awaiting: new Map() };
    echoesByClient.set(client, echoes);
  }
  return echoes;
}

export async function saveDraft(
  client: QueryClient,
  draftId: string,
  payload: DraftPayload,
  expectedUpdatedAt: string,
): Promise<Result<DraftSummary>> {
  const echoes = echoesOf(client);
  const saving = echoes.saving.get(draftId) ?? { count: 0, held: [] };
  saving.count += 1;
  echoes.saving.set(draftId, saving);
  try {
    const result = await boarding.drafts.save({ id: draftId, payload, expectedUpdatedAt });
    if (result.ok) {
      echoes.awaiting.set(draftId, [...(echoes.awaiting.get(draftId) ?? []), result.value]);
      adoptOwnSave(client, payload, result.value);
    }
    return result;
  } finally {
    saving.count -= 1;
    if (saving.count === 0) {
      echoes.saving.delete(draftId);
      for (const summary of saving.held) draftSaved(client, summary);
    }
  }
}

/** The one handler of `drafts:saved`. */
export function draftSaved(client: QueryClient, summary: DraftSummary): void {
  const echoes = echoesOf(client);
  const saving = echoes.saving.get(summary.id);
  if (saving) {
    saving.held.push(summary);
    return;
  }
  if (isOwnEcho(echoes, summary)) return;
  patchLists(client, summary);
  void client.invalidateQueries({ queryKey: queryKeys.draft(summary.id) });
  refreshCounts(client);
}

/** True (and the answer forgotten) when the event is the echo of one of this renderer's saves. */
function isOwnEcho(echoes: Echoes, summary: DraftSummary): boolean {
  const awaiting = echoes.awaiting.get(summary.id);
  const index = awaiting?.findIndex((answer) => isSameSummary(answer, summary)) ?? -1;
  if (!awaiting || index === -1) return false;
  awaiting.splice(index, 1);
  if (awaiting.length === 0) echoes.awaiting.delete(summary.id);
  return true;
}

function isSameSummary(a: DraftSummary, b: DraftSummary): boolean {
  return (
    a.updatedAt === b.updatedAt &&
    a.isTrashed === b.isTrashed &&
    a.trashedAt === b.trashedAt &&
    a.lifecycle === b.lifecycle
  );
}

function adoptOwnSave(client: QueryClient, payload: DraftPayload, summary: DraftSummary): void {
  const before = client.getQueryData<Draft>(queryKeys.draft(summary.id));
  if (before) {
    const { serverErrors: _serverErrors, rejection: _rejection, ...rest } = before;
    client.setQueryData<Draft>(queryKeys.draft(summary.id), {
      ...rest,
      ...standingErrors(before, payload),
      payload,
      updatedAt: summary.updatedAt,
      lifecycle: summary.lifecycle,
    });
  }
  patchLists(client, summary);
  if (before?.lifecycle !== summary.lifecycle) refreshCounts(client);
}

/** Every cached list of drafts: the whole list of each scope and its first page. */
function patchLists(client: QueryClient, summary: DraftSummary): void {
  for (const trashed of [false, true]) {
    patchWhenRead<DraftSummary[]>(
      client,
      queryKeys.draftList({ trashed }),
      (list) => patchSummaries(list, summary, trashed) ?? list,
    );
    patchWhenRead<DraftList>(client, queryKeys.draftList(firstPageRequest(trashed)), (page) =>
      patchPage(page, summary, trashed),
    );
  }
}

/**
 * Patches a cached list now, or, while a read of it is in flight, as soon as that read lands: its
 * answer may predate this change and would overwrite a patch made now. Invalidating instead would
 * not hold (a fetch that succeeds clears the invalidated mark), and cancelling the read to ask
 * again could starve a 10,000-row list while a queue streams events. A list with no data is marked
 * stale (read whole when a screen asks for it).
 */
function patchWhenRead<T>(client: QueryClient, queryKey: QueryKey, patch: (data: T) => T): void {
  const cache = client.getQueryCache();
  const query = cache.find<T>({ queryKey, exact: true });
  if (!query) return; // never read: its first read will be current
  const settle = (settled: Query<T>) => {
    if (settled.state.data === undefined || settled.state.status !== 'success')
      void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    else client.setQueryData<T>(queryKey, patch(settled.state.data));
  };
  if (query.state.fetchStatus === 'idle') {
    settle(query);
    return;
  }
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query) return;
    if (event.type === 'removed') unsubscribe();
    if (event.type !== 'updated' || query.state.fetchStatus !== 'idle') return;
    unsubscribe();
    settle(query);
  });
}

function refreshCounts(client: QueryClient): void {
  const echoes = echoesOf(client);
  clearTimeout(echoes.countsTimer);
  echoes.countsTimer = setTimeout(() => {
    void client.invalidateQueries({ queryKey: queryKeys.draftCounts });
  }, countsDebounceMs);
}
