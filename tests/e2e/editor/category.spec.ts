// The category combobox (WAI-ARIA 1.2 combobox with a listbox popup): every match can be chosen by
// click, Enter or Space, including the first and a search's only match; nothing shows as the
// current category until it is chosen; the code box and the picker always agree; everyday words
// find sensible codes; the common categories are offered before anything is typed; any
// four-digit code is still accepted.
import { expect, test, type Page } from '@playwright/test';
import {
  createDraft,
  expectNoAxeViolations,
  openDraft,
  storedDraft,
  waitForSave,
  useEditorApp,
} from './editor-app';
import { field, section, typeInto } from './fill';

useEditorApp({ width: 1280, height: 900 });

const searchLabel = 'Find a category by name or code';

function picker(page: Page) {
  const business = section(page, 'Business');
  return {
    search: business.getByRole('combobox', { name: searchLabel }),
    list: business.getByRole('listbox'),
    code: field(business, 'Category code (MCC)'),
  };
}

test('the first match is chosen by click, and only a choice changes the code', async ({ page }) => {
  const id = await createDraft(page, { payload: { legalName: "Tony's Bistro LLC" } });
  await openDraft(page, id);
  const { search, list, code } = picker(page);

  // Focus alone opens nothing (decisions 70); a click lists the common field categories, none
  // marked as the current one.
  await search.focus();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.click();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option', { name: /^5812 Eating places/ })).toBeVisible();
  await expect(list.getByRole('option', { name: /the current category/ })).toHaveCount(0);
  await expect(list.getByRole('option', { selected: true })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the category picker, open before typing');

  await search.pressSequentially('pizza');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAccessibleName(/^5812 Eating places and Restaurants · for “pizza”/);
  await expect(code).toHaveValue('');
  await first.click();
  await expect(code).toHaveValue('5812');
  await expect(code).toHaveAccessibleDescription(/5812: Eating places and Restaurants/);
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await waitForSave(page);
  expect((await storedDraft(page, id)).payload.category).toBe('5812');

  // A later search shows its matches, but the code stays 5812 until one is chosen, and the list
  // marks 5812 (only) as the current category.
  await search.pressSequentially('pizza');
  await expect(list.getByRole('option', { name: /the current category/ })).toHaveAccessibleName(
    /^5812 /,
  );
  await expect(list.getByRole('option', { name: /^5814 Fast Food/ })).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/editor-category-search.png' });
  await search.fill('');
  await search.pressSequentially('barber');
  await expect(list.getByRole('option')).toHaveCount(1);
  await search.press('ArrowDown');
  await expect(list.getByRole('option', { name: /^7230 Barber/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(code).toHaveValue('5812');
  await expect(list.getByRole('option', { name: /the current category/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the category picker with a match highlighted');
  await page.screenshot({ path: 'docs/screenshots/editor-category.png' });
  // Leaving the field does not choose what was highlighted.
  await search.press('Tab');
  await expect(code).toHaveValue('5812');
});

test('a search’s only match is chosen by Enter, by Space after the arrows, or by a click', async ({
  page,
}) => {
  await openDraft(page, await createDraft(page));
  const { search, list, code } = picker(page);

  await search.click();
  await search.pressSequentially('barber');
  await search.press('Enter');
  await expect(code).toHaveValue('7230');

  await search.pressSequentially('grocery');
  await search.press('ArrowDown');
  await search.press(' ');
  await expect(code).toHaveValue('5411');
  await expect(search).toHaveValue('');

  // Space while typing is a space: "gas station" is typed, not chosen at "gas".
  await search.pressSequentially('gas station');
  await expect(search).toHaveValue('gas station');
  await expect(code).toHaveValue('5411');
  await list.getByRole('option', { name: /^5541 / }).click();
  await expect(code).toHaveValue('5541');

  await search.pressSequentially('5812');
  await expect(list.getByRole('option')).toHaveCount(1);
  await list.getByRole('option').click();
  await expect(code).toHaveValue('5812');
});

test('everyday words find sensible categories', async ({ page }) => {
  await openDraft(page, await createDraft(page));
  const { search, list } = picker(page);
  const expected: [string, RegExp][] = [
    ['pizza', /^5812 /],
    ['coffee', /^5814 /],
    ['hair', /^7230 /],
    ['gas station', /^5541 /],
    ['bakery', /^5462 /],
    ['food truck', /^5814 /],
    ['nail salon', /^7230 /],
    ['hair salon', /^7230 /],
    ['taqueria', /^5814 /],
  ];
  await search.click();
  for (const [words, first] of expected) {
    await search.fill('');
    await search.pressSequentially(words);
    await expect(list.getByRole('option').first(), words).toHaveAccessibleName(first);
  }
});

test('the code box and the picker agree, and any four-digit code is accepted', async ({ page }) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const business = section(page, 'Business');
  const { search, list, code } = picker(page);

  await typeInto(business, 'Category code (MCC)', '7230');
  await search.click();
  await expect(list.getByRole('option', { name: /the current category/ })).toHaveAccessibleName(
    /^7230 /,
  );

  await typeInto(business, 'Category code (MCC)', '1234');
  await expect(code).toHaveAccessibleDescription(/1234 is not in the published list/);
  await code.press('Tab');
  await expect(code).toHaveAttribute('aria-invalid', 'false');
  await waitForSave(page);
  expect((await storedDraft(page, id)).payload.category).toBe('1234');
  await search.click();
  await expect(list.getByRole('option', { name: /the current category/ })).toHaveCount(0);
});

test('with no matches the search says it is collapsed; a code typed with spaces is named and marked current as stored', async ({
  page,
}) => {
  const id = await createDraft(page, { payload: { legalName: "Tony's Bistro LLC" } });
  await openDraft(page, id);
  const { search, list, code } = picker(page);

  await search.click();
  await search.pressSequentially('zzqxv');
  await expect(section(page, 'Business').getByText(/No category matches “zzqxv”/)).toBeVisible();
  // The listbox is hidden, so the combobox does not claim it is expanded.
  await expect(list).toBeHidden();
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.fill('');

  // "58 12" is stored as 5812: its name and the picker agree with what is stored.
  await typeInto(section(page, 'Business'), 'Category code (MCC)', '58 12');
  await expect(code).toHaveAccessibleDescription(/5812: Eating places and Restaurants/);
  await search.click();
  await expect(list.getByRole('option', { name: /the current category/ })).toHaveAccessibleName(
    /^5812 /,
  );
  await waitForSave(page);
  expect((await storedDraft(page, id)).payload.category).toBe('5812');
});
