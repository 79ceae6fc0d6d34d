// In-page instrumentation for a search combobox (renderer/editor/fields/SearchCombobox.tsx), shared
// by the category search (editor.bench.ts) and the pricing plans (catalogue-search.bench.ts):
// keydown in the combobox -> its list changed in the page and laid out (window.__comboWork), and
// -> the first task after the next animation frame (window.__comboPaint): a message posted from
// that frame's callback runs after the frame's style, layout and paint. Keystrokes that leave the
// list as it was add no sample. Source text: it runs in Chromium (no bundler helpers).
//
// Keys are pressed at a typist's pace (keyGapMs apart, as editor-trace.ts types). Until 7 December
// 2026 they went back to back, a few ms apart, which no agent types: several keys fell in one
// frame and the probe kept the last of them (73 samples of the category search's 234 keys), an
// answer from core could land after the next key, and Chromium's scheduler, which runs input
// before rendering while input keeps coming, held frames back for the keys themselves: a bare
// input's next frame took p95 72 ms in the same run, above the search's own 50 ms target.
import type { Page } from '@playwright/test';

const probe = (listLabel: string) => `(() => {
  window.__comboWork = [];
  window.__comboPaint = [];
  let began = 0;
  let isPending = false;
  document.addEventListener('keydown', (event) => {
    if (event.target.getAttribute('role') !== 'combobox') return;
    began = event.timeStamp;
    isPending = true;
  }, true);
  const list = document.querySelector('[role=listbox][aria-label=${JSON.stringify(listLabel)}]');
  new MutationObserver(() => {
    if (!isPending) return;
    isPending = false;
    const started = began;
    document.body.getBoundingClientRect();
    window.__comboWork.push(performance.now() - started);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__comboPaint.push(performance.now() - started);
      channel.port2.postMessage(null);
    });
  }).observe(list, { childList: true, subtree: true, characterData: true });
})()`;

export interface KeySamples {
  toPaint: number[];
  work: number[];
}

/** Between two keys: about eight keys a second, an agent typing steadily. */
export const keyGapMs = 120;

/** One key, then the gap before the next (editor.bench.ts types its fields the same way). */
export async function press(page: Page, key: string, gapMs: number): Promise<void> {
  await page.keyboard.press(key);
  if (gapMs > 0) await page.waitForTimeout(gapMs);
}

async function typeAndClear(page: Page, queries: readonly string[], gapMs: number): Promise<void> {
  for (const query of queries) {
    for (const key of query) await press(page, key === ' ' ? 'Space' : key, gapMs);
    for (let index = 0; index < query.length; index += 1) await press(page, 'Backspace', gapMs);
  }
}

/**
 * Types each query key by key into the combobox named `name`, then clears it, and collects.
 * `isWarm`: every query is typed once before the probe is installed, so the samples are of code
 * already compiled, as on an agent's second search, not of the first run of each path.
 */
export async function measureComboboxSearch(
  page: Page,
  name: string,
  listLabel: string,
  queries: readonly string[],
  options: { isWarm?: boolean } = {},
): Promise<KeySamples> {
  const search = page.getByRole('combobox', { name });
  await search.scrollIntoViewIfNeeded();
  await search.focus();
  // Warming needs no pace: it only runs each path once.
  if (options.isWarm === true) await typeAndClear(page, queries, 0);
  await page.evaluate(probe(listLabel));
  await typeAndClear(page, queries, keyGapMs);
  await page.waitForTimeout(100);
  return (await page.evaluate(
    '({ toPaint: window.__comboPaint, work: window.__comboWork })',
  )) as KeySamples;
}

/**
 * The same wait for a bare input on an empty page, typed at the same pace: keydown -> the first
 * task after the next animation frame. In headless Chromium with software compositing on a loaded
 * machine this wait alone can pass 16 ms (editor.bench.ts), so it is reported beside the search's
 * figures.
 */
export async function measureBareFrame(page: Page, keys = 60): Promise<number[]> {
  await page.setContent('<label>Bare <input id="bare"></label>');
  await page.evaluate(`(() => {
    window.__bareFrame = [];
    document.addEventListener('keydown', (event) => {
      const began = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__bareFrame.push(performance.now() - began);
        channel.port2.postMessage(null);
      });
    }, true);
  })()`);
  await page.locator('#bare').click();
  for (let index = 0; index < keys; index += 1) await press(page, String(index % 10), keyGapMs);
  await page.waitForTimeout(100);
  return (await page.evaluate('window.__bareFrame')) as number[];
}
