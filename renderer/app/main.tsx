// The renderer's entry: start the first screen's requests to main (they need only the bridge),
// then load and mount the app, so the two overlap (data/prefetch.ts). index.html preloads the
// app's first chunks (vite.renderer.config.ts), so they download while this runs.
import { startEarlyRequests } from '../data/prefetch';

/**
 * The first Intl use in a fresh renderer loads the locale data, 20-60 ms for the first number
 * formatted (the drafts home shows counts with toLocaleString, its rows dates and a collator's
 * order): done here, while the app's chunks are still on their way, instead of inside the first
 * render. The formatters themselves are made where they are used.
 */
function loadLocaleData(): void {
  (0).toLocaleString();
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }).compare('a', 'b');
}

const root = document.getElementById('root');
if (root) {
  const early = startEarlyRequests();
  const loading = import('./mount');
  loadLocaleData();
  const { mount } = await loading;
  mount(root, early);
}
