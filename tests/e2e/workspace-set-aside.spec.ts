// A draft file damaged on disk (here: truncated, as a full disk or a crash elsewhere could leave
// it): the check of every listed file that follows each start sets it aside without anyone opening
// it, the file is moved to the quarantine folder byte for byte, and the drafts home says why it is
// no longer listed, while every other application opens.
import { mkdir, mkdtemp, readdir, readFile, truncate } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createKeyFileCipher } from '../../electron/browser/browser-ports';
import { openDraftStore } from '../../electron/core/drafts/draft-store';
import { silentLogger } from '../../electron/core/ports';
import { useBrowserModeApp } from './support/app';
import { seedDrafts, seededName } from './support/seed-drafts';
import { expectNoAxeViolations, screenshot } from './support/workspace';

const damagedName = seededName(2).legalName;
let damagedBytes = Buffer.alloc(0);

/** Three drafts, the third's file cut short after the app last wrote it. */
async function prepare(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-set-aside-'));
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await seedDrafts(dataDir, 3);
  const { cipher } = createKeyFileCipher(dataDir, silentLogger);
  const opened = await openDraftStore({ dir: path.join(dataDir, 'drafts'), cipher });
  if (!opened.ok) throw new Error(opened.error.message);
  const listed = await opened.value.list({ search: damagedName });
  await opened.value.close();
  const id = listed.ok ? listed.value.items[0]?.id : undefined;
  if (id === undefined) throw new Error(`${damagedName} was not seeded`);
  const folder = path.join(dataDir, 'drafts', 'drafts');
  const file = (await readdir(folder)).find((name) => name.startsWith(id));
  if (file === undefined) throw new Error(`no file for ${id}`);
  await truncate(path.join(folder, file), 40);
  damagedBytes = await readFile(path.join(folder, file));
  return dataDir;
}

const app = useBrowserModeApp({ prepare });

test('a damaged draft is set aside, not deleted, and the drafts home says so', async ({ page }) => {
  await page.goto(app().launchUrl);
  const list = page.getByRole('list', { name: 'Applications' });
  // Never offered as an application to open: the check after start set it aside.
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('link', { name: damagedName })).toHaveCount(0);
  const quarantine = path.join(app().dataDir, 'drafts', 'quarantine');
  const moved = (await readdir(quarantine)).filter((name) => !name.endsWith('.json'));
  expect(moved).toHaveLength(1);
  expect(await readFile(path.join(quarantine, moved[0]!))).toEqual(damagedBytes);

  await expect(
    page.getByText('1 application could not be read and is not listed.', { exact: false }),
  ).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('link', { name: damagedName })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^All/ })).toContainText('2');
  await expectNoAxeViolations(page, 'set aside');
  await screenshot(page, 'drafts-set-aside');

  // Every other application still opens.
  await list.getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Legal entity', exact: true })).toBeVisible();
});
