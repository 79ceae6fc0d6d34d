// Remote environments from Settings, in a real Chromium against browser mode: a bad environment is
// refused on its fields with the file unchanged; a second sandbox on its own port with its own
// consumer key and secret is added, signed into with the secret typed once, and receives the
// submission (the built-in sandbox does not); taken away mid-queue, the application waits for the
// connection and is sent exactly once when the service is back.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { validFullPayload } from '../fixtures/merchant';
import { useBrowserModeApp } from './support/app';
import { remoteConsumer, startRemoteSandbox, type RemoteSandbox } from './support/remote-sandbox';
import {
  addEnvironment,
  connectThroughUi,
  createAndQueue,
  expectNoAxeViolations,
  expectSent,
  ipc,
  screenshot,
  selectEnvironment,
} from './support/workspace';

const app = useBrowserModeApp({ perTest: true });
let remote: RemoteSandbox;
test.beforeEach(async () => {
  remote = await startRemoteSandbox();
});
test.afterEach(async () => {
  await remote?.dispose();
});

/** Settings → add the remote sandbox as `name`, select it, connect typing its secret once. */
async function signInToRemote(page: Page, context: BrowserContext, name: string): Promise<void> {
  await addEnvironment(page, {
    name,
    baseUrl: remote.url,
    authorizeUrl: remote.authorizeUrl,
    consumerKey: remoteConsumer.key,
  });
  await selectEnvironment(page, name);
  await connectThroughUi(page, context, { consumerSecret: remoteConsumer.secret });
}

const environmentsFile = () => path.join(app().dataDir, 'environments.json');
const readOrMissing = (file: string) => readFile(file, 'utf8').catch(() => 'missing');

test('an invalid environment is refused with the message on the field; the file is unchanged', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  await addEnvironment(page, {
    name: 'Good one',
    baseUrl: remote.url,
    authorizeUrl: remote.authorizeUrl,
    consumerKey: remoteConsumer.key,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Good one added.' })).toBeVisible();
  const before = await readOrMissing(environmentsFile());
  expect(before).toContain('"good-one"');

  await addEnvironment(page, {
    name: 'Not safe',
    baseUrl: 'http://boarding.example.com',
    authorizeUrl: 'https://portal.example.com/authorize',
    consumerKey: 'key',
    getPath: '/boarding/v2/merchant',
  });
  const form = page.getByRole('form', { name: 'Add an environment' });
  const baseUrl = form.getByLabel('Service address (base URL)');
  await expect(baseUrl).toHaveAttribute('aria-invalid', 'true');
  await expect(baseUrl).toHaveAccessibleDescription(/Use https \(http only for 127\.0\.0\.1\)/);
  const getPath = form.getByLabel('Merchant GET path template');
  await expect(getPath).toHaveAccessibleDescription(/The path must contain \{id\}/);
  await expectNoAxeViolations(page, 'settings with a refused environment');
  await screenshot(page, 'settings-environment-errors');
  expect(await readOrMissing(environmentsFile())).toBe(before);

  // The same refusal from main, for a caller that skips the form.
  const refused = await page.evaluate(async () => {
    const response = await fetch('/ipc/environments:save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: {
          name: 'x',
          baseUrl: 'http://10.0.0.1',
          authorizeUrl: 'https://a.example',
          consumerKey: 'k',
          merchantGetPath: '/m',
        },
      }),
    });
    return (await response.json()) as {
      ok: boolean;
      error?: { fieldErrors?: { field: string }[] };
    };
  });
  expect(refused.ok).toBe(false);
  expect(refused.error?.fieldErrors?.map((error) => error.field)).toEqual([
    'baseUrl',
    'merchantGetPath',
  ]);
  expect(await readOrMissing(environmentsFile())).toBe(before);
});

test('a second sandbox added in Settings gets the submission, secret typed once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(app().launchUrl);
  await signInToRemote(page, context, 'Second sandbox');
  // The secret went into the vault: never shown again, not even as a filled field.
  await expect(page.getByLabel(/^Consumer secret for/)).toHaveCount(0);
  expect(await page.content()).not.toContain(remoteConsumer.secret);

  const { referenceId: _fixed, ...payload } = validFullPayload({
    legalName: 'Second Street Deli LLC',
  });
  await createAndQueue(page, payload);
  await page.getByRole('link', { name: /^Outbox/ }).click();
  await expectSent(page, 'Second Street Deli LLC');
  const onRemote = remote.current()?.admin.listMerchants() ?? [];
  expect(
    onRemote.filter((merchant) => merchant.legalName === 'Second Street Deli LLC'),
  ).toHaveLength(1);
  // The built-in sandbox never saw it.
  const environments = await ipc<{ environments: { id: string; baseUrl: string | null }[] }>(
    page,
    'environments:list',
  );
  expect(environments.environments.find((e) => e.id === 'sandbox')?.baseUrl).toBeNull();
});

test('offline: the service goes away, the application waits for the connection, then is sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await page.goto(app().launchUrl);
  await signInToRemote(page, context, 'Flaky service');

  await remote.stop();
  const { referenceId: _fixed, ...payload } = validFullPayload({ legalName: 'Offline Bakery LLC' });
  const draftId = await createAndQueue(page, payload);
  await page.getByRole('link', { name: /^Outbox/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Offline Bakery LLC' });
  await expect(item).toContainText('Waiting for connection', { timeout: 30_000 });
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expectNoAxeViolations(page, 'outbox while offline');
  await screenshot(page, 'outbox-offline');

  await remote.start();
  // The outbox probes the service every 15 s while it is unreachable.
  await expectSent(page, 'Offline Bakery LLC', 60_000);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  const draft = await ipc<{ referenceId: string; lifecycle: string }>(page, 'drafts:get', {
    id: draftId,
  });
  expect(draft.lifecycle).toBe('submitted');
  const copies = (remote.current()?.admin.listMerchants() ?? []).filter(
    (merchant) => merchant.referenceId === draft.referenceId,
  );
  expect(copies).toHaveLength(1);
});
