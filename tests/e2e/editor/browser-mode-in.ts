// Browser mode on a data folder the test prepares first (an environments.json, say). The shared
// startBrowserMode() makes its own folder; once it takes a `dataDir` option this file can go.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserModeApp } from '../browser-host-process';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const launchPattern = /(http:\/\/127\.0\.0\.1:\d+\/launch\?token=[0-9a-f]{64})/;

export async function startBrowserModeIn(
  prepare: (dataDir: string) => Promise<void>,
): Promise<BrowserModeApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-editor-'));
  await prepare(dataDir);
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'electron/browser/cli.ts',
      ...['--port', '0', '--data-dir', dataDir, '--no-open'],
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const launchUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no launch URL:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = launchPattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`browser mode exited with ${code}:\n${output}`)));
  });
  return {
    launchUrl,
    origin: new URL(launchUrl).origin,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
