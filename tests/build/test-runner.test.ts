// `npm test`'s runner (scripts/test.mjs) may not report a green it did not earn: every skipped
// Playwright test is named with its reason in the summary, only the Electron smoke test (there is
// no Electron binary on CI) may skip, and a machine without Chromium fails with a one-line hint.
// Each case runs the real runner and the real Playwright over a small project in a temp folder.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const runFile = promisify(execFile);

let project: string;

beforeEach(async () => {
  project = await mkdtemp(path.join(os.tmpdir(), 'bd-test-runner-'));
  // Specs outside the repository still resolve @playwright/test.
  await symlink(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  await writeFile(
    path.join(project, 'playwright.config.mjs'),
    "export default { testDir: '.', testMatch: '**/*.spec.mjs', reporter: [['list']] };\n",
  );
});
afterEach(() => rm(project, { recursive: true, force: true }));

async function spec(name: string, lines: string[]): Promise<void> {
  await writeFile(
    path.join(project, name),
    ["import { test } from '@playwright/test';", ...lines, ''].join('\n'),
  );
}

const electronSpec = [
  "test.skip(true, 'no Electron binary in node_modules/electron');",
  "test('the desktop app opens one window', async () => {});",
];
const browserSpec = [
  "test.skip(true, '/usr/bin/chromium is missing (install the chromium package)');",
  "test('the launch URL opens the app', async () => {});",
];

async function runPlaywrightStep(chromium: string): Promise<{ code: number; summary: string }> {
  const args = [
    path.join(root, 'scripts', 'test.mjs'),
    '--only',
    'playwright',
    '--playwright-config',
    path.join(project, 'playwright.config.mjs'),
    '--chromium',
    chromium,
  ];
  try {
    const { stdout } = await runFile(process.execPath, args, { cwd: root });
    return { code: 0, summary: stdout.slice(stdout.indexOf('=== summary ===')) };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return {
      code: failed.code,
      summary: failed.stdout.slice(failed.stdout.indexOf('=== summary ===')),
    };
  }
}

describe('npm test summary for Playwright', () => {
  it('fails with an install hint and names each skip when Chromium is missing', async () => {
    await spec('electron.spec.mjs', electronSpec);
    await spec('browser-mode.spec.mjs', browserSpec);
    const { code, summary } = await runPlaywrightStep(path.join(project, 'no-such-chromium'));
    expect(code).toBe(1);
    expect(summary).toMatch(/^FAIL\s+playwright/m);
    expect(summary).toContain('apt-get install -y chromium');
    expect(summary).toContain(
      'skipped: browser-mode.spec.mjs › the launch URL opens the app (/usr/bin/chromium is missing (install the chromium package))',
    );
    expect(summary).toContain(
      'skipped: electron.spec.mjs › the desktop app opens one window (no Electron binary in node_modules/electron)',
    );
  }, 60_000);

  it('fails on any skip but the Electron smoke test, even with Chromium present', async () => {
    await spec('browser-mode.spec.mjs', browserSpec);
    const { code, summary } = await runPlaywrightStep(process.execPath);
    expect(code).toBe(1);
    expect(summary).toMatch(/^FAIL\s+playwright/m);
    expect(summary).toContain('skipped: browser-mode.spec.mjs › the launch URL opens the app');
  }, 60_000);

  it('passes when only the Electron smoke test skips, and still names it', async () => {
    await spec('electron.spec.mjs', electronSpec);
    await spec('browser-mode.spec.mjs', ["test('the launch URL opens the app', async () => {});"]);
    const { code, summary } = await runPlaywrightStep(process.execPath);
    expect(code).toBe(0);
    expect(summary).toMatch(/^PASS\s+playwright\s+1 passed, 1 skipped/m);
    expect(summary).toContain(
      'skipped: electron.spec.mjs › the desktop app opens one window (no Electron binary in node_modules/electron)',
    );
  }, 60_000);
});
