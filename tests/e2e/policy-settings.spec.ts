// The organisation's settings on screen (decisions 84), in a real Chromium against browser mode
// started with a policy file (support/policy-host.ts): managed values shown as set by the
// organisation and since when, locked with the reason as the control's description, the
// organisation's environment listed without edit or remove; a change in the file reaches the
// running app; a broken file is named on screen with the setting to fix, and nothing of it is
// applied.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../playwright.config';
import { startBrowserMode, type BrowserModeApp } from './browser-host-process';
import {
  connectThroughUi,
  expectNoAxeViolations,
  ipc,
  screenshot,
  validateAndQueue,
} from './support/workspace';

test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);

const managed = {
  schemaVersion: 1,
  organisation: 'Acme Payments IT',
  issuedOn: '2026-11-20',
  environments: [
    {
      id: 'acme-prod',
      name: 'Acme Production',
      baseUrl: 'https://boarding.acme.example',
      authorizeUrl: 'https://portal.acme.example/authorize',
      consumerKey: 'acme-consumer-key',
      isSignatureRequired: true,
    },
  ],
  allowAgentEnvironments: false,
  agreements: [
    {
      environmentId: 'acme-prod',
      language: 'en',
      version: '2026-11',
      text: 'Acme Payments merchant agreement. The merchant agrees to the terms of processing.',
    },
  ],
  statusRefreshMinutes: 15,
  retentionDays: 60,
};

let app: BrowserModeApp | undefined;
let folder: string;
let policyFile: string;

test.beforeEach(async () => {
  test.setTimeout(120_000);
  folder = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-policy-'));
  policyFile = path.join(folder, 'policy.json');
});
test.afterEach(async () => {
  await app?.stop();
  app = undefined;
  await rm(folder, { recursive: true, force: true });
});

async function start(policy: unknown): Promise<BrowserModeApp> {
  await writeFile(policyFile, typeof policy === 'string' ? policy : JSON.stringify(policy));
  app = await startBrowserMode({ policyFile });
  return app;
}

