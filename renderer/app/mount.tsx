// Mounts the React app: providers (TanStack Query, wouter's hash router) around the workspace.
// Loaded by main.tsx after the first screen's requests are on their way.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { App } from './App';
import {
  adoptEarlyRequests,
  firstPageArrived,
  settingsArrived,
  showsDraftsHome,
  type EarlyRequests,
} from '../data/prefetch';
import { createQueryClient } from '../data/query-client';
import { queryKeys } from '../data/query-keys';
import { installEnglish, loadFirstMessages } from '../i18n/load-messages';
import { isPseudoLocaleRequested } from '../i18n/locales';
import '../styles.css';
import '../ui/print.css';
// Imported here, not by load-messages.ts: the build keeps it in this module's chunk, a file of its
// own beside the first screen's code, whose eager compile it would otherwise lengthen (decisions
// 105). JSON.parse of one string literal (scripts/build/catalogues.ts), run as the chunk loads.
import english from 'virtual:catalogue/en';

installEnglish(english);

/**
 * The longest the first render waits for the newest drafts. Their answer usually arrives while
 * the app's code is still being run; when it comes just after, rendering at once would paint the
 * frame with "Loading applications…" and an empty list, then lay out and paint it all again with
 * the rows, work the rows themselves then wait for (decisions 63). A host slower than this still
 * gets the frame and the loading line first.
 */
const firstPageWaitMs = 150;

/**
 * The longest the first render waits for the settings, which hold the agent's language
 * (decisions 97). They are asked for with the first page and are a few hundred bytes, so they
 * are usually here before the app's code has run; a host slower than this gets the frame in the
 * system's language, then the agent's.
 */
const settingsWaitMs = 150;

export async function mount(root: HTMLElement, early: EarlyRequests): Promise<void> {
  // User timing marks for the cold load's trace (scripts/bench/workspace-trace.ts); free otherwise.
  performance.mark('boarding:mount');
  const client = createQueryClient();
  adoptEarlyRequests(client, early);
  const reactRoot = createRoot(root);
  // The agent's language, when it is not English, loads while the first page is awaited
  // (decisions 91, 97): one small chunk from the same host.
  const settings = settingsArrived(early, settingsWaitMs);
  const language = loadFirstMessages(
    settings.then((value) => value?.agentLanguage),
    isPseudoLocaleRequested(location.search),
  );
  if (showsDraftsHome(location.hash)) await firstPageArrived(early, firstPageWaitMs);
  await language;
  // In the cache before the first render, so the language provider reads the agent's choice in
  // it (the early request's own prefetch may settle a few microtasks later).
  const arrived = await settings;
  if (arrived !== undefined) client.setQueryData(queryKeys.settings, arrived);
  performance.mark('boarding:render');
  reactRoot.render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router hook={useHashLocation}>
          <App />
        </Router>
      </QueryClientProvider>
    </StrictMode>,
  );
}
