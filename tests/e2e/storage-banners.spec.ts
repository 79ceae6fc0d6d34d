// What the agent is told about the data folder (decisions 25, 27): a damaged settings file set
// aside at start, and a read-only data folder (a tmpfs remounted read-only, since root ignores
// file modes; skipped with the reason where mounts are not allowed). Real hosts, real Chromium.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mountProblem, mountSmallDisk } from '../core/disk/disk-mounts';
import { startBrowserMode } from './browser-host-process';
import { seedDrafts } from './support/seed-drafts';
import { expectNoAxeViolations, screenshot } from './support/workspace';

test('a damaged settings file is set aside at start, and the banner says what it means', async ({
  page,
}) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-settings-'));
  await writeFile(path.join(dataDir, 'settings.json'), '{"settings": {"statusPollMin');
  const app = await startBrowserMode({ dataDir });
  try {
    await page.goto(app.launchUrl);
    const banner = page.getByRole('status').filter({ hasText: 'were set aside' });
    await expect(banner).toContainText('Some files could not be read and were set aside.');
    await expect(banner).toContainText(
      'Your settings were reset to the defaults (the file could not be read).',
    );
    await expectNoAxeViolations(page, 'set-aside banner');
    await screenshot(page, 'banner-set-aside');
  } finally {
    await app.stop();
  }
});

test('a read-only data folder opens to read, and says nothing can be saved or sent', async ({
  page,
}) => {
  test.skip(mountProblem !== undefined, `needs a tmpfs mount: ${mountProblem}`);
  const disk = mountSmallDisk('8m');
  try {
    const dataDir = path.join(disk.dir, 'data');
    await mkdir(dataDir, { mode: 0o700 });
    await seedDrafts(dataDir, 2);
    disk.remountReadOnly();
    const app = await startBrowserMode({ dataDir, keepDataDir: true });
    try {
      await page.goto(app.launchUrl);
      const banner = page.getByRole('status').filter({ hasText: 'read-only' });
      await expect(banner).toContainText(
        'The data folder is read-only: nothing can be saved or sent.',
      );
      await expect(banner).toContainText(`${dataDir} is on a read-only disk (EROFS).`);
      await expect(banner).toContainText('You can still read every application.');
      const list = page.getByRole('list', { name: 'Applications' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await list.getByRole('link').first().click();
      const legal = page.getByRole('region', { name: 'Legal entity', exact: true });
      await expect(legal).toBeVisible();
      // A draft, editable anywhere else, opens in the read-only view, and says why.
      const status = page.getByRole('region', { name: 'Application status' });
      await expect(status).toContainText(
        'This application opens read-only: the data folder cannot be written, so changes could not be saved.',
      );
      await expect(status).toContainText(`${dataDir} is on a read-only disk (EROFS).`);
      const legalName = legal.getByRole('textbox', { name: 'Legal name' });
      await expect(legalName).not.toBeEditable();
      await expect(legalName).toBeEnabled();
      // Every control of the form, not just the one looked at (the node program has no DOM types).
      type Control = { id: string; readOnly?: boolean; disabled?: boolean };
      const editable = await page
        .locator('form.editor-form')
        .locator('input, select, textarea')
        .evaluateAll((controls) =>
          (controls as unknown as Control[])
            .filter((control) => control.readOnly !== true && control.disabled !== true)
            .map((control) => control.id),
        );
      expect(editable).toEqual([]);
      await expect(page.getByRole('button', { name: 'Queue for submission' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: /^Owner ID/ })).toBeVisible();
      await expect(page.getByLabel(/^Attach a file/)).toHaveCount(0);
      await expectNoAxeViolations(page, 'read-only folder editor');
      await screenshot(page, 'banner-read-only');
    } finally {
      await app.stop();
    }
  } finally {
    disk.unmount();
    await rm(disk.dir, { recursive: true, force: true });
  }
});
