// Moving work to a second laptop, as an agent does it in Settings: export three applications (one
// of them queued) to one encrypted file (the passphrase shown once), then on a second data folder
// import it: a wrong passphrase first, the dry run, the import, a field read back, the queued one
// arriving Ready with its note, and a second import that adds nothing. The data folders, the
// export file and a support bundle hold no SSN, tax id or account number. Then a second laptop
// that already has a submitted application (in Submitted as soon as it was imported) imports the
// file again for its handled mark alone (decisions 64): the dry run counts it, the import button
// offers it, Needs action shows it.
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startBrowserMode } from './browser-host-process';
import { useBrowserModeApp } from './support/app';
import {
  connectThroughUi,
  expectNoAxeViolations,
  expectNoPii,
  ipc,
  samplePii,
  screenshot,
} from './support/workspace';
import { readAllFiles } from '../core/drafts/support/temp-dir';
import { validFullPayload } from '../fixtures/merchant';

const app = useBrowserModeApp({ perTest: true });

async function newDraft(page: Page, legalName: string): Promise<string> {
  const draft = await ipc<{ id: string }>(page, 'drafts:create', {});
  await ipc(page, 'drafts:save', {
    id: draft.id,
    payload: {
      legalName,
      taxId: samplePii[1],
      owner: [{ name: 'Jordan Example', ssn: samplePii[0] }],
      fundingAccount: [{ accountNumber: samplePii[2] }],
    },
  });
  return draft.id;
}

async function expectNoPiiIn(files: { file: string; bytes: Buffer }[]): Promise<void> {
  for (const { file, bytes } of files)
    for (const secret of [...samplePii, 'Moved Bakery LLC'])
      expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
}

