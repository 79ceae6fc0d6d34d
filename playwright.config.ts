// Playwright runs tests/e2e only: the browser-mode smoke test in Debian's Chromium (the lead's CI
// installs it with apt; Playwright's own browser download is not needed) and the Electron smoke
// test when an Electron binary exists. One worker: each spec starts its own app.
import { defineConfig } from '@playwright/test';

export const chromiumPath = '/usr/bin/chromium';
/** Debian's Chromium as root on a closed network: no sandbox, no GPU, no calls home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    // A failing test keeps its trace (test-results/<test>/trace.zip: the DOM before and after each
    // step, the console, the network), so a failure seen once in CI can be read afterwards;
    // passing tests record nothing to keep. The data in the specs is invented (no real PII).
    trace: 'retain-on-failure',
  },
});
