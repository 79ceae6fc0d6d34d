// One browser-mode app per spec file (or per test), started before and stopped after, and the
// whole file skipped with a one-line reason where Debian's Chromium is missing.
import { existsSync } from 'node:fs';
import { test } from '@playwright/test';
import { chromiumPath } from '../../../playwright.config';
import { startBrowserMode, type BrowserModeApp } from '../browser-host-process';

export interface UseAppOptions {
  /** A fresh app for every test (the launch link works once per app). Default: one per file. */
  perTest?: boolean;
  /** Prepares a data folder before the app starts (seeded drafts); its time is not the test's. */
  prepare?: () => Promise<string>;
}

export function useBrowserModeApp(options: UseAppOptions = {}): () => BrowserModeApp {
  test.skip(!existsSync(chromiumPath), `${chromiumPath} is missing (install the chromium package)`);
  let app: BrowserModeApp | undefined;
  const start = options.perTest ? test.beforeEach : test.beforeAll;
  const stop = options.perTest ? test.afterEach : test.afterAll;
  start(async () => {
    test.setTimeout(120_000);
    const dataDir = await options.prepare?.();
    app = await startBrowserMode(dataDir === undefined ? {} : { dataDir });
  });
  stop(async () => {
    await app?.stop();
    app = undefined;
  });
  return () => {
    if (app === undefined) throw new Error('the browser-mode app is not running');
    return app;
  };
}
