// Helpers for the editor's end-to-end tests in browser mode: start the app, create and open drafts
// through the contract, read what was stored, sign in to the built-in sandbox and read what the
// sandbox boarded. Sign-in is ONE function (signIn) so it can follow the frame's sign-in screen
// when that lands.
import { existsSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chromiumPath } from '../../../playwright.config';
import { sandboxBrowser } from '../../../scripts/lib/authorize-sandbox-form';
import { startBrowserMode, type BrowserModeApp } from '../browser-host-process';
import { recordSocketCalls } from '../support/socket-calls';
import { ipc } from '../support/workspace';

// The workspace journeys' own: one contract caller and one axe check for every spec.
export { expectNoAxeViolations, ipc } from '../support/workspace';

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
  recordSocketCalls(page);
  await page.goto(app.launchUrl);
  await expect(page).toHaveURL(`${app.origin}/#/drafts`);
  return app;
}

/**
 * The editor specs' set-up: a fresh app for every test, opened on the drafts home (at `viewport`
 * when given) and stopped after it; the whole file is skipped where Debian's Chromium is missing.
 */
export function useEditorApp(viewport?: { width: number; height: number }): () => BrowserModeApp {
  test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);
  let app: BrowserModeApp | undefined;
  test.beforeEach(async ({ page }) => {
    app = await openApp(page);
    if (viewport) await page.setViewportSize(viewport);
  });
  test.afterEach(async () => {
    await app?.stop();
    app = undefined;
  });
  return () => {
    if (app === undefined) throw new Error('the browser-mode app is not running');
    return app;
  };
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
  await expect(page.getByRole('button', { name: 'Business', exact: true })).toBeVisible();
}

export function storedDraft(page: Page, id: string): Promise<StoredDraft> {
  return ipc<StoredDraft>(page, 'drafts:get', { id });
}

/** Waits until autosave says it is done ("Saved at ..."). */
export async function waitForSave(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
}

/**
 * Signs in without leaving the editor under test: auth:start through the contract (it answers
 * only after the handshake, so it is not awaited), the authorization address browser mode prints,
 * the sandbox's page answered by the project's form player (scripts/lib), then auth:status says
 * signed-in. The sign-in screen itself is driven by the workspace journeys (tests/e2e/support).
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
