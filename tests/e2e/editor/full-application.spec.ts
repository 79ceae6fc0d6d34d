// The spec's sample merchant, typed in by label like a person (masks, two owners, one funding
// account): the stored payload is the sample exactly; it is queued, cancelled, queued again, and
// once signed in it reaches the sandbox as entered (SSN, tax id and account number by their last
// four digits, all the sandbox keeps). Screenshots of the empty and the read-only editor.
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chromiumPath } from '../../../playwright.config';
import { validFullPayload, validOwner } from '../../fixtures/merchant';
import {
  createDraft,
  expectNoAxeViolations,
  openApp,
  openDraft,
  sandboxMerchants,
  signIn,
  storedDraft,
  waitForSave,
} from './editor-app';
import { field, fillApplication, section, typeInto } from './fill';

test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);

/**
 * Read-only as the agent meets it: no control in the form can change a value (text inputs are
 * read-only, so they stay focusable and copyable; selects and checkboxes are disabled), nothing
 * adds or removes, and what only changes the view (section folds, row folds, "Show") still works.
 */
async function expectReadOnlyForm(page: Page): Promise<void> {
  const form = page.locator('form.editor-form');
  // The node program has no DOM types: the two properties read are named here.
  type Control = { id: string; outerHTML: string; readOnly?: boolean; disabled?: boolean };
  const editable = await form
    .locator('input, select, textarea')
    .evaluateAll((controls) =>
      (controls as unknown as Control[])
        .filter((control) => control.readOnly !== true && control.disabled !== true)
        .map((control) => control.id || control.outerHTML.slice(0, 80)),
    );
  expect(editable).toEqual([]);
  await expect(field(section(page, 'Legal entity'), 'Legal name')).not.toBeEditable();
  await expect(field(section(page, 'Legal entity'), 'Legal name')).toBeEnabled();
  await expect(form.getByRole('button', { name: /^(Add|Remove) / })).toHaveCount(0);
  await expect(
    page.getByRole('combobox', { name: 'Find a category by name or code' }),
  ).toBeHidden();

  const owner = page.getByRole('group', { name: 'Owner 1' });
  const ssn = field(owner, 'SSN');
  await page.getByRole('button', { name: 'Show SSN' }).first().click();
  await expect(ssn).toHaveAttribute('type', 'text');
  await ssn.focus();
  await ssn.blur();
  await expect(ssn).toHaveAttribute('type', 'password');
  const fold = owner.getByRole('button', { name: 'Fold owner 1' });
  await fold.click();
  await expect(owner.getByRole('button', { name: 'Show owner 1' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await owner.getByRole('button', { name: 'Show owner 1' }).click();
  await expect(fold).toBeVisible();
  const tax = page.getByRole('button', { name: 'Tax', exact: true });
  await tax.click();
  await expect(tax).toHaveAttribute('aria-expanded', 'false');
  await tax.click();
  await expect(tax).toHaveAttribute('aria-expanded', 'true');
}

function lastFour(value: unknown): string {
  const text = String(value);
  return '*'.repeat(text.length - 4) + text.slice(-4);
}

test('the full sample merchant, typed by label, is stored exactly and reaches the sandbox', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { referenceId: _referenceId, ...sample } = validFullPayload({
    owner: [
      validOwner({ ownership: 60 }),
      validOwner({
        name: 'Casey Example',
        ssn: '587654320', // area 900-999 is never an SSN (decisions 29)
        dob: '1985-09-30T00:00:00',
        ownership: 40,
        phone: '5552223333',
        cell: '5554445555',
        email: 'casey@example.com',
        street: '9 Elm Street',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601-1234',
      }),
    ],
  });
  const app = await openApp(page);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    const id = await createDraft(page);
    await openDraft(page, id);
    await expectNoAxeViolations(page, 'empty');
    await page.screenshot({ path: 'docs/screenshots/editor-empty.png', fullPage: true });

    await fillApplication(page, sample);
    await field(section(page, 'Statement'), 'Statement phone').blur();
    await waitForSave(page);
    const stored = await storedDraft(page, id);
    // The draft's own referenceId is sent, not one in the payload (decisions 10).
    expect(stored.payload).toEqual(sample);
    expect(stored.lifecycle).toBe('ready');

    // Sensitive numbers are hidden until revealed.
    const ssn = field(page.getByRole('group', { name: 'Owner 1' }), 'SSN');
    await expect(ssn).toHaveAttribute('type', 'password');
    await expect(ssn).toHaveValue('123-45-6789');

    const queue = page.getByRole('button', { name: 'Queue for submission' });
    await expect(queue).toHaveAttribute('aria-disabled', 'false');
    await queue.click();
    const cancel = page.getByRole('button', { name: 'Cancel submission' });
    await expect(cancel).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting to be sent' })).toBeVisible();
    await expectReadOnlyForm(page);
    await cancel.click();
    await expect(field(section(page, 'Legal entity'), 'Legal name')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Add an owner' })).toBeVisible();
    // Editable again, and saves follow the revision the outbox moved it to (no false conflict).
    const business = section(page, 'Business');
    await typeInto(business, 'Return policy', 'No returns');
    await field(business, 'Return policy').blur();
    await waitForSave(page);
    await typeInto(business, 'Return policy', String(sample.returnPolicy));
    await field(business, 'Return policy').blur();
    await waitForSave(page);
    expect((await storedDraft(page, id)).payload).toEqual(sample);

    await queue.click();
    await expect(cancel).toBeVisible();
    await signIn(app, page);
    await expect(page.getByText(/^Submitted on/)).toBeVisible({ timeout: 30_000 });
    await expectReadOnlyForm(page);
    // Nothing left to do in the panel once it is sent: the status line above says it all.
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await expect(ssn).toHaveAttribute('type', 'password');
    // Its documents are read-only from the moment it is submitted, without reopening it.
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(documents.getByRole('heading', { name: /^Owner ID/ })).toBeVisible();
    await expect(documents.getByLabel(/^Attach a file/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'read-only');
    await page.screenshot({ path: 'docs/screenshots/editor-read-only.png', fullPage: true });

    const submitted = await storedDraft(page, id);
    expect(submitted.lifecycle).toBe('submitted');
    const draft = await storedDraft(page, id);
    const record = (await sandboxMerchants(page)).find(
      (merchant) => String(merchant.id) === draft.submission?.merchantId,
    );
    expect(record).toBeDefined();
    const expected = {
      ...sample,
      taxId: lastFour(sample.taxId),
      owner: sample.owner.map((entry) => ({ ...entry, ssn: lastFour(entry.ssn) })),
      fundingAccount: (sample.fundingAccount ?? []).map((entry) => ({
        ...entry,
        accountNumber: lastFour(entry.accountNumber),
      })),
    };
    expect(record).toMatchObject(expected);
  } finally {
    await app.stop();
  }
});
