// `npm run sandbox` as a user runs it: a real child process whose first stdout line is the base
// URL, followed by the consumer credentials; a signed request then succeeds.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDataDir } from '../../sandbox/data-dir';
import { authorizationHeader, parseForm } from './sandbox-harness';

const root = path.resolve(import.meta.dirname, '..', '..');
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  lines: string[];
  stderr(): string;
  /** SIGTERM to the process group (npx, tsx, node), as a terminal's Ctrl+C would reach it. */
  stop(): Promise<void>;
}

/**
 * Spawns the CLI and resolves once it has printed `count` lines (bounded by a 20 s limit). `npx`
 * runs it exactly as `npm run sandbox` does; `node` loads tsx in-process, which starts faster.
 */
function runCli(args: string[], count: number, launcher: 'npx' | 'node' = 'npx'): Promise<Started> {
  const command =
    launcher === 'npx'
      ? ['npx', 'tsx', 'sandbox/cli.ts']
      : [process.execPath, '--import', 'tsx', 'sandbox/cli.ts'];
  // Detached: its own process group, so stop() reaches every process npx started and none is
  // left behind.
  const child = spawn(command[0]!, [...command.slice(1), ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  let errors = '';
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`CLI printed no ${count} lines in time: ${text} ${errors}`));
    }, 20_000);
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const lines = text.split('\n');
      if (lines.length > count) {
        clearTimeout(timer);
        resolve({ child, lines: lines.slice(0, count), stderr: () => errors, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code}: ${errors}`));
    });
  });
}

/** True once nothing answers at `url` any more (bounded: 50 tries, 100 ms apart). */
async function waitUntilClosed(url: string): Promise<boolean> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(url);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function credential(lines: string[], label: string): string {
  const line = lines.find((entry) => entry.startsWith(label));
  if (!line) throw new Error(`no "${label}" line`);
  return line.slice(label.length).trim();
}

describe('npm run sandbox', () => {
  it('prints the URL first, then credentials; a signed request succeeds; SIGTERM stops it', async () => {
    let firstKey = '';
    const started = await runCli(
      ['--port', '0', '--data-dir', dataDir, '--rate-limit-rate', '0.5', '--retry-after', '4'],
      4,
    );
    try {
      const url = started.lines[0]!;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const key = credential(started.lines, 'consumer key:');
      firstKey = key;
      const secret = credential(started.lines, 'consumer secret:');
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(started.lines[3]).toMatch(/printing this demo secret is intended/);

      const requestUrl = `${url}/boarding/v2/oauth/1a/requesttoken`;
      const authorization = authorizationHeader({
        consumer: { key, secret },
        method: 'POST',
        url: requestUrl,
        params: { oauth_callback: 'oob' },
      });
      const response = await fetch(requestUrl, {
        method: 'POST',
        headers: { Authorization: authorization },
      });
      expect(response.status).toBe(200);
      expect(parseForm(await response.text()).oauth_callback_confirmed).toBe('true');

      const faults = (await (await fetch(`${url}/sandbox/admin/faults`)).json()) as {
        rateLimitRate: number;
        retryAfterSeconds: number;
      };
      expect(faults).toMatchObject({ rateLimitRate: 0.5, retryAfterSeconds: 4 });
      await started.stop();
      expect(await waitUntilClosed(url)).toBe(true);
      expect(started.stderr()).toMatch(/SIGTERM, stopping/);
    } finally {
      await started.stop();
    }
    // The demo consumer is kept across restarts.
    const again = await runCli(['--data-dir', dataDir], 3, 'node');
    try {
      expect(credential(again.lines, 'consumer key:')).toBe(firstKey);
    } finally {
      await again.stop();
    }
  });

  it('explains bad options and exits with 2', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'sandbox/cli.ts', '--error-rate', '3'],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(errors).toMatch(/invalid fault option serverErrorRate/);
    expect(errors).toMatch(/Usage: npm run sandbox/);
  });
});

describe('default data dir', () => {
  const home = os.homedir();
  it.each([
    ['linux', { XDG_DATA_HOME: '/x/data' }, path.join('/x/data', 'boarding-desk', 'sandbox')],
    ['linux', {}, path.join(home, '.local', 'share', 'boarding-desk', 'sandbox')],
    ['darwin', {}, path.join(home, 'Library', 'Application Support', 'boarding-desk', 'sandbox')],
    [
      'win32',
      { APPDATA: 'C:\\Users\\a\\AppData\\Roaming' },
      path.join('C:\\Users\\a\\AppData\\Roaming', 'boarding-desk', 'sandbox'),
    ],
  ] as const)('%s %j', (platform, env, expected) => {
    expect(defaultDataDir(env, platform)).toBe(expected);
  });
});
