// Leaving the category search (decisions 70): the list opens only when the agent asks for it, closes
// whenever they move on (Tab, Shift+Tab, Escape, a click elsewhere, a select below) without
// choosing anything, and draws nothing over the fields below while closed; a search left without a
// choice keeps the category and says so. Every step is a person's: the pointer clicks where a field
// is drawn (page.mouse, which lands on whatever lies on top, as a real click does) and keys are
// typed.
import { expect, test, type Page } from '@playwright/test';
import {
  createDraft,
  expectNoAxeViolations,
  openDraft,
  storedDraft,
  useEditorApp,
} from './editor-app';
import { clickWhereDrawn, field, section } from './fill';

useEditorApp({ width: 1280, height: 900 });

const searchLabel = 'Find a category by name or code';

function business(page: Page) {
  const scope = section(page, 'Business');
  // By name: the native selects' own options are options too.
  const list = scope.getByRole('listbox', { name: 'Categories', includeHidden: true });
  return {
    scope,
    code: field(scope, 'Category code (MCC)'),
    search: scope.getByRole('combobox', { name: searchLabel }),
    list,
    options: list.getByRole('option'),
  };
}

async function expectClosed(page: Page): Promise<void> {
  const { search, list, options } = business(page);
  await expect(list).toBeHidden();
  await expect(options).toHaveCount(0);
  await expect(search).toHaveAttribute('aria-expanded', 'false');
}

/** Types 5814 into the code box with the pointer and the keys, and waits until it is stored. */
async function typeCode(page: Page, id: string): Promise<void> {
  const { code } = business(page);
  await clickWhereDrawn(page, code);
  await page.keyboard.type('5814');
  await expect(code).toHaveValue('5814');
  await expect.poll(async () => (await storedDraft(page, id)).payload.category).toBe('5814');
}

test('Tab from the code box to the search opens nothing over Business type, which a click then reaches', async ({
  page,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const { scope, code, search } = business(page);
  await typeCode(page, id);

  await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await expectClosed(page);

  // The click meant for Business type reaches it (it used to land on a category option).
  await clickWhereDrawn(page, field(scope, 'Business type'));
  await expect(field(scope, 'Business type')).toBeFocused();
  await page.keyboard.type('Healthcare');
  await page.keyboard.press('Enter');
  await expect(field(scope, 'Business type')).toHaveValue('4');
  await clickWhereDrawn(page, field(scope, 'Website'));
  await expect(field(scope, 'Website')).toBeFocused();
  await expect(code).toHaveValue('5814');
  await expect.poll(async () => (await storedDraft(page, id)).payload.businessType).toBe(4);
  expect((await storedDraft(page, id)).payload.category).toBe('5814');
});

test('every way of moving on closes the list and chooses nothing, whatever was highlighted', async ({
  page,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const { scope, code, search, list, options } = business(page);
  await typeCode(page, id);

  /** Opens the list by a click and leaves a match other than 5814 highlighted. */
  async function openAndHighlight(how: 'keys' | 'pointer') {
    await clickWhereDrawn(page, search);
    await expect(options.first()).toBeVisible();
    if (how === 'keys') {
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
    } else {
      await options.nth(3).hover();
    }
    await expect(list.getByRole('option', { selected: true })).not.toHaveAccessibleName(/^5814 /);
  }

  await openAndHighlight('keys');
  await page.keyboard.press('Tab');
  await expectClosed(page);
  await expect(field(scope, 'Business type')).toBeFocused();
  await expect(code).toHaveValue('5814');

  await openAndHighlight('pointer');
  await page.keyboard.press('Shift+Tab');
  await expectClosed(page);
  await expect(code).toBeFocused();
  await expect(code).toHaveValue('5814');

  await openAndHighlight('keys');
  await page.keyboard.press('Escape');
  await expectClosed(page);
  await expect(search).toBeFocused();
  // A second Escape on the closed list does not clear the category either.
  await page.keyboard.press('Escape');
  await expect(code).toHaveValue('5814');

  await openAndHighlight('keys');
  await clickWhereDrawn(page, page.getByRole('heading', { name: 'New application' }));
  await expectClosed(page);
  await expect(code).toHaveValue('5814');

  // A select below the list: the click opens it, the keys choose in it.
  await openAndHighlight('pointer');
  await clickWhereDrawn(page, field(scope, 'Processor'));
  await expectClosed(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field(scope, 'Processor')).toHaveValue('1');
  await expect(code).toHaveValue('5814');

  await expect.poll(async () => (await storedDraft(page, id)).payload.processor).toBe(1);
  expect((await storedDraft(page, id)).payload.category).toBe('5814');
});

test('a search left without a choice keeps the category and says so', async ({ page }) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const { scope, code, search } = business(page);
  await typeCode(page, id);

  // A code that matches nothing, then Tab.
  await clickWhereDrawn(page, search);
  await page.keyboard.type('9876');
  await expect(scope.getByText(/No category matches “9876”/)).toBeVisible();
  await page.keyboard.press('Tab');
  await expectClosed(page);
  await expect(search).toHaveValue('');
  await expect(search).toHaveAccessibleDescription(
    'No category matched “9876”, so nothing changed: the category is still 5814 (Fast Food Restaurants).',
  );
  await expect(code).toHaveValue('5814');
  await expectNoAxeViolations(page, 'the category search, left without a match');
  await page.screenshot({ path: 'docs/screenshots/editor-category-left.png' });

  // Words that match, left by a click on the page: nothing is chosen.
  await clickWhereDrawn(page, search);
  await page.keyboard.type('pizza');
  await expect(business(page).options.first()).toHaveAccessibleName(/^5812 /);
  await clickWhereDrawn(page, page.getByRole('heading', { name: 'New application' }));
  await expectClosed(page);
  await expect(search).toHaveAccessibleDescription(
    'Nothing was chosen for “pizza”: the category is still 5814 (Fast Food Restaurants).',
  );
  // Searching again takes the note away.
  await clickWhereDrawn(page, search);
  await expect(search).not.toHaveAccessibleDescription(/Nothing was chosen/);
  await page.keyboard.press('Escape');

  expect((await storedDraft(page, id)).payload.category).toBe('5814');
});
