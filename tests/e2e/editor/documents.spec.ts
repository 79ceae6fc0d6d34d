// Documents and the PDF in browser mode, by role and label: a file attached through the picker is
// listed and removed; a 200 MB file, a text file, an empty file and a PNG with a wrong header each
// get their words and nothing is listed; Save PDF writes a file whose text holds the legal name and
// only the last four digits. axe on the panel; a screenshot.
import { mkdtemp, open as openFile, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { validFullPayload } from '../../fixtures/merchant';
import {
  noisyPngBytes,
  pngBytes,
  pngWithWrongHeader,
} from '../../core/documents/document-fixtures';
import { pdfTextOf } from '../../core/pdf/pdf-text-of';
import { createDraft, expectNoAxeViolations, openDraft, useEditorApp } from './editor-app';

useEditorApp();

let folder: string;
test.beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-documents-'));
});
test.afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function panel(page: Page) {
  return page.getByRole('region', { name: 'Documents' });
}

/** The panel's live status saying `text` (Save PDF has a status line of its own). */
function saying(page: Page, text: string) {
  return panel(page).getByRole('status').filter({ hasText: text });
}

function listed(page: Page) {
  return panel(page).locator('.documents-files li');
}

test('attach, list and remove a document; bad files get words and nothing is stored', async ({
  page,
}) => {
  await openDraft(page, await createDraft(page, { payload: validFullPayload() }));
  const documents = panel(page);
  await expect(
    documents.getByRole('heading', { name: /Voided cheque or bank letter/ }),
  ).toBeVisible();

  await documents
    .getByLabel('Attach a file for Voided cheque or bank letter')
    .setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(saying(page, 'Attached cheque.png.')).toBeVisible();
  await expect(listed(page)).toHaveCount(1);
  await expect(listed(page).first()).toContainText('cheque.png');
  await expect(
    documents.getByRole('heading', { name: /Voided cheque.*\(1 attached\)/ }),
  ).toBeVisible();

  const ownerId = documents.getByLabel('Attach a file for Owner ID');
  // 200 MB, sparse on disk: refused by its size before any of it is read.
  const huge = path.join(folder, 'huge-scan.jpg');
  await (await openFile(huge, 'w')).close();
  await truncate(huge, 200 * 1024 * 1024);
  await ownerId.setInputFiles(huge);
  await expect(documents.getByRole('alert')).toHaveText(
    'That file is 200 MB; the limit is 10 MB. Nothing was attached.',
  );
  const text = path.join(folder, 'notes.txt');
  await writeFile(text, 'not a picture');
  await ownerId.setInputFiles(text);
  await expect(documents.getByRole('alert')).toHaveText(
    'Only photos (JPEG, PNG) or PDF files can be attached. Nothing was attached.',
  );
  await ownerId.setInputFiles({
    name: 'empty.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(0),
  });
  await expect(documents.getByRole('alert')).toHaveText(
    'That file is empty. Nothing was attached.',
  );
  await ownerId.setInputFiles({
    name: 'id.png',
    mimeType: 'image/png',
    buffer: pngWithWrongHeader(),
  });
  await expect(documents.getByRole('alert')).toHaveText(
    'That picture is damaged (or the PDF cannot be opened). Nothing was attached.',
  );
  await expect(listed(page)).toHaveCount(1);
  await expect(documents.getByRole('heading', { name: /Owner ID \(none yet\)/ })).toBeVisible();
  // The browser-mode window has no camera button: the picker serves.
  await expect(documents.getByRole('button', { name: /Take a photo/ })).toHaveCount(0);

  await expectNoAxeViolations(page, 'the documents panel');
  await documents.scrollIntoViewIfNeeded();
  await documents.screenshot({ path: 'docs/screenshots/editor-documents.png' });

  await documents.getByRole('button', { name: 'Remove cheque.png' }).click();
  await expect(saying(page, 'Removed cheque.png.')).toBeVisible();
  await expect(listed(page)).toHaveCount(0);
});

test('Save PDF writes the application with only the last four digits', async ({ page }) => {
  await openDraft(page, await createDraft(page, { payload: validFullPayload() }));
  const documents = panel(page);
  await documents
    .getByLabel('Attach a file for Storefront photo')
    .setInputFiles({ name: 'storefront.png', mimeType: 'image/png', buffer: pngBytes() });
  await expect(listed(page)).toHaveCount(1);
  // About 1.5 MB: it crosses browser mode's 1 MiB request limit in three chunks, as it is.
  await documents.getByLabel('Attach a file for Business licence').setInputFiles({
    name: 'licence-scan.png',
    mimeType: 'image/png',
    buffer: noisyPngBytes(700, 700),
  });
  await expect(saying(page, 'Attached licence-scan.png.')).toBeVisible();
  await expect(listed(page).filter({ hasText: 'licence-scan.png' })).toContainText(
    'PNG picture, 1.4 MB',
  );
  // 2400 px wide: redrawn to 2000 px as a JPEG before it is sent.
  await documents.getByLabel('Attach a file for Owner ID').setInputFiles({
    name: 'owner-id.png',
    mimeType: 'image/png',
    buffer: noisyPngBytes(2400, 900),
  });
  await expect(saying(page, 'Attached owner-id.jpg.')).toBeVisible();
  await expect(listed(page).filter({ hasText: 'owner-id.jpg' })).toContainText('JPEG photo');
  await expect(listed(page)).toHaveCount(3);

  await documents.getByRole('button', { name: 'Save PDF' }).click();
  const pathField = documents.getByLabel('PDF file (full path)');
  await expect(pathField).toHaveValue(/application-.*\.pdf$/);
  const target = path.join(folder, 'example-fuel.pdf');
  await pathField.fill(target);
  await documents.getByRole('button', { name: 'Save the PDF' }).click();
  await expect(documents.getByRole('status').filter({ hasText: 'Saved the PDF' })).toHaveText(
    `Saved the PDF to ${target}.`,
  );
  const { text } = await pdfTextOf(await readFile(target));
  expect(text).toContain('Example Fuel LLC');
  expect(text).toContain('•••• 6789');
  expect(text).not.toContain('123456789');
  expect(text).not.toContain('123-45-6789');
  expect(text).not.toContain('987654321');
  expect(text).toContain('storefront.png');
  expect(text).toContain('licence-scan.png');
  expect(text).toContain('owner-id.jpg');
  expect(text).toContain('Not signed');

  // Never over an existing file.
  await documents.getByRole('button', { name: 'Save the PDF' }).click();
  await expect(documents.getByRole('alert')).toHaveText(
    'A file with that name is already there. Choose another name; nothing was overwritten.',
  );
});
