// The Submitted worklist with 5,000 merchants, in Chromium against a browser-mode host (its own
// process, as in real use: workspace-host-child.ts) over seeded data: 5,000 submitted drafts,
// written through the draft store's API (encrypted and indexed as the app writes them), and
// their status history (statuses spread over the service's values, one environment in ten a
// second one, so merchant ids repeat across environments as they do in real use).
// - Search as you type: keydown to the frame painted with the filtered list (p95 <= 50 ms),
//   timed in the page as the drafts bench does (the status line's data-query names the search
//   the list shows; the time is taken in the frame's callback, since the frame's own start time
//   can precede the key handled in it).
// - Cold open of the screen: in an app already open on Drafts, the Submitted link clicked to the
//   first merchant row painted (<= 300 ms), timed in the page; a fresh page loaded straight at
//   #/submitted with the HTTP cache off (to the first row visible) is printed beside it.
// Filtering runs in memory (renderer/submitted/worklist.ts): measured here, a keystroke over
// 5,000 merchants filters in a few milliseconds, far below a round trip to core and back.
//
// Figures (November 2026, two cores shared with five other jobs, load average 14 to 21, so one
// run says little): search p95 60.9, 78.4 and 51.6 ms (median 15.7 to 17.3 ms); cold open
// median 278, 553 and 559 ms. Filtering alone is 0.3 to 4 ms per keystroke in Node; sorting once
// per list instead of per keystroke, and measuring only an open row, were the changes between
// runs. The open's remaining time was mostly merchants:list itself (every merchant with its
// history and details, a few MB of JSON for 5,000) when the header's request for the Needs
// action count had not finished yet.
//
// 26 November 2026 (decisions 66), measured before changing anything: merchants:list answered
// 3.52 MB for 5,000 merchants (703 bytes each); host time handler 30 ms, the contract's zod parse
// of the answer 30 ms, stringify 17 ms; the page's JSON.parse 30 ms. A timeline in the page (the
// socket's sends and receipts, long tasks) showed the open waiting for the list to arrive: the
// header asked for it only once the app had mounted, 250 to 400 ms after the first requests,
// and on the host it then queued behind the drafts home's whole list (1.56 MB); from its arrival
// to the first row painted took 60 to 130 ms. With rows only (history and details read on
// demand by merchants:details): 1.35 MB (268 bytes a row), zod 4 ms, stringify 6 ms, parse 8 ms.
// Same-run A/Bs (two hosts, the old tree's and the new, opens and loads alternating, 12 each):
//   smaller answer, loaded machine: open median 448 -> 313 ms, p95 919 -> 629; load at
//     #/submitted 1385 -> 979 ms; search median (not deferred) 22.2 -> 9.9 ms.
//   + the list as an early request (last on the drafts home, first at #/submitted), loaded:
//     open median 351 -> 80 ms, p95 1552 -> 468 ms (against the smaller answer alone).
//   old tree against all of it, quiet machine (load average under 1): open median 319 -> 58 ms,
//     p95 587 -> 148 ms; load 1018 -> 532 ms; search median 19.3 -> 7.6 ms, p95 30.8 -> 26.7.
//   search with the instrument that reads the clock once the frame is painted: median 20.1 ->
//     10.1 ms, p95 40.9 -> 32.0 ms.
// The bench itself, three runs in a row afterwards (load average 4 to 5), then two more after
// `npm test` (load average under 1, the lead's jobs running): search median 9.9, 10.0, 10.1,
// 10.0, 11.0 ms (p95 37.8, 27.2, 33.4, 31.3, 33.0); open median 75.8, 61.7, 71.2, 74.5, 110.1 ms,
// p95 212, 192, 493, 277, 208 ms; load at #/submitted 555, 571, 610, 521, 620 ms. An open now
// mostly finds the list in the cache; its p95 over 12 opens is their slowest, and on a loaded
// machine one slow open missed 450 ms (the third run).
// After review (26 Nov, 14:15): the early request is made at #/submitted and #/needs-action only.
// On the drafts home with 5,000 merchants its 1.35 MB answer was parsed before the first rows in
// 7 loads of 15 and held them back (first row median 324 against 281.5 ms); there the header asks
// once the first screen is committed, as before. This bench clicks Submitted the moment the first
// draft row shows, so its open can again wait for that answer: two runs after (quiet machine),
// open median 199.1 and 125.2 ms, p95 627.3 (missed) and 290 ms; search median 10.9 and 9.7 ms
// (p95 25.4, 29.3); load at #/submitted 634.6 and 487.1 ms.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { BrowserContext } from '@playwright/test';
import { chromiumPath } from '../../playwright.config';
import { seedSubmitted } from '../../tests/e2e/support/seed-submitted';
import { buildRenderer } from '../lib/build-renderer';
import { benchReport, measured, percentile } from './report';
import { collectSearch, searchInstrument } from './search-instrument';
import { launchBenchChromium } from './chromium';

