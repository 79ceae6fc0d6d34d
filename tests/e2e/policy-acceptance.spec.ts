// The organisation's settings, accepted end to end (decisions 83, 84, 86): browser mode started with
// `--policy FILE` naming a second real sandbox as the office's environment. A new agent finds the
// environment and its agreement already there and locked, signs in (typing the consumer secret, which
// the file never holds), picks a pricing plan by part of its label, has the merchant sign under the
// office's agreement version, and sends; the sandbox's stored record carries exactly the
// catalogue's invite code. A broken file is named on screen, nothing of it is applied, and a draft
// made before it is still there, byte for byte. The screenshots are the administrator guide's.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { chromiumPath } from '../../playwright.config';
import { sampleMerchantPayload } from '../../shared/merchant/sample-merchant';
import { localDay } from '../../shared/policy/invite-catalogue';
import { startBrowserMode, type BrowserModeApp } from './browser-host-process';
import { storedDraft } from './editor/editor-app';
import { remoteConsumer, startRemoteSandbox, type RemoteSandbox } from './support/remote-sandbox';
import { drawOnPad } from './support/signature-pad';
import { connectThroughUi, expectNoAxeViolations, ipc, screenshot } from './support/workspace';

test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);

const inDays = (days: number) => localDay(Date.now() + days * 24 * 60 * 60 * 1000);

/** The office's file, its one environment at `service` (the sandbox, or an address to refuse). */
function officePolicy(service: { url: string; authorizeUrl: string }) {
  return {
    schemaVersion: 1,
    organisation: 'Acme Payments IT',
    issuedOn: '2026-11-20',
    environments: [
      {
        id: 'acme-prod',
        name: 'Acme Production',
        baseUrl: service.url,
        authorizeUrl: service.authorizeUrl,
        consumerKey: remoteConsumer.key,
        isSignatureRequired: true,
      },
    ],
    allowAgentEnvironments: false,
    practiceSandbox: false,
    agreements: [
      {
        environmentId: 'acme-prod',
        language: 'en',
        version: 'ACME-2026-11',
        text: 'Acme Payments merchant agreement. The merchant agrees to the terms of processing.',
      },
    ],
    inviteCatalogue: [
      {
        label: 'Restaurants',
        code: 'TZS4-BEH8-R7VS',
        environmentId: 'acme-prod',
        summary: 'Restaurants 2.69% + 10c, no annual fee',
        validFrom: inDays(-30),
        validUntil: inDays(60),
      },
      {
        label: 'Fuel and convenience',
        code: 'FUEL-CNV6-0042',
        environmentId: 'acme-prod',
        summary: 'Fuel 1.95% + 5c, $25 annual fee',
      },
      {
        label: 'Fuel 2025 promotion',
        code: 'FUEL-OLD5-0001',
        environmentId: 'acme-prod',
        summary: 'Fuel 1.75% + 5c, ended',
        validUntil: inDays(-3),
      },
    ],
    allowAgentInviteCodes: false,
  };
}

let app: BrowserModeApp | undefined;
let remote: RemoteSandbox | undefined;
let folder: string;
let policyFile: string;

test.beforeEach(async () => {
  test.setTimeout(150_000);
  folder = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-acceptance-'));
  // Placed the way an office shares it, so the path on screen (and in the guide's screenshots)
  // reads like one.
  const share = path.join(folder, 'AcmeOffice', 'IT', 'BoardingDesk');
  await mkdir(share, { recursive: true });
  policyFile = path.join(share, 'policy.json');
});
test.afterEach(async () => {
  await app?.stop();
  app = undefined;
  await remote?.dispose();
  remote = undefined;
  await rm(folder, { recursive: true, force: true });
});

