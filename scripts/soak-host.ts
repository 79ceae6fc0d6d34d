// The soak's handle on one browser-mode host process (soak-host-child.ts): start it on a data
// folder, sign its session in through the launch link, call its HTTP IPC the way the renderer
// does (POST /ipc/<channel>, session cookie, our Origin), read its RSS from /proc, SIGKILL it.
// Every wait here is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const startTimeoutMs = 60_000;
const ipcTimeoutMs = 30_000;

export interface IpcAnswer<T> {
  ok: boolean;
  value?: T;
  error?: { code?: string; message?: string };
}

export interface SoakHost {
  readonly pid: number;
  readonly origin: string;
  /** The built-in sandbox's address, once the host has started it. */
  sandboxUrl(): string | undefined;
  /** One IPC call; throws when the host cannot be reached (killed, not answering). */
  ipc<T>(channel: string, request?: unknown): Promise<IpcAnswer<T>>;
  /** VmRSS of the host process in bytes, or undefined once it is gone. */
  rss(): Promise<number | undefined>;
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Every host process started and not yet exited, so none outlives the soak (soak-run.ts). */
const children = new Set<ChildProcess>();

/** SIGKILLs every host still running and waits for each to exit. */
export async function killAllSoakHosts(): Promise<void> {
  await Promise.all(
    // A child leaves the set as it exits, so each one here has not exited yet.
    [...children].map((child) => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      return exited;
    }),
  );
}

/** For a signal handler: SIGKILLs every host at once, without waiting. */
export function killAllSoakHostsNow(): void {
  for (const child of children) child.kill('SIGKILL');
}

export async function startSoakHost(options: {
  rendererDir: string;
  dataDir: string;
  eventsFile: string;
  faults: Record<string, unknown>;
}): Promise<SoakHost> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // tsx as a loader inside this one process, not its CLI: the CLI runs the script in a child
      // of its own, which a SIGKILL of the CLI would leave running (and sending) as an orphan.
      '--import',
      'tsx',
      path.join(root, 'scripts', 'soak-host-child.ts'),
      options.rendererDir,
      options.dataDir,
      options.eventsFile,
      JSON.stringify(options.faults),
    ],
    // stdin is a pipe the child watches: if this process dies without killing it (SIGKILL, a
    // crash), the pipe closes and the child exits instead of sending on as an orphan.
    { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  children.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      children.delete(child);
      resolve();
    }),
  );
  let sandboxUrl: string | undefined;
  let output = '';
  const launchUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the host gave no launch URL within ${startTimeoutMs} ms:\n${output}`));
    }, startTimeoutMs);
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        let parsed: { launchUrl?: string; sandboxUrl?: string };
        try {
          parsed = JSON.parse(line) as typeof parsed;
        } catch {
          continue;
        }
        if (parsed.sandboxUrl) sandboxUrl = parsed.sandboxUrl;
        if (parsed.launchUrl) {
          clearTimeout(timer);
          resolve(parsed.launchUrl);
        }
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the host exited before it was ready:\n${output}`));
    });
  });
  const origin = new URL(launchUrl).origin;
  const launched = await fetch(launchUrl, { redirect: 'manual' });
  const cookie = (launched.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const pid = child.pid!;

  return {
    pid,
    origin,
    sandboxUrl: () => sandboxUrl,
    async ipc<T>(channel: string, request?: unknown) {
      const response = await fetch(`${origin}/ipc/${channel}`, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          Origin: origin,
          ...(request === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(request === undefined ? {} : { body: JSON.stringify(request) }),
        signal: AbortSignal.timeout(ipcTimeoutMs),
      });
      return (await response.json()) as IpcAnswer<T>;
    },
    async rss() {
      try {
        const status = await readFile(`/proc/${pid}/status`, 'utf8');
        const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
        return kb === undefined ? undefined : Number(kb) * 1024;
      } catch {
        return undefined;
      }
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
