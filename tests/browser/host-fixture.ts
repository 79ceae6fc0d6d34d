// A real browser-mode host on 127.0.0.1:0 over a temp renderer dir, for tests. `request` uses
// node:http so tests can send any Host header (fetch may rewrite it); both speak real HTTP.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startBrowserHost, type BrowserHost } from '../../electron/browser/host';
import { createEventHub, type EventHub } from '../../electron/core/ipc/event-hub';
import type { Handlers } from '../../electron/core/ipc/handlers';
import { ok } from '../../shared/result';
import { capturingLogger, recordingHandlers } from '../ipc/recording-handlers';

export interface HostFixture {
  host: BrowserHost;
  hub: EventHub;
  calls: ReturnType<typeof recordingHandlers>['calls'];
  /** What the host logged. */
  logs: ReturnType<typeof capturingLogger>['lines'];
  rootDir: string;
  close(): Promise<void>;
}

export const appInfo = {
  name: 'Boarding Desk',
  version: '9.9.9',
  mode: 'browser' as const,
  platform: 'linux',
  dataDir: '/tmp/boarding-desk-test',
  secretStorage: { kind: 'aes-gcm-keyfile', isOsKeychain: false, isAvailable: true, isWeak: false },
  update: null,
  storage: { readOnly: null, setAside: [] },
};

export async function startHostFixture(
  options: {
    maxBodyBytes?: number;
    /** Handlers in place of the recording ones, given the hub (to emit before answering). */
    handlers?: (hub: EventHub) => Partial<Handlers>;
  } = {},
): Promise<HostFixture> {
  const rootDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-host-'));
  const rendererDir = path.join(rootDir, 'renderer');
  await mkdir(path.join(rendererDir, 'assets'), { recursive: true });
  await writeFile(
    path.join(rendererDir, 'index.html'),
    '<!doctype html><title>Boarding Desk</title>',
  );
  await writeFile(path.join(rendererDir, 'assets', 'app.js'), 'console.log("app");');
  await writeFile(path.join(rootDir, 'secret.txt'), 'outside the renderer dir');
  const recorded = recordingHandlers();
  const { logger, lines } = capturingLogger();
  const hub = createEventHub(logger);
  const handlers: Handlers = {
    ...recorded.handlers,
    'app:info': () => {
      recorded.calls.push({ channel: 'app:info', request: undefined });
      return ok(appInfo);
    },
    ...options.handlers?.(hub),
  };
  const host = await startBrowserHost({
    rendererDir,
    handlers,
    eventHub: hub,
    logger,
    maxBodyBytes: options.maxBodyBytes,
  });
  return {
    host,
    hub,
    calls: recorded.calls,
    logs: lines,
    rootDir,
    async close() {
      await host.close();
      await rm(rootDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Follows the launch link once and returns the `name=value` session cookie it sets. */
export async function launch(host: BrowserHost): Promise<string> {
  const response = await fetch(host.launchUrl, { redirect: 'manual' });
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}
