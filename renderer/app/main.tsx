// The renderer's entry: start the first screen's requests to main (they need only the bridge),
// then load and mount the app, so the two overlap (data/prefetch.ts). index.html preloads the
// app's first chunks (vite.renderer.config.ts), so they download while this runs.
import { startEarlyRequests } from '../data/prefetch';
import { hasCoreToSpare } from './cores';

/**
 * The first Intl use in a fresh renderer reads ICU's locale data, 30-90 ms (the drafts home shows
 * counts with toLocaleString, its rows dates, the worklist a collator's order). A worker reads it
 * on another core while this thread runs the app's code: ICU's data is shared by the process, so
 * the first render's formats then cost under a millisecond (decisions 63). Should the worker not
 * start or not finish first, the first render reads the data itself, as it would without it.
 * Only with a core to spare (decisions 65): on two cores the worker's start and the data it reads
 * take CPU from the main thread, which the browser's other processes and the host already share,
 * and the drafts home came up later with it than without it.
 */
function loadLocaleDataOnWorker(): void {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./locale-data-worker.ts', import.meta.url), {
      type: 'module',
      name: 'locale-data',
    });
  } catch {
    return; // a host that refuses workers: the first render reads the data itself
  }
  const done = () => worker.terminate();
  worker.addEventListener('message', done);
  worker.addEventListener('error', done);
}

const root = document.getElementById('root');
if (root) {
  if (hasCoreToSpare(navigator.hardwareConcurrency)) loadLocaleDataOnWorker();
  const early = startEarlyRequests();
  const loading = import('./mount');
  const { mount } = await loading;
  await mount(root, early);
}
