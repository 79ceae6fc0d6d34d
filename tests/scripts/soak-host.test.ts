// The soak never leaves a host running (decisions 9, 10: a host left over would go on sending
// with nobody counting): every host started is known, and killed with the run.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { killAllSoakHosts, startSoakHost } from '../../scripts/soak-host';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'soak-host-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const isRunning = (pid: number) =>
  stat(`/proc/${pid}`).then(
    () => true,
    () => false,
  );

async function folders() {
  const rendererDir = path.join(root, 'renderer');
  const dataDir = path.join(root, 'data');
  await mkdir(rendererDir);
  await mkdir(dataDir, { mode: 0o700 });
  await writeFile(path.join(rendererDir, 'index.html'), '<!doctype html><title>Soak</title>');
  const eventsFile = path.join(root, 'posts.jsonl');
  await writeFile(eventsFile, '');
  return { rendererDir, dataDir, eventsFile };
}

describe('soak hosts', () => {
  it('exit by themselves when the soak holding their stdin goes away', async () => {
    const { rendererDir, dataDir, eventsFile } = await folders();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/soak-host-child.ts', rendererDir, dataDir, eventsFile, '{}'],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    // Up: it printed its launch URL.
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('launchUrl')) resolve();
      });
    });
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    try {
      expect(await exited).toBe(1);
    } finally {
      clearTimeout(timer);
    }
  }, 60_000);

  it('are all killed by killAllSoakHosts, signed in or not', async () => {
    const { rendererDir, dataDir, eventsFile } = await folders();
    const host = await startSoakHost({ rendererDir, dataDir, eventsFile, faults: {} });
    expect(await isRunning(host.pid)).toBe(true);
    await killAllSoakHosts();
    expect(await isRunning(host.pid)).toBe(false);
  }, 60_000);
});
