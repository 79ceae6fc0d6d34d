// Words that do not fit at the smallest window (decisions 94: Spanish runs about a quarter longer than
// English, the pseudo-locale a bit more). Read as a person sees the page: the page itself must not
// scroll sideways, and no control or label may lose letters sideways: a button, link, label,
// heading, table header, tab, legend, summary or badge whose text is wider than its own box with
// overflow hidden or an ellipsis, or which runs past the edge of a box that hides its overflow, or
// past the window. Vertical clipping is left alone: lists scroll and virtual rows are clipped by
// design. Names are data, not words: inside translate="no" (a merchant's name in a row) they may
// end in an ellipsis, with the whole name a click away. Visually hidden text (for screen readers,
// one pixel wide by design) is not on screen. Each finding names the element's text and why.
import type { Page } from '@playwright/test';

const checked = [
  'button',
  'a',
  'label',
  'h1',
  'h2',
  'h3',
  'th',
  'legend',
  'summary',
  'select',
  '[role="tab"]',
  '[role="button"]',
  '.badge',
  '.chip',
].join(',');

/** What does not fit sideways in the given regions (every finding as "text: reason"). */
export async function clippedOnScreen(page: Page, regions: readonly string[]): Promise<string[]> {
  // Source text: it runs in the page, and this file is type-checked without DOM types.
  const found = await page.evaluate(`((regions, checked) => {
    const found = new Set();
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1)
      found.add('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px in ' + width + ' px');
    const label = (element) => {
      const text = (element.innerText || element.getAttribute('aria-label') || element.tagName).trim();
      return text.replace(/\\s+/g, ' ').slice(0, 80);
    };
    const hides = (style) => ['hidden', 'clip', 'auto', 'scroll'].includes(style.overflowX);
    for (const selector of regions) {
      for (const region of document.querySelectorAll(selector)) {
        for (const element of region.querySelectorAll(checked)) {
          if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          const rect = element.getBoundingClientRect();
          if (rect.width <= 1 || rect.height <= 1) continue;
          if (element.closest('[translate="no"]') !== null) continue;
          const style = getComputedStyle(element);
          if ((hides(style) || style.textOverflow === 'ellipsis') && element.scrollWidth > element.clientWidth + 1) {
            found.add(label(element) + ': its text is wider than its box (' + element.scrollWidth + ' > ' + element.clientWidth + ' px)');
            continue;
          }
          if (rect.right > width + 1 || rect.left < -1) {
            found.add(label(element) + ': runs past the window (' + Math.round(rect.left) + '..' + Math.round(rect.right) + ' of ' + width + ' px)');
            continue;
          }
          for (let parent = element.parentElement; parent !== null && parent !== document.body; parent = parent.parentElement) {
            const parentStyle = getComputedStyle(parent);
            if (!hides(parentStyle)) continue;
            // A box that scrolls sideways on purpose (a wide table) shows the rest when scrolled.
            if (['auto', 'scroll'].includes(parentStyle.overflowX) && parent.scrollWidth > parent.clientWidth) break;
            const box = parent.getBoundingClientRect();
            if (rect.right > box.right + 1 || rect.left < box.left - 1)
              found.add(label(element) + ': cut off by its container (' + Math.round(rect.right - box.right) + ' px past)');
            break;
          }
        }
      }
    }
    return [...found];
  })(${JSON.stringify(regions)}, ${JSON.stringify(checked)})`);
  return found as string[];
}
