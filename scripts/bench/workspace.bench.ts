// The workspace in Chromium (browser mode, real core and handlers): cold load of the drafts home
// with 10,000 drafts to interactive against an empty Vite React page served the same way (a
// browser-mode host process each, one Chromium, measured alternately in one run, target <= 1.5x);
// search as you type over the 10,000, keystroke to list painted (p95 <= 50 ms); and the
// renderer's JS gzipped (<= 250 KB).
//
// Notes on the cold load (November 2026; Chromium trace, CPU profile and resource timings of
// single loads, then this bench):
// - Where the time went, with the host in this process: the 1 KB entry chunk ran, and only then
//   asked for mount.tsx's chunk (290 KB: React, the frame, the drafts home), a serial round trip;
//   evaluating the app's modules took 35-55 ms; the first render 80 ms, of which the first
//   Number#toLocaleString (the count badges) loaded ICU's locale data, 20-60 ms in a fresh
//   renderer, and the virtualizer's first measure forced a 25 ms layout. Then the whole list
//   (2.5 MB of JSON for 10,000 summaries) arrives and is parsed, sorted and rendered: 150-250 ms
//   of main thread after the first rows are on screen.
// - The host ran inside this bench's Node process: while it read, checked and serialised those
//   10,000 summaries, Playwright's answers waited in the same event loop, and the timed load ended
//   300-400 ms after the first row was in the page (in-page timestamp against the time here). In
//   real use the host is its own process (Electron main, or start:browser), so each host now runs
//   in a child process (workspace-host-child.ts). That is a fix of the measurement, not of the
//   app, and the largest single change in the figure (app median ~800 -> ~640 ms in like runs).
// - index.html now lists the mount chunk, its imports and its stylesheet as preloads
//   (vite.renderer.config.ts), so they download with the entry; main.tsx loads the locale data
//   while they arrive. Each is below this machine's noise on its own.
// - Figures (medians of 15 alternated pairs; ratio app / empty page): before, host in process,
//   1.59x (794 / 500 ms); preload only 2.25x (797 / 354); preload + locale data 2.65x
//   (814 / 308); host in a child process 1.54x (636 / 413) and 1.41x (809 / 575). Later, on a
//   busier machine, back to back: before 2.02x (1328 / 659), preload + locale data with the host
//   in process 1.89x (1064 / 562), everything 1.78x (1146 / 645). Two cores shared with other
//   jobs move the empty page between 300 and 660 ms from run to run, so one run's ratio says
//   little: compare several, back to back. The search median moved with the load the same way
//   (13.5 and 15.9 ms before, 16.3-19.0 ms after, none of these changes touches the search).
// - Not tried here: a V8 code cache for the app's chunks in Electron (browser mode is what this
//   measures, and the bench turns the HTTP cache off); asking for the whole list only after the
//   first rows have painted (the largest main-thread block left, in renderer/data/use-drafts.ts);
//   the ZIP places table, an 810 KB chunk only the editor loads, so not part of the cold load,
//   but it keeps "renderer JS gzipped" at 446 KB and sets off Vite's 500 kB warning: it needs a
//   compact encoding, or to come from main over IPC (the CSP forbids fetching a JSON file).
// - Later (decisions 57), with a resource-timing and trace view of single cold loads (.draft-list
//   li seen by a MutationObserver in the page): the first chunks were 453 KB minified, 94 KB of it
//   zod (its classic API and JSON-schema code), on the path only because renderer/words/outbox.ts
//   imported one function from shared/outbox/outbox-schema.ts; that function and the states now
//   live in shared/outbox/outbox-states.ts, and tests/workspace/first-screen-imports.test.ts
//   keeps zod off the path (363 KB now). The whole list (2.5 MB, ~200 ms of main thread to parse
//   and sort) was asked for in the render that showed the first page; it now waits for the
//   first rows' frame, so neither the host's work on it nor its parse lands before that frame.
//   The ZIP places chunk was already off the path (loaded on the editor's first ZIP lookup, and
//   the cold load's resource list never holds it); it still counts in "renderer JS, gzipped".
//   In the page, rows appear 365-690 ms after navigation start; Playwright's goto and visible
//   check add a fixed ~150-250 ms to both pages, which pulls every ratio toward 1.
//   Figures (medians of 15 alternated pairs, app / empty page): before, this session, 1.59x
//   (596 / 376 ms); the list deferral alone 1.86x (616 / 332); both changes 1.48x (626 / 424),
//   1.40x (890 / 635), 1.45x (926 / 637) and 1.29x (1031 / 797) on a machine whose load moved
//   the empty page from 330 to 800 ms between runs. The target is met in every run with both,
//   but by less than one run's noise.
// - Not tried: a classic (non-module) script to start the early requests before the module
//   graph compiles (the requests left at ~300 ms in a 370-690 ms load); a V8 code cache in
//   Electron; a compact encoding of the ZIP places table (only the gzipped-JS figure would move).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { chromiumArgs, chromiumPath } from '../../playwright.config';
import { buildRenderer } from '../lib/build-renderer';
import { seedDrafts } from '../../tests/e2e/support/seed-drafts';
import { benchReport, measured, percentile, round, type BenchReport } from './report';
import { collectSearch, searchInstrument } from './search-instrument';

