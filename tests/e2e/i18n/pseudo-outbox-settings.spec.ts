// The outbox and every Settings panel in the agent's language (decisions 91), with an
// organisation's settings file applied (decisions 84): rendered in the pseudo-locale of the
// development build (?pseudo-locale) and checked by tests/e2e/support/english-left.ts for any
// visible English, then in Spanish by role. The outbox holds what an agent meets: an application
// paused until sign-in, one held for another environment and one that stopped after its retries,
// seeded through the draft store's API before the app starts (the outbox rebuilds itself from the
// drafts, decisions 32).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { validFullPayload } from '../../fixtures/merchant';
import { startBrowserMode, type BrowserModeApp } from '../browser-host-process';
import { openSeedStore } from '../support/seed-drafts';
import { englishOnScreen, sourceOf } from '../support/english-left';
import { expectNoAxeViolations, ipc, screenshot } from '../support/workspace';
import { chromiumPath } from '../../../playwright.config';
import { existsSync } from 'node:fs';

test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);

const organisation = 'Acme Payments IT';
const policy = {
  schemaVersion: 1,
  organisation,
  issuedOn: '2026-11-20',
  environments: [
    {
      id: 'acme-prod',
      name: 'Acme Production',
      baseUrl: 'https://boarding.acme.example',
      authorizeUrl: 'https://portal.acme.example/authorize',
      consumerKey: 'acme-consumer-key',
    },
  ],
  allowAgentEnvironments: false,
  statusRefreshMinutes: 15,
  retentionDays: 60,
};

const paused = 'Harbor Bakery LLC';
const elsewhere = 'Granite Hardware Inc';
const stopped = 'Cedar Florist Co';

/** Three applications in the outbox, written as the app writes them. */
async function seedOutbox(dataDir: string): Promise<void> {
  const store = await openSeedStore(dataDir);
  const create = async (legalName: string) => {
    const { referenceId: _own, ...payload } = validFullPayload({ legalName });
    const created = await store.create({ payload });
    if (!created.ok) throw new Error(created.error.message);
    return created.value.id;
  };
  await store.markLifecycle(await create(paused), { to: 'queued', environmentId: 'sandbox' });
  await store.markLifecycle(await create(elsewhere), { to: 'queued', environmentId: 'acme-prod' });
  const id = await create(stopped);
  await store.markLifecycle(id, { to: 'queued', environmentId: 'sandbox' });
  await store.markLifecycle(id, { to: 'sending' });
  await store.markLifecycle(id, {
    to: 'needs-attention',
    reason: 'The service failed 5 times.',
    cause: 'retries-exhausted',
    errorCode: 'SERVER_ERROR',
    status: 503,
    attempts: 5,
  });
  await store.close();
}

let app: BrowserModeApp | undefined;
let folder: string;

test.beforeEach(async () => {
  test.setTimeout(120_000);
  folder = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-pseudo-outbox-'));
  const dataDir = path.join(folder, 'data');
  const policyFile = path.join(folder, 'policy.json');
  await mkdir(dataDir);
  await writeFile(policyFile, JSON.stringify(policy));
  await seedOutbox(dataDir);
  app = await startBrowserMode({ dataDir, policyFile });
});
test.afterEach(async () => {
  await app?.stop();
  app = undefined;
  await rm(folder, { recursive: true, force: true });
});

function running(): BrowserModeApp {
  if (app === undefined) throw new Error('the browser-mode app is not running');
  return app;
}

async function outboxReady(page: Page): Promise<void> {
  await expect(page.locator('main .item-card')).toHaveCount(3);
  await expect(page.locator('main .outbox-summary')).toBeVisible();
}

async function settingsReady(page: Page): Promise<void> {
  await expect(page.locator('#organisation-heading')).toBeVisible();
  await expect(page.locator('#poll-minutes')).toHaveValue('15');
  await expect(page.locator('#about-heading')).toBeVisible();
  await expect(page.locator('#retention-heading + ul li')).toHaveCount(3);
}

/** Names and places: data, the same in every language. */
async function dataOnScreen(page: Page): Promise<string[]> {
  const { environments } = await ipc<{ environments: { name: string }[] }>(
    page,
    'environments:list',
  );
  return [
    ...environments.map((environment) => environment.name),
    paused,
    elsewhere,
    stopped,
    organisation,
    running().dataDir,
    path.join(folder, 'policy.json'),
    folder,
    // A date is Intl's, not the catalogue's: en-XA formats it as English does (the file's day).
    await page.evaluate(`new Intl.DateTimeFormat(document.documentElement.lang, {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(Date.UTC(2026, 10, 20))`),
  ];
}

