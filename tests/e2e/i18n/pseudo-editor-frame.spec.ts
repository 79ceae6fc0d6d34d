// The application editor's frame speaks the agent's language (decisions 91): rendered in the
// pseudo-locale (?pseudo-locale, development build) with the spec's sample merchant, the parts of
// the editor around the form show no English (tests/e2e/support/english-left.ts): the save status,
// the status line and next steps, the submit panel, the documents panel with Save PDF, and the
// question about other applications with the same numbers. The form's sections and fields are
// checked with the form's own conversion; the signature note and the error sentences (describeError,
// errorSentence) with theirs. Then a Spanish check of the key labels by role, and a screenshot.
import { expect, test, type Page } from '@playwright/test';
import { sampleMerchantPayload } from '../../../shared/merchant/sample-merchant';
import { createDraft, ipc, useEditorApp } from '../editor/editor-app';
import { englishOnScreen, sourceOf } from '../support/english-left';
import { expectNoAxeViolations, screenshot } from '../support/workspace';

const app = useEditorApp({ width: 1280, height: 900 });

/**
 * The frame's regions this conversion owns. Left out: the status area's own label and the form
 * (the form's conversion), the signature note and the signature's line in the checklist (the
 * signature's words).
 */
const frame = [
  '.editor-header .save-status',
  '.editor-status > :not(.signature-note)',
  '.submit-panel > h2',
  '.submit-panel > p:not(.signature-note)',
  '.submit-panel > button',
  '.documents-panel',
];

async function openIn(page: Page, search: string, id: string): Promise<void> {
  await page.goto(`${app().origin}/${search}#/drafts/${id}`);
  await expect(page.locator('#editor-heading')).toBeVisible();
  await expect(page.locator('.documents-panel h3').first()).toBeVisible();
}

async function englishIn(page: Page, regions: readonly string[], data: readonly string[]) {
  return (await englishOnScreen(page, regions, data)).map(
    (text) => `"${text}" (${sourceOf(text)})`,
  );
}

const legalName = String(sampleMerchantPayload().legalName);
/** Intl formats en-XA's clock as English's ("1:48 AM"): a value, not a word of the catalogue. */
const dayPeriods = ['AM', 'PM'];

test('the editor frame shows no English in the pseudo-locale', async ({ page }) => {
  const id = await createDraft(page, { payload: sampleMerchantPayload() });
  await openIn(page, '?pseudo-locale', id);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  // An edit (by the input's id: its label is the form's words): autosave says it saved.
  await page.locator('#field-returnPolicy').fill('30 days, with the receipt');
  await expect(page.locator('.save-status')).not.toBeEmpty();
  // Save PDF open: its path field (browser mode) and its button.
  await page.locator('.save-pdf > button').click();
  await expect(page.locator('.save-pdf form')).toBeVisible();
  await page.screenshot({ path: 'test-results/i18n/editor-frame-pseudo.png' });
  expect(await englishIn(page, frame, [legalName, ...dayPeriods])).toEqual([]);
});

test('a queued application: status line, next steps and the panel show no English', async ({
  page,
}) => {
  await ipc(page, 'settings:set', { simulateOffline: true });
  const id = await createDraft(page, { payload: sampleMerchantPayload() });
  await ipc(page, 'outbox:enqueue', { draftId: id });
  await openIn(page, '?pseudo-locale', id);
  await expect(page.locator('.draft-status')).toBeVisible();
  await expect(page.locator('.next-steps')).toBeVisible();
  expect(await englishIn(page, frame, [legalName])).toEqual([]);
});

test('problems to fix: the count and the refusal to queue show no English', async ({ page }) => {
  const { legalName: _left, ...payload } = sampleMerchantPayload();
  const id = await createDraft(page, { payload });
  await openIn(page, '?pseudo-locale', id);
  const count = page.locator('.submit-panel > p').first();
  await expect(count).toHaveText(/^\[.*:\]$/);
  // Marked unavailable (aria-disabled) while problems remain, it still answers a press.
  await page.locator('.submit-panel button.primary').press('Enter');
  await expect(page.locator('.submit-message')).not.toBeEmpty();
  expect(await englishIn(page, frame, [])).toEqual([]);
});

test('the question about shared numbers shows no English in the pseudo-locale', async ({
  page,
}) => {
  const first = await createDraft(page, { payload: sampleMerchantPayload() });
  const second = await createDraft(page, {
    payload: { ...sampleMerchantPayload(), legalName: 'Second Bakery LLC' },
  });
  await openIn(page, '?pseudo-locale', first);
  await page.locator('.submit-panel button.primary').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(await englishIn(page, ['dialog'], [legalName, 'Second Bakery LLC'])).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(second).not.toBe(first);
});

test('in Spanish the frame reads Spanish, by role', async ({ page }) => {
  const id = await createDraft(page, { payload: sampleMerchantPayload() });
  await openIn(page, '', id);
  // The agent's choice, as an agent makes it: the header's Language picker.
  await page.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const panel = page.getByRole('complementary', { name: '¿Lista para enviar?' });
  await expect(panel.getByRole('heading', { name: '¿Lista para enviar?' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Poner en cola para envío' })).toBeVisible();
  const documents = page.getByRole('region', { name: 'Documentos' });
  await expect(
    documents.getByRole('heading', { name: /Cheque anulado o carta del banco/ }),
  ).toBeVisible();
  await expect(
    documents.getByLabel('Adjuntar un archivo para Identificación del propietario'),
  ).toBeVisible();
  await documents.getByRole('button', { name: 'Guardar PDF' }).click();
  await expect(documents.getByLabel('Archivo PDF (ruta completa)')).toBeVisible();
  await page.locator('#field-returnPolicy').fill('30 días con recibo');
  await expect(page.getByRole('status').filter({ hasText: /^Guardado a las/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the editor frame in Spanish');
  await page.evaluate('window.scrollTo(0, 0)');
  await screenshot(page, 'editor-frame-spanish');
  await documents.getByRole('heading', { name: 'PDF para el comercio' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'editor-documents-spanish');
});

test('the warning beside a shared number follows a switch of language while the form is open', async ({
  page,
}) => {
  await createDraft(page, { payload: sampleMerchantPayload() });
  const id = await createDraft(page, { payload: sampleMerchantPayload() });
  await openIn(page, '', id);
  await expect(
    page.getByText(/This tax ID is also in an application ready to queue/),
  ).toBeVisible();
  await page.getByLabel('Language').selectOption('es');
  await expect(
    page.getByText(
      /Este número de identificación fiscal \(Tax ID\) también está en una solicitud lista/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/This tax ID is/)).toHaveCount(0);
});
