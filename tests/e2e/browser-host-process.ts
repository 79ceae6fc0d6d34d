// Starts browser mode the way `npm run start:browser` does (tsx electron/browser/cli.ts) on an
// ephemeral port with a temp data dir, and reads the one-line launch URL from its stdout.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const launchPattern = /(http:\/\/127\.0\.0\.1:\d+\/launch\?token=[0-9a-f]{64})/;

export interface BrowserModeApp {
  launchUrl: string;
  /** The app's data folder (a temp dir, removed by stop()). */
  dataDir: string;
  origin: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * `dataDir`: a folder prepared beforehand (seeded drafts); it is removed by stop() too unless
 * `keepDataDir` (another host will use it next).
 */
export async function startBrowserMode(
  options: {
    dataDir?: string;
    keepDataDir?: boolean;
    /** The organisation's policy file, given to browser mode as `--policy` (decisions 83). */
    policyFile?: string;
    /**
     * The checkout whose browser mode runs (its own electron/browser/cli.ts): another tree of the
     * repository for a comparison of two builds (scripts/bench/editor-ab.ts). This one by default.
     */
    tree?: string;
  } = {},
): Promise<BrowserModeApp> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'boarding-e2e-')));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'electron/browser/cli.ts',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--no-open',
      ...(options.policyFile === undefined ? [] : ['--policy', options.policyFile]),
    ],
    { cwd: options.tree ?? root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const launchUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no launch URL within 30 s:\n${output}`)),
      30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = launchPattern.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser mode exited with ${code}:\n${output}`));
    });
  });
  return {
    launchUrl,
    dataDir,
    origin: new URL(launchUrl).origin,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
