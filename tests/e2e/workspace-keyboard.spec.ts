// The acceptance journey with the keyboard only (no mouse click anywhere): sign in to the sandbox
// through its real authorization page, create a QuickStart application and fill it in the editor,
// queue it, and see it approved on the Submitted screen. Focus is visible at every stop. (The
// full application by keyboard is the editor's own: tests/e2e/editor/keyboard.spec.ts.)
import { expect, test } from '@playwright/test';
import { sampleInviteCode } from '../fixtures/merchant';
import { keyboardStep, tabTo as editorTabTo } from './editor/keyboard';
import { useBrowserModeApp } from './support/app';
import { screenshot, tabTo } from './support/workspace';

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

  // Sign in: the header's Sign in link, then the sign-in screen's Sign in button.
  await tabTo(page, page.getByRole('link', { name: 'Sign in', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }));
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
  // Signed in, back where the agent was: the drafts home (decisions 55).
  await expect(page.getByRole('banner')).toContainText(/Signed in until tomorrow at /);
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();

  // A QuickStart application from the drafts home, filled in the editor with the keyboard.
  await tabTo(page, page.getByRole('link', { name: /^Drafts/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'New QuickStart application' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Business', exact: true })).toBeVisible();
  await keyboardStep(page, { label: 'Invite code', type: sampleInviteCode });
  await keyboardStep(page, { label: 'Legal name', type: 'Keyboard Cafe LLC' });
  await keyboardStep(page, { label: 'Full name', type: 'Sam Keys' });
  await keyboardStep(page, { label: 'E-mail', type: 'sam@example.com' });
  await editorTabTo(page, 'Queue for submission', 400);
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
  await page.keyboard.press('Enter');
  // Signed in and online, it goes at once; the editor then says so and turns read-only.
  await expect(page.getByText('A submitted application is read-only.')).toBeVisible({
    timeout: 20_000,
  });

  // Back in the drafts home it is listed as QuickStart; the outbox sends it.
  await tabTo(page, page.getByRole('link', { name: /^Drafts/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'Keyboard Cafe LLC' })).toContainText(
    'QuickStart',
  );

  // Submitted, then approved after two status checks.
  await tabTo(page, page.getByRole('link', { name: 'Submitted' }), { backwards: true });
  await page.keyboard.press('Enter');
  const row = page
    .getByRole('list', { name: 'Submitted merchants' })
    .getByRole('listitem')
    .filter({ hasText: 'Keyboard Cafe LLC' });
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
