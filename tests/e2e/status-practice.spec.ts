// Practice and first run, and sign-in in the agent's day, by role and label against the built-in
// sandbox (decisions 53-55): the welcome card once, the example application in one click,
// "Simulate no connection" (the queue waits, nothing reaches the sandbox, switched off it is
// sent exactly once), Refresh saying "no changes", the session's words, "Sign in" versus
// "Sign in again", and the return to where the agent was after signing in.
import { expect, test, type Page } from '@playwright/test';
import { useBrowserModeApp } from './support/app';
import {
  connectThroughUi,
  expectNoAxeViolations,
  ipc,
  screenshot,
  validateAndQueue,
} from './support/workspace';

const app = useBrowserModeApp({ perTest: true });
test.use({ viewport: { width: 1280, height: 800 } });

async function sandboxUrl(page: Page): Promise<string> {
  const listed = await ipc<{ environments: { id: string; baseUrl: string | null }[] }>(
    page,
    'environments:list',
  );
  return listed.environments.find((e) => e.id === 'sandbox')?.baseUrl ?? '';
}

async function sandboxMerchants(url: string): Promise<{ id: number; legalName: string }[]> {
  const response = await fetch(`${url}/sandbox/admin/merchants`);
  return (await response.json()) as { id: number; legalName: string }[];
}

