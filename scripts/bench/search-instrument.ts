// In-page instrumentation for "keystroke to rows painted", shared by the drafts and Submitted
// benches. Source text: it runs in Chromium (no Node types, no bundler helpers). Each keydown's
// timestamp, and for each search text the clock once the first frame after the list was rendered
// for it has been painted (the element with data-query says which text the list shows): a
// message posted from that frame's callback runs in the first task after the frame's style,
// layout and paint. Not the frame's own timestamp (until 26 Nov 2026): that is the frame's start,
// which can come before the key the frame handles, and it leaves out the frame's own work.

/** Installs the listeners on the search box and the data-query element inside `scope`. */
export const searchInstrument = (scope: string) => `(() => {
  const scope = ${JSON.stringify(scope)};
  const input = document.querySelector(scope + ' input[type="search"]');
  const status = document.querySelector(scope + ' [data-query]');
  window.benchKeys = [];
  window.benchPaints = new Map();
  input.addEventListener('keydown', (event) => window.benchKeys.push(event.timeStamp));
  new MutationObserver(() => {
    const query = status.getAttribute('data-query') ?? '';
    requestAnimationFrame(() => {
      if (window.benchPaints.has(query)) return;
      window.benchPaints.set(query, null); // this frame is the first with the list for it
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.benchPaints.set(query, performance.now());
      channel.port2.postMessage(null);
    });
  }).observe(status, { attributes: true, attributeFilter: ['data-query'] });
})()`;

/** Keystroke-to-paint latencies for each prefix of `typed` (null where no paint was seen). */
export const collectSearch = (typed: string) => `(() => {
  const typed = ${JSON.stringify(typed)};
  const result = window.benchKeys.map((at, index) => {
    const painted = window.benchPaints.get(typed.slice(0, index + 1));
    return painted === undefined || painted === null ? null : painted - at;
  });
  window.benchKeys = [];
  window.benchPaints = new Map();
  return result;
})()`;