test('managed values are shown as set by the organisation, locked, and follow the file', async ({
  page,
}) => {
  await page.goto((await start(managed)).launchUrl);
  await page.getByRole('link', { name: 'Settings' }).click();
  const organisation = page.getByRole('region', { name: 'Your organisation’s settings' });
  await expect(organisation).toContainText('Set by Acme Payments IT since Nov 20, 2026');
  await expect(organisation.getByRole('list', { name: 'Set by your organisation' })).toContainText(
    'How often statuses are refreshed',
  );

  // The organisation's environment: listed, no edit or remove; adding is locked with its reason.
  const environments = page.getByRole('region', { name: 'Environments' });
  await expect(environments).toContainText('Acme Production');
  await expect(environments.getByRole('button', { name: /Edit Acme Production/ })).toHaveCount(0);
  await expect(environments.getByRole('button', { name: /Remove Acme Production/ })).toHaveCount(0);
  const add = page.getByRole('button', { name: 'Add an environment' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/Set by Acme Payments IT since Nov 20, 2026/);

  const refresh = page.getByLabel('Check submitted merchants every (minutes)');
  await expect(refresh).toBeDisabled();
  await expect(refresh).toHaveValue('15');
  await expect(refresh).toHaveAccessibleDescription(/Set by Acme Payments IT since Nov 20, 2026/);
  const retention = page.getByLabel('Keep numbers of submitted applications for (days)');
  await expect(retention).toBeDisabled();
  await expect(retention).toHaveValue('60');

  // The organisation's environment in use: its agreement and signature rule, locked.
  await page.getByRole('link', { name: /^(Sign in|Sign-in details)$/ }).click();
  await page.getByLabel('Work in').selectOption({ label: 'Acme Production' });
  await page.getByRole('link', { name: 'Settings' }).click();
  const agreement = page.getByLabel('Agreement text in English', { exact: false });
  await expect(agreement).toBeDisabled();
  await expect(agreement).toHaveValue(/Acme Payments merchant agreement/);
  await expect(page.getByText('Agreement version 2026-11, in English.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /signature is needed/ })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: /signature is needed/ })).toBeChecked();
  await expectNoAxeViolations(page, 'Settings with managed values');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).scrollIntoViewIfNeeded();
  await screenshot(page, 'settings-managed');

  // The office changes the file: the running app follows, without a restart.
  // A plan the office adds reaches the pricing plans too (the catalogue is read again).
  await writeFile(
    policyFile,
    JSON.stringify({
      ...managed,
      statusRefreshMinutes: 30,
      inviteCatalogue: [
        {
          label: 'Bakeries',
          code: 'BAK7-OFF1-0001',
          environmentId: 'acme-prod',
          summary: 'Bakeries 2.49% + 10c',
        },
      ],
    }),
  );
  await expect(refresh).toHaveValue('30');
  await expect(page.getByRole('list', { name: 'Pricing plans' })).toContainText('Bakeries');
});

test('a broken file is named on screen with the setting to fix, and nothing of it is applied', async ({
  page,
}) => {
  const broken = {
    ...managed,
    environments: [{ ...managed.environments[0], baseUrl: 'http://boarding.acme.example' }],
  };
  await page.goto((await start(broken)).launchUrl);
  const banner = page.getByRole('status').filter({ hasText: 'Your organisation’s settings in' });
  await expect(banner).toContainText(policyFile);
  await expect(banner).toContainText('environments[0].baseUrl');
  await expect(banner).toContainText('Nothing from it was applied');
  await expect(banner).toContainText('your drafts and the outbox are untouched');
  await expectNoAxeViolations(page, 'the broken-policy banner');
  await screenshot(page, 'policy-problem-banner');

  // The agent's own settings stand: nothing locked, the defaults as they were.
  await banner.getByRole('link', { name: 'See it in Settings' }).click();
  const refresh = page.getByLabel('Check submitted merchants every (minutes)');
  await expect(refresh).toBeEnabled();
  await expect(refresh).toHaveValue('10');
  await expect(page.getByRole('button', { name: 'Add an environment' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Environments' })).not.toContainText(
    'Acme Production',
  );
});

test('an application queued for an environment the organisation takes away is held with the reason, then sent once', async ({
  page,
  context,
}) => {
  const plain = { schemaVersion: 1, organisation: 'Acme Payments IT' };
  await page.goto((await start(plain)).launchUrl);
  await connectThroughUi(page, context);
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('button', { name: 'Dismiss the welcome card' }).click();
  // Practising with no connection: the application waits in the outbox for the sandbox.
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Simulate no connection' }).check();
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('button', { name: 'Make an example application' }).click();
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('checkbox', { name: 'Select Example Fuel LLC' }).check();
  await validateAndQueue(page);

  // The office turns the practice sandbox off.
  await writeFile(policyFile, JSON.stringify({ ...managed, practiceSandbox: false }));
  await page.getByRole('link', { name: /^Outbox/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Example Fuel LLC' });
  await expect(item).toContainText(
    'Held: the organisation’s settings no longer include Practice sandbox',
  );
  await expect(item).toContainText('never sent anywhere else');
  await expectNoAxeViolations(page, 'the outbox holding an application of a withdrawn environment');
  await screenshot(page, 'outbox-held-withdrawn');

  // It returns: the selection comes back with it and, connected again, it goes out once.
  await writeFile(policyFile, JSON.stringify(plain));
  await expect(page.getByRole('banner')).toContainText('Built-in sandbox');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Simulate no connection' }).uncheck();
  await expect
    .poll(
      async () =>
        (await ipc<{ totals: { submitted: number } }>(page, 'outbox:state')).totals.submitted,
      { timeout: 20_000 },
    )
    .toBe(1);
});