test('the welcome card shows once, makes the example application, and comes back from Settings', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  const card = page.getByRole('region', { name: 'Welcome to Boarding Desk' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Nothing here is real');
  await expect(card).toContainText('[pending]');
  await expectNoAxeViolations(page, 'the welcome card');
  await screenshot(page, 'welcome-card');

  await page.getByRole('button', { name: 'Dismiss the welcome card' }).click();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('button', { name: 'Show the welcome card again' }).click();
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Make an example application' }).click();
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Example Fuel LLC', level: 1 })).toBeVisible();
  await expect(page.locator('.editor-header')).toContainText('Example');
  await page.getByRole('link', { name: /^Drafts/ }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Example Fuel LLC' });
  await expect(row).toContainText('Example');
  await expect(row).toContainText('Ready');
  // A first-run card: with an application on the list it no longer takes the screen.
  await expect(card).toHaveCount(0);
});

test('simulate no connection: the queue waits, nothing reaches the sandbox, then it is sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(app().launchUrl);
  await connectThroughUi(page, context);
  const url = await sandboxUrl(page);
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('button', { name: 'Dismiss the welcome card' }).click();

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Simulate no connection' }).check();
  await expect(
    page.getByRole('status').filter({ hasText: 'No connection (simulated)' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'settings with the practice switch on');
  await screenshot(page, 'settings-simulate-no-connection');

  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('button', { name: 'Make an example application' }).click();
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('checkbox', { name: 'Select Example Fuel LLC' }).check();
  await validateAndQueue(page);
  await page.getByRole('link', { name: /^Outbox/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'Example Fuel LLC' });
  await expect(item).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await sandboxMerchants(url)).toHaveLength(0);
  await screenshot(page, 'outbox-simulated-offline');

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Simulate no connection' }).uncheck();
  await expect(
    page.getByRole('status').filter({ hasText: 'No connection (simulated)' }),
  ).toHaveCount(0);
  await expect.poll(async () => (await sandboxMerchants(url)).length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(1500);
  expect(await sandboxMerchants(url)).toHaveLength(1);
});

test('simulate no connection hides the authorization page of a sign-in already under way', async ({
  page,
}) => {
  await page.goto(app().launchUrl);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const authorizeLink = page.getByRole('link', { name: 'Open the authorization page' });
  await expect(authorizeLink).toBeVisible();

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Simulate no connection' }).check();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(page.getByText('once the simulated connection is switched off')).toBeVisible();
  await expect(authorizeLink).toHaveCount(0);

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Simulate no connection' }).uncheck();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(authorizeLink).toBeVisible();
});

test('Refresh with nothing changed says "no changes"; a change is named', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(app().launchUrl);
  await connectThroughUi(page, context);
  const url = await sandboxUrl(page);
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('button', { name: 'Dismiss the welcome card' }).click();
  await page.getByRole('button', { name: 'Make an example application' }).click();
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('checkbox', { name: 'Select Example Fuel LLC' }).check();
  await validateAndQueue(page);
  await expect.poll(async () => (await sandboxMerchants(url)).length, { timeout: 20_000 }).toBe(1);

  await page.getByRole('link', { name: 'Submitted' }).click();
  // A second window of the same app: the change's toast shows in one window only.
  const second = await context.newPage();
  await second.goto(`${app().origin}/#/drafts`);
  await expect(second.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
  const line = page.getByRole('status', { name: 'Last status check' });
  await page.getByRole('button', { name: 'Refresh all statuses' }).click();
  await expect(line).toContainText(
    /^Checked \d{1,2}:\d{2}\s?[AP]M: Example Fuel LLC now In review\.$/,
  );
  await page.getByRole('button', { name: 'Refresh all statuses' }).click();
  await expect(line).toContainText(/Example Fuel LLC now Approved/);
  const toast = /Example Fuel LLC is now Approved\./;
  const toasts = (window: Page) =>
    window.getByRole('region', { name: 'Notifications' }).getByText(toast);
  await expect
    .poll(async () => (await toasts(page).count()) + (await toasts(second).count()))
    .toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect((await toasts(page).count()) + (await toasts(second).count())).toBe(1);
  await second.close();
  await page.getByRole('button', { name: 'Refresh all statuses' }).click();
  await expect(line).toHaveText(/^Checked \d{1,2}:\d{2}\s?[AP]M, no changes\.$/);
  await screenshot(page, 'submitted-refresh-no-changes');
});

test('sign-in words: "Sign in" at first, back where the agent was, "Sign in again" once ended', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(app().launchUrl);
  await page.getByRole('link', { name: 'Submitted' }).click();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page.getByText(/Your sign-in ended/)).toHaveCount(0);

  await connectThroughUi(page, context);
  await expect(page.getByRole('heading', { name: 'Submitted', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(/Signed in until tomorrow at \d{1,2}:\d{2}/);

  await page.getByRole('link', { name: 'Sign-in details' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page.getByText(/^Your sign-in ended at \d{1,2}:\d{2}\s?[AP]M\. Sign in again\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in screen after the sign-in ended');
  await screenshot(page, 'sign-in-ended');
});

test('the start-of-day reminder: once on the day the sign-in ends, "Later" hides it', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto(app().launchUrl);
  await connectThroughUi(page, context);
  const reminder = page.getByRole('status').filter({ hasText: /Your sign-in ends today at/ });
  // The day of signing in: the sign-in ends tomorrow, so nothing to remind.
  await expect(page.getByRole('banner')).toContainText(/Signed in until tomorrow/);
  await expect(reminder).toHaveCount(0);

  // The next morning, in the page's clock (core's clock is real; the token is still valid): the
  // sign-in ends later that day.
  const status = await ipc<{ expiresAt: string }>(page, 'auth:status');
  const expiresAt = Date.parse(status.expiresAt);
  const startOfThatDay = new Date(expiresAt);
  startOfThatDay.setHours(0, 0, 0, 0);
  const morning = Math.max(startOfThatDay.getTime() + 60_000, expiresAt - 3 * 60 * 60 * 1000);
  await page.clock.install({ time: morning });
  await page.reload();
  await expect(reminder).toBeVisible();
  await expect(reminder.getByRole('link', { name: 'Sign in again' })).toBeVisible();
  await expectNoAxeViolations(page, 'start-of-day reminder');
  await reminder.getByRole('button', { name: 'Later' }).click();
  await expect(reminder).toHaveCount(0);

  // Once a day: the day is kept in settings as soon as it shows, so a reload does not repeat it.
  await page.reload();
  await expect(page.getByRole('banner')).toContainText(/Signed in, ends today at/);
  await expect(reminder).toHaveCount(0);
  const settings = await ipc<{ signInReminderDay: string }>(page, 'settings:get');
  const day = new Date(morning);
  const dayKey = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  expect(settings.signInReminderDay).toBe(dayKey);
});