test('the outbox and Settings show no English in the pseudo-locale', async ({ page }) => {
  await page.goto(running().launchUrl);
  await expect(page.locator('.environment-name')).not.toHaveText('…');
  const problems: string[] = [];
  const screens = [
    { name: 'the outbox', path: '#/outbox', regions: ['main'], ready: outboxReady },
    {
      name: 'Settings',
      path: '#/settings',
      // Every panel, signing at the table with its agreement texts per language among them.
      regions: ['main h1', 'main section section'],
      ready: settingsReady,
    },
  ];
  for (const screen of screens) {
    await page.goto(`${running().origin}/?pseudo-locale${screen.path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await screen.ready(page);
    const data = await dataOnScreen(page);
    for (const text of await englishOnScreen(page, screen.regions, data))
      problems.push(`${screen.name}: "${text}" (${sourceOf(text)})`);
  }
  const data = await dataOnScreen(page);
  // The export's own passphrase shows when asked for (its label is pseudo text here).
  await page.locator('#own-passphrase-choice').check();
  await expect(page.locator('#own-passphrase')).toBeVisible();
  for (const text of await englishOnScreen(page, ['#export-heading ~ form'], data))
    problems.push(`Settings, export with a passphrase of one's own: "${text}" (${sourceOf(text)})`);
  expect(problems).toEqual([]);
});

test('a file that cannot be applied: its banner and Settings say so in the pseudo-locale', async ({
  page,
}) => {
  await page.goto(running().launchUrl);
  await expect(page.locator('.environment-name')).not.toHaveText('…');
  // The office breaks the file: the running app reads it again and names the setting to fix.
  const broken = {
    ...policy,
    environments: [{ ...policy.environments[0], baseUrl: 'http://boarding.acme.example' }],
  };
  await writeFile(path.join(folder, 'policy.json'), JSON.stringify(broken));
  await page.goto(`${running().origin}/?pseudo-locale#/settings`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const banner = page.locator('.banners .banner-problem').filter({ hasText: 'environments[0]' });
  await expect(banner).toBeVisible();
  await expect(page.locator('#organisation-heading ~ .error-notice')).toBeVisible();
  const data = await dataOnScreen(page);
  const problems = [
    ...(await englishOnScreen(page, ['.banners'], data)),
    ...(await englishOnScreen(page, ['#organisation-heading ~ .error-notice'], data)),
  ].map((text) => `"${text}" (${sourceOf(text)})`);
  expect(problems).toEqual([]);
});

test('in Spanish: the outbox by its groups and actions, Settings by its labels', async ({
  page,
}) => {
  await page.goto(running().launchUrl);
  await expect(page.locator('.environment-name')).not.toHaveText('…');
  await page.getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');

  await page.getByRole('link', { name: /^Bandeja de salida/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bandeja de salida');
  await expect(page.getByRole('heading', { name: 'Requieren su atención (1)' })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Solicitudes en espera de envío' });
  await expect(waiting.getByRole('listitem')).toHaveCount(2);
  await expect(waiting.getByRole('listitem').filter({ hasText: paused })).toContainText(
    'En pausa hasta que inicie sesión',
  );
  await expect(waiting.getByRole('listitem').filter({ hasText: elsewhere })).toContainText(
    'En espera del entorno Acme Production',
  );
  await expect(page.getByRole('button', { name: `Reintentar ahora ${stopped}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancelar el envío de ${paused}` })).toBeVisible();
  await expectNoAxeViolations(page, 'the outbox in Spanish');
  await screenshot(page, 'outbox-spanish');

  await page.getByRole('link', { name: 'Configuración' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración');
  const refresh = page.getByLabel('Consultar los comercios enviados cada (minutos)');
  await expect(refresh).toBeDisabled();
  await expect(refresh).toHaveAccessibleDescription(
    /Establecido por Acme Payments IT desde el 20 nov 2026\. No se puede cambiar aquí\./,
  );
  await expect(page.getByRole('list', { name: 'Establecido por su organización' })).toContainText(
    'Con qué frecuencia se actualizan los estados',
  );
  await expect(page.getByRole('button', { name: 'Agregar un entorno' })).toBeDisabled();
  await expect(
    page.getByLabel('Conservar los números de las solicitudes enviadas durante (días)'),
  ).toHaveValue('60');
  await expect(page.getByRole('checkbox', { name: 'Simular sin conexión' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exportar solicitudes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revisar el archivo' })).toBeDisabled();
  await expectNoAxeViolations(page, 'Settings in Spanish');
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-spanish');
  // Every panel, to look at the longer Spanish words in place (not kept in docs/).
  await page.screenshot({ path: 'test-results/i18n/settings-spanish-full.png', fullPage: true });
});
