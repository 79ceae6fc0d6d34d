// The merchant's language on the review (decisions 99), in browser mode against the built-in
// sandbox, by role and label: the agent's screens stay in English while the merchant's review,
// agreement and signature panel switch to Spanish (Spanish dates, the Spanish agreement text set in
// Settings); the choice is kept on the draft, and the signature records the language read. With no
// Spanish agreement text, the review says so and offers no way to sign in Spanish. In the
// pseudo-locale, the review's merchant part and the language picker show no English.
import { expect, test, type Page } from '@playwright/test';
import { sampleAgreementText } from '../../../shared/review/agreement';
import { validFullPayload } from '../../fixtures/merchant';
import { englishOnScreen, sourceOf } from '../support/english-left';
import { screenshot } from '../support/workspace';
import {
  createDraft,
  expectNoAxeViolations,
  openDraft,
  storedDraft,
  useEditorApp,
} from '../editor/editor-app';

const app = useEditorApp({ width: 1280, height: 900 });

const spanishAgreement = [
  'ACUERDO DE PRUEBA PARA PRÁCTICA. No es un texto legal.',
  'Al firmar, el comerciante confirma que los datos de arriba están completos y son correctos.',
].join('\n\n');

interface StoredWithLanguage {
  merchantLanguage?: string;
  signature?: { agreementLanguage?: string; agreementText?: string; signerName: string };
}

async function openReview(page: Page, id: string): Promise<void> {
  await page.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, `#/drafts/${id}/review`);
  await expect(page.getByRole('heading', { level: 1, name: /Example Fuel LLC/ })).toBeVisible();
}

async function setSpanishAgreement(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  const panel = page.getByRole('region', { name: /^Signing at the table/ });
  await panel
    .getByLabel('Agreement text in Spanish, shown above the signature')
    .fill(spanishAgreement);
  await panel.getByRole('button', { name: 'Save signing settings' }).click();
  await expect(page.getByText(/Signing settings saved/)).toBeVisible();
  await panel.getByRole('heading').scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-agreement-languages');
}

test('the Spanish words are fetched once the review is up, before the merchant’s language is chosen', async ({
  page,
}) => {
  const scripts: string[] = [];
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(request.url());
    if (/\/_catalogue_es-/.test(request.url())) fetched.push(request.url());
  });
  const id = await createDraft(page, { payload: validFullPayload() });
  // The drafts home, loaded again now that requests are watched, and the editor, both in English,
  // fetch no Spanish (the scripts they did fetch show the watch was on).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  await openDraft(page, id);
  expect(scripts.length).toBeGreaterThan(0);
  expect(fetched).toEqual([]);
  await openReview(page, id);
  await expect.poll(() => fetched.length, { message: 'the Spanish chunk fetched' }).toBe(1);
  await expect(page.getByLabel('Merchant’s language')).toHaveValue('en');
  await page.getByLabel('Merchant’s language').selectOption({ label: 'Spanish' });
  await expect(page.locator('.merchant-reads')).toHaveAttribute('lang', 'es-US');
  expect(fetched).toHaveLength(1);
});

