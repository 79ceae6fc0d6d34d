// Acceptance: with the keyboard alone a new user fills in, fixes and queues a full application and
// a QuickStart one, and both reach the sandbox exactly as entered.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../../playwright.config';
import { sampleInviteCode, validFullPayload } from '../../fixtures/merchant';
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

test('keyboard only: a full application with one fix and a QuickStart one reach the sandbox', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { referenceId: _referenceId, ...full } = validFullPayload();
  const [owner] = full.owner;
  const [account] = full.fundingAccount ?? [];
  if (!owner || !account) throw new Error('the sample has an owner and an account');
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
      { label: 'Ownership (%)', type: String(owner.ownership) },
      { label: 'Phone', type: owner.phone },
      { label: 'Cell phone', type: owner.cell! },
      { label: 'Street address', type: owner.street },
      { label: 'City', type: owner.city },
      { label: 'State', option: owner.state },
      { label: 'ZIP code', type: owner.zipCode },
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
      owner: [{ ...owner, ssn: '*****6789' }],
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
