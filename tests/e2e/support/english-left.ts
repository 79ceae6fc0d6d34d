// English left on a screen shown in the pseudo-locale (decisions 91). In en-XA every letter of
// every catalogue message is accented (tests/renderer/catalogues.test.ts), so visible text with a
// run of plain ASCII letters did not come from the catalogue: an English source string still in
// the code, or a message not yet moved there. Names are not words (a merchant's, an environment's,
// the product's): marked translate="no" in the markup, or passed as `data`. Text in <code> (the
// sandbox's markers, typed as shown) is skipped too. Read as a person meets it: text nodes that are
// rendered, the options of a select, and accessible names given as aria-label, title, placeholder
// and alt.
import type { Page } from '@playwright/test';
import { readCatalogue } from '../../../scripts/build/catalogues';

export interface PseudoScreen {
  /** How a failure names the screen. */
  name: string;
  /** The route in the hash, e.g. '#/sign-in'. */
  path: string;
  /** CSS selectors of the parts of the page this screen owns (converted so far). */
  regions: readonly string[];
  /** Waits until the screen shows what it shows (data loaded). */
  ready: (page: Page) => Promise<void>;
}

/** Visible strings with plain ASCII words in the given regions, `data` removed first. */
export async function englishOnScreen(
  page: Page,
  regions: readonly string[],
  data: readonly string[],
): Promise<string[]> {
  // Source text: it runs in the page, and this file is type-checked without DOM types.
  const found = await page.evaluate(`((regions, data) => {
    const found = new Set();
    const english = /[A-Za-z]{2,}/;
    const check = (text) => {
      if (text === null) return;
      let rest = text;
      for (const name of data) rest = rest.split(name).join(' ');
      if (english.test(rest)) found.add(text.trim().replace(/\\s+/g, ' '));
    };
    const isSkipped = (element) =>
      element.closest('[translate="no"], code, script, style, template') !== null;
    for (const selector of regions) {
      for (const region of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (parent === null || isSkipped(parent)) continue;
          const isOption = parent.closest('option') !== null;
          if (!isOption && !parent.checkVisibility({ visibilityProperty: true })) continue;
          check(node.textContent);
        }
        for (const element of [region, ...region.querySelectorAll('*')]) {
          if (isSkipped(element)) continue;
          for (const attribute of ['aria-label', 'title', 'placeholder', 'alt'])
            check(element.getAttribute(attribute));
        }
      }
    }
    return [...found];
  })(${JSON.stringify(regions)}, ${JSON.stringify(data)})`);
  return found as string[];
}

const english = readCatalogue('en');

/** Names the English source message a string comes from, when it is one ("not in the catalogue" otherwise). */
export function sourceOf(text: string): string {
  // The message's words between its arguments, tags and plural or select branches.
  const literal = (message: string) =>
    message
      .split(/\{[^{}]*\}|<\/?\w+>|[{}]/)
      .map((part) => part.trim())
      .filter((part) => part.length >= 3);
  const ids = Object.entries(english)
    .filter(([, message]) => literal(message).some((part) => text.includes(part)))
    .map(([id]) => id);
  return ids.length > 0
    ? `English source of ${ids.slice(0, 3).join(', ')}`
    : 'not in the catalogue';
}
