// `npm start` on a machine without Electron (the README's promise): one line saying so, then browser
// mode with its launch URL. The download attempt is pointed at a closed loopback port so the tests
// behave the same with or without internet; where an Electron binary is installed, `npm start`
// would open Electron instead, so those tests are skipped there.
// Two layers: start.mjs itself in a temp project whose browser host is a tiny stand-in (argument
// forwarding, signals, exit code), and the real repository end to end once electron/browser/cli.ts
// exists.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const browserCli = path.join(repoRoot, 'electron', 'browser', 'cli.ts');
const electronPathFile = path.join(repoRoot, 'node_modules', 'electron', 'path.txt');
const hasElectronBinary =
  existsSync(electronPathFile) &&
  existsSync(
    path.join(
      repoRoot,
      'node_modules',
      'electron',
      'dist',
      readFileSync(electronPathFile, 'utf8').trim(),
    ),
  );
const fallbackMessage =
  /^Electron is not available on this machine \(binary not downloaded and the download failed: .+\); starting browser mode instead\.$/;
const temporaryDirs: string[] = [];
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves with the first output line matching pattern, or rejects after timeoutMs / on exit. */
function waitForLine(
  child: ChildProcess,
  lines: string[],
  pattern: RegExp,
  timeoutMs: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        finish(
          new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`),
        ),
      timeoutMs,
    );
    const check = () => {
      const line = lines.find((candidate) => pattern.test(candidate));
      if (line !== undefined) finish(null, line);
    };
    const onExit = () =>
      finish(new Error(`start.mjs exited before printing ${pattern}:\n${lines.join('\n')}`));
    function finish(error: Error | null, line?: string) {
      clearTimeout(timer);
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(line ?? '');
    }
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.on('exit', onExit);
    check();
  });
}

function collectLines(stream: NodeJS.ReadableStream | null, into: string[]): void {
  let pending = '';
  stream?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    into.push(...parts.map((line) => line.trimEnd()));
  });
}

const standInCli = `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
const args = process.argv.slice(2);
const option = (name: string) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
writeFileSync(path.join(option('--data-dir') ?? '.', 'argv.json'), JSON.stringify(args));
const server = createServer((_request, response) => response.end('stand-in'));
server.listen(Number(option('--port') ?? 0), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log('Boarding Desk in browser mode: http://127.0.0.1:' + port + '/launch#stand-in');
});
process.on('SIGTERM', () => server.close(() => process.exit(7)));
`;

/** A temp project with start.mjs, a one-page renderer config and the stand-in browser host. */
async function standInProject(): Promise<string> {
  const project = await mkdtemp(path.join(os.tmpdir(), 'boarding-start-project-'));
  temporaryDirs.push(project);
  await symlink(path.join(repoRoot, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  await writeFile(
    path.join(project, 'package.json'),
    '{"name":"stand-in","private":true,"type":"module"}',
  );
  await cp(path.join(repoRoot, 'scripts', 'start.mjs'), path.join(project, 'scripts', 'start.mjs'));
  await mkdir(path.join(project, 'renderer'), { recursive: true });
  await writeFile(
    path.join(project, 'renderer', 'index.html'),
    '<!doctype html><title>stand-in</title>\n',
  );
  await writeFile(
    path.join(project, 'vite.renderer.config.ts'),
    "export default { root: 'renderer', build: { outDir: '../out/renderer', emptyOutDir: true } };\n",
  );
  await mkdir(path.join(project, 'electron', 'browser'), { recursive: true });
  await writeFile(path.join(project, 'electron', 'browser', 'cli.ts'), standInCli);
  return project;
}

async function startEnv(): Promise<NodeJS.ProcessEnv> {
  const cache = await mkdtemp(path.join(os.tmpdir(), 'boarding-electron-cache-'));
  temporaryDirs.push(cache);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ELECTRON_MIRROR: `http://127.0.0.1:${await closedPort()}/`,
    electron_config_cache: cache,
    FORCE_COLOR: '0',
  };
  delete env.ELECTRON_OVERRIDE_DIST_PATH;
  return env;
}

function startScript(cwd: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const stdout: string[] = [];
  const stderr: string[] = [];
  collectLines(child.stdout, stdout);
  collectLines(child.stderr, stderr);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout, stderr, exited };
}

const launchUrlPattern = /http:\/\/127\.0\.0\.1:\d+\/\S*/;

describe('scripts/start.mjs with a stand-in browser host', () => {
  it.skipIf(hasElectronBinary)(
    "falls back in one line, forwards the arguments, forwards SIGTERM and exits with the host's code",
    { timeout: 60_000 },
    async () => {
      const project = await standInProject();
      const dataDir = path.join(project, 'data');
      await mkdir(dataDir);
      const run = startScript(
        project,
        ['--no-open', '--port', '0', '--data-dir', dataDir],
        await startEnv(),
      );
      const urlLine = await waitForLine(run.child, run.stdout, launchUrlPattern, 50_000);
      expect(run.stderr).toHaveLength(1);
      expect(run.stderr[0]).toMatch(fallbackMessage);
      expect(existsSync(path.join(project, 'out', 'renderer', 'index.html'))).toBe(true);
      expect(JSON.parse(await readFile(path.join(dataDir, 'argv.json'), 'utf8'))).toEqual([
        '--no-open',
        '--port',
        '0',
        '--data-dir',
        dataDir,
      ]);
      const response = await fetch(launchUrlPattern.exec(urlLine)?.[0] ?? '', {
        signal: AbortSignal.timeout(5_000),
      });
      expect(await response.text()).toBe('stand-in');

      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(7);
    },
  );

  it(
    '--browser goes straight to browser mode without trying Electron',
    { timeout: 60_000 },
    async () => {
      const project = await standInProject();
      const dataDir = path.join(project, 'data');
      await mkdir(dataDir);
      const run = startScript(
        project,
        ['--browser', '--port', '0', '--data-dir', dataDir, '--no-open'],
        await startEnv(),
      );
      await waitForLine(run.child, run.stdout, launchUrlPattern, 50_000);
      expect(run.stderr).toEqual([]);
      expect(JSON.parse(await readFile(path.join(dataDir, 'argv.json'), 'utf8'))).toEqual([
        '--port',
        '0',
        '--data-dir',
        dataDir,
        '--no-open',
      ]);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(7);
    },
  );
});

describe('npm start in this repository without Electron', () => {
  it.skipIf(hasElectronBinary || !existsSync(browserCli))(
    'says so in one line and serves the app at the printed launch URL until SIGTERM (skipped when an Electron binary is installed or electron/browser/cli.ts is missing)',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-start-'));
      temporaryDirs.push(dataDir);
      const run = startScript(
        repoRoot,
        ['--no-open', '--port', '0', '--data-dir', dataDir],
        await startEnv(),
      );
      const urlLine = await waitForLine(run.child, run.stdout, launchUrlPattern, 100_000);
      const notices = run.stderr.filter((line) => line.startsWith('Electron is not available'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatch(fallbackMessage);
      expect([...run.stderr, ...run.stdout].join('\n')).not.toMatch(/\n\s+at /); // no stack trace from the failed download

      const launchUrl = launchUrlPattern.exec(urlLine)?.[0] ?? '';
      const response = await fetch(launchUrl, {
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBeLessThan(400);

      run.child.kill('SIGTERM');
      expect(await run.exited).not.toBeNull();
      await expect(
        fetch(new URL('/', launchUrl), { signal: AbortSignal.timeout(5_000) }),
      ).rejects.toThrow();
    },
  );
});
