// One call to main per autosave: the renderer patches its cached draft and list rows from the
// save's answer, and its own `drafts:saved` echo reads nothing again (before, each save also read
// the draft back once or twice). A save this renderer did not make (another window) still reaches
// it: its row in the drafts list changes in place.
import { expect, test } from '@playwright/test';
import { callsFromNow } from '../support/socket-calls';
import { createDraft, ipc, openDraft, storedDraft, useEditorApp, waitForSave } from './editor-app';
import { field, section, typeInto } from './fill';

useEditorApp();

test('an autosave is one call to main: nothing is read again after it', async ({ page }) => {
  const id = await createDraft(page, { payload: { legalName: 'Before LLC' } });
  await expect(page.getByRole('link', { name: /Before LLC/ })).toBeVisible(); // the list is cached
  // The create's own event asks for the counts again (debounced): wait until they have been read,
  // so that read is not counted against the autosave below.
  await expect(page.getByRole('link', { name: /^Drafts\W*1$/ })).toBeVisible();
  await openDraft(page, id);
  const legal = section(page, 'Legal entity');
  await expect(field(legal, 'Legal name')).toHaveValue('Before LLC');
  // The open's own reads are done once the stored draft's value is on screen.
  await ipc(page, 'app:info');

  const recorded = callsFromNow(page);
  await typeInto(legal, 'Legal name', 'After LLC');
  await field(legal, 'Legal name').blur();
  await waitForSave(page);
  // Two calls after the save's answer: its echo (sent before the answer) has arrived by then, and
  // anything it asked for was asked before them.
  await ipc(page, 'app:info');
  await ipc(page, 'app:info');
  const reads = ['drafts:get', 'drafts:list', 'drafts:counts'];
  const calls = recorded.channels;
  expect(calls.filter((channel) => channel === 'drafts:save')).toHaveLength(1);
  expect(calls.filter((channel) => reads.includes(channel))).toEqual([]);
  expect((await storedDraft(page, id)).payload.legalName).toBe('After LLC');

  // The list's row was patched from the answer, without reading the list again.
  await page.evaluate(() => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = '#/drafts';
  });
  await expect(page.getByRole('link', { name: /After LLC/ })).toBeVisible();
});

test("another window's save changes this window's list in place", async ({ page }) => {
  const id = await createDraft(page, { payload: { legalName: 'Mine LLC' } });
  await expect(page.getByRole('link', { name: /Mine LLC/ })).toBeVisible();
  const current = await storedDraft(page, id);
  // Not through this renderer's data layer: as another window (or tab) would save it.
  await ipc(page, 'drafts:save', {
    id,
    payload: { ...current.payload, legalName: 'Theirs LLC' },
    expectedUpdatedAt: current.updatedAt,
  });
  await expect(page.getByRole('link', { name: /Theirs LLC/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Mine LLC/ })).toHaveCount(0);
});