const root = path.resolve(import.meta.dirname, '..', '..');
const draftCount = 10_000;
const loads = 15;

/** The baseline: the smallest Vite React page, built with the same plugin and CSP-safe output. */
async function buildEmptyPage(dir: string): Promise<string> {
  const source = path.join(dir, 'src');
  await mkdir(source, { recursive: true });
  await writeFile(
    path.join(source, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Empty</title></head>' +
      '<body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  await writeFile(
    path.join(source, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\n" +
      'createRoot(document.getElementById(\'root\')).render(<input aria-label="ready" />);\n',
  );
  const outDir = path.join(dir, 'out');
  await build({
    root: source,
    base: './',
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: {
        react: path.join(root, 'node_modules', 'react'),
        'react-dom': path.join(root, 'node_modules', 'react-dom'),
      },
    },
    build: { outDir, emptyOutDir: true, assetsInlineLimit: 0 },
  });
  return outDir;
}

async function gzippedJs(dir: string): Promise<number> {
  const assets = path.join(dir, 'assets');
  let total = 0;
  for (const file of await readdir(assets)) {
    if (file.endsWith('.js')) total += gzipSync(await readFile(path.join(assets, file))).length;
  }
  return total;
}

interface Host {
  origin: string;
  launchUrl: string;
  close(): Promise<void>;
}

const hostChild = path.join(import.meta.dirname, 'workspace-host-child.ts');

/** A browser-mode host in its own process (workspace-host-child.ts), as in real use. */
async function startHost(rendererDir: string, dataDir: string): Promise<Host> {
  const child = spawn(process.execPath, ['--import', 'tsx', hostChild, rendererDir, dataDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

/** A browser context holding the host's session cookie (the launch link works once). */
async function openSession(browser: Browser, host: Host): Promise<BrowserContext> {
  const context = await browser.newContext();
  const first = await context.newPage();
  await first.goto(host.launchUrl);
  await first.close();
  return context;
}

/** Milliseconds from navigation to `ready` visible, in a fresh page with the cache off. */
function coldLoads(
  context: BrowserContext,
  host: Host,
  route: string,
  ready: string,
): () => Promise<number> {
  return async () => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const started = performance.now();
    await page.goto(`${host.origin}/${route}`);
    await page.locator(ready).first().waitFor({ state: 'visible' });
    const elapsed = performance.now() - started;
    await page.close();
    return elapsed;
  };
}

const instrument = searchInstrument('');
const collect = collectSearch;

/** Keystroke (keydown timestamp) to the frame painted with the list for that text, in the page. */
async function searchLatencies(context: BrowserContext, host: Host): Promise<number[]> {
  const page = await context.newPage();
  await page.goto(`${host.origin}/#/drafts`);
  const status = page.getByRole('status').filter({ hasText: /applications shown$/ });
  await status.waitFor();
  const search = page.getByRole('searchbox', { name: 'Search by legal or DBA name' });
  await page.evaluate(instrument);
  const samples: number[] = [];
  for (const text of ['maple bakery', 'harbor hardware 3', 'cedar auto repair', 'summit dental']) {
    await search.fill('');
    await page.locator('[data-query=""]').waitFor({ state: 'attached' });
    await page.evaluate(collect('')); // forget the clearing
    for (const char of text) {
      await search.press(char === ' ' ? 'Space' : char);
      await page.waitForTimeout(80); // a quick typist: about 12 keys a second
    }
    await page.waitForTimeout(300);
    const measured = (await page.evaluate(collect(text))) as (number | null)[];
    for (const value of measured) if (value !== null) samples.push(value);
  }
  await page.close();
  return samples;
}

export default async function workspaceBench(): Promise<BenchReport> {
  if (!existsSync(chromiumPath)) {
    console.log(`  skipped: ${chromiumPath} is missing (apt-get install -y chromium)`);
    return { figures: {} };
  }
  const work = await mkdtemp(path.join(os.tmpdir(), 'boarding-workspace-bench-'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const hosts: Host[] = [];
  try {
    const rendererDir = await buildRenderer();
    const emptyDir = await buildEmptyPage(path.join(work, 'empty'));
    const appData = path.join(work, 'app');
    await mkdir(appData, { recursive: true, mode: 0o700 });
    await seedDrafts(appData, draftCount);
    const emptyData = path.join(work, 'empty-data');
    await mkdir(emptyData, { recursive: true, mode: 0o700 });
    const appHost = await startHost(rendererDir, appData);
    hosts.push(appHost);
    const emptyHost = await startHost(emptyDir, emptyData);
    hosts.push(emptyHost);

    const appSession = await openSession(browser, appHost);
    const loadApp = coldLoads(appSession, appHost, '#/drafts', '.draft-list li');
    const loadEmpty = coldLoads(await openSession(browser, emptyHost), emptyHost, '', 'input');
    await loadApp(); // warm the host and the index once; then alternate
    await loadEmpty();
    const app: number[] = [];
    const empty: number[] = [];
    for (let run = 0; run < loads; run++) {
      app.push(await loadApp());
      empty.push(await loadEmpty());
    }
    const appMedian = percentile(app, 50);
    const emptyMedian = percentile(empty, 50);
    const search = await searchLatencies(appSession, appHost);
    const jsGzip = (await gzippedJs(rendererDir)) / 1024;
    return benchReport({
      // The target is the ratio; the two loads are held to what makes it: the app within
      // 1.5x of this run's baseline, and the baseline itself a plain page (under half a second).
      'cold load, drafts home with 10,000 drafts (median)': measured(
        appMedian,
        'ms',
        '<=',
        round(emptyMedian * 1.5),
      ),
      'cold load, empty Vite React page (median)': measured(emptyMedian, 'ms', '<=', 500),
      'cold load ratio, drafts home / empty page': measured(
        appMedian / emptyMedian,
        'x',
        '<=',
        1.5,
      ),
      [`search as you type, keystroke to list painted p95 (${search.length} keys)`]: measured(
        percentile(search, 95),
        'ms',
        '<=',
        50,
      ),
      'search as you type, keystroke to list painted median': measured(
        percentile(search, 50),
        'ms',
        '<=',
        16,
      ),
      'renderer JS, gzipped, all chunks': measured(jsGzip, 'KB', '<=', 250, 1),
    });
  } finally {
    for (const host of hosts) await host.close().catch(() => undefined);
    await browser.close();
    await rm(work, { recursive: true, force: true });
  }
}