test('export three applications, import them into a second data folder once', async ({
  page,
  browser,
}) => {
  const outside = await mkdtemp(path.join(os.tmpdir(), 'boarding-export-'));
  const exportFile = path.join(outside, 'moved.age');
  await page.goto(app().launchUrl);
  await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible();
  const bakeryId = await newDraft(page, 'Moved Bakery LLC');
  await newDraft(page, 'Moved Garage LLC');
  // A complete one queued here: signed out, the outbox holds it, so it leaves this laptop queued.
  const florist = await ipc<{ id: string }>(page, 'drafts:create', {});
  await ipc(page, 'drafts:save', {
    id: florist.id,
    payload: validFullPayload({ legalName: 'Moved Florist LLC' }),
  });
  await ipc(page, 'outbox:enqueue', { draftId: florist.id });

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Export file (full path)').fill(exportFile);
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByText('Done: 3 applications exported.')).toBeVisible();
  const passphrase = await page.getByLabel('Passphrase for this export').inputValue();
  expect(passphrase).toMatch(/^\d{5}(-\d{5}){5}$/);
  await expectNoAxeViolations(page, 'export done');
  await expectNoPii(page, 'export done');
  await page.getByLabel('Passphrase for this export').scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-export-done');

  const bundleFile = path.join(outside, 'support.json');
  await page.getByLabel('Support bundle file (full path)').fill(bundleFile);
  await page.getByRole('button', { name: 'Write support bundle' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Support bundle written/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'support bundle written');
  // Each section's heading at the top of the picture, so nothing above it (the export's
  // passphrase) is in it.
  const toTop = (name: string) =>
    page
      .getByRole('heading', { name })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await toTop('Support bundle');
  await screenshot(page, 'settings-support-bundle');
  await toTop('What is kept on this laptop');
  await expectNoPii(page, 'what is kept');
  await screenshot(page, 'settings-retention');

  const second = await startBrowserMode();
  try {
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(second.launchUrl);
    await other.getByRole('link', { name: 'Settings' }).click();
    await other.getByLabel('File to import (full path)').fill(exportFile);
    await other.getByLabel('Passphrase of the file').fill('11111-22222-33333-44444-55555-66666');
    await other.getByRole('button', { name: 'Check file' }).click();
    await expect(other.getByRole('alert')).toHaveText(/does not open this file/);

    await other.getByLabel('Passphrase of the file').fill(passphrase);
    await other.getByRole('button', { name: 'Check file' }).click();
    const table = other.getByRole('table', { name: 'What the file holds' });
    await expect(table.getByRole('row', { name: 'Moved Bakery LLC New' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Moved Garage LLC New' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Moved Florist LLC New' })).toBeVisible();
    await expectNoAxeViolations(other, 'import dry run');
    await table.scrollIntoViewIfNeeded();
    await screenshot(other, 'settings-import-dry-run');
    expect((await ipc<{ total: number }>(other, 'drafts:list', {})).total).toBe(0);

    await other.getByRole('button', { name: 'Import 3 new applications' }).click();
    await expect(other.getByRole('status').filter({ hasText: /^Imported/ })).toHaveText(
      /Imported 3 applications/,
    );
    await other.getByRole('link', { name: 'Drafts' }).click();
    await other
      .getByRole('link', { name: /Moved Bakery LLC/ })
      .first()
      .click();
    await expect(other.getByLabel('Legal name', { exact: true })).toHaveValue('Moved Bakery LLC');
    expect(
      (await ipc<{ payload: { taxId: string } }>(other, 'drafts:get', { id: bakeryId })).payload
        .taxId,
    ).toBe(samplePii[1]);

    // The queued one arrived Ready, saying it may have been sent from the other laptop.
    expect(
      (await ipc<{ lifecycle: string }>(other, 'drafts:get', { id: florist.id })).lifecycle,
    ).toBe('ready');
    await other.getByRole('link', { name: 'Drafts' }).click();
    await other
      .getByRole('link', { name: /Moved Florist LLC/ })
      .first()
      .click();
    await expect(
      other.getByRole('status').filter({ hasText: /Imported on .* where it was queued/ }),
    ).toHaveText(/may already have been sent from there/);

    // The same file again: the dry run finds both here and nothing is added.
    await other.getByRole('link', { name: 'Settings' }).click();
    await other.getByLabel('File to import (full path)').fill(exportFile);
    await other.getByLabel('Passphrase of the file').fill(passphrase);
    await other.getByRole('button', { name: 'Check file' }).click();
    await expect(table.getByRole('row', { name: 'Moved Bakery LLC Already here' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Import 0 new applications' })).toBeDisabled();
    expect((await ipc<{ total: number }>(other, 'drafts:list', {})).total).toBe(3);

    await expectNoPiiIn([
      ...(await readAllFiles(app().dataDir)),
      ...(await readAllFiles(second.dataDir)),
      { file: exportFile, bytes: await readFile(exportFile) },
      { file: bundleFile, bytes: await readFile(bundleFile) },
    ]);
    await context.close();
  } finally {
    await second.stop();
    await rm(outside, { recursive: true, force: true });
  }
});

test('export only the applications selected in Drafts', async ({ page }) => {
  const outside = await mkdtemp(path.join(os.tmpdir(), 'boarding-export-'));
  try {
    await page.goto(app().launchUrl);
    await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible();
    await newDraft(page, 'Chosen Bakery LLC');
    await newDraft(page, 'Left Garage LLC');
    await page.reload();
    await page.getByRole('checkbox', { name: 'Select Chosen Bakery LLC' }).check();
    await page.getByRole('button', { name: 'Export selected…' }).click();
    await expect(page.getByText('Writes the application selected in Drafts')).toBeVisible();
    await page.getByLabel('Export file (full path)').fill(path.join(outside, 'one.age'));
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(page.getByText('Done: 1 application exported.')).toBeVisible();
    // Written: the panel offers every application again.
    await expect(page.getByText(/Writes every application on this laptop/)).toBeVisible();
    await expectNoAxeViolations(page, 'export of a selection');
  } finally {
    await rm(outside, { recursive: true, force: true });
  }
});

test('a second laptop that has the applications imports their handled marks alone', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const outside = await mkdtemp(path.join(os.tmpdir(), 'boarding-export-'));
  await page.goto(app().launchUrl);
  await connectThroughUi(page, context);
  const { referenceId: _fixed, ...payload } = validFullPayload({
    legalName: 'Handled Deli [decline] LLC',
  });
  const draft = await ipc<{ id: string }>(page, 'drafts:create', { payload });
  await ipc(page, 'outbox:enqueue', { draftId: draft.id });
  await page.getByRole('link', { name: 'Submitted' }).click();
  const row = page
    .getByRole('list', { name: 'Submitted merchants' })
    .getByRole('listitem')
    .filter({ hasText: 'Handled Deli' });
  // Each round moves the sandbox's merchant one step, until it is Declined.
  await expect(async () => {
    const button = page.getByRole('button', { name: 'Refresh all statuses' });
    await button.click();
    await expect(button).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    await expect(row).toContainText('Declined', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  const exportTo = async (name: string): Promise<{ file: string; passphrase: string }> => {
    const file = path.join(outside, name);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Export file (full path)').fill(file);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(page.getByText('Done: 1 application exported.')).toBeVisible();
    return { file, passphrase: await page.getByLabel('Passphrase for this export').inputValue() };
  };
  const unmarked = await exportTo('unmarked.age');
  await page.getByRole('link', { name: /^Needs action/ }).click();
  await page
    .getByRole('list', { name: 'Merchants that need action' })
    .getByRole('listitem')
    .filter({ hasText: 'Handled Deli' })
    .getByRole('button', { name: /^Mark as handled/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'is marked as handled' })).toBeVisible();
  await page.reload();
  const marked = await exportTo('marked.age');

  const second = await startBrowserMode();
  try {
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await other.goto(second.launchUrl);
    const importFile = async (file: { file: string; passphrase: string }, button: string) => {
      await other.getByRole('link', { name: 'Settings' }).click();
      await other.getByLabel('File to import (full path)').fill(file.file);
      await other.getByLabel('Passphrase of the file').fill(file.passphrase);
      await other.getByRole('button', { name: 'Check file' }).click();
      await other.getByRole('button', { name: button }).click();
      await expect(other.getByRole('status').filter({ hasText: /^Imported/ })).toBeVisible();
    };
    await importFile(unmarked, 'Import 1 new application');
    // Its merchant is in Submitted at once, not after a restart, with the status its record
    // brought (this laptop is not signed in: it has checked nothing).
    await other.getByRole('link', { name: 'Submitted' }).click();
    await expect(
      other
        .getByRole('list', { name: 'Submitted merchants' })
        .getByRole('listitem')
        .filter({ hasText: 'Handled Deli' }),
    ).toContainText('Declined');
    // Needs action read before the marks arrive: the import must make it read again.
    await other.getByRole('link', { name: /^Needs action/ }).click();
    await expect(other.getByText(/^Handled \(/)).toHaveCount(0);

    await other.getByRole('link', { name: 'Settings' }).click();
    await other.getByLabel('File to import (full path)').fill(marked.file);
    await other.getByLabel('Passphrase of the file').fill(marked.passphrase);
    await other.getByRole('button', { name: 'Check file' }).click();
    await expect(other.getByText(/1 handled mark would move its merchant out/)).toBeVisible();
    await expectNoAxeViolations(other, 'import dry run with a handled mark');
    await other.getByRole('button', { name: 'Import 1 handled mark' }).click();
    // The outcome says what the marks did, not only that no application was new.
    await expect(
      other.getByRole('status').filter({
        hasText: /^Imported 0.*1 handled mark moved its merchant out of Needs action\.$/,
      }),
    ).toBeVisible();
    await other.getByRole('link', { name: /^Needs action/ }).click();
    await expect(other.getByText(/^Handled \(1\)/)).toBeVisible();
    await otherContext.close();
  } finally {
    await second.stop();
    await rm(outside, { recursive: true, force: true });
  }
});
