// Two browser-mode hosts on one data folder, as real `start:browser` processes: the second
// refuses with a message naming the first (pid and address) and never opens the folder; once the
// first stops, or is killed and leaves a stale lock, the next start runs (decisions 24).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { mountProblem, mountSmallDisk } from '../core/disk/disk-mounts';
import { startBrowserMode } from './browser-host-process';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Runs one more host on `dataDir` until it exits (a refusal) or prints its launch line. */
function secondStart(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [
        path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'electron/browser/cli.ts',
        '--port',
        '0',
        '--data-dir',
        dataDir,
        '--no-open',
      ],
      { cwd: root },
    );
    let output = '';
    const collect = (chunk: string | Buffer) => {
      output += chunk.toString();
      if (output.includes('is running. Open:')) child.kill('SIGTERM');
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('a second host on the same data folder refuses, naming the first', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-lock-'));
  try {
    const first = await startBrowserMode({ dataDir, keepDataDir: true });
    // The host's own pid (tsx runs it in a child of the launcher), as its lock records it.
    const lock = JSON.parse(await readFile(path.join(dataDir, 'browser-host.lock'), 'utf8')) as {
      pid: number;
    };
    const refused = await secondStart(dataDir);
    expect(refused.code).toBe(3);
    expect(refused.output).toContain('is already running for the data folder');
    expect(refused.output).toContain(`pid ${lock.pid}`);
    expect(refused.output).toContain(`listening at ${first.origin}/`);
    expect(refused.output).not.toContain('is running. Open:');

    // A killed host leaves its lock behind; the next start finds it stale and takes over.
    process.kill(lock.pid, 'SIGKILL');
    await expect.poll(() => isAlive(lock.pid)).toBe(false);
    await first.stop();
    const after = await secondStart(dataDir);
    expect(after.output).toContain('is running. Open:');
    expect(after.output).not.toContain('already running');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a host whose lock cannot be written on a full disk refuses to start (exit 3)', async () => {
  test.skip(mountProblem !== undefined, mountProblem ?? '');
  const disk = mountSmallDisk('1m');
  try {
    disk.fill();
    const refused = await secondStart(disk.dir);
    expect(refused.code).toBe(3);
    expect(refused.output).toContain(disk.dir);
    expect(refused.output).toContain('the disk is full (ENOSPC)');
    expect(refused.output).not.toContain('is running. Open:');
  } finally {
    disk.unmount();
  }
});
