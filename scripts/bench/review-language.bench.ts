// The merchant's language on the review (decisions 99), measured in Debian's Chromium against
// browser mode: switching what the merchant reads (a 10-owner, 5-account application's review,
// its agreement and the signature panel) between English and Spanish with the review's
// "Merchant's language" picker, from the change to the frame after the merchant's part has its
// new language (the provider sets `lang` on it with the new words committed), p95 <= 100 ms. The
// first switch to Spanish is reported on its own: it is made as soon as the signature panel shows,
// while the Spanish chunk the picker fetches when the review is up may still be on its way
// (decisions 99); before that fetch it waited for the whole chunk (130-166 ms against 47.5).
import { type Page } from '@playwright/test';
import { startBrowserMode } from '../../tests/e2e/browser-host-process';
import { buildRenderer } from '../lib/build-renderer';
import { bigPayload, ipc } from './big-application';
import { benchReport, measured, percentile, type BenchReport } from './report';
import { launchBenchChromium } from './chromium';

const switches = 20;

/** Chooses `language` in the review's picker; ms until the frame after the part's lang is `lang`. */
function switchOnce(page: Page, language: string, lang: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const select = document.querySelector('.merchant-language select');
    const part = document.querySelector('.merchant-reads');
    const asked = performance.now();
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - asked), 0));
    const observer = new MutationObserver(() => {
      const now = document.querySelector('.merchant-reads');
      if (now === null || now.getAttribute('lang') !== '${lang}') return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ['lang'], subtree: true });
    select.value = '${language}';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    if (part === null) throw new Error('no merchant part on the review');
  })`) as Promise<number>;
}

export default async function reviewLanguageBench(): Promise<BenchReport> {
  await buildRenderer();
  const app = await startBrowserMode();
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await page.goto(app.launchUrl);
    // A Spanish agreement, so the signature panel is drawn in both languages.
    await ipc(page, 'settings:set', {
      signing: { sandbox: { agreementTexts: { es: 'ACUERDO DE PRUEBA. No es un texto legal.' } } },
    });
    const draft = await ipc<{ id: string }>(page, 'drafts:create', {
      variant: 'full',
      payload: bigPayload(),
    });
    await page.evaluate(`location.hash = '#/drafts/${draft.id}/review'`);
    await page.waitForSelector('.signature-panel');
    const firstSpanish = await switchOnce(page, 'es', 'es-US');
    await page.waitForSelector('.signature-panel');
    const samples: number[] = [];
    for (let run = 0; run < switches; run += 1) {
      samples.push(await switchOnce(page, 'en', 'en-US'));
      samples.push(await switchOnce(page, 'es', 'es-US'));
    }
    return benchReport({
      'merchant language switch to painted, 10-owner review (p95)': measured(
        percentile(samples, 95),
        'ms',
        '<=',
        100,
      ),
      'merchant language switch to painted, 10-owner review (p50)': measured(
        percentile(samples, 50),
        'ms',
        '<=',
        100,
      ),
      'first switch to Spanish, its catalogue fetched': measured(firstSpanish, 'ms', '<=', 100),
    });
  } finally {
    await browser.close();
    await app.stop();
  }
}
