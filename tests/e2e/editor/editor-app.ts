// Helpers for the editor's end-to-end tests in browser mode: start the app, create and open drafts
// through the contract, read what was stored, sign in to the built-in sandbox and read what the
// sandbox boarded. Sign-in is ONE function (signIn) so it can follow the frame's sign-in screen
// when that lands.
import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { sandboxBrowser } from '../../../scripts/lib/authorize-sandbox-form';
import { startBrowserMode, type BrowserModeApp } from '../browser-host-process';

export interface StoredDraft {
  id: string;
  lifecycle: string;
  updatedAt: string;
  payload: Record<string, unknown>;
  serverErrors?: { field: string; message: string }[];
  submission?: { merchantId: string };
}

export async function openApp(
  page: Page,
  start: () => Promise<BrowserModeApp> = startBrowserMode,
): Promise<BrowserModeApp> {
  const app = await start();
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
    (globalThis as unknown as { location: { hash: string } }).location.hash = hash;
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
 * awaited), takes the authorization address browser mode prints, authorizes on the sandbox page
 * and waits for auth:status to say signed-in. The page is answered with the project's own form
 * player (scripts/lib): pressing Authorize in Chromium is refused by the sandbox today (its page
 * sends `Referrer-Policy: no-referrer`, so Chromium posts the form with `Origin: null`).
 */
export async function signIn(
  app: BrowserModeApp,
  page: Page,
  request: { consumerSecret?: string } = {},
): Promise<void> {
  const before = app.output().length;
  void page.evaluate(
    (body) =>
      fetch('/ipc/auth:start', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      }),
    JSON.stringify(request),
  );
  let url = '';
  await expect
    .poll(() => {
      const match = /Open this address in a browser: (\S+)/.exec(app.output().slice(before));
      url = match?.[1] ?? '';
      return url;
    })
    .not.toBe('');
  await sandboxBrowser('authorize')(url);
  await expect
    .poll(async () => (await ipc<{ state: string }>(page, 'auth:status')).state, {
      timeout: 20_000,
    })
    .toBe('signed-in');
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
  const body = (await response.json()) as unknown[];
  // Entries are the merchant itself or { merchant, isStatusPinned }.
  return body.map((entry) => {
    const record = entry as { merchant?: Record<string, unknown> } & Record<string, unknown>;
    return record.merchant ?? record;
  });
}

/**
 * Zero axe-core violations on the page as it is now. One page-level rule is the frame's, not the
 * editor's: the frame's layout supplies the page's <main> landmark around every screen; until it
 * lands, App.tsx mounts the editor bare, so `landmark-one-main` is left to the frame's own tests.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).disableRules(['landmark-one-main']).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations (${state})`).toEqual([]);
}