test('the agent works in English while the merchant reviews and signs in Spanish', async ({
  page,
}) => {
  await setSpanishAgreement(page);
  const id = await createDraft(page, { payload: validFullPayload() });
  await openReview(page, id);
  // English by default (the agent's language), the sample agreement.
  await expect(page.getByRole('region', { name: 'Owners' })).toContainText('April 15, 1980');

  await page.getByLabel('Merchant’s language').selectOption({ label: 'Spanish' });
  // The merchant's part in Spanish, Spanish dates and the Spanish agreement.
  const owners = page.getByRole('region', { name: 'Propietarios' });
  await expect(owners).toContainText('15 de abril de 1980');
  await expect(owners.getByRole('heading', { name: 'Propietario 1' })).toBeVisible();
  await expect(owners.getByText('Fecha de nacimiento')).toBeVisible();
  const agreement = page.getByRole('region', { name: 'Acuerdo' });
  await expect(agreement).toContainText('ACUERDO DE PRUEBA PARA PRÁCTICA');
  await expect(agreement).not.toContainText('SAMPLE AGREEMENT');
  await expect(agreement).toContainText('Acuerdo en español.');
  // The agent's chrome stays English.
  await expect(page.getByRole('link', { name: 'Back to edit', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.locator('.merchant-reads')).toHaveAttribute('lang', 'es-US');
  // Kept on the draft, and the review opens in it again.
  await expect
    .poll(async () => ((await storedDraft(page, id)) as StoredWithLanguage).merchantLanguage)
    .toBe('es');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Propietarios' })).toContainText(
    '15 de abril de 1980',
  );
  // The agent's toolbar in English above the merchant's review in Spanish.
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await screenshot(page, 'review-spanish');

  const signing = page.getByRole('region', { name: 'Firma' });
  await expect(signing.getByLabel('Nombre del firmante')).toHaveValue('Jordan Example');
  await signing.getByLabel('Cargo (opcional)').fill('Dueño');
  await signing.getByRole('button', { name: 'Firmar' }).click();
  await expect(signing.getByRole('status')).toContainText('Marque la casilla');
  await signing.getByRole('radio', { name: 'Escribir' }).check();
  await signing.getByLabel('Escriba su nombre completo como firma').fill('Jordan Example');
  await signing.getByLabel(/Acepto firmar esta solicitud electrónicamente/).check();
  await expectNoAxeViolations(page, 'the review in Spanish');
  await page.getByRole('region', { name: 'Acuerdo' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'review-spanish-signing');
  await signing.getByRole('button', { name: 'Firmar' }).click();

  // The evidence in Spanish: who, when, and the language the merchant read.
  const signed = page.getByRole('region', { name: 'Firma' });
  await expect(signed.getByText(/^Firmada por Jordan Example, Dueño, el \d+ \w+/)).toBeVisible();
  await expect(signed.locator('.typed-signature')).toHaveAttribute(
    'aria-label',
    'Firma escrita de Jordan Example',
  );
  await expect(signed.getByRole('definition').filter({ hasText: /^español$/ })).toBeVisible();
  const stored = (await storedDraft(page, id)) as StoredWithLanguage;
  expect(stored.signature?.agreementLanguage).toBe('es');
  expect(stored.signature?.agreementText).toBe(spanishAgreement);
  await expectNoAxeViolations(page, 'the signed review in Spanish');
  await screenshot(page, 'review-spanish-signed');
});

test('with no Spanish agreement text, the review says so and the merchant cannot sign in Spanish', async ({
  page,
}) => {
  const id = await createDraft(page, { payload: validFullPayload() });
  await openReview(page, id);
  await expect(page.getByRole('region', { name: 'Signature' })).toBeVisible();
  await page.getByLabel('Merchant’s language').selectOption({ label: 'Spanish' });
  const agreement = page.getByRole('region', { name: 'Acuerdo' });
  await expect(agreement.getByRole('status')).toHaveText(
    'There is no agreement text in Spanish for this environment, so the merchant cannot sign in Spanish. Add it in Settings, or choose another language for the merchant.',
  );
  // The English sample does not stand in, and there is nothing to sign.
  await expect(agreement).not.toContainText('SAMPLE AGREEMENT');
  await expect(page.getByRole('button', { name: 'Firmar' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Firma' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the review with no Spanish agreement');
  // Back to English: the sample and the signature panel return.
  await page.getByLabel('Merchant’s language').selectOption({ label: 'English' });
  await expect(page.getByRole('region', { name: 'Agreement' })).toContainText('SAMPLE AGREEMENT');
  await expect(page.getByRole('region', { name: 'Signature' })).toBeVisible();
});

test('the merchant’s part of the review and the language picker show no English in the pseudo-locale', async ({
  page,
}) => {
  const id = await createDraft(page, { payload: validFullPayload() });
  await page.goto(`${app().origin}/?pseudo-locale#/drafts/${id}/review`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.locator('.merchant-reads')).toHaveAttribute('lang', 'en-XA');
  await expect(page.locator('.signature-panel')).toBeVisible();
  // Data, not words: the agreement text (the sample) and the environment's name. And the sample's
  // two dates: Intl has no month names for en-XA and formats them as English does; they are
  // Intl's words, not the app's (the Spanish test shows them following the language).
  const data = [
    ...sampleAgreementText.split('\n\n'),
    'Built-in sandbox',
    'April 15, 1980',
    'June 1, 2015',
  ];
  const found = await englishOnScreen(page, ['.merchant-reads', '.merchant-language'], data);
  expect(found.map((text) => `"${text}" (${sourceOf(text)})`)).toEqual([]);

  // The signing settings, where the texts per language are set, likewise.
  await page.goto(`${app().origin}/?pseudo-locale#/settings`);
  await expect(page.locator('#agreement-text-es')).toBeVisible();
  const settings = await englishOnScreen(
    page,
    ['section[aria-labelledby="signing-heading"]'],
    data,
  );
  expect(settings.map((text) => `"${text}" (${sourceOf(text)})`)).toEqual([]);
});
