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
 * Sign in through the UI: the header's Sign in link, the sign-in screen's Sign in, the authorization page in a new tab (the
 * sandbox's real page), Authorize, the callback tab saying it can be closed, then signed in.
 */
export async function connectThroughUi(
  page: Page,
  context: BrowserContext,
  options: { consumerSecret?: string } = {},
): Promise<void> {
  await page
    .getByRole('link', { name: /^(Sign in|Sign in again|Sign-in details)$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  if (options.consumerSecret !== undefined) {
    await page.getByLabel(/^Consumer secret for/).fill(options.consumerSecret);
  }
  await page.getByRole('button', { name: /^(Sign in|Sign in again)$/ }).click();
  const authorizeLink = page.getByRole('link', { name: 'Open the authorization page' });
  await expect(authorizeLink).toBeVisible();
  const [authorizePage] = await Promise.all([context.waitForEvent('page'), authorizeLink.click()]);
  await authorizePage.getByRole('button', { name: 'Authorize' }).click();
  await expect(authorizePage.locator('body')).toContainText('close this tab');
  await authorizePage.close();
  // Signed in, the app goes back to the screen the agent came from (decisions 55).
  await expect(page.getByRole('banner')).toContainText(/Signed in (until|, ends)/);
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

/** Closes every toast (before a modal dialog opens: the page behind it is inert). */
export async function dismissToasts(page: Page): Promise<void> {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

/** Saves a screenshot under docs/screenshots/ (read by people; checked for PII by the caller). */
export async function screenshot(page: Page, name: string): Promise<void> {
  // Toasts are transient: dismissed so they do not cover the screen being documented.
  if ((await page.getByRole('dialog').count()) === 0) await dismissToasts(page);
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false });
}

/**
 * A new application from the drafts home's button, filled through the contract (the editor's
 * own tests type every field by label: tests/e2e/editor), then queued the way an agent does: select
 * it in the list, Validate and queue.
 */
export async function createAndQueue(
  page: Page,
  payload: Record<string, unknown>,
): Promise<string> {
  await page.getByRole('link', { name: /^Drafts/ }).click();
  await page.getByRole('button', { name: 'New application' }).click();
  await expect(page).toHaveURL(/#\/drafts\/[0-9a-f-]{36}$/);
  const draftId = /#\/drafts\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';
  await ipc(page, 'drafts:save', { id: draftId, payload });
  await page.getByRole('link', { name: /^Drafts/ }).click();
  const name = String(payload.legalName);
  await page.getByRole('searchbox', { name: 'Search by legal or DBA name' }).fill(name);
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await validateAndQueue(page);
  await expect(page.getByRole('heading', { name: '1 queued' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by legal or DBA name' }).fill('');
  return draftId;
}

/**
 * Validate and queue for the selected applications. These journeys reuse the sample merchant's
 * numbers on purpose, so the question about other applications with the same numbers (decisions
 * 30) is answered "Queue anyway" when it comes; the editor's own tests check the question itself.
 */
export async function validateAndQueue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Validate and queue' }).click();
  const question = page.getByRole('dialog', { name: /anyway\?$/ });
  const outcome = page.getByRole('heading', { name: /queued/ });
  await expect(question.or(outcome).first()).toBeVisible();
  if (await question.isVisible())
    await question.getByRole('button', { name: 'Queue anyway' }).click();
}

/** Settings → Add an environment, typed field by field; the form stays open when refused. */
export async function addEnvironment(
  page: Page,
  fields: {
    name: string;
    baseUrl: string;
    authorizeUrl: string;
    consumerKey: string;
    getPath?: string;
  },
): Promise<void> {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Add an environment' }).click();
  const form = page.getByRole('form', { name: 'Add an environment' });
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Service address (base URL)').fill(fields.baseUrl);
  await form.getByLabel('Authorization page address').fill(fields.authorizeUrl);
  await form.getByLabel('Consumer key').fill(fields.consumerKey);
  if (fields.getPath !== undefined) {
    await form.getByText('Advanced').click();
    await form.getByLabel('Merchant GET path template').fill(fields.getPath);
  }
  await form.getByRole('button', { name: 'Add environment' }).click();
}

/** The sign-in screen's environment picker. */
export async function selectEnvironment(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: /^(Sign in|Sign-in details)$/ }).click();
  await page.getByLabel('Work in').selectOption({ label: name });
  await expect(page.getByRole('banner')).toContainText(name);
}

/** The sample merchant's SSN, tax id and account number (tests/fixtures/merchant.ts). */
export const samplePii = ['123456789', '987654321', '000123456789'];

/** No SSN, tax id or account number anywhere in the page's text, inputs or title. */
export async function expectNoPii(page: Page, where: string): Promise<void> {
  // Source text: it runs in the page, and this file is type-checked without DOM types.
  const shown = (await page.evaluate(`(() => {
    const values = [...document.querySelectorAll('input, textarea, select')].map((e) => e.value);
    return [document.title, document.body.innerText, ...values].join('\\n');
  })()`)) as string;
  for (const secret of samplePii)
    expect(shown, `${secret} shown on ${where}`).not.toContain(secret);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would, and checks the
 * focus is visible (an outline is drawn). Bounded: fails after `maxPresses`.
 */
export async function tabTo(
  page: Page,
  target: ReturnType<Page['locator']>,
  options: { backwards?: boolean; maxPresses?: number } = {},
): Promise<void> {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press < (options.maxPresses ?? 80); press++) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement)) {
      const outline = await target.evaluate(
        (element) => element.ownerDocument.defaultView?.getComputedStyle(element).outlineStyle,
      );
      expect(outline, 'focus must be visible').not.toBe('none');
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${String(target)} with ${key}`);
}

/**
 * Waits until the outbox lists the application among today's sent items (folded away under
 * "Sent today"), opens that group, and checks it names the merchant id.
 */
export async function expectSent(page: Page, name: string, timeout = 20_000): Promise<void> {
  const sent = page.locator('details.sent-today');
  await expect(sent.locator('li', { hasText: name })).toHaveCount(1, { timeout });
  if ((await sent.getAttribute('open')) === null) await sent.getByText(/^Sent today/).click();
  await expect(
    page
      .getByRole('list', { name: 'Applications sent today' })
      .getByRole('listitem')
      .filter({ hasText: name }),
  ).toContainText(/Submitted as merchant \d+/);
}
