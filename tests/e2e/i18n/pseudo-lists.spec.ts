// The lists in the agent's language (decisions 91): the drafts home with many seeded drafts, the
// Submitted worklist with a merchant's details open, and Needs action, rendered in the pseudo-locale
// of the development build (?pseudo-locale), fail on any visible English (english-left.ts); then
// the same screens in Spanish, found by their Spanish names, with a date in Spanish's format.
// Names are data: the seeded merchants' and environments' names are marked translate="no" in the
// markup, and passed as data for the accessible names that carry them ("Select Maple Bakery LLC").
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { useBrowserModeApp } from '../support/app';
import { englishOnScreen, sourceOf } from '../support/english-left';
import { seedDrafts, seededName } from '../support/seed-drafts';
import { seedSubmitted } from '../support/seed-submitted';
import { expectNoAxeViolations, ipc, screenshot } from '../support/workspace';

const draftCount = 400;
const submittedCount = 12;

const app = useBrowserModeApp({
  perTest: true,
  prepare: async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-pseudo-lists-'));
    await seedDrafts(dataDir, draftCount);
    // Statuses spread over the service's values: PendingInfo and Declined ones wait in Needs
    // action, each with its details and a two-step history.
    await seedSubmitted(dataDir, submittedCount);
    return dataDir;
  },
});

/**
 * The drafts home's lifecycle words (renderer/words/lifecycle.ts: the state filters and badges)
 * are converted with the editor's words, in their own change; until then they are the only
 * English these screens may show, and only as the whole text of a filter or badge.
 */
const convertedElsewhere = new Set([
  'All',
  'Draft',
  'Ready',
  'Queued',
  'Sending',
  'Needs attention',
  'Needs fixing',
  'Submitted',
  'Trash',
]);

/**
 * A date or time as Intl writes it for en-XA, which has no locale data of its own and so falls
 * back to English's month names and AM/PM: the locale's formatting of a value, not a message.
 */
const intlDate =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}(, \d{4})?(,? \d{1,2}:\d{2}\s?[AP]M)?|\b\d{1,2}:\d{2}\s?[AP]M\b/g;

/** The English left in `regions`, names and Intl's dates set aside, each with its source. */
async function englishLeft(page: Page, regions: string[], names: string[]): Promise<string[]> {
  const found = await englishOnScreen(page, regions, names);
  return found
    .filter((text) => !convertedElsewhere.has(text))
    .filter((text) => {
      let rest = text.replace(intlDate, ' ');
      for (const name of names) rest = rest.split(name).join(' ');
      return /[A-Za-z]{2,}/.test(rest);
    })
    .map((text) => `"${text}" (${sourceOf(text)})`);
}

/**
 * Buttons, labels, headings and badges whose words do not fit their box at the smallest window
 * (800x560, electron/main/window.ts): Spanish runs about a quarter longer than English. Names
 * (translate="no") may end in an ellipsis by design; words may not.
 */
async function clippedWords(page: Page): Promise<string[]> {
  const found = await page.evaluate(`(() => {
    const clipped = [];
    for (const element of document.querySelectorAll(
      'main button, main label, main h1, main h2, main .badge, main select, main .merchant-columns span',
    )) {
      if (element.closest('[translate="no"]') !== null) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        clipped.push(element.textContent.trim() || element.getAttribute('aria-label'));
    }
    return clipped;
  })()`);
  return found as string[];
}

async function languageIs(page: Page, lang: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Every name the seeds wrote, and the environments' names: data, never words. */
async function dataNames(page: Page): Promise<string[]> {
  const { environments } = await ipc<{ environments: { name: string }[] }>(
    page,
    'environments:list',
  );
  const seeded = Array.from({ length: draftCount }, (_, n) => seededName(n)).flatMap((name) => [
    name.legalName,
    name.dba,
  ]);
  const { merchants } = await ipc<{ merchants: { legalName: string; dba: string }[] }>(
    page,
    'merchants:list',
  );
  const listed = merchants.flatMap((merchant) => [merchant.legalName, merchant.dba]);
  // The spec's sample merchant (the first seeded draft) has names of its own.
  const sample = await page
    .locator('.draft-row .name')
    .allTextContents()
    .catch(() => []);
  // Longest first: a name that contains another is removed whole.
  return [...new Set([...seeded, ...listed, ...sample, ...environments.map((e) => e.name)])]
    .filter((name) => name.trim() !== '')
    .sort((a, b) => b.length - a.length);
}

test('the drafts home, Submitted with details open and Needs action show no English in the pseudo-locale', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(app().launchUrl);
  await expect(page.locator('.environment-name')).not.toHaveText('…');
  const problems: string[] = [];

  await page.goto(`${app().origin}/?pseudo-locale#/drafts`);
  await languageIs(page, 'en-XA');
  await expect(page.locator('.draft-row').first()).toBeVisible();
  await expect(page.locator('main .result-count')).not.toHaveText(/^$/);
  // Select two: the selection's words show too.
  await page.locator('.draft-row input[type="checkbox"]').nth(0).check();
  await page.locator('.draft-row input[type="checkbox"]').nth(1).check();
  const names = await dataNames(page);
  for (const text of await englishLeft(page, ['main'], names))
    problems.push(`drafts home: ${text}`);

  // The trash, with its own words (every 50th seeded draft is in it).
  await page.locator('.filters button').last().click();
  await expect(page.locator('.draft-row').first()).toBeVisible();
  for (const text of await englishLeft(page, ['main'], names))
    problems.push(`drafts home, trash: ${text}`);

  await page.goto(`${app().origin}/?pseudo-locale#/submitted`);
  await languageIs(page, 'en-XA');
  const rows = page.locator('.merchant-row');
  await expect(rows).toHaveCount(submittedCount);
  // The newest merchant's details: its XMID, funding limits and history.
  await rows.nth(0).locator('button.disclosure').click();
  await expect(page.locator('.merchant-details dl dt').first()).toBeVisible();
  await expect(page.locator('.merchant-details ol li').first()).toBeVisible();
  for (const text of await englishLeft(page, ['main'], names))
    problems.push(`Submitted, details open: ${text}`);

  await page.goto(`${app().origin}/?pseudo-locale#/needs-action`);
  await languageIs(page, 'en-XA');
  await expect(page.locator('.action-card').first()).toBeVisible();
  for (const text of await englishLeft(page, ['main'], names))
    problems.push(`Needs action: ${text}`);

  expect(problems).toEqual([]);
});

