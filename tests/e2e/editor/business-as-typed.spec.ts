// The spec's sample merchant's Business section typed the way a new agent types it: the pointer
// clicks where each field is drawn (page.mouse lands on whatever lies on top there, as a person's
// click does), the keys type, Tab moves on; no fill, no selectOption. After every field the stored
// draft is read back: the field holds what was typed and the category is still 5814, the one the
// agent chose (decisions 70: only a choice changes it).
import { expect, test } from '@playwright/test';
import { sampleMerchantPayload } from '../../../shared/merchant/sample-merchant';
import {
  createDraft,
  expectNoAxeViolations,
  openDraft,
  storedDraft,
  useEditorApp,
} from './editor-app';
import { clickWhereDrawn, field, section } from './fill';

useEditorApp({ width: 1280, height: 900 });

test('the sample merchant’s Business section, typed field by field with clicks and keys, keeps category 5814', async ({
  page,
}) => {
  const sample = { ...sampleMerchantPayload(), category: '5814' };
  const id = await createDraft(page);
  await openDraft(page, id);
  const business = section(page, 'Business');
  const categoryList = business.getByRole('listbox', { name: 'Categories', includeHidden: true });

  /** Reads the draft until `name` holds `value`; the category must be 5814 in that same read. */
  async function expectStored(name: string, value: unknown) {
    await expect
      .poll(async () => (await storedDraft(page, id)).payload[name], { message: name })
      .toEqual(value);
    expect((await storedDraft(page, id)).payload.category, `after ${name}`).toBe('5814');
    await expect(field(business, 'Category code (MCC)')).toHaveValue('5814');
    await expect(categoryList).toBeHidden();
  }

  /** A native select, as a person uses one: a click opens it, typing finds the entry, Enter. */
  async function pick(label: string, entry: string) {
    await clickWhereDrawn(page, field(business, label));
    await expect(field(business, label)).toBeFocused();
    await page.keyboard.type(entry);
    await page.keyboard.press('Enter');
  }

  await clickWhereDrawn(page, field(business, 'Category code (MCC)'));
  await page.keyboard.type(sample.category);
  await expect.poll(async () => (await storedDraft(page, id)).payload.category).toBe('5814');
  // Tab reaches the search, which opens nothing over the fields below.
  await page.keyboard.press('Tab');
  await expect(
    business.getByRole('combobox', { name: 'Find a category by name or code' }),
  ).toBeFocused();
  await expect(categoryList).toBeHidden();

  await pick('Business type', 'Healthcare');
  await expectStored('businessType', sample.businessType);

  await clickWhereDrawn(page, field(business, 'Website'));
  await page.keyboard.type(String(sample.website));
  await expectStored('website', sample.website);

  // Tab from Website to What they sell, and on to Return policy.
  await page.keyboard.press('Tab');
  await expect(field(business, 'What they sell')).toBeFocused();
  await page.keyboard.type(String(sample.sells));
  await expectStored('sells', sample.sells);
  await page.keyboard.press('Tab');
  await expect(field(business, 'Return policy')).toBeFocused();
  await page.keyboard.type(String(sample.returnPolicy));
  await expectStored('returnPolicy', sample.returnPolicy);

  await pick('Delivery', 'Immediate');
  await expectStored('delivery', sample.delivery);

  await clickWhereDrawn(page, field(business, 'Card-present sales (%)'));
  await page.keyboard.type(String(sample.swipedPercent));
  await expectStored('swipedPercent', sample.swipedPercent);

  await pick('Processor', 'Default processor');
  await expectStored('processor', sample.processor);

  // Every value of the section as typed, and the category as chosen.
  const stored = (await storedDraft(page, id)).payload;
  for (const name of [
    'category',
    'businessType',
    'website',
    'sells',
    'returnPolicy',
    'delivery',
    'swipedPercent',
    'processor',
  ] as const)
    expect(stored[name], name).toEqual(sample[name]);
  await expectNoAxeViolations(page, 'the Business section, typed');
  await business.screenshot({ path: 'docs/screenshots/editor-business-typed.png' });
});