async function openSettings(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

test('a new agent finds the office’s environment and agreement locked, picks a plan by its label, signs and sends', async ({
  page,
  context,
}) => {
  remote = await startRemoteSandbox();
  const policy = officePolicy(remote);
  await writeFile(policyFile, JSON.stringify(policy, null, 2));
  app = await startBrowserMode({ policyFile });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(app.launchUrl);

  // Settings: the environment and the agreement as set by the organisation, locked.
  await openSettings(page);
  const organisation = page.getByRole('region', { name: 'Your organisation’s settings' });
  await expect(organisation).toContainText('Set by Acme Payments IT since Nov 20, 2026');
  await expect(organisation).toContainText(policyFile);
  const managedList = organisation.getByRole('list', { name: 'Set by your organisation' });
  await expect(managedList).toContainText('Environments');
  await expect(managedList).toContainText('The agreement texts');
  await expect(managedList).toContainText('The pricing plans (invite codes)');

  const environments = page.getByRole('region', { name: 'Environments' });
  await expect(environments).toContainText('Acme Production');
  await expect(environments.getByRole('button', { name: /Edit Acme Production/ })).toHaveCount(0);
  await expect(environments.getByRole('button', { name: /Remove Acme Production/ })).toHaveCount(0);
  // The practice sandbox is off: the office's environment is the one in use.
  await expect(page.getByRole('banner')).toContainText('Acme Production');
  const add = page.getByRole('button', { name: 'Add an environment' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/Set by Acme Payments IT since Nov 20, 2026/);

  const agreement = page.getByLabel('Agreement text in English', { exact: false });
  await expect(agreement).toBeDisabled();
  await expect(agreement).toHaveValue(/Acme Payments merchant agreement/);
  await expect(agreement).toHaveAccessibleDescription(/Set by Acme Payments IT since Nov 20, 2026/);
  await expect(page.getByText('Agreement version ACME-2026-11, in English.')).toBeVisible();
  const signatureRule = page.getByRole('checkbox', { name: /signature is needed/ });
  await expect(signatureRule).toBeDisabled();
  await expect(signatureRule).toBeChecked();

  // The office's pricing plans: listed with who keeps them, the ended one marked, none removable,
  // and no plans of the agent's own (the file says so).
  const plans = page.getByRole('region', { name: 'Pricing plans' });
  const planList = plans.getByRole('list', { name: 'Pricing plans' });
  await expect(planList.getByRole('listitem')).toHaveCount(3);
  await expect(
    planList.getByRole('listitem').filter({ hasText: 'Fuel 2025 promotion' }),
  ).toContainText('(expired) · Set by Acme Payments IT');
  await expect(plans.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(plans.getByRole('button', { name: 'Add plan' })).toHaveCount(0);
  await expect(plans).toContainText('Acme Payments IT keeps the pricing plans');
  await expectNoAxeViolations(page, 'Settings managed by the organisation');

  // The guide's picture: the organisation's section, the environment, the agreement and the plans.
  await page.setViewportSize({ width: 1280, height: 1680 });
  await page.getByRole('heading', { name: 'Settings', level: 1 }).scrollIntoViewIfNeeded();
  await screenshot(page, 'managed-settings');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Signed in to the office's environment: the secret typed once, never in the file.
  await connectThroughUi(page, context, { consumerSecret: remoteConsumer.secret });
  expect(await page.content()).not.toContain(remoteConsumer.secret);

  // The sample merchant, then a plan picked by part of its label.
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  // No welcome to a practice sandbox the office turned off: the card would say nothing is real.
  await expect(page.getByRole('region', { name: 'Welcome to Boarding Desk' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('You are working in the built-in sandbox');
  // No example either: an invented merchant goes only to the built-in sandbox (decisions 55).
  await expect(page.getByRole('button', { name: 'Make an example application' })).toHaveCount(0);
  // The merchant at the table: the spec's sample merchant, stored as the agent's own application.
  const { id } = await ipc<{ id: string }>(page, 'drafts:create', {
    variant: 'full',
    payload: sampleMerchantPayload(),
  });
  await page.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, `#/drafts/${id}`);
  const search = page.getByRole('combobox', { name: 'Find a pricing plan by name, code or words' });
  await search.click();
  // Both fuel plans are offered; the ended one says so.
  await page.keyboard.type('fuel');
  const list = page.getByRole('listbox', { name: 'Pricing plans' });
  await expect(list.getByRole('option')).toHaveCount(2);
  await expect(list.getByRole('option', { name: /^Fuel 2025 promotion/ })).toContainText(
    '(expired)',
  );
  for (let press = 0; press < 'fuel'.length; press += 1) await page.keyboard.press('Backspace');
  await page.keyboard.type('convenience');
  await expect(list.getByRole('option')).toHaveCount(1);
  await expect(list.getByRole('option')).toContainText('Fuel 1.95% + 5c, $25 annual fee');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Invite code', { exact: true })).toHaveValue('FUEL-CNV6-0042');
  await expect
    .poll(async () => (await storedDraft(page, id)).payload.inviteCode)
    .toBe('FUEL-CNV6-0042');

  // The review: the plan, and the office's agreement with its version; signed under it.
  await page.evaluate((hash) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
  }, `#/drafts/${id}/review`);
  await expect(page.getByRole('region', { name: 'QuickStart' })).toContainText(
    'Fuel and convenience — Fuel 1.95% + 5c, $25 annual fee (FUEL-CNV6-0042)',
  );
  const agreementShown = page.getByRole('region', { name: 'Agreement' });
  await expect(agreementShown).toContainText('Acme Payments merchant agreement.');
  await expect(agreementShown).toContainText('Agreement version ACME-2026-11, in English.');
  const signing = page.getByRole('region', { name: 'Signature' });
  await signing.getByLabel(/I agree to sign this application electronically/).check();
  await drawOnPad(page);
  await signing.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText(/^Signed by /).first()).toBeVisible();
  const signed = (await storedDraft(page, id)) as unknown as {
    signature?: { agreementVersion?: string | null };
  };
  expect(signed.signature?.agreementVersion).toBe('ACME-2026-11');

  // Queued and sent to the office's environment.
  await page.getByRole('link', { name: 'Back to edit', exact: true }).click();
  await page.getByRole('button', { name: 'Queue for submission' }).click();
  await expect
    .poll(async () => (await storedDraft(page, id)).lifecycle, { timeout: 30_000 })
    .toBe('submitted');

  const boarded = (remote.current()?.admin.listMerchants() ?? []).filter(
    (merchant) => merchant.legalName === 'Example Fuel LLC',
  );
  expect(boarded).toHaveLength(1);
  expect(boarded[0]?.inviteCode).toBe('FUEL-CNV6-0042');
  expect(JSON.stringify(boarded[0])).not.toContain('Fuel and convenience');
});

/** Every file under `dir` with its bytes, to show nothing in it was touched. */
async function snapshotFiles(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((entry) => entry.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = (await readFile(file)).toString('base64');
  }
  return files;
}

test('a broken policy file is named on screen with the settings to fix and changes nothing', async ({
  page,
}) => {
  // A first run without a policy: the agent's own draft.
  const dataDir = path.join(folder, 'data');
  await mkdir(dataDir);
  app = await startBrowserMode({ dataDir, keepDataDir: true });
  await page.goto(app.launchUrl);
  // The welcome card's button: the empty drafts list offers the same one, and a locator that
  // matches both picks whichever rendered first while the page settles.
  await page
    .getByRole('region', { name: 'Welcome to Boarding Desk' })
    .getByRole('button', { name: 'Make an example application' })
    .click();
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  const id = /#\/drafts\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  const before = await storedDraft(page, id);
  await app.stop();
  app = undefined;
  const draftsBefore = await snapshotFiles(path.join(dataDir, 'drafts'));

  // The office's file, broken twice: a plain-http address off this machine, and a secret.
  const office = officePolicy({
    url: 'http://boarding.acme.example',
    authorizeUrl: 'https://portal.acme.example/authorize',
  });
  const broken = {
    ...office,
    environments: [{ ...office.environments[0], consumerSecret: 'never-in-a-policy' }],
  };
  await writeFile(policyFile, JSON.stringify(broken, null, 2));
  app = await startBrowserMode({ dataDir, policyFile });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(app.launchUrl);

  const banner = page.getByRole('status').filter({ hasText: 'Your organisation’s settings in' });
  await expect(banner).toContainText(policyFile);
  await expect(banner).toContainText('environments[0].baseUrl');
  await expect(banner).toContainText('consumerSecret');
  await expect(banner).toContainText('Nothing from it was applied');
  await expect(banner).not.toContainText('never-in-a-policy');
  await expectNoAxeViolations(page, 'the broken-policy banner');
  await screenshot(page, 'policy-problem');

  await openSettings(page);
  const organisation = page.getByRole('region', { name: 'Your organisation’s settings' });
  await expect(organisation).toContainText('Nothing from it was applied');
  await expect(organisation.getByRole('list', { name: 'Settings to fix' })).toContainText(
    'environments[0].baseUrl',
  );
  await expect(organisation.getByRole('list', { name: 'Set by your organisation' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Environments' })).not.toContainText(
    'Acme Production',
  );
  await expect(page.getByRole('button', { name: 'Add an environment' })).toBeEnabled();
  await expectNoAxeViolations(page, 'Settings naming a broken policy');
  expect(await page.content()).not.toContain('never-in-a-policy');

  // The draft made before: there, and untouched.
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Select Example Fuel LLC' })).toBeVisible();
  expect(await storedDraft(page, id)).toEqual(before);
  expect((await ipc<{ total: number }>(page, 'drafts:list', {})).total).toBe(1);
  expect(await snapshotFiles(path.join(dataDir, 'drafts'))).toEqual(draftsBefore);
});
