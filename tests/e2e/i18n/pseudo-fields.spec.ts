// The application form's sections in the agent's language (decisions 91, 93): the spec's sample
// merchant opened in the editor in the pseudo-locale shows no English in the form's sections or
// the checklist's jump link, with a field's message and a warning on screen (worded from the
// shared rules' verdicts); then in Spanish, chosen in the header, labels, sections and a message
// read in Spanish. The editor's top bar, submit panel, save status and documents are another
// conversion's regions and are not checked here.
import { expect, test, type Page } from '@playwright/test';
import { sampleMerchantPayload } from '../../../shared/merchant/sample-merchant';
import { englishOnScreen, sourceOf } from '../support/english-left';
import { createDraft, useEditorApp } from '../editor/editor-app';

const app = useEditorApp({ width: 1280, height: 900 });

/** The form's own regions: its sections, and the checklist's jump link. */
const formRegions = ['.editor-form', '.checklist-jump'];

/** A realistic draft: the sample merchant, its legal ZIP in another state than the one chosen. */
function draftPayload(): Record<string, unknown> {
  return { ...sampleMerchantPayload(), legalState: 'WI' } as Record<string, unknown>;
}

async function openInPseudoLocale(page: Page, id: string): Promise<void> {
  await page.goto(`${app().origin}/?pseudo-locale#/drafts/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expect(page.locator('#section-funding-heading')).toBeVisible();
}

/** Leaves the legal phone with nine digits, so the field shows its message. */
async function shortLegalPhone(page: Page): Promise<void> {
  const phone = page.locator('#field-legalPhone');
  await phone.fill('217555014');
  await phone.press('Tab');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
}

test('the form sections show no English in the pseudo-locale', async ({ page }) => {
  const id = await createDraft(page, { payload: draftPayload() });
  await openInPseudoLocale(page, id);
  await shortLegalPhone(page);
  // A warning (the ZIP is in IL) and a message are on screen, so their words are checked too.
  await expect(page.locator('#field-legalZip-warning')).not.toBeEmpty();
  await expect(page.locator('#field-legalPhone-message')).not.toBeEmpty();
  // State codes are names (the warning says the ZIP is in IL, not WI), the same in any language.
  const found = await englishOnScreen(page, formRegions, ['IL', 'WI']);
  expect(found.map((text) => `"${text}" (${sourceOf(text)})`)).toEqual([]);
});

test('the check finds English in the form: a message the service sent is shown as it came', async ({
  page,
}) => {
  const id = await createDraft(page, { payload: draftPayload() });
  await openInPseudoLocale(page, id);
  // Source text: this file is type-checked without DOM types (as english-left.ts).
  await page.evaluate(
    `document.querySelector('#field-legalName-message').textContent = 'Legal name is on file already'`,
  );
  expect(await englishOnScreen(page, formRegions, [])).toContain('Legal name is on file already');
});

test('in Spanish the form reads in Spanish: sections, labels, a message and a warning', async ({
  page,
}) => {
  const id = await createDraft(page, { payload: draftPayload() });
  await page.goto(`${app().origin}/#/drafts/${id}`);
  await page.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('button', { name: 'Entidad legal', exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Cuentas de depósito', exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('Nombre legal')).toHaveValue(String(draftPayload().legalName));
  await expect(page.getByRole('group', { name: 'Propietario 1' })).toBeVisible();
  await shortLegalPhone(page);
  await expect(page.locator('#field-legalPhone')).toHaveAccessibleDescription(
    /El teléfono legal tiene 9 dígitos: un número de EE\. UU\. tiene 10 dígitos/,
  );
  await expect(page.locator('#field-legalZip-warning')).toHaveText(
    'Revise: El código postal 62704 está en IL, no en WI',
  );
  // An ownership typed with its sign: "85%" is 85, the total stays within 100.
  const share = page.locator('#field-owner-0-ownership');
  await share.fill('85%');
  await share.press('Tab');
  await expect(page.locator('#ownership-total')).toHaveText('Participación ingresada: 85% de 100%');
  await page.locator('.editor-form').screenshot({ path: 'test-results/i18n/editor-form-es.png' });
  // Back to English: the message follows the language.
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.locator('#field-legalPhone')).toHaveAccessibleDescription(
    /Legal phone has 9 digits/,
  );
});
