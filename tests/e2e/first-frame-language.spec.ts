// The first frame speaks the agent's chosen language (decisions 97): the settings are among the
// first screen's early requests and the chosen catalogue loads with the first page, so an agent
// who chose Spanish on an English system never sees an English frame first (nor the other way
// round), and <html lang> is the frame's language from the first paint.
import { expect, test, type Page } from '@playwright/test';
import { useBrowserModeApp } from './support/app';
import { ipc } from './support/workspace';

// A fresh app for each test: the launch link works once.
const app = useBrowserModeApp({ perTest: true });

interface Frame {
  lang: string;
  screens: string | null;
  heading: string | null;
}

/**
 * Runs in the page before its scripts (source text: this file is type-checked without DOM types):
 * after every batch of DOM changes once the header is in the page (before that batch is painted),
 * keeps the page's language, the navigation's name and the first heading.
 */
const watchFrames = `(() => {
  const frames = [];
  window.firstFrames = frames;
  new MutationObserver(() => {
    if (!document.querySelector('header')) return;
    frames.push({
      lang: document.documentElement.lang,
      screens: document.querySelector('nav')?.getAttribute('aria-label') ?? null,
      heading: document.querySelector('main h1')?.textContent ?? null,
    });
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})()`;

/**
 * Opens `hash` in a fresh document and gives every frame from the first with the header, once the
 * screen's heading (`heading`, or any when undefined) is up and the header has its data.
 */
async function framesOf(page: Page, hash: string, heading?: string): Promise<Frame[]> {
  // From a blank page: a change of the hash alone would not load a new document.
  await page.goto('about:blank');
  await page.goto(`${app().origin}/${hash}`);
  const screenHeading = page.getByRole('heading', { level: 1 });
  if (heading === undefined) await expect(screenHeading).toBeVisible();
  else await expect(screenHeading).toHaveText(heading);
  await expect(page.locator('.environment-name')).not.toHaveText('…');
  return (await page.evaluate('window.firstFrames')) as Frame[];
}

test.describe('on an English system', () => {
  test.use({ locale: 'en-US' });

  test('an agent who chose Spanish gets Spanish from the first frame', async ({ page }) => {
    await page.goto(app().launchUrl);
    await ipc(page, 'settings:set', { agentLanguage: 'es' });
    await page.addInitScript(watchFrames);
    try {
      const frames = await framesOf(page, '#/sign-in', 'Iniciar sesión');
      expect(frames.length).toBeGreaterThan(0);
      expect(frames[0]).toEqual({ lang: 'es-US', screens: 'Pantallas', heading: 'Iniciar sesión' });
      // No frame in between in English either.
      expect(
        frames.filter((frame) => frame.lang !== 'es-US' || frame.screens !== 'Pantallas'),
      ).toEqual([]);
      // The drafts home, the usual first screen, waits for its rows and the language together.
      const home = await framesOf(page, '#/drafts');
      expect(home[0]?.lang).toBe('es-US');
      expect(home.every((frame) => frame.screens === 'Pantallas')).toBe(true);
    } finally {
      await ipc(page, 'settings:set', { agentLanguage: 'system' });
    }
  });
});

test.describe('on a Spanish system', () => {
  test.use({ locale: 'es-MX' });

  test('an agent who chose English gets English from the first frame', async ({ page }) => {
    await page.goto(app().launchUrl);
    await ipc(page, 'settings:set', { agentLanguage: 'en' });
    await page.addInitScript(watchFrames);
    try {
      const frames = await framesOf(page, '#/sign-in', 'Sign in');
      expect(frames[0]).toEqual({ lang: 'en-US', screens: 'Screens', heading: 'Sign in' });
      expect(frames.filter((frame) => frame.lang !== 'en-US')).toEqual([]);
    } finally {
      await ipc(page, 'settings:set', { agentLanguage: 'system' });
    }
  });

  test('with the setting left to the system, the first frame is in the system’s Spanish', async ({
    page,
  }) => {
    await page.goto(app().launchUrl);
    await page.addInitScript(watchFrames);
    const frames = await framesOf(page, '#/sign-in', 'Iniciar sesión');
    expect(frames[0]).toEqual({ lang: 'es-MX', screens: 'Pantallas', heading: 'Iniciar sesión' });
  });
});
