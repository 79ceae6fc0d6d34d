// Acceptance: with the keyboard alone a new user fills in, fixes and queues a full application with
// two owners and a QuickStart one, and both reach the sandbox exactly as meant. The second owner
// is typed the way agents type (a +1 phone, an SSN with hyphens, "40%"), and is stored as the
// numbers meant (decisions 28).
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../../playwright.config';
import { sampleInviteCode, validFullPayload, validOwner } from '../../fixtures/merchant';
import {
  createDraft,
  openApp,
  openDraft,
  sandboxMerchants,
  signIn,
  storedDraft,
  waitForSave,
} from './editor-app';
import { keyboardStep, tabTo } from './keyboard';

test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);

test('keyboard only: a full application with two owners and one fix, and a QuickStart one, reach the sandbox', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const secondOwner = validOwner({
    name: 'Maria Lopez',
    ssn: '587123456',
    dob: '1975-09-02T00:00:00',
    ownership: 40,
    phone: '2175550142',
    email: 'maria@example.com',
    street: '22 Oak Avenue',
    zipCode: '62704',
  });
  delete secondOwner.cell;
  const sample = validFullPayload();
  const [owner] = sample.owner;
  const [account] = sample.fundingAccount ?? [];
  if (!owner || !account) throw new Error('the sample has an owner and an account');
  const { referenceId: _referenceId, ...full } = {
    ...sample,
    owner: [{ ...owner, ownership: 60 }, secondOwner],
  };
  const app = await openApp(page);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    const fullId = await createDraft(page);
    await openDraft(page, fullId);
    await page.locator('body').focus();
    const order = await tabTo(page, 'Business type');
    // The tab order follows the form: QuickStart, then Business, then the legal entity.
    expect(order.indexOf('Invite code')).toBeLessThan(order.indexOf('Category code (MCC)'));
    expect(order.indexOf('Category code (MCC)')).toBeLessThan(order.indexOf('Business type'));
    for (const step of [
      { label: 'Legal name', type: full.legalName },
      { label: 'Street address', type: full.legalAddress },
      { label: 'City', type: full.legalCity },
      { label: 'State', option: full.legalState },
      // A slip: four digits of the ZIP. Fixed below from the checklist.
      { label: 'ZIP code', type: '6270' },
      { label: 'Phone', type: full.legalPhone },
      { label: 'Corporation type', option: 'LLC/LLP' },
      { label: 'Date of incorporation', date: full.legalCorporationDate! },
      { label: 'Tax ID type', option: 'EIN' },
      { label: 'Tax ID', type: full.taxId },
      { label: 'Name on tax filings', type: full.taxName },
      { label: 'Tax state', option: full.taxState },
      { label: 'Full name', type: owner.name },
      { label: 'E-mail', type: owner.email },
      { label: 'SSN', type: owner.ssn },
      { label: 'Date of birth', date: owner.dob! },
      { label: 'Ownership (%)', type: '60' },
      { label: 'Phone', type: owner.phone },
      { label: 'Cell phone', type: owner.cell! },
      { label: 'Street address', type: owner.street },
      { label: 'City', type: owner.city },
      { label: 'State', option: owner.state },
      { label: 'ZIP code', type: owner.zipCode },
    ] as const) {
      await keyboardStep(page, step);
    }
    // "Add an owner" opens the new row with its name focused.
    await tabTo(page, 'Add an owner');
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAccessibleName(/Full name/);
    await page.keyboard.type(secondOwner.name);
    for (const step of [
      { label: 'E-mail', type: secondOwner.email },
      { label: 'SSN', type: '587-12-3456' },
      { label: 'Date of birth', date: secondOwner.dob! },
      { label: 'Ownership (%)', type: '40%' },
      { label: 'Phone', type: '+1 217 555 0142' },
      { label: 'Street address', type: secondOwner.street },
      { label: 'City', type: secondOwner.city },
      { label: 'State', option: secondOwner.state },
      { label: 'ZIP code', type: secondOwner.zipCode },
      { label: 'Location name', type: full.locationName },
      { label: 'Street address', type: full.locationAddress },
      { label: 'City', type: full.locationCity },
      { label: 'State', option: full.locationState },
      { label: 'ZIP code', type: full.locationZip },
      { label: 'Phone', type: full.locationPhone },
      { label: 'Fax', type: full.locationFax! },
      { label: 'Name on statements', type: full.statementName },
      { label: 'Statement phone', type: full.statementPhone! },
      { label: 'Bank name', type: account.name },
      { label: 'Routing number', type: account.routingNumber },
      { label: 'Account number', type: account.accountNumber },
      { label: 'Account number again', type: account.accountNumber },
      { label: 'Account type', option: 'Checking' },
      { label: 'ACH method', option: 'Net settlement' },
      { label: 'Discount paid', option: 'Daily' },
      { label: 'Bank street address', type: account.address! },
      { label: 'Bank city', type: account.city! },
      { label: 'Bank state', option: account.stateCode! },
      { label: 'Bank ZIP code', type: account.zipcode! },
      { label: 'Bank phone', type: account.telephone! },
    ] as const) {
      await keyboardStep(page, step);
    }
    // Pickers are chosen by typing the start of an option (the provisional labels of codes
    // 3, 1, 1, 1, 1, 4, 1 and 1 in the sample). Back to the top for the business questions skipped on the way down.
    await page.keyboard.press('ControlOrMeta+Home');
    await page.locator('body').focus();
    for (const step of [
      { label: 'Category code (MCC)', type: full.category },
      { label: 'Business type', option: 'Healthcare' },
      { label: 'Website', type: full.website! },
      { label: 'What they sell', type: full.sells! },
      { label: 'Return policy', type: full.returnPolicy! },
      { label: 'Delivery', option: 'Immediate' },
      { label: 'Card-present sales (%)', type: String(full.swipedPercent) },
      { label: 'Processor', option: 'Default processor' },
    ] as const) {
      await keyboardStep(page, step);
    }

    // The checklist has the slip; its link takes focus to the ZIP code, which is fixed there.
    const link = 'Legal entity: Legal ZIP code must look like 12345 or 12345-6789';
    await tabTo(page, link, 400);
    await page.keyboard.press('Enter');
    // Focus moves on the next frame; a person types once they see it there.
    await expect(page.locator(':focus')).toHaveAccessibleName(/ZIP code/);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type(full.legalZip);
    await tabTo(page, 'Queue for submission', 400);
    await expect(page.getByRole('button', { name: 'Queue for submission' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Cancel submission' })).toBeVisible();
    expect((await storedDraft(page, fullId)).payload).toEqual(full);

    // QuickStart, by keyboard too.
    const quickId = await createDraft(page, { variant: 'quickstart' });
    await openDraft(page, quickId);
    await page.locator('body').focus();
    await keyboardStep(page, { label: 'Invite code', type: sampleInviteCode });
    await keyboardStep(page, { label: 'Legal name', type: 'Keyboard Kiosk LLC' });
    await keyboardStep(page, { label: 'Full name', type: 'Sam Keys' });
    await keyboardStep(page, { label: 'E-mail', type: 'sam@example.com' });
    await tabTo(page, 'Queue for submission', 400);
    await waitForSave(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Cancel submission' })).toBeVisible();

    await signIn(app, page);
    await expect
      .poll(async () => (await storedDraft(page, fullId)).lifecycle, { timeout: 30_000 })
      .toBe('submitted');
    await expect
      .poll(async () => (await storedDraft(page, quickId)).lifecycle, { timeout: 30_000 })
      .toBe('submitted');
    const merchants = await sandboxMerchants(page);
    const fullRecord = merchants.find((merchant) => merchant.legalName === full.legalName);
    expect(fullRecord).toMatchObject({
      ...full,
      taxId: '*****4321',
      owner: [
        { ...owner, ownership: 60, ssn: '*****6789' },
        { ...secondOwner, ssn: '*****3456' },
      ],
      fundingAccount: [{ ...account, accountNumber: '********6789' }],
    });
    const quickRecord = merchants.find((merchant) => merchant.legalName === 'Keyboard Kiosk LLC');
    expect(quickRecord).toMatchObject({
      inviteCode: sampleInviteCode,
      owner: [{ name: 'Sam Keys', email: 'sam@example.com' }],
    });
  } finally {
    await app.stop();
  }
});
