// The token runs out while applications wait (the sandbox's token-expiry fault answers 401): the
// outbox pauses, a banner asks to sign in again, the agent does, and the queue resumes with
// nothing lost and each application sent once.
import { expect, test } from '@playwright/test';
import { validFullPayload } from '../fixtures/merchant';
import { useBrowserModeApp } from './support/app';
import {
  connectThroughUi,
  createAndQueue,
  expectNoAxeViolations,
  expectSent,
  ipc,
  screenshot,
} from './support/workspace';

const app = useBrowserModeApp();

async function setExpireTokens(sandboxUrl: string, expireTokens: boolean): Promise<void> {
  const response = await fetch(`${sandboxUrl}/sandbox/admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ expireTokens }),
  });
  expect(response.status).toBe(200);
}

test('token expiry mid-queue: sign in again and the queue resumes, nothing lost', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(app().launchUrl);
  await connectThroughUi(page, context);
  const environments = await ipc<{ environments: { id: string; baseUrl: string | null }[] }>(
    page,
    'environments:list',
  );
  const sandboxUrl = environments.environments.find((e) => e.id === 'sandbox')?.baseUrl ?? '';
  expect(sandboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

  await setExpireTokens(sandboxUrl, true);
  const names = ['Expiry Florist LLC', 'Expiry Optical Inc'];
  const ids: string[] = [];
  for (const legalName of names) {
    const { referenceId: _fixed, ...payload } = validFullPayload({ legalName });
    ids.push(await createAndQueue(page, payload));
  }
  const banner = page.getByRole('alert').filter({ hasText: 'Sign in again to continue sending.' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: /^Outbox/ }).click();
  for (const legalName of names)
    await expect(page.getByRole('listitem').filter({ hasText: legalName })).toContainText(
      'Paused until you sign in',
    );
  await expectNoAxeViolations(page, 'outbox paused for sign-in');
  await screenshot(page, 'outbox-sign-in-again');

  await setExpireTokens(sandboxUrl, false);
  await banner.getByRole('link', { name: 'Sign in again' }).click();
  await connectThroughUi(page, context);
  await expect(banner).toHaveCount(0);
  await page.getByRole('link', { name: /^Outbox/ }).click();
  for (const legalName of names) await expectSent(page, legalName, 30_000);
  for (const id of ids) {
    const draft = await ipc<{ lifecycle: string; referenceId: string }>(page, 'drafts:get', { id });
    expect(draft.lifecycle).toBe('submitted');
  }
});
