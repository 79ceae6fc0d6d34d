// Live validation through the shared schemas: a field's message appears when it is left invalid
// and clears when fixed; the checklist's links open the section and focus the input; the ownership
// total over 100 is reported at the owners. QuickStart: invite code, legal name and one owner's
// name and e-mail are enough, and removing the code brings back the full set with nothing lost.
import { expect, test } from '@playwright/test';
import { sampleInviteCode, validFullPayload, validOwner } from '../../fixtures/merchant';
import {
  createDraft,
  expectNoAxeViolations,
  openDraft,
  signIn,
  storedDraft,
  waitForSave,
  useEditorApp,
} from './editor-app';
import { field, owner, section, typeInto } from './fill';

const app = useEditorApp({ width: 1280, height: 900 });

test('a message appears when a field is left invalid, clears when fixed, and the checklist leads to it', async ({
  page,
}) => {
  await openDraft(page, await createDraft(page));
  const legal = section(page, 'Legal entity');
  const zip = field(legal, 'ZIP code');
  await typeInto(legal, 'ZIP code', '123');
  await expect(zip).not.toHaveAttribute('aria-invalid', 'true');
  await zip.press('Tab');
  await expect(zip).toHaveAttribute('aria-invalid', 'true');
  await expect(zip).toHaveAccessibleDescription(/Legal ZIP code must look like 12345/);
  await typeInto(legal, 'ZIP code', '62704');
  await expect(zip).toHaveAttribute('aria-invalid', 'false');
  await expect(zip).not.toHaveAccessibleDescription(/must look like/);

  // A first queue attempt shows every field's message at once and lists each problem.
  // The form always shows an Owner 1: while it is empty, the checklist says so of that row (the
  // payload has no owner yet) and its link goes to the owner's first input.
  const emptyOwner = page.getByRole('link', {
    name: 'Owner 1: Nothing entered for this owner yet',
  });
  await expect(emptyOwner).toBeVisible();
  await expect(page.getByRole('link', { name: /Add at least one owner/ })).toHaveCount(0);
  await emptyOwner.click();
  await expect(field(owner(page, 1), 'Full name')).toBeFocused();
  await typeInto(owner(page, 1), 'Full name', 'Jordan Example');
  await expect(emptyOwner).toHaveCount(0);
  // Marked unavailable (aria-disabled) but still answers, here from the keyboard.
  await page.getByRole('button', { name: 'Queue for submission' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Ready to submit?' })).toBeFocused();
  await expect(field(legal, 'Legal name')).toHaveAccessibleDescription('Enter the legal name');
  await expectNoAxeViolations(page, 'errors shown');
  await page.screenshot({ path: 'docs/screenshots/editor-errors.png', fullPage: true });

  // Folded away, a section opens again when its problem is chosen, with the input focused.
  await page.getByRole('button', { name: 'Tax', exact: true }).click();
  await expect(field(section(page, 'Tax'), 'Name on tax filings')).toBeHidden();
  await page.getByRole('link', { name: 'Tax: Enter the tax name' }).click();
  await expect(field(section(page, 'Tax'), 'Name on tax filings')).toBeFocused();
  await page.getByRole('link', { name: 'Owner 1: Enter the SSN' }).click();
  await expect(field(owner(page, 1), 'SSN')).toBeFocused();
  await page.keyboard.type('12345');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Owner 1: SSN must be 9 digits' })).toBeVisible();
});

test('an ownership total over 100 is shown at the owners', async ({ page }) => {
  await openDraft(page, await createDraft(page));
  await typeInto(owner(page, 1), 'Ownership (%)', '70');
  await page.getByRole('button', { name: 'Add an owner' }).click();
  await expect(field(owner(page, 2), 'Full name')).toBeFocused();
  await typeInto(owner(page, 2), 'Ownership (%)', '45');
  const owners = section(page, 'Owners');
  await expect(owners.getByText('Ownership entered: 115% of 100%')).toBeVisible();
  await expect(
    owners.getByText('Ownership across all owners adds up to 115%; it can be at most 100%'),
  ).toBeVisible();
  await typeInto(owner(page, 2), 'Ownership (%)', '30');
  await expect(owners.getByText('Ownership entered: 100% of 100%')).toBeVisible();
  await expect(owners.getByText(/adds up to/)).toBeHidden();
  await page.getByRole('button', { name: 'Remove owner 2' }).click();
  await expect(owner(page, 2)).toHaveCount(0);
});

test('QuickStart needs only the invite code, legal name and an owner; removing the code restores the full set', async ({
  page,
}) => {
  const id = await createDraft(page, { variant: 'quickstart' });
  await openDraft(page, id);
  const quickStart = section(page, 'QuickStart');
  await typeInto(quickStart, 'Invite code', sampleInviteCode);
  await expect(quickStart.getByRole('status')).toContainText('QuickStart: only the invite code');
  await typeInto(section(page, 'Legal entity'), 'Legal name', 'Corner Shop LLC');
  await typeInto(owner(page, 1), 'Full name', 'Robin Example');
  await typeInto(owner(page, 1), 'E-mail', 'robin@example.com');
  // Statement is folded away at a QuickStart start (QuickStart does not need it): opened here.
  await page.getByRole('button', { name: 'Statement', exact: true }).click();
  await typeInto(section(page, 'Statement'), 'Name on statements', 'CORNER SHOP');
  const queue = page.getByRole('button', { name: 'Queue for submission' });
  await expect(queue).toHaveAttribute('aria-disabled', 'false');
  // What is required now is marked: the legal address is not, the legal name is.
  const legal = section(page, 'Legal entity');
  await expect(field(legal, 'Street address')).toHaveAttribute('aria-required', 'false');
  await expect(field(legal, 'Legal name')).toHaveAttribute('aria-required', 'true');
  await expectNoAxeViolations(page, 'QuickStart');
  await page.screenshot({ path: 'docs/screenshots/editor-quickstart.png', fullPage: true });

  await typeInto(quickStart, 'Invite code', '');
  await expect(quickStart.getByRole('status')).toContainText('Full application');
  await expect(queue).toHaveAttribute('aria-disabled', 'true');
  await expect(field(legal, 'Street address')).toHaveAttribute('aria-required', 'true');
  await expect(
    page.getByRole('link', { name: 'Legal entity: Enter the legal address' }),
  ).toBeVisible();
  await expect(field(legal, 'Legal name')).toHaveValue('Corner Shop LLC');
  await expect(field(owner(page, 1), 'E-mail')).toHaveValue('robin@example.com');
  await expect(field(section(page, 'Statement'), 'Name on statements')).toHaveValue('CORNER SHOP');

  // Back to QuickStart, and it goes all the way to the sandbox.
  await typeInto(quickStart, 'Invite code', sampleInviteCode);
  await expect(queue).toHaveAttribute('aria-disabled', 'false');
  await queue.click();
  await expect(page.getByRole('button', { name: 'Cancel submission' })).toBeVisible();
  await signIn(app(), page);
  await expect(page.getByText(/^Submitted on/)).toBeVisible({ timeout: 30_000 });
  const stored = await storedDraft(page, id);
  expect(stored.payload).toMatchObject({
    inviteCode: sampleInviteCode,
    legalName: 'Corner Shop LLC',
    owner: [{ name: 'Robin Example', email: 'robin@example.com' }],
    statementName: 'CORNER SHOP',
  });
});

test('bad input: letters pasted into a digit field, 5,000 characters, an emoji in a ZIP', async ({
  page,
  context,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const legal = section(page, 'Legal entity');
  const phone = field(legal, 'Phone');
  await typeInto(legal, 'Phone', '217555');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() =>
    (
      globalThis as unknown as {
        navigator: { clipboard: { writeText(text: string): Promise<void> } };
      }
    ).navigator.clipboard.writeText('call me'),
  );
  await phone.press('ControlOrMeta+v');
  // Nothing typed is dropped or cut: the letters are kept and named (the space is formatting).
  await expect(phone).toHaveValue('217555call me');
  await expect(phone).toHaveAccessibleDescription(
    /“calme” is not part of a number: Phone takes 10 digits only/,
  );

  const longName = 'A'.repeat(5000);
  await field(legal, 'Legal name').fill(longName);
  await expect(field(legal, 'Legal name')).toHaveValue(longName);

  const zip = field(legal, 'ZIP code');
  await typeInto(legal, 'ZIP code', '627');
  await zip.pressSequentially('🏠');
  await expect(zip).toHaveValue('627🏠');
  await expect(zip).toHaveAccessibleDescription(
    /“🏠” is not part of a number: ZIP code takes digits only/,
  );
  await zip.blur();
  await waitForSave(page);
  const stored = await storedDraft(page, id);
  expect(stored.payload).toMatchObject({
    legalName: longName,
    legalPhone: '217555call me', // as typed: an error on the field (decisions 28)
    legalZip: '627🏠',
  });
  expect(errors).toEqual([]);
});

test('"same address" copies the legal address to an owner and the location, and keeps them in step', async ({
  page,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  await typeInto(legal, 'Street address', '200 Commerce Drive');
  await typeInto(legal, 'City', 'Springfield');
  await field(legal, 'State').selectOption('IL');
  await typeInto(legal, 'ZIP code', '62704');
  await field(owner(page, 1), 'Same address as the business').check();
  await field(section(page, 'Location'), 'Same as the legal address').check();
  await expect(
    owner(page, 1).getByText('Uses 200 Commerce Drive, Springfield, IL 62704'),
  ).toBeVisible();
  await expect(field(owner(page, 1), 'Street address')).toBeHidden();
  // A later change to the legal address follows.
  await typeInto(legal, 'ZIP code', '627041234');
  await field(legal, 'ZIP code').blur();
  await waitForSave(page);
  const stored = await storedDraft(page, id);
  expect(stored.payload).toMatchObject({
    owner: [
      { street: '200 Commerce Drive', city: 'Springfield', state: 'IL', zipCode: '62704-1234' },
    ],
    locationAddress: '200 Commerce Drive',
    locationCity: 'Springfield',
    locationState: 'IL',
    locationZip: '62704-1234',
  });
  // Unticked, the copied address stays and can be edited.
  await field(owner(page, 1), 'Same address as the business').uncheck();
  await expect(field(owner(page, 1), 'ZIP code')).toHaveValue('62704-1234');
});

test('owners after the second open folded to one line; a checklist link opens the row and focuses the field', async ({
  page,
}) => {
  const payload = validFullPayload({
    owner: [
      validOwner({ ownership: 40 }),
      validOwner({ name: 'Casey Example', ownership: 30 }),
      validOwner({ name: 'Robin Example', ownership: 30, ssn: '123' }),
    ],
  });
  await openDraft(page, await createDraft(page, { payload }));
  const third = owner(page, 3);
  await expect(third).toContainText('Robin Example · 30% · jordan@example.com · 1 problem to fix');
  await expect(field(third, 'SSN')).toHaveCount(0);
  await expectNoAxeViolations(page, 'folded owner');
  await page.getByRole('link', { name: 'Owner 3: SSN must be 9 digits' }).click();
  await expect(field(third, 'SSN')).toBeFocused();
  await page.getByRole('button', { name: 'Fold owner 3' }).click();
  await expect(field(third, 'SSN')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show owner 3' }).click();
  await expect(field(third, 'SSN')).toHaveValue('123');
});
