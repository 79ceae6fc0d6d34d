// Electron smoke test: runs the built app in Electron when a binary
// exists, and is skipped with a one-line reason otherwise (this machine cannot download one).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');

function electronBinary(): string | null {
  const pathFile = path.join(root, 'node_modules', 'electron', 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = path.join(
    root,
    'node_modules',
    'electron',
    'dist',
    readFileSync(pathFile, 'utf8').trim(),
  );
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
test.skip(
  binary === null,
  'no Electron binary in node_modules/electron (download not possible here)',
);

test('the desktop app opens one sandboxed window that answers IPC', async () => {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'vite.main.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      'vite.preload.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const app = await electron.launch({
    executablePath: binary ?? undefined,
    args: [root, '--no-sandbox'],
    cwd: root,
  });
  try {
    const page = await app.firstWindow();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByText(/desktop app on /)).toBeVisible();
    // Runs in the page; this file is type-checked without DOM types, hence globalThis casts.
    type PageGlobals = {
      boarding?: unknown;
      require?: unknown;
      process?: unknown;
      open(url: string): unknown;
    };
    const exposed = await page.evaluate(() => {
      const page = globalThis as unknown as PageGlobals;
      return {
        hasBoarding: typeof page.boarding === 'object',
        hasRequire: typeof page.require,
        hasProcess: typeof page.process,
      };
    });
    expect(exposed).toEqual({
      hasBoarding: true,
      hasRequire: 'undefined',
      hasProcess: 'undefined',
    });
    const popup = await page.evaluate(
      () => (globalThis as unknown as PageGlobals).open('https://example.com/') === null,
    );
    expect(popup).toBe(true);
  } finally {
    await app.close();
  }
});
