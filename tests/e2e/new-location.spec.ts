// "New location for this merchant" in two clicks (decisions 82), as an agent does it: from a
// Drafts row (the example application, with a document attached) and from an opened Submitted
// merchant's details. Each lands in the editor at the Location section's first field, with the
// legal name and the owners carried, every location field empty and no document. axe on the new
// draft; one screenshot. A fresh app per test.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pngBytes } from '../core/documents/document-fixtures';
import { useBrowserModeApp } from './support/app';
import { seededName } from './support/seed-drafts';
import { seedSubmitted } from './support/seed-submitted';
import { expectNoAxeViolations, screenshot } from './support/workspace';

const app = useBrowserModeApp({
  perTest: true,
  // The Submitted test's app holds one seeded merchant; the other starts empty, as a first run
  // does, so the welcome card offers the example application.
  prepare: async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-new-location-'));
    if (test.info().title.includes('Submitted')) await seedSubmitted(dataDir, 1);
    return dataDir;
  },
});

const locationLabels = ['Location name', 'Street address', 'City', 'ZIP code', 'Phone', 'Fax'];

/** The editor on a new location: merchant carried, Location empty and focused, no document. */
async function expectNewLocation(page: Page, legalName: string): Promise<void> {
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}\/at\/locationName$/);
  await expect(page.getByRole('heading', { name: legalName, level: 1 })).toBeVisible();
  const location = page.getByRole('region', { name: 'Location' });
  await expect(location.getByLabel('Location name')).toBeFocused();
  for (const label of locationLabels)
    await expect(location.getByLabel(label, { exact: true }), label).toHaveValue('');
  await expect(location.getByLabel('Same as the legal address')).not.toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Legal entity' }).getByLabel('Legal name'),
  ).toHaveValue(legalName);
  await expect(
    page.getByRole('region', { name: 'Owners' }).getByLabel('Full name', { exact: true }),
  ).toHaveValue('Jordan Example');
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('heading', { name: /\(none yet\)/ }).first()).toBeVisible();
  await expect(documents.getByRole('heading', { name: /attached\)/ })).toHaveCount(0);
}

test('from a Drafts row: the example application’s new location, without its document', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  // The welcome card's button: the empty drafts list offers the same one, and a locator that
  // matches both picks whichever rendered first while the page settles.
  await page
    .getByRole('region', { name: 'Welcome to Boarding Desk' })
    .getByRole('button', { name: 'Make an example application' })
    .click();
  await expect(page.getByRole('heading', { name: 'Example Fuel LLC', level: 1 })).toBeVisible();
  // The source holds a document, which the new location must not carry.
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents
    .getByLabel('Attach a file for Voided cheque or bank letter')
    .setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(
    documents.getByRole('status').filter({ hasText: 'Attached cheque.png.' }),
  ).toBeVisible();

  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page
    .getByRole('button', { name: 'New location for this merchant Example Fuel LLC' })
    .click();
  await expectNewLocation(page, 'Example Fuel LLC');
  await expect(
    page.getByRole('status').filter({ hasText: 'New location for Example Fuel LLC' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the editor on a new location');
  await screenshot(page, 'new-location');

  // Two applications of the merchant now, the source still with its document.
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await expect(page.getByRole('link', { name: 'Example Fuel LLC', exact: true })).toHaveCount(2);
});

test('from an opened Submitted merchant’s details', async ({ page }) => {
  const { legalName } = seededName(0);
  await page.goto(app().launchUrl);
  await page.getByRole('link', { name: /^Submitted/ }).click();
  const row = page.getByRole('list', { name: 'Submitted merchants' }).getByRole('listitem');
  await row.getByRole('button', { name: /^Details/ }).click();
  await row.getByRole('button', { name: `New location for this merchant (${legalName})` }).click();
  await expectNewLocation(page, legalName);
});
