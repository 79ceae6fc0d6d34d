// An autosave's trip through the data layer, and its echo: one IPC round trip per save. The answer
// (the saved summary) patches the cached draft and the cached list rows in place: nothing is read
// again and the 10,000-row list is not invalidated. Counts are read again only when the save moved
// the draft's lifecycle (draft <-> ready).
//
// Main also tells every renderer about every change (`drafts:saved`), and that event can reach
// this renderer before the answer or after it (browser mode carries them on two connections). So
// the renderer owns its save's echo (decisions 34): while its save of a draft is in flight, that
// draft's events are held; the one whose revision is the answer's is dropped, as is one arriving
// after the answer. Any other change (another window, the outbox moving the lifecycle) is
// applied: its row patched, the draft read again where a screen shows it, counts refreshed.
import type { QueryClient } from '@tanstack/react-query';
import type { Draft, DraftPayload, DraftSummary } from '../../shared/drafts/draft-schema';
import { standingErrors } from '../../shared/drafts/standing-errors';
import type { Result } from '../../shared/result';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { patchSummaries } from './use-drafts';

/** Counts are read again at most this often while events stream in (a queue of 50 sending). */
const countsDebounceMs = 250;

interface Echoes {
  /** Events for a draft this renderer is saving now, held until its answer. */
  held: Map<string, DraftSummary[]>;
  /** The revision each of this renderer's saves was answered with, by draft id. */
  answered: Map<string, string>;
  countsTimer?: ReturnType<typeof setTimeout>;
}
const echoesByClient = new WeakMap<QueryClient, Echoes>();

function echoesOf(client: QueryClient): Echoes {
  let echoes = echoesByClient.get(client);
  if (!echoes) {
    echoes = { held: new Map(), answered: new Map() };
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
  echoes.held.set(draftId, []);
  try {
    const result = await boarding.drafts.save({ id: draftId, payload, expectedUpdatedAt });
    if (result.ok) {
      echoes.answered.set(draftId, result.value.updatedAt);
      adoptOwnSave(client, payload, result.value);
    }
    return result;
  } finally {
    const held = echoes.held.get(draftId) ?? [];
    echoes.held.delete(draftId);
    for (const summary of held) draftSaved(client, summary);
  }
}

/** The one handler of `drafts:saved`. */
export function draftSaved(client: QueryClient, summary: DraftSummary): void {
  const echoes = echoesOf(client);
  const held = echoes.held.get(summary.id);
  if (held) {
    held.push(summary);
    return;
  }
  if (echoes.answered.get(summary.id) === summary.updatedAt) return; // this renderer's own save
  patchLists(client, summary);
  void client.invalidateQueries({ queryKey: queryKeys.draft(summary.id) });
  refreshCounts(client);
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

function patchLists(client: QueryClient, summary: DraftSummary): void {
  for (const trashed of [false, true]) {
    client.setQueryData<DraftSummary[]>(queryKeys.draftList({ trashed }), (list) =>
      patchSummaries(list, summary, trashed),
    );
  }
}

function refreshCounts(client: QueryClient): void {
  const echoes = echoesOf(client);
  clearTimeout(echoes.countsTimer);
  echoes.countsTimer = setTimeout(() => {
    void client.invalidateQueries({ queryKey: queryKeys.draftCounts });
  }, countsDebounceMs);
}
