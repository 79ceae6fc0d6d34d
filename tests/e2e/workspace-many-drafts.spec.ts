// The drafts home with 10,000 realistic drafts (seeded through the draft store's own API before
// the app starts): it opens, scrolls to the last row, searches as you type, filters by state and
// shows the trash, with zero axe violations and no sensitive number on screen.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { useBrowserModeApp } from './support/app';
import { seedDrafts, seededName } from './support/seed-drafts';
import { expectNoAxeViolations, expectNoPii, screenshot } from './support/workspace';

const count = 10_000;
let trashed = 0;
const app = useBrowserModeApp({
  prepare: async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-many-'));
    ({ trashed } = await seedDrafts(dataDir, count));
    return dataDir;
  },
});

test('10,000 drafts: the list opens, scrolls, searches and filters', async ({ page }) => {
  test.setTimeout(90_000);
  const live = count - trashed;
  await page.goto(app().launchUrl);
  const shown = page.getByRole('status').filter({ hasText: /applications? shown/ });
  await expect(shown).toHaveText(`${live.toLocaleString('en-US')} applications shown`);
  await expect(page.getByRole('link', { name: /^Drafts/ })).toContainText(
    live.toLocaleString('en-US'),
  );
  const list = page.getByRole('list', { name: 'Applications' });
  // Virtualized: a screenful of rows in the DOM, each saying where it is in the 9,800.
  const rendered = await list.getByRole('listitem').count();
  expect(rendered).toBeGreaterThan(3);
  expect(rendered).toBeLessThan(80);
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(live));
  await expectNoAxeViolations(page, 'drafts home with 10,000 drafts');
  await expectNoPii(page, 'drafts home');
  await screenshot(page, 'drafts-home');

  // Scroll to the very end: the last row is there, numbered as the last.
  await page
    .getByTestId('draft-scroll')
    .evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(list.locator(`li[aria-posinset="${live}"]`)).toBeVisible();

  // Search as you type: every row shown matches, and the count says how many.
  const search = page.getByRole('searchbox', { name: 'Search by legal or DBA name' });
  await search.pressSequentially('maple bake', { delay: 20 });
  await expect(shown).not.toHaveText(`${live.toLocaleString('en-US')} applications shown`);
  const names = await list.locator('.draft-name .name').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.toLowerCase()).toContain('maple bake');
  const expected = Array.from({ length: count }, (_, n) => n)
    .filter((n) => n % 50 !== 49 && n !== 0) // n = 0 is the spec's sample merchant
    .filter((n) => seededName(n).legalName.toLowerCase().includes('maple bake')).length;
  await expect(shown).toHaveText(`${expected} applications shown`);

  // Filter by state: QuickStart drafts are among "Draft"; Ready are the complete ones.
  await search.fill('');
  const ready = page.getByRole('button', { name: /^Ready/ });
  await ready.click();
  await expect(ready).toHaveAttribute('aria-pressed', 'true');
  const readyCount = Number((await ready.locator('.count').textContent())?.replace(/,/g, ''));
  expect(readyCount).toBeGreaterThan(5000);
  await expect(shown).toHaveText(`${readyCount.toLocaleString('en-US')} applications shown`);
  for (const badge of await list.locator('.badge[class*="state-"]').allTextContents())
    expect(badge).toBe('Ready');

  await page.getByRole('button', { name: /^Trash/ }).click();
  await expect(shown).toHaveText(`${trashed} applications shown`);
  await expect(list.getByRole('button', { name: /^Restore / }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'trash');
});
