// The acceptance journey with the keyboard only (no mouse click anywhere): sign in to the sandbox
// through its real authorization page, create an application, queue it, and see it approved on
// the Submitted screen. Every stop checks that focus is visible.
import { expect, test } from '@playwright/test';
import { validFullPayload } from '../fixtures/merchant';
import { useBrowserModeApp } from './support/app';
import { ipc, screenshot, tabTo } from './support/workspace';

const app = useBrowserModeApp();

test('keyboard only: sign in, create, queue, approved', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto(app().launchUrl);
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();

  // The skip link is the first stop and moves focus to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // Sign in: Connect in the header, then Connect on the sign-in screen.
  await tabTo(page, page.getByRole('link', { name: 'Connect' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Connect' }));
  await page.keyboard.press('Enter');
  const authorizeLink = page.getByRole('link', { name: 'Open the authorization page' });
  await expect(authorizeLink).toBeFocused(); // focus moves to the next thing to do
  await screenshot(page, 'sign-in-waiting');
  const [authorizePage] = await Promise.all([
    context.waitForEvent('page'),
    page.keyboard.press('Enter'),
  ]);
  await authorizePage.waitForLoadState();
  await tabTo(authorizePage, authorizePage.getByRole('button', { name: 'Authorize' }));
  await authorizePage.keyboard.press('Enter');
  await expect(authorizePage.locator('body')).toContainText('close this tab');
  await authorizePage.close();
  await page.bringToFront();
  await expect(page.getByText(/^Signed in to /)).toBeVisible();

  // A new application from the drafts home.
  await tabTo(page, page.getByRole('link', { name: /^Drafts/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'New application' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  const draftId = /#\/drafts\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  // Until the editor lands, its fields are filled through the contract.
  const { referenceId: _fixed, ...payload } = validFullPayload({ legalName: 'Keyboard Cafe LLC' });
  await ipc(page, 'drafts:save', { id: draftId, payload });

  await tabTo(page, page.getByRole('link', { name: /^Drafts/ }), { backwards: true });
  await page.keyboard.press('Enter');
  const checkbox = page.getByRole('checkbox', { name: 'Select Keyboard Cafe LLC' });
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Validate and queue' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '1 queued' })).toBeFocused();

  // Submitted, then approved after two status checks.
  await tabTo(page, page.getByRole('link', { name: 'Submitted' }), { backwards: true });
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'Keyboard Cafe LLC' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  const refreshAll = page.getByRole('button', { name: 'Refresh all statuses' });
  await tabTo(page, refreshAll);
  await page.keyboard.press('Enter');
  await expect(row).toContainText('In review');
  await expect(refreshAll).toBeFocused(); // still there for a second press
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Approved');
  await expect(
    page.getByRole('status').filter({ hasText: 'Keyboard Cafe LLC is now Approved.' }),
  ).toBeVisible();
});
