// The agent's journey in the workspace, in a real Chromium against browser mode and the real
// built-in sandbox: open the launch link, connect through the sandbox's real authorization page,
// create an application, queue it, watch it submitted, see the sandbox approve it on the
// Submitted screen with a toast. Every screen is checked with axe and photographed.
import { expect, test } from '@playwright/test';
import { validFullPayload } from '../fixtures/merchant';
import { useBrowserModeApp } from './support/app';
import {
  connectThroughUi,
  expectNoAxeViolations,
  expectSent,
  ipc,
  screenshot,
  validateAndQueue,
} from './support/workspace';

const app = useBrowserModeApp();

test('connect, create, queue, submitted, approved: the whole journey in the UI', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(app().launchUrl);
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Built-in sandbox');
  await expect(page.getByRole('banner')).toContainText('Not signed in');
  await expectNoAxeViolations(page, 'empty drafts home');

  await connectThroughUi(page, context);
  await expect(page.getByRole('banner')).toContainText(/Signed in until tomorrow at /);
  await page.getByRole('link', { name: 'Sign-in details' }).click();
  await expect(page.getByText(/^Signed in to /)).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in screen, signed in');
  await screenshot(page, 'sign-in');

  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('button', { name: 'New application' }).click();
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  const draftId = /#\/drafts\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  // The fields go in through the contract: typing them is the editor's tests' job
  // (tests/e2e/editor); this journey is about the workspace around it.
  const { referenceId: _fixed, ...payload } = validFullPayload({
    legalName: 'Journey Hardware LLC',
  });
  await ipc(page, 'drafts:save', { id: draftId, payload });

  await page.getByRole('link', { name: /^Drafts/ }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Journey Hardware LLC' });
  await expect(row).toContainText('Ready');
  await expect(row).toContainText('No problems');
  await row.getByRole('checkbox', { name: 'Select Journey Hardware LLC' }).check();
  await validateAndQueue(page);
  await expect(page.getByRole('heading', { name: '1 queued' })).toBeVisible();

  await page.getByRole('link', { name: /^Outbox/ }).click();
  await expectSent(page, 'Journey Hardware LLC');
  await expectNoAxeViolations(page, 'outbox');
  await screenshot(page, 'outbox');

  await page.getByRole('link', { name: 'Submitted' }).click();
  const merchantRow = page
    .getByRole('list', { name: 'Submitted merchants' })
    .getByRole('listitem')
    .filter({ hasText: 'Journey Hardware LLC' });
  await expect(merchantRow).toContainText('Submitted');
  // The sandbox moves a merchant one step per GET: Submitted → In review → Approved.
  await page.getByRole('button', { name: 'Refresh all statuses' }).click();
  await expect(merchantRow).toContainText('In review');
  await page.getByRole('button', { name: 'Refresh all statuses' }).click();
  await expect(merchantRow).toContainText('Approved');
  await expect(
    page.getByRole('status').filter({ hasText: 'Journey Hardware LLC is now Approved.' }),
  ).toBeVisible();
  // The details (XMID, funding limits, history, audit trail) open on demand under the row.
  await merchantRow.getByRole('button', { name: /^Details/ }).click();
  await expect(merchantRow).toContainText(/XMID\s*\d{6,}/);
  await expect(page.getByRole('heading', { name: 'Submission audit trail' })).toBeVisible();
  await expect(
    page.getByText(/Sent to Built-in sandbox, attempt \d+, accepted \(HTTP 201\)/),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'submitted');
  await screenshot(page, 'submitted');

  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('button', { name: /^Submitted/ }).click();
  // One state per application: the row says what the merchant is now, not "Submitted".
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Journey Hardware LLC' }),
  ).toContainText('Approved');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('AES-256-GCM')).toBeVisible();
  await expectNoAxeViolations(page, 'settings');
  await screenshot(page, 'settings');
  expect(consoleErrors).toEqual([]);
});
