// Helpers for the editor's end-to-end tests in browser mode: start the app, create and open drafts
// through the contract, read what was stored, sign in to the built-in sandbox and read what the
// sandbox boarded. Sign-in is ONE function (signIn) so it can follow the frame's sign-in screen
// when that lands.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startBrowserMode, type BrowserModeApp } from '../browser-host-process';

export interface StoredDraft {
  id: string;
  lifecycle: string;
  updatedAt: string;
  payload: Record<string, unknown>;
  serverErrors?: { field: string; message: string }[];
  submission?: { merchantId: string };
}

export async function openApp(page: Page): Promise<BrowserModeApp> {
  const app = await startBrowserMode();
  await page.goto(app.launchUrl);
  await expect(page).toHaveURL(`${app.origin}/`);
  return app;
}

/** Calls one contract channel from inside the page (the session cookie rides along). */
export async function ipc<T>(page: Page, channel: string, request?: unknown): Promise<T> {
  const result = await page.evaluate(
    async ([name, body]) => {
      const response = await fetch(`/ipc/${name}`, {
        method: 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { ok: boolean; value?: unknown; error?: unknown };
    },
    [channel, request] as const,
  );
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

export async function createDraft(
  page: Page,
  request: { variant?: 'full' | 'quickstart'; payload?: Record<string, unknown> } = {},
): Promise<string> {
  const draft = await ipc<StoredDraft>(page, 'drafts:create', { variant: 'full', ...request });
  return draft.id;
}

export async function openDraft(page: Page, id: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#/drafts/${id}`);
  await expect(page.getByRole('button', { name: 'Business' })).toBeVisible();
}

export function storedDraft(page: Page, id: string): Promise<StoredDraft> {
  return ipc<StoredDraft>(page, 'drafts:get', { id });
}

/** Waits until autosave says it is done ("Saved at ..."). */
export async function waitForSave(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
}

/**
 * Signs in to the built-in sandbox. The frame's sign-in screen is being built; until then this
 * starts auth:start through the contract (it answers only after the handshake, so it is not
 * awaited), opens the authorization address browser mode prints, presses Authorize and waits
 * for auth:status to say signed-in.
 */
export async function signIn(app: BrowserModeApp, context: BrowserContext, page: Page) {
  const before = app.output().length;
  void page.evaluate(() =>
    fetch('/ipc/auth:start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }),
  );
  let url = '';
  await expect
    .poll(() => {
      const match = /Open this address in a browser: (\S+)/.exec(app.output().slice(before));
      url = match?.[1] ?? '';
      return url;
    })
    .not.toBe('');
  const consent = await context.newPage();
  await consent.goto(url);
  await consent.getByRole('button', { name: 'Authorize' }).click();
  await expect
    .poll(async () => (await ipc<{ state: string }>(page, 'auth:status')).state, {
      timeout: 20_000,
    })
    .toBe('signed-in');
  await consent.close();
}

/** Every merchant the built-in sandbox has boarded (its admin endpoint, loopback only). */
export async function sandboxMerchants(page: Page): Promise<Record<string, unknown>[]> {
  const list = await ipc<{ environments: { kind: string; baseUrl: string | null }[] }>(
    page,
    'environments:list',
  );
  const sandbox = list.environments.find((environment) => environment.kind === 'sandbox');
  if (!sandbox?.baseUrl) throw new Error('the sandbox is not running');
  const response = await fetch(`${sandbox.baseUrl}/sandbox/admin/merchants`);
  const body = (await response.json()) as unknown;
  return (Array.isArray(body) ? body : ((body as { merchants?: unknown[] }).merchants ?? [])) as Record<
    string,
    unknown
  >[];
}

/** Zero axe-core violations on the page as it is now. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations (${state})`).toEqual([]);
}
