// The renderer's entry: start the first screen's requests to main (they need only the bridge),
// then load and mount the app, so the two overlap (data/prefetch.ts).
import { startEarlyRequests } from './data/prefetch';

const root = document.getElementById('root');
if (root) {
  const early = startEarlyRequests();
  const { mount } = await import('./mount');
  mount(root, early);
}
