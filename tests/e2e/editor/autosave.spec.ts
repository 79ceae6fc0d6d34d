// Autosave: what was typed up to the last autosave survives closing the window mid-typing; a save
// that meets a newer revision (edited elsewhere) loses nothing, says so, and lets the agent keep
// their version.
import { expect, test } from '@playwright/test';
import { createDraft, ipc, openDraft, storedDraft, useEditorApp, waitForSave } from './editor-app';
import { field, section, typeInto } from './fill';

const app = useEditorApp();

test('closing the window mid-typing keeps everything up to the last autosave', async ({
  page,
  context,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  await typeInto(legal, 'Legal name', 'Harbour Bakery LLC');
  await typeInto(legal, 'Street address', '12 Quay Road');
  await waitForSave(page);
  // Still typing when the window closes.
  await field(legal, 'City').pressSequentially('Portla');
  await page.close();

  const reopened = await context.newPage();
  await reopened.goto(`${app().origin}/#/drafts/${id}`);
  const again = section(reopened, 'Legal entity');
  await expect(field(again, 'Legal name')).toHaveValue('Harbour Bakery LLC');
  await expect(field(again, 'Street address')).toHaveValue('12 Quay Road');
  const stored = await storedDraft(reopened, id);
  expect(stored.payload).toMatchObject({
    legalName: 'Harbour Bakery LLC',
    legalAddress: '12 Quay Road',
  });
  // The city was mid-word: whatever part reached the disk is a prefix of what was typed.
  expect('Portla'.startsWith(String(stored.payload.legalCity ?? ''))).toBe(true);
  await expect(field(again, 'City')).toHaveValue(String(stored.payload.legalCity ?? ''));
});

test('a save that meets a newer revision loses nothing, says what happened and can keep mine', async ({
  page,
}) => {
  const id = await createDraft(page);
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  await typeInto(legal, 'Legal name', 'Mine Trading');
  await waitForSave(page);

  // Another window saves over it.
  const current = await storedDraft(page, id);
  await ipc(page, 'drafts:save', {
    id,
    payload: { ...current.payload, legalName: 'Theirs Trading' },
    expectedUpdatedAt: current.updatedAt,
  });

  await typeInto(legal, 'Legal name', 'Mine Trading Co');
  await field(legal, 'Legal name').blur();
  const status = page.getByRole('status').filter({ hasText: 'Not saved' });
  await expect(status).toContainText('changed somewhere else');
  await expect(field(legal, 'Legal name')).toHaveValue('Mine Trading Co');
  expect((await storedDraft(page, id)).payload.legalName).toBe('Theirs Trading');

  await page.getByRole('button', { name: 'Keep my version' }).click();
  await waitForSave(page);
  expect((await storedDraft(page, id)).payload.legalName).toBe('Mine Trading Co');
  // Later edits save normally again.
  await typeInto(legal, 'Legal name', 'Mine Trading Company');
  await field(legal, 'Legal name').blur();
  await waitForSave(page);
  expect((await storedDraft(page, id)).payload.legalName).toBe('Mine Trading Company');
});

test('opening an application and leaving it untouched writes nothing, so its revision stays', async ({
  page,
}) => {
  // A partly filled draft, as an import or an older version leaves it: no zip extension, one
  // owner with two fields. The form shows it with every other field blank; nothing was typed, so
  // nothing is saved (a second laptop compares revisions to tell "already here", decisions 42).
  const id = await createDraft(page, {
    payload: {
      legalName: 'Untouched Bakery LLC',
      owner: [{ name: 'Jordan Example', ssn: '123456789' }],
      fundingAccount: [{ accountNumber: '000123456789' }],
    },
  });
  const before = await storedDraft(page, id);
  await openDraft(page, id);
  await expect(field(section(page, 'Legal entity'), 'Legal name')).toHaveValue(
    'Untouched Bakery LLC',
  );
  // Longer than autosave's pause, then away from the screen (which flushes anything pending).
  await page.waitForTimeout(1_500);
  await page.getByRole('link', { name: 'Drafts' }).click();
  await expect(page.getByRole('heading', { name: 'Drafts' })).toBeVisible();
  await page.waitForTimeout(300);
  const after = await storedDraft(page, id);
  expect(after.updatedAt).toBe(before.updatedAt);
  expect(after.payload).toEqual(before.payload);
});
