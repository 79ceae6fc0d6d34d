// The drafts home's first frame (decisions 63): the list is committed with its rows, not
// committed empty and filled in before the paint (which cost a forced layout and a second render
// on every cold load), and the locale data is read on a worker thread that ends once it has,
// where the machine has a core for it (decisions 65).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { useBrowserModeApp } from './support/app';
import { seedDrafts } from './support/seed-drafts';

// A fresh app for each test: the launch link works once.
const app = useBrowserModeApp({
  perTest: true,
  prepare: async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-first-frame-'));
    await seedDrafts(dataDir, 300);
    return dataDir;
  },
});

/**
 * Runs in the page before its scripts (source text: this file is type-checked without DOM types):
 * counts the batches of DOM changes (one per task) in which rows are added to a drafts list that
 * the same batch put in the page. Rows that arrive in a later task (the list shown while the
 * drafts load, then filled) are not such a batch.
 */
const watchListCommits = `(() => {
  const seen = { listInserted: false, filledInSameTask: 0, firstRows: -1 };
  window.listCommits = seen;
  new MutationObserver((records) => {
    const inserted = [];
    for (const record of records) {
      const target = record.target;
      const addsRows = [...record.addedNodes].some((node) => node.nodeName === 'LI');
      if (
        addsRows &&
        target instanceof Element &&
        target.matches('ul.draft-list') &&
        inserted.some((node) => node.contains(target))
      )
        seen.filledInSameTask += 1;
      inserted.push(...record.addedNodes);
    }
    const list = document.querySelector('ul.draft-list');
    // The rows the list arrived with; -1 if it arrived empty (a host slower than mount.tsx waits).
    if (list && !seen.listInserted && list.children.length > 0)
      seen.firstRows = list.querySelectorAll(':scope > li').length;
    if (list) seen.listInserted = true;
  }).observe(document, { childList: true, subtree: true });
})()`;

test('the drafts list is put in the page with its rows, in one pass', async ({ page }) => {
  await page.addInitScript(watchListCommits);
  await page.goto(app().launchUrl);
  const list = page.getByRole('list', { name: 'Applications' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /applications shown$/ })).toBeVisible();
  const commits = (await page.evaluate('window.listCommits')) as {
    listInserted: boolean;
    filledInSameTask: number;
    firstRows: number;
  };
  expect(commits.listInserted).toBe(true);
  expect(commits.filledInSameTask).toBe(0);

  // Once the list knows its real size, it holds the rows in view and a few below, not a
  // window's worth more; and every row in view is there.
  const scroll = page.getByTestId('draft-scroll');
  const inView = await scroll.evaluate((element) => Math.ceil(element.clientHeight / 64));
  // The first frame's rows are the ones that fit in the list's box (list-box.ts, decisions 107):
  // every row in view, not a window's height of rows (12 in a 720 px window whose box shows 7).
  // A list that arrived empty (the host slower than the first render waits) has no such frame.
  const fits = commits.firstRows === -1 || [inView, inView + 1].includes(commits.firstRows);
  expect(fits, `first commit held ${commits.firstRows} rows; ${inView} fit in the box`).toBe(true);
  await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(inView);
  expect(await list.getByRole('listitem').count()).toBeLessThanOrEqual(inView + 8 + 1);
  await expect(list.locator('li[aria-posinset="1"]')).toBeVisible();
});

/** Source text run before the page's scripts: the machine the page reports. */
const reportCores = (cores: number) =>
  `Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => ${cores} })`;

test('with a core to spare, the locale data is read on a worker, which ends once it has', async ({
  page,
}) => {
  await page.addInitScript(reportCores(8));
  // Listened for before the page loads: the worker may end before a later listener would attach.
  const ended = new Promise<string>((resolve) =>
    page.on('worker', (worker) => worker.on('close', () => resolve(worker.url()))),
  );
  await page.goto(app().launchUrl);
  expect(await ended).toMatch(/\/assets\/locale-data-worker-[\w-]+\.js$/);
  await expect(
    page.getByRole('list', { name: 'Applications' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('on two cores no worker starts, and the rows show their dates all the same', async ({
  page,
}) => {
  await page.addInitScript(reportCores(2));
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(app().launchUrl);
  const first = page.getByRole('list', { name: 'Applications' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  await expect(first).toContainText(/Saved [A-Z][a-z]{2} \d{1,2}, \d/); // "Saved Nov 26, 10:14 AM"
  await expect(page.getByRole('status').filter({ hasText: /applications shown$/ })).toBeVisible();
  expect(workers).toEqual([]);
});