const root = path.resolve(import.meta.dirname, '..', '..');
const merchantCount = 5_000;
const opens = 12;

interface Host {
  origin: string;
  launchUrl: string;
  close(): Promise<void>;
}

async function startHost(rendererDir: string, dataDir: string): Promise<Host> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'workspace-host-child.ts'),
      rendererDir,
      dataDir,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const { launchUrl } = JSON.parse(line) as { launchUrl: string };
  return {
    origin: new URL(launchUrl).origin,
    launchUrl,
    async close() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// In-page timing, as source text (it runs in Chromium): the click, then the first frame that
// starts after a merchant row is in the DOM.
const openSubmitted = `new Promise((resolve) => {
  const link = [...document.querySelectorAll('nav a')].find((a) => a.textContent.startsWith('Submitted'));
  const started = performance.now();
  link.click();
  const check = (frame) => {
    if (document.querySelector('.merchant-list li')) requestAnimationFrame((next) => resolve(next - started));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

async function screenOpens(context: BrowserContext, host: Host): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < opens + 1; run++) {
    const page = await context.newPage();
    await page.goto(`${host.origin}/#/drafts`);
    await page.locator('.draft-list li').first().waitFor({ state: 'visible' });
    const elapsed = (await page.evaluate(openSubmitted)) as number;
    if (run > 0) samples.push(elapsed); // the first warms the host
    await page.close();
  }
  return samples;
}

async function pageLoads(context: BrowserContext, host: Host): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < opens; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const started = performance.now();
    await page.goto(`${host.origin}/#/submitted`);
    await page.locator('.merchant-list li').first().waitFor({ state: 'visible' });
    samples.push(performance.now() - started);
    await page.close();
  }
  return samples;
}
const instrument = searchInstrument('main');
const collect = collectSearch;

async function searchLatencies(context: BrowserContext, host: Host): Promise<number[]> {
  const page = await context.newPage();
  await page.goto(`${host.origin}/#/submitted`);
  await page.locator('.merchant-list li').first().waitFor({ state: 'visible' });
  const search = page.getByRole('searchbox', { name: 'Search submitted' });
  await page.evaluate(instrument);
  const samples: number[] = [];
  for (const text of ['maple bakery', '4000012', 'shelbyville', 'cedar auto repair', '1234']) {
    await search.fill('');
    await page.locator('main [data-query=""]').waitFor({ state: 'attached' });
    await page.evaluate(collect(''));
    for (const char of text) {
      await search.press(char === ' ' ? 'Space' : char);
      await page.waitForTimeout(80); // a quick typist: about 12 keys a second
    }
    await page.waitForTimeout(300);
    const measuredKeys = (await page.evaluate(collect(text))) as (number | null)[];
    for (const value of measuredKeys) if (value !== null) samples.push(value);
  }
  await page.close();
  return samples;
}

export default async function submittedBench() {
  if (!existsSync(chromiumPath)) {
    console.log(`  skipped: ${chromiumPath} is missing (apt-get install -y chromium)`);
    return { figures: {} };
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'boarding-submitted-bench-'));
  const browser = await launchBenchChromium();
  let host: Host | undefined;
  try {
    const rendererDir = await buildRenderer();
    const dataDir = path.join(work, 'app');
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await seedSubmitted(dataDir, merchantCount);
    host = await startHost(rendererDir, dataDir);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const first = await context.newPage();
    await first.goto(host.launchUrl);
    await first.close();
    const screen = await screenOpens(context, host);
    const loads = await pageLoads(context, host);
    const search = await searchLatencies(context, host);
    return benchReport({
      [`search as you type over 5,000 merchants, keystroke to rows painted p95 (${search.length} keys)`]:
        measured(percentile(search, 95), 'ms', '<=', 50),
      'search as you type over 5,000 merchants, median': measured(
        percentile(search, 50),
        'ms',
        '<=',
        16,
      ),
      'cold open of Submitted from the app (click to first row painted), median': measured(
        percentile(screen, 50),
        'ms',
        '<=',
        300,
      ),
      'cold open of Submitted from the app, p95': measured(percentile(screen, 95), 'ms', '<=', 450),
      // No target of its own in the issue: held to the drafts home's cold-load budget.
      'page load straight at #/submitted, cache off (median)': measured(
        percentile(loads, 50),
        'ms',
        '<=',
        1000,
      ),
    });
  } finally {
    await host?.close().catch(() => undefined);
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
}