test('the check finds English: names not set aside as data are reported', async ({ page }) => {
  await page.goto(app().launchUrl);
  await page.goto(`${app().origin}/?pseudo-locale#/drafts`);
  await languageIs(page, 'en-XA');
  await expect(page.locator('.draft-row').first()).toBeVisible();
  // The rows' names are marked translate="no", but a checkbox's accessible name carries one
  // ("Select Maple Bakery LLC"): passed no names, the check reports it, so it reads these rows.
  const found = await englishLeft(page, ['main'], []);
  expect(found.some((text) => /Select/.test(text) === false && /LLC|Inc|Co\b/.test(text))).toBe(
    true,
  );
});

test('in Spanish: the three screens by their Spanish names, dates and money in Spanish format', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(app().launchUrl);
  await expect(page.locator('.environment-name')).not.toHaveText('…');
  await page.getByLabel('Language').selectOption('es');
  await languageIs(page, 'es-US');
  const nav = page.getByRole('navigation', { name: 'Pantallas' });

  await nav.getByRole('link', { name: /^Borradores/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Borradores');
  await expect(page.getByRole('button', { name: 'Nueva solicitud', exact: true })).toBeVisible();
  await expect(page.getByLabel('Buscar por razón social o nombre comercial')).toBeVisible();
  const list = page.getByRole('list', { name: 'Solicitudes' });
  // "Guardada: 7 dic, 1:05 p.m.": the day before the month, its short name in Spanish.
  await expect(list.getByRole('listitem').first()).toContainText(
    /Guardada: \d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic),\s\d{1,2}:\d{2}\s[ap]\.\s?m\./,
  );
  await expect(
    page.getByRole('status').filter({ hasText: /^Se muestran [\d,]+ solicitudes$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'drafts home in Spanish');
  await screenshot(page, 'drafts-home-spanish');
  const clipped: string[] = [];
  await page.setViewportSize({ width: 800, height: 560 });
  for (const text of await clippedWords(page)) clipped.push(`drafts home: ${text}`);
  await page.setViewportSize({ width: 1280, height: 720 });

  await nav.getByRole('link', { name: /^Enviadas/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enviadas');
  const rows = page.getByRole('list', { name: 'Comercios enviados' }).getByRole('listitem');
  await expect(rows).toHaveCount(submittedCount);
  // Found by name, so its opened details are in the screenshot.
  await page.getByRole('searchbox', { name: 'Buscar en enviadas' }).fill(seededName(2).legalName);
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: /^1 de 12 comercios$/ })).toBeVisible();
  const approved = rows.filter({ hasText: seededName(2).legalName });
  await approved.getByRole('button', { name: /^Detalles/ }).click();
  await expect(approved.getByRole('heading', { name: 'Historial de estados' })).toBeVisible();
  await expect(approved.getByRole('term').filter({ hasText: 'Límites de depósito' })).toBeVisible();
  await expect(approved).toContainText(/\$25,000\.00 por día/);
  await expect(approved).toContainText('se deposita después de 2 días');
  await expect(approved.getByRole('listitem').last()).toContainText(
    /\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic),\s\d{1,2}:\d{2}\s[ap]\.\s?m\.: Aprobada$/,
  );
  await expectNoAxeViolations(page, 'Submitted in Spanish with a row open');
  await screenshot(page, 'submitted-spanish');
  await page.getByRole('searchbox', { name: 'Buscar en enviadas' }).fill('');
  await expect(page.locator('.merchant-row')).toHaveCount(submittedCount);
  await page.setViewportSize({ width: 800, height: 560 });
  for (const text of await clippedWords(page)) clipped.push(`Submitted: ${text}`);

  await nav.getByRole('link', { name: /^Requieren acción/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Requieren acción');
  const cards = page.getByRole('list', { name: 'Comercios que requieren acción' });
  await expect(cards.getByRole('listitem').first()).toContainText('Siguiente paso:');
  await expect(cards.getByRole('button', { name: /^Marcar como atendido/ }).first()).toBeVisible();
  for (const text of await clippedWords(page)) clipped.push(`Needs action: ${text}`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'needs-action-spanish');
  expect(clipped).toEqual([]);
});
