// The trash, as an agent uses it: an application moved to the trash can be restored, or deleted
// for good after a confirmation in a modal dialog (the safe choice first, Escape and "Keep it"
// change nothing); deleted, its encrypted file is gone from the data folder. "Empty trash" asks
// once for all of them.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { useBrowserModeApp } from './support/app';
import {
  dismissToasts,
  expectNoAxeViolations,
  expectNoPii,
  ipc,
  screenshot,
} from './support/workspace';

const app = useBrowserModeApp({ perTest: true });

async function draftFiles(id: string): Promise<string[]> {
  const names = await readdir(app().dataDir, { recursive: true });
  return names.filter((name) => path.basename(name).startsWith(id));
}

async function newDraft(page: Page, legalName: string): Promise<string> {
  const draft = await ipc<{ id: string }>(page, 'drafts:create', {});
  await ipc(page, 'drafts:save', {
    id: draft.id,
    payload: { legalName, owner: [{ name: 'Jordan Example', ssn: '123456789' }] },
  });
  return draft.id;
}

test('from the trash: restore, or delete for good after confirming; the file is gone', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible();
  const keepId = await newDraft(page, 'Second Chance LLC');
  const goneId = await newDraft(page, 'Closed Shop LLC');
  await page.reload();

  for (const name of ['Second Chance LLC', 'Closed Shop LLC'])
    await page.getByRole('button', { name: `Move to trash ${name}` }).click();
  const trash = page.getByRole('button', { name: /^Trash/ });
  await trash.click();
  await expect(page.getByRole('status').filter({ hasText: /shown$/ })).toHaveText(
    '2 applications shown',
  );

  // Nothing acts on a selection in the trash, so there is nothing to select.
  await expect(page.getByRole('checkbox', { name: /^Select / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Restore Second Chance LLC' }).click();
  await expect(page.getByRole('button', { name: 'Restore Second Chance LLC' })).toHaveCount(0);
  expect((await ipc<{ trashedAt?: string }>(page, 'drafts:get', { id: keepId })).trashedAt).toBe(
    undefined,
  );

  // Asked first; the safe choice has focus; Escape and "Keep it" change nothing.
  const deleteButton = page.getByRole('button', { name: 'Delete for good Closed Shop LLC' });
  await dismissToasts(page);
  await deleteButton.click();
  const dialog = page.getByRole('dialog', { name: 'Delete Closed Shop LLC for good?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/cannot be restored/);
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoAxeViolations(page, 'delete for good');
  await screenshot(page, 'trash-delete-for-good');
  await expectNoPii(page, 'delete for good');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  expect(await draftFiles(goneId)).toHaveLength(1);

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Closed Shop LLC deleted for good.' }),
  ).toBeVisible();
  await expect(deleteButton).toHaveCount(0);
  await expect(trash).toBeFocused();
  await expect(trash).toContainText('0');
  await expect(page.getByText('The trash is empty.')).toBeVisible();
  expect(await draftFiles(goneId)).toEqual([]);
  expect(await draftFiles(keepId)).toHaveLength(1);
});

test('empty trash: asked once for all of them, then every trashed file is gone', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible();
  const keepId = await newDraft(page, 'Still Working LLC');
  const binned: string[] = [];
  for (const name of ['Old One LLC', 'Old Two LLC', 'Old Three LLC']) {
    const id = await newDraft(page, name);
    await ipc(page, 'drafts:delete', { id });
    binned.push(id);
  }
  await page.reload();
  await page.getByRole('button', { name: /^Trash/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /shown$/ })).toHaveText(
    '3 applications shown',
  );

  const empty = page.getByRole('button', { name: 'Empty trash' });
  await empty.click();
  const dialog = page.getByRole('dialog', {
    name: 'Empty the trash: delete all 3 applications for good?',
  });
  await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Keep them' }).click();
  await expect(dialog).toBeHidden();
  await expect(empty).toBeFocused();
  for (const id of binned) expect(await draftFiles(id)).toHaveLength(1);

  await empty.click();
  await dialog.getByRole('button', { name: 'Empty trash' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'The trash is empty: 3 deleted for good.' }),
  ).toBeVisible();
  await expect(page.getByText('The trash is empty.', { exact: true })).toBeVisible();
  await expect(empty).toHaveCount(0);
  for (const id of binned) expect(await draftFiles(id)).toEqual([]);
  expect(await draftFiles(keepId)).toHaveLength(1);
  await page.getByRole('button', { name: /^All/ }).click();
  await expect(page.getByRole('link', { name: 'Still Working LLC' })).toBeVisible();
});
