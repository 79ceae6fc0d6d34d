// Nothing left in English on the converted screens (decisions 91): each is rendered in the
// pseudo-locale of the development build (?pseudo-locale) and every visible string is checked by
// tests/e2e/support/english-left.ts. The screens converted so far are listed in `converted`; a
// screen joins the list when it is converted, and the spec then holds it. The agent's language
// switch is driven the way an agent does it, by the header's Language picker.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { useBrowserModeApp } from '../support/app';
import { englishOnScreen, sourceOf, type PseudoScreen } from '../support/english-left';
import { expectNoAxeViolations, ipc, screenshot } from '../support/workspace';

const pseudoLanguage = 'en-XA';

async function languageIs(page: Page, lang: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The header has its data: the environment's name and the sign-in state are in. */
async function headerReady(page: Page): Promise<void> {
  await expect(page.locator('.environment-name')).not.toHaveText('…');
}

/**
 * The converted screens and the parts of the page each owns. The shell (skip link, header,
 * banners, toasts) is checked over the sign-in screen, whose whole <main> is converted; on the
 * drafts home only the welcome card is (the list itself is not converted yet).
 */
const converted: readonly PseudoScreen[] = [
  {
    name: 'the shell: skip link, header, banners, notifications',
    path: '#/sign-in',
    regions: ['.skip-link', 'header', '.banners', '.toasts'],
    ready: async (page) => {
      await headerReady(page);
      await expect(page.locator('.banners .banner')).toHaveCount(2);
    },
  },
  {
    name: 'the sign-in screen',
    path: '#/sign-in',
    regions: ['main'],
    ready: async (page) => {
      await headerReady(page);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('#environment-picker option')).not.toHaveCount(0);
    },
  },
  {
    name: 'the welcome card (drafts home)',
    path: '#/drafts',
    regions: ['.welcome-card'],
    ready: async (page) => {
      await expect(page.locator('.welcome-card')).toBeVisible();
    },
  },
];

const app = useBrowserModeApp({
  perTest: true,
  // A damaged settings file: the set-aside banner shows, and settings start from the defaults
  // (welcome card shown).
  prepare: async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-pseudo-'));
    await writeFile(path.join(dataDir, 'settings.json'), '{"settings": {"statusPollMin');
    return dataDir;
  },
});

test('the converted screens show no English in the pseudo-locale', async ({ page }) => {
  await page.goto(app().launchUrl);
  await headerReady(page);
  // Practice offline: the simulated banner and the sign-in screen's note show too.
  await ipc(page, 'settings:set', { simulateOffline: true });
  const { environments } = await ipc<{ environments: { name: string }[] }>(
    page,
    'environments:list',
  );
  const names = environments.map((environment) => environment.name);
  const problems: string[] = [];
  for (const screen of converted) {
    await page.goto(`${app().origin}/?pseudo-locale${screen.path}`);
    await languageIs(page, pseudoLanguage);
    await screen.ready(page);
    for (const text of await englishOnScreen(page, screen.regions, names))
      problems.push(`${screen.name}: "${text}" (${sourceOf(text)})`);
  }
  await page.goto(`${app().origin}/?pseudo-locale#/sign-in`);
  await languageIs(page, pseudoLanguage);
  await headerReady(page);
  await page.screenshot({ path: 'test-results/i18n/sign-in-pseudo.png' });
  expect(problems).toEqual([]);
});

test('the check finds English: a sentence left in English on a converted screen', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  await headerReady(page);
  await page.goto(`${app().origin}/?pseudo-locale#/outbox`);
  await languageIs(page, pseudoLanguage);
  await expect(page.locator('main h1')).toBeVisible();
  // The outbox is converted (tests/e2e/i18n/pseudo-outbox-settings.spec.ts): nothing is found
  // until a plain English sentence is put on it, as a forgotten string would be.
  expect(await englishOnScreen(page, ['main'], [])).toEqual([]);
  await page.evaluate(
    `document.querySelector('main').insertAdjacentHTML('beforeend', '<p>Zebra quilt</p>')`,
  );
  const found = await englishOnScreen(page, ['main'], []);
  expect(found).toEqual(['Zebra quilt']);
  expect(sourceOf('Zebra quilt')).toBe('not in the catalogue');
  // And the header around it, converted, shows none (the environment's name is marked a name).
  expect(await englishOnScreen(page, ['header'], [])).toEqual([]);
});

test('the agent chooses Spanish in the header; the shell and sign-in follow, and it is kept', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  await headerReady(page);
  await page.goto(`${app().origin}/#/sign-in`);
  await headerReady(page);
  await page.getByLabel('Language').selectOption('es');
  await languageIs(page, 'es-US');
  const nav = page.getByRole('navigation', { name: 'Pantallas' });
  await expect(nav.getByRole('link', { name: 'Borradores' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await expect(page.getByLabel('Trabajar en')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in in Spanish');
  await screenshot(page, 'sign-in-spanish');
  // Kept in settings: a reload comes back in Spanish.
  expect((await ipc<{ agentLanguage: string }>(page, 'settings:get')).agentLanguage).toBe('es');
  await page.reload();
  await languageIs(page, 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  // And back to the system's language (English here).
  await page.getByLabel('Idioma').selectOption('system');
  await languageIs(page, 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
});
