// One browser host per data folder (decisions 24), with real processes: a live holder is named in
// the refusal, a killed holder's lock is taken over, and starts racing for one stale lock leave
// exactly one owner.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountProblem, mountSmallDisk, type SmallDisk } from '../core/disk/disk-mounts';
import {
  acquireInstanceLock,
  instanceLockName,
  isProcessAlive,
} from '../../electron/browser/instance-lock';

const holderScript = path.join(import.meta.dirname, 'lock-holder.ts');
let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bd-instance-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts a holder process and resolves with its first output line. */
function holder(port?: number): Promise<{ child: ChildProcess; kind: string; pid: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', holderScript, dataDir, ...(port ? [String(port)] : [])],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n'))
        resolve({ child, ...(JSON.parse(line!) as { kind: string; pid: number }) });
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}: ${output}`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('browser mode single-instance lock', () => {
  it('refuses while another process holds the folder, naming its pid and port', async () => {
    const first = await holder(47_123);
    expect(first.kind).toBe('acquired');
    const second = acquireInstanceLock(dataDir);
    expect(second.kind).toBe('held');
    if (second.kind !== 'held') return;
    expect(second.owner?.pid).toBe(first.pid);
    expect(second.message).toContain(`pid ${first.pid}`);
    expect(second.message).toContain('http://127.0.0.1:47123/');
    expect(second.message).toContain(dataDir);
    expect(second.message).toContain(path.join(dataDir, instanceLockName)); // to remove, if stale
  });

  it('takes over a lock naming this very pid from an earlier start (a container restart)', async () => {
    const earlier = { pid: process.pid, host: os.hostname(), startedAt: 'x', nonce: 'earlier' };
    await writeFile(path.join(dataDir, instanceLockName), JSON.stringify(earlier));
    const outcome = acquireInstanceLock(dataDir);
    expect(outcome.kind).toBe('acquired');
    if (outcome.kind === 'acquired') outcome.lock.release();
  });

  it('keeps a lock from another computer held, saying it cannot be checked and where it is', async () => {
    const elsewhere = { pid: 4242, host: 'another-computer', startedAt: 'x', nonce: 'n' };
    await writeFile(path.join(dataDir, instanceLockName), JSON.stringify(elsewhere));
    const outcome = acquireInstanceLock(dataDir);
    expect(outcome.kind).toBe('held');
    if (outcome.kind !== 'held') return;
    expect(outcome.message).toContain('"another-computer"');
    expect(outcome.message).toContain('cannot be checked');
    expect(outcome.message).toContain(path.join(dataDir, instanceLockName));
  });

  it('takes over the lock of a holder that was killed', async () => {
    const first = await holder();
    await killed(first.child);
    expect(isProcessAlive(first.pid)).toBe(false);
    const stale = JSON.parse(await readFile(path.join(dataDir, instanceLockName), 'utf8')) as {
      pid: number;
    };
    expect(stale.pid).toBe(first.pid); // SIGKILL left it behind

    const next = acquireInstanceLock(dataDir);
    expect(next.kind).toBe('acquired');
    const owner = JSON.parse(await readFile(path.join(dataDir, instanceLockName), 'utf8')) as {
      pid: number;
    };
    expect(owner.pid).toBe(process.pid);
    if (next.kind === 'acquired') next.lock.release();
  });

  it('treats a damaged lock file as stale', async () => {
    await writeFile(path.join(dataDir, instanceLockName), '{"pid":');
    const outcome = acquireInstanceLock(dataDir);
    expect(outcome.kind).toBe('acquired');
    if (outcome.kind === 'acquired') outcome.lock.release();
  });

  it('leaves exactly one owner when several starts race for one stale lock', async () => {
    const dead = await holder();
    await killed(dead.child);
    const racers = await Promise.all(Array.from({ length: 4 }, () => holder()));
    expect(racers.filter((racer) => racer.kind === 'acquired')).toHaveLength(1);
    expect(racers.filter((racer) => racer.kind === 'held')).toHaveLength(3);
  });

  it('releases on a clean exit, so the next start needs no takeover', async () => {
    const first = await holder();
    await new Promise<void>((resolve) => {
      first.child.once('exit', () => resolve());
      first.child.stdin!.end();
    });
    await expect(readFile(path.join(dataDir, instanceLockName))).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});

describe.skipIf(mountProblem !== undefined)(
  `the lock on a full disk (a tmpfs; skipped when ${mountProblem ?? 'mounts are not allowed'})`,
  () => {
    let disk: SmallDisk | undefined;
    afterEach(() => {
      disk?.unmount();
      disk = undefined;
    });

    it('fails (the host refuses to start) instead of going on without a lock', () => {
      disk = mountSmallDisk('1m');
      disk.fill();
      const outcome = acquireInstanceLock(disk.dir);
      expect(outcome.kind).toBe('failed');
      if (outcome.kind !== 'failed') return;
      expect(outcome.code).toBe('ENOSPC');
      expect(outcome.message).toContain(disk.dir);
      expect(outcome.message).toContain('disk is full (ENOSPC)');
    });

    it('keeps the lock when the port cannot be recorded, and returns the reason', async () => {
      disk = mountSmallDisk('1m');
      const outcome = acquireInstanceLock(disk.dir);
      expect(outcome.kind).toBe('acquired');
      if (outcome.kind !== 'acquired') return;
      disk.fill();
      expect(outcome.lock.setPort(47_124)).toEqual({ ok: false, code: 'ENOSPC' });
      const owner = JSON.parse(await readFile(outcome.lock.file, 'utf8')) as { pid: number };
      expect(owner.pid).toBe(process.pid);
      outcome.lock.release();
    });
  },
);
