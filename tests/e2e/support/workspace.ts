// Shared steps of the workspace journeys, done the way an agent does them: by role and label in
// the real app (browser mode) against the real built-in sandbox. Only seeding uses the contract
// directly (POST /ipc/<channel> from inside the app's page, with its session cookie), because
// typing 10,000 applications is not the point of any test.
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Calls one contract channel from inside the signed-in page and returns its value. */
export async function ipc<T = unknown>(page: Page, channel: string, request?: unknown): Promise<T> {
  const result = await page.evaluate(
    async ({ channel, request }) => {
      const response = await fetch(`/ipc/${channel}`, {
        method: 'POST',
        headers: request === undefined ? {} : { 'Content-Type': 'application/json' },
        body: request === undefined ? undefined : JSON.stringify(request),
      });
      return (await response.json()) as { ok: boolean; value?: unknown; error?: unknown };
    },
    { channel, request },
  );
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

/**
 * Connect through the UI: the sign-in screen, Connect, the authorization page in a new tab (the
 * sandbox's real page), Authorize, the callback tab saying it can be closed, then signed in.
 */
export async function connectThroughUi(
  page: Page,
  context: BrowserContext,
  options: { consumerSecret?: string } = {},
): Promise<void> {
  await page
    .getByRole('link', { name: /^(Connect|Sign in again|Sign-in details)$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  if (options.consumerSecret !== undefined) {
    await page.getByLabel(/^Consumer secret for/).fill(options.consumerSecret);
  }
  await page.getByRole('button', { name: /^(Connect|Sign in again)$/ }).click();
  const authorizeLink = page.getByRole('link', { name: 'Open the authorization page' });
  await expect(authorizeLink).toBeVisible();
  const [authorizePage] = await Promise.all([context.waitForEvent('page'), authorizeLink.click()]);
  await authorizePage.getByRole('button', { name: 'Authorize' }).click();
  await expect(authorizePage.locator('body')).toContainText('close this tab');
  await authorizePage.close();
  await expect(page.getByText(/^Signed in to /)).toBeVisible();
}

/** Zero axe-core violations on what the page shows now. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

/** Saves a screenshot under docs/screenshots/ (read by people; checked for PII by the caller). */
export async function screenshot(page: Page, name: string): Promise<void> {
  // Toasts are transient: dismissed so they do not cover the screen being documented.
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false });
}
