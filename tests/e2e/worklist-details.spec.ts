// The Submitted worklist over seeded merchants (their drafts, with their statuses, written before
// the app starts): the list answer carries the rows only, and a row's Details read the merchant's
// status history and the service's details when it opens (decisions 66); the search filters the
// list in the keystroke's own render, not a deferred one a frame later; "Refresh all statuses"
// reads an opened row again. A fresh app (and seed) per test: the launch link works once.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { useBrowserModeApp } from './support/app';
import { seededName } from './support/seed-drafts';
import { seedSubmitted } from './support/seed-submitted';
import { callsFromNow, recordSocketCalls } from './support/socket-calls';
import { connectThroughUi, expectNoAxeViolations, ipc, screenshot } from './support/workspace';

const app = useBrowserModeApp({
  perTest: true,
  prepare: async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-worklist-'));
    // The first seeded merchant as one no status check has answered for, with no status recorded.
    await seedSubmitted(dataDir, 12, { unanswered: 1 });
    return dataDir;
  },
});

/** What a detail list says for `term` ("Dates"): the definition right after it. */
function definitionOf(row: Locator, term: string): Locator {
  return row
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** The third seeded merchant: Approved, XMID 4000000002, its history Submitted then Approved. */
const approved = seededName(2).legalName;

test('the search renders in the keystroke’s own render; a row reads its history on demand', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  await page.getByRole('link', { name: /^Submitted/ }).click();
  const rows = page.getByRole('list', { name: 'Submitted merchants' }).getByRole('listitem');
  await expect(rows).toHaveCount(12);

  // One input event, then only microtasks: React renders a keystroke's update before the task
  // ends, while a deferred value would render in a later task (a frame later on screen).
  // Source text: it runs in Chromium (the Node typecheck has no DOM).
  const shown = await page.evaluate(`(async () => {
    const input = document.querySelector('main input[type="search"]');
    const status = document.querySelector('main [data-query]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setValue.call(input, '4000000002');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    return { query: status.getAttribute('data-query'), text: status.textContent };
  })()`);
  expect(shown).toEqual({ query: '4000000002', text: '1 of 12 merchants' });
  await page.getByRole('searchbox', { name: 'Search submitted' }).fill('');
  await expect(rows).toHaveCount(12);

  const listed = await ipc<{ merchants: Record<string, unknown>[] }>(page, 'merchants:list');
  expect(listed.merchants[0]).not.toHaveProperty('history');
  expect(listed.merchants[0]).not.toHaveProperty('details');

  // Found by its XMID, which the row carries for the search.
  await page.getByRole('searchbox', { name: 'Search submitted' }).fill('4000000002');
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: approved });
  await row.getByRole('button', { name: /^Details/ }).click();
  await expect(row.getByRole('term').filter({ hasText: 'XMID' })).toBeVisible();
  await expect(row).toContainText('4000000002');
  await expect(row).toContainText('$25,000.00 a day, $500,000.00 a month');
  await expect(row).toContainText('funded after 2 days');
  // The service answered without dates: it says so, not "Added —".
  await expect(definitionOf(row, 'Dates')).toHaveText('None given by the service yet');
  await expect(row.getByText('No submission recorded on this computer.')).toBeVisible();
  const history = row.getByRole('list').first();
  await expect(history.getByRole('listitem')).toHaveText([/: Submitted$/, /: Approved$/]);
  await expectNoAxeViolations(page, 'Submitted with a row open');
  await screenshot(page, 'submitted-details-on-demand');
});

test('an opened row reads its history and details again after "Refresh all statuses"', async ({
  page,
  context,
}) => {
  recordSocketCalls(page);
  await page.goto(app().launchUrl);
  // Refresh all asks the service, so it needs a sign-in (the built-in sandbox's page).
  await connectThroughUi(page, context);
  await page.getByRole('link', { name: /^Submitted/ }).click();
  await page.getByRole('searchbox', { name: 'Search submitted' }).fill('4000000002');
  const row = page
    .getByRole('list', { name: 'Submitted merchants' })
    .getByRole('listitem')
    .filter({ hasText: approved });
  const opened = callsFromNow(page);
  await row.getByRole('button', { name: /^Details/ }).click();
  await expect(row.getByRole('list').first().getByRole('listitem')).toHaveText([
    /: Submitted$/,
    /: Approved$/,
  ]);
  const details = () => opened.channels.filter((channel) => channel === 'merchants:details');
  expect(details()).toHaveLength(1);

  await page.getByRole('button', { name: 'Refresh all statuses' }).click();
  // Read again after the refresh's answer, which carries the rows only (decisions 66).
  // At least once more: a status event may bring another read, never fewer.
  await expect.poll(() => details().length).toBeGreaterThanOrEqual(2);
  const order = opened.channels.filter((channel) => channel.startsWith('merchants:'));
  expect(order.indexOf('merchants:refreshAll')).toBeGreaterThan(order.indexOf('merchants:details'));
  expect(order.lastIndexOf('merchants:details')).toBeGreaterThan(
    order.indexOf('merchants:refreshAll'),
  );
  await expect(row.getByRole('term').filter({ hasText: 'XMID' })).toBeVisible();
});

test('an opened row with nothing known yet says so under each heading', async ({ page }) => {
  await page.goto(app().launchUrl);
  await page.getByRole('link', { name: /^Submitted/ }).click();
  const name = seededName(0).legalName;
  await page.getByRole('searchbox', { name: 'Search submitted' }).fill(name);
  const row = page
    .getByRole('list', { name: 'Submitted merchants' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await row.getByRole('button', { name: /^Details/ }).click();
  await expect(definitionOf(row, 'XMID')).toHaveText('Not known until the first status check');
  await expect(definitionOf(row, 'Dates')).toHaveText('Not known until the first status check');
  await expect(definitionOf(row, 'Funding limits')).toHaveText(
    'Not known until the first status check',
  );
  await expect(row).not.toContainText('Added');
  // Under each heading a sentence, not an empty list.
  const history = row.getByRole('heading', { name: 'Status history' });
  await expect(history.locator('xpath=following-sibling::*[1]')).toHaveText(
    'No status recorded on this computer.',
  );
  const audit = row.getByRole('heading', { name: 'Submission audit trail' });
  await expect(audit.locator('xpath=following-sibling::*[1]')).toHaveText(
    'No submission recorded on this computer.',
  );
  await expect(row.getByRole('list')).toHaveCount(0);
  await expectNoAxeViolations(page, 'Submitted with a row that has nothing known yet');
  await screenshot(page, 'submitted-details-nothing-yet');
});
