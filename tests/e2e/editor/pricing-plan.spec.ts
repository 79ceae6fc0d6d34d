// The pricing an agent picks by name (decisions 86, 87), in browser mode against the built-in
// sandbox, by role and label: plans added in Settings' "Pricing plans", one picked in the editor by
// typing part of its label, the review showing the plan the merchant agrees to, signed, queued and
// sent; the sandbox's stored record carries the plan's invite code and nothing of its words. A code
// whose plan has expired is warned beside the field and asked about before it is queued.
import { expect, test, type Page } from '@playwright/test';
import { localDay } from '../../../shared/policy/invite-catalogue';
import { drawOnPad } from '../support/signature-pad';
import { screenshot } from '../support/workspace';
import {
  createDraft,
  expectNoAxeViolations,
  openDraft,
  sandboxMerchants,
  signIn,
  storedDraft,
  useEditorApp,
  waitForSave,
} from './editor-app';

const app = useEditorApp({ width: 1280, height: 900 });

const inDays = (days: number) => localDay(Date.now() + days * 24 * 60 * 60 * 1000);

const plans = [
  {
    label: 'Restaurants',
    code: 'tzs4 beh8 r7vs',
    summary: 'Restaurants 2.69% + 10c, no annual fee',
    validUntil: inDays(60),
  },
  {
    label: 'Retail 2025',
    code: 'RTL5-OLD0-0001',
    summary: 'Retail 2.9% + 30c',
    validUntil: inDays(-3),
  },
  { label: 'Retail standard', code: 'RTL6-STD0-0001', summary: 'Retail 2.75% + 25c' },
];

async function addPlans(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Pricing plans' });
  for (const plan of plans) {
    await section.getByLabel('Plan name').fill(plan.label);
    await section.getByLabel('Invite code').fill(plan.code);
    await section.getByLabel('What it sets').fill(plan.summary);
    if (plan.validUntil) await section.getByLabel('Valid until').fill(plan.validUntil);
    await section.getByRole('button', { name: 'Add plan' }).click();
    await expect(section.getByRole('list', { name: 'Pricing plans' })).toContainText(plan.label);
  }
  // The code is kept as it is sent.
  await expect(section.getByRole('list', { name: 'Pricing plans' })).toContainText(
    'TZS4-BEH8-R7VS',
  );
  await expectNoAxeViolations(page, 'Settings, pricing plans');
  await section
    .getByRole('heading', { name: 'Pricing plans' })
    .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await screenshot(page, 'settings-pricing-plans');
}

const quickStart = {
  variant: 'quickstart' as const,
  payload: {
    legalName: 'Example Bistro LLC',
    owner: [{ name: 'Jordan Example', email: 'jordan@example.com' }],
  },
};

test('a pricing plan picked by its label is what the review shows and the sandbox receives', async ({
  page,
}) => {
  await signIn(app(), page);
  await addPlans(page);
  const id = await createDraft(page, quickStart);
  await openDraft(page, id);

  const search = page.getByRole('combobox', { name: 'Find a pricing plan by name, code or words' });
  await search.click();
  await page.keyboard.type('resta');
  const list = page.getByRole('listbox', { name: 'Pricing plans' });
  await expect(list.getByRole('option')).toHaveCount(1);
  const option = list.getByRole('option', { name: /^Restaurants QuickStart TZS4-BEH8-R7VS/ });
  await expect(option).toContainText('Restaurants 2.69% + 10c, no annual fee');
  await expect(option).toContainText(/Valid until/);
  await expectNoAxeViolations(page, 'the pricing plan picker, open');
  await screenshot(page, 'editor-pricing-plan-picker');
  // Enter on the one match chooses it (decisions 70).
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Invite code', { exact: true })).toHaveValue('TZS4-BEH8-R7VS');
  await expect(page.locator('#invite-code-standing')).toHaveText(
    /^Restaurants: Restaurants 2\.69% \+ 10c, no annual fee\. Valid until/,
  );
  await waitForSave(page);
  await expect
    .poll(async () => (await storedDraft(page, id)).payload.inviteCode)
    .toBe('TZS4-BEH8-R7VS');

  // The review shows the plan the merchant agrees to.
  await page.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, `#/drafts/${id}/review`);
  const section = page.getByRole('region', { name: 'QuickStart' });
  await expect(section).toContainText('Pricing');
  await expect(section).toContainText(
    'Restaurants — Restaurants 2.69% + 10c, no annual fee (TZS4-BEH8-R7VS)',
  );
  await screenshot(page, 'review-pricing-plan');
  const signing = page.getByRole('region', { name: 'Signature' });
  await signing.getByLabel(/I agree to sign this application electronically/).check();
  await drawOnPad(page);
  await signing.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText(/^Signed by Jordan Example, /).first()).toBeVisible();

  await page.getByRole('link', { name: 'Back to edit', exact: true }).click();
  await page.getByRole('button', { name: 'Queue for submission' }).click();
  await expect
    .poll(async () => (await storedDraft(page, id)).lifecycle, { timeout: 20_000 })
    .toBe('submitted');

  // The sandbox's stored record carries the catalogue's code, and nothing of its words.
  const boarded = (await sandboxMerchants(page)).find(
    (merchant) => merchant.legalName === 'Example Bistro LLC',
  );
  expect(boarded?.inviteCode).toBe('TZS4-BEH8-R7VS');
  expect(JSON.stringify(boarded)).not.toContain('Restaurants');
  // The draft keeps the words beside the payload.
  const stored = (await storedDraft(page, id)) as unknown as { pricing?: { label: string } };
  expect(stored.pricing?.label).toBe('Restaurants');
});

test('an expired plan’s code is warned beside the field and asked about before it is queued', async ({
  page,
}) => {
  await addPlans(page);
  const id = await createDraft(page, quickStart);
  await openDraft(page, id);
  // Free typing stays possible: the code of an expired plan, typed.
  await page.getByLabel('Invite code', { exact: true }).fill('rtl5-old0-0001');
  await page.getByLabel('Invite code', { exact: true }).blur();
  await expect(page.locator('#invite-code-standing')).toContainText(
    'This pricing plan (Retail 2025) ended on',
  );
  await waitForSave(page);
  await expectNoAxeViolations(page, 'the invite code warned');
  await screenshot(page, 'editor-pricing-plan-expired');

  const submit = page.getByRole('complementary', { name: /Ready to submit/ });
  await submit.getByRole('button', { name: 'Queue for submission' }).click();
  const dialog = page.getByRole('dialog', { name: 'Queue with invite code RTL5-OLD0-0001?' });
  await expect(dialog).toContainText('its pricing plan has expired');
  await dialog.getByRole('button', { name: 'Don’t queue' }).click();
  await expect(submit.getByRole('status')).toContainText('the invite code was not confirmed');
  expect((await storedDraft(page, id)).lifecycle).toBe('ready');

  await submit.getByRole('button', { name: 'Queue for submission' }).click();
  await dialog.getByRole('button', { name: 'Queue with this code' }).click();
  await expect
    .poll(async () => (await storedDraft(page, id)).lifecycle, { timeout: 20_000 })
    .not.toBe('ready');
});
