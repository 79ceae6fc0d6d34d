// Browser-mode smoke test in a real Chromium: the one-time launch URL opens the workspace, whose
// header and Settings show app info and sign-in status fetched over the IPC contract, and say
// that the OS keychain is not used. Skipped with a one-line reason where Debian's Chromium is missing.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { chromiumPath } from '../../playwright.config';
import { startBrowserMode, type BrowserModeApp } from './browser-host-process';

test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);

let app: BrowserModeApp;
test.beforeAll(async () => {
  app = await startBrowserMode();
});
test.afterAll(async () => {
  await app?.stop();
});

test('the launch link opens the app, which answers IPC and names its secret storage', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(app.launchUrl);
  await expect(page).toHaveURL(`${app.origin}/#/drafts`);
  await expect(page.getByRole('banner')).toContainText('Boarding Desk');
  await expect(page.getByRole('banner')).toContainText('Built-in sandbox');
  await expect(page.getByRole('banner')).toContainText('Not signed in');
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText(/^Boarding Desk \d+\.\d+\.\d+, browser mode on /)).toBeVisible();
  await expect(page.getByText('the operating system keychain is not used')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the launch link works once, and a browser without the session cookie gets no app', async ({
  browser,
}) => {
  const fresh = await startBrowserMode();
  const agent = await browser.newContext();
  const stranger = await browser.newContext();
  try {
    const page = await agent.newPage();
    await page.goto(fresh.launchUrl);
    await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
    const reuse = await stranger.request.get(fresh.launchUrl, { maxRedirects: 0 });
    expect(reuse.status()).toBe(403);
    const other = await stranger.newPage();
    const response = await other.goto(`${fresh.origin}/`);
    expect(response?.status()).toBe(401);
    await expect(other.locator('body')).toContainText('launch link');
    const ipc = await stranger.request.post(`${fresh.origin}/ipc/app:info`, {
      headers: { Origin: fresh.origin },
    });
    expect(ipc.status()).toBe(403);
  } finally {
    await agent.close();
    await stranger.close();
    await fresh.stop();
  }
});

test('inside the app, cross-origin fetch is blocked and same-origin IPC works', async ({
  browser,
}) => {
  // A real server on another loopback origin, fetched with mode 'no-cors': without the CSP's
  // connect-src 'self' that request would leave and resolve (opaque), so a refusal here, with the
  // server never hit, is the CSP at work (conventions 7), not a missing network.
  let hits = 0;
  const bystander = createServer((_request, response) => {
    hits += 1;
    response.end('reached');
  });
  await new Promise<void>((resolve) => bystander.listen(0, '127.0.0.1', resolve));
  const bystanderUrl = `http://127.0.0.1:${(bystander.address() as AddressInfo).port}/`;
  const fresh = await startBrowserMode();
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(fresh.launchUrl);
    await expect(page.getByRole('heading', { name: 'Drafts', level: 1 })).toBeVisible();
    const outcome = await page.evaluate(async (url) => {
      const crossOrigin = await fetch(url, { mode: 'no-cors' }).then(
        () => 'reached',
        () => 'blocked',
      );
      const ipc = (await (await fetch('/ipc/settings:get', { method: 'POST' })).json()) as {
        ok: boolean;
      };
      return { crossOrigin, ipcOk: ipc.ok };
    }, bystanderUrl);
    expect(outcome).toEqual({ crossOrigin: 'blocked', ipcOk: true });
    expect(hits).toBe(0);
  } finally {
    await context.close();
    await fresh.stop();
    await new Promise((resolve) => bystander.close(resolve));
  }
});
