// What the first screen needs, asked for before React and the screens are even loaded: main.tsx
// starts these requests, then imports the rest of the app, so the requests to main overlap the
// time the browser spends parsing and running the app's code (most of an open with 10,000
// drafts). The hooks read the same query keys, so nothing is asked twice.
import type { QueryClient } from '@tanstack/react-query';
import type { DraftList } from '../../shared/drafts/draft-schema';
import type { ResponseOf } from '../../shared/ipc/contract';
import type { Settings } from '../../shared/ipc/settings-schema';
import { boarding } from '../ipc/boarding-client';
import { queryKeys } from './query-keys';
import { firstPageQuery, firstPageRequest } from './first-page';
import { unwrap } from './unwrap';

export interface EarlyRequests {
  firstPage: Promise<ResponseOf<'drafts:list'>>;
  auth: Promise<ResponseOf<'auth:status'>>;
  environments: Promise<ResponseOf<'environments:list'>>;
  outbox: Promise<ResponseOf<'outbox:state'>>;
  /** The agent's language is in the settings: the first frame speaks it (decisions 97). */
  settings: Promise<ResponseOf<'settings:get'>>;
  /** The merchants list, at Submitted and Needs action only, whose rows it is (decisions 66). */
  merchants?: Promise<ResponseOf<'merchants:list'>>;
}

/** Starts the first screen's requests; needs nothing but the bridge. */
export function startEarlyRequests(hash: string = location.hash): EarlyRequests {
  // At Submitted or Needs action the merchants list is the screen's rows: asked for first
  // (decisions 66). Elsewhere the header asks for it once the first screen is committed: its
  // answer (a megabyte or more with thousands of merchants) is parsed on the page's main thread,
  // and asked for here it landed before the drafts home's first rows and held them back.
  const merchants = showsMerchants(hash) ? boarding.merchants.list() : undefined;
  return {
    // Before the first page: a few hundred bytes the first render waits for too (decisions 97),
    // which would otherwise be answered after the list.
    settings: boarding.settings.get(),
    firstPage: boarding.drafts.list(firstPageRequest(false)),
    auth: boarding.auth.status(),
    environments: boarding.environments.list(),
    outbox: boarding.outbox.state(),
    ...(merchants && { merchants }),
  };
}

/**
 * Settles when the first page has arrived (answer or failure) or after `withinMs`, whichever is
 * first: the first render waits that long for the rows rather than show "Loading applications…"
 * and an empty list that the rows replace a moment later (decisions 63).
 */
export function firstPageArrived(early: EarlyRequests, withinMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, withinMs);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    early.firstPage.then(settle, settle);
  });
}

/**
 * The settings if they arrive within `withinMs` (they are small and asked for first, so they
 * usually have by the time the app's code has run), else undefined: the first frame then speaks
 * the system's language and the agent's follows when they come, as it did before (decisions 97).
 */
export function settingsArrived(
  early: EarlyRequests,
  withinMs: number,
): Promise<Settings | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), withinMs);
    early.settings.then(
      (answer) => {
        clearTimeout(timer);
        resolve(answer.ok ? answer.value : undefined);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

/** Only the drafts home shows the first page: another screen opened by its address never waits
 * for it (`#/drafts`, or no route yet, which goes there). */
export function showsDraftsHome(hash: string): boolean {
  return /^#?\/?(drafts\/?)?$/.test(hash);
}

/** The screens whose rows are the merchants list: `#/submitted` and `#/needs-action`. */
export function showsMerchants(hash: string): boolean {
  return /^#?\/?(submitted|needs-action)\/?$/.test(hash);
}

/** Hands the early answers to the data layer under the keys the hooks use. */
export function adoptEarlyRequests(client: QueryClient, early: EarlyRequests): void {
  void client.prefetchQuery({
    queryKey: firstPageQuery(false).queryKey,
    queryFn: (): Promise<DraftList> => unwrap(early.firstPage),
  });
  void client.prefetchQuery({ queryKey: queryKeys.auth, queryFn: () => unwrap(early.auth) });
  void client.prefetchQuery({
    queryKey: queryKeys.environments,
    queryFn: () => unwrap(early.environments),
  });
  void client.prefetchQuery({ queryKey: queryKeys.outbox, queryFn: () => unwrap(early.outbox) });
  void client.prefetchQuery({
    queryKey: queryKeys.settings,
    queryFn: () => unwrap(early.settings),
  });
  const { merchants } = early;
  if (merchants)
    void client.prefetchQuery({
      queryKey: queryKeys.merchantList,
      queryFn: () => unwrap(merchants),
    });
}
