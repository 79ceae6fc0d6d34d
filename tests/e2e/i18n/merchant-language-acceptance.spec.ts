// The merchant's language end to end (decisions 99, 100), as an agent at the table of a Spanish-reading merchant does it, in browser
// mode against the built-in sandbox, by role and label: the agent's screens stay in English; the
// merchant reads the review, the agreement and the signature panel in Spanish, with Spanish
// dates, and signs; the PDF left with the merchant is in Spanish and says so. The same application
// signed in English binds the same payload: each signature's salted hash is of the one canonical
// payload (decisions 45, 99), whichever language the merchant read.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { canonicalPayloadText } from '../../../shared/review/canonical-payload';
import { pdfTextOf } from '../../core/pdf/pdf-text-of';
import { validFullPayload } from '../../fixtures/merchant';
import {
  createDraft,
  expectNoAxeViolations,
  ipc,
  openDraft,
  storedDraft,
  useEditorApp,
} from '../editor/editor-app';
import { screenshot } from '../support/workspace';

useEditorApp({ width: 1280, height: 900 });

const spanishAgreement =
  'El comerciante confirma que los datos de arriba están completos y son correctos, y acepta que se envíen al procesador. ¡Gracias!';

interface Evidence {
  payloadSha256: string;
  payloadSalt: string;
  agreementLanguage?: string;
  agreementText?: string;
}
interface Stored {
  payload: Record<string, unknown>;
  referenceId: string;
  signature?: Evidence;
}

let folder: string;
test.beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-merchant-language-'));
});
test.afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** SHA-256(salt || canonical payload), as the evidence records it (decisions 46). */
function saltedHash(stored: Stored, salt: string): string {
  return createHash('sha256')
    .update(Buffer.from(salt, 'hex'))
    .update(canonicalPayloadText(stored.payload, stored.referenceId), 'utf8')
    .digest('hex');
}

async function openReview(page: Page, id: string): Promise<void> {
  await page.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, `#/drafts/${id}/review`);
  await expect(page.getByRole('heading', { level: 1, name: /Example Fuel LLC/ })).toBeVisible();
}

/**
 * Types the signature and signs, with the panel's words in `language`; waits until the stored
 * evidence records that language and gives the draft as stored.
 */
async function signIn(
  page: Page,
  id: string,
  language: 'en' | 'es',
  words: { region: string; type: string; typed: string; consent: RegExp; sign: string },
): Promise<Stored> {
  const panel = page.getByRole('region', { name: words.region });
  await panel.getByRole('radio', { name: words.type }).check();
  await panel.getByLabel(words.typed).fill('Jordan Example');
  await panel.getByLabel(words.consent).check();
  await panel.getByRole('button', { name: words.sign }).click();
  const stored = async () => (await storedDraft(page, id)) as unknown as Stored;
  await expect.poll(async () => (await stored()).signature?.agreementLanguage).toBe(language);
  return stored();
}

test('the agent in English, the merchant reads, signs and keeps a PDF in Spanish; the same payload either way', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const settings = await ipc<{ environmentId: string }>(page, 'settings:get');
  await ipc(page, 'settings:set', {
    signing: { [settings.environmentId]: { agreementTexts: { es: spanishAgreement } } },
  });
  const id = await createDraft(page, { payload: validFullPayload() });

  // Signed in English first (the agent's language, the default for the merchant).
  await openReview(page, id);
  await expect(page.getByRole('region', { name: 'Owners' })).toContainText('April 15, 1980');
  const english = await signIn(page, id, 'en', {
    region: 'Signature',
    type: 'Type',
    typed: 'Type your full name as your signature',
    consent: /I agree to sign this application electronically/,
    sign: 'Sign',
  });

  // The merchant reads Spanish: the review, the agreement and the panel follow; the agent's
  // header, navigation and toolbar stay English.
  await page.getByLabel('Merchant’s language').selectOption({ label: 'Spanish' });
  const owners = page.getByRole('region', { name: 'Propietarios' });
  await expect(owners).toContainText('15 de abril de 1980');
  // The built-in code tables' names are words, in the merchant's language too.
  const accounts = page.getByRole('region', { name: 'Cuentas de depósito' });
  await expect(accounts).toContainText('Liquidación neta');
  await expect(accounts).not.toContainText('Net settlement');
  await expect(page.getByRole('region', { name: 'Acuerdo' })).toContainText('¡Gracias!');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to edit', exact: true })).toBeVisible();
  // The English signature stands, in the merchant's words, with the offer to sign again.
  const signature = page.getByRole('region', { name: 'Firma' });
  await expect(signature.getByText(/^Firmada por Jordan Example/)).toBeVisible();
  await signature.getByRole('button', { name: 'Firmar de nuevo' }).click();
  const spanish = await signIn(page, id, 'es', {
    region: 'Firma',
    type: 'Escribir',
    typed: 'Escriba su nombre completo como firma',
    consent: /Acepto firmar esta solicitud electrónicamente/,
    sign: 'Firmar',
  });
  expect(spanish.signature?.agreementText).toBe(spanishAgreement);
  await expectNoAxeViolations(page, 'the review signed in Spanish');

  // The same payload bound both times: each salted hash is of the one canonical payload.
  expect(spanish.payload).toEqual(english.payload);
  const englishEvidence = english.signature!;
  const spanishEvidence = spanish.signature!;
  expect(spanishEvidence.payloadSalt).not.toBe(englishEvidence.payloadSalt);
  expect(saltedHash(spanish, englishEvidence.payloadSalt)).toBe(englishEvidence.payloadSha256);
  expect(saltedHash(english, spanishEvidence.payloadSalt)).toBe(spanishEvidence.payloadSha256);

  // The PDF the merchant keeps: saved from the editor, in Spanish, saying so.
  await openDraft(page, id);
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Save PDF' }).click();
  const target = path.join(folder, 'panaderia.pdf');
  await documents.getByLabel('PDF file (full path)').fill(target);
  await documents.getByRole('button', { name: 'Save the PDF' }).click();
  await expect(documents.getByRole('status').filter({ hasText: 'Saved the PDF' })).toBeVisible();
  const { text } = await pdfTextOf(await readFile(target));
  expect(text).toContain('Solicitud de comercio');
  expect(text).toContain('Esta copia está en español.');
  expect(text).toMatch(/Leído y firmado en\s*Español/);
  expect(text).toContain('¡Gracias!');
  expect(text).toMatch(/\d{1,2} de [a-z]+ de \d{4}/);
  expect(text).not.toContain('SAMPLE AGREEMENT');
  await screenshot(page, 'merchant-language-editor-after-pdf');
});
