// Boots the BUILT app the way a packaged build starts it: main, preload and renderer built by our
// Vite configs into a temp app folder (package.json + node_modules beside out/, as electron-builder
// lays it out), then out/main/index.js run by Node with only the `electron` module replaced by a
// recording edge (boot/electron-edge.cjs, conventions 18). electron-store, electron-log, the
// in-process sandbox and the whole core are the real ones. This is as close to running Electron
// as this machine allows (no binary can be downloaded here): it catches bundling and start-up
// faults (externals that do not resolve, ESM/CJS interop, paths relative to the bundle, the app://
// handler serving the build) and library side effects on the IPC surface.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { mainBuildConfig } from '../../vite.main.config';
import { preloadBuildConfig } from '../../vite.preload.config';
import { channelNames, eventNames } from '../../shared/ipc/channels';
import { validFullPayload } from '../fixtures/merchant';
import { filesUnder, secretsFoundIn } from '../core/auth/scan-files';
import { runAsSandboxedPreload } from '../build/sandboxed-preload';
import { listQuarantine } from '../../electron/core/storage/quarantine';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../..');
const bootDir = path.join(import.meta.dirname, 'boot');
let appDir = '';
let userData = '';
let facts: Record<string, unknown> & {
  webPreferences: Record<string, unknown>;
  assets: { url: string; status: number; type: string | null; csp: string | null }[];
  files: string[];
};
let stderr = '';

beforeAll(async () => {
  appDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-boot-'));
  userData = path.join(appDir, 'user-data');
  await mkdir(userData);
  await writeFile(
    path.join(appDir, 'package.json'),
    '{"type":"module","main":"out/main/index.js"}',
  );
  await symlink(path.join(repoRoot, 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
  await build({
    configFile: path.join(repoRoot, 'vite.renderer.config.ts'),
    logLevel: 'error',
    build: { outDir: path.join(appDir, 'out', 'renderer') },
  });
  await build({
    configFile: false,
    ...mainBuildConfig({
      root: repoRoot,
      entry: 'electron/main/index.ts',
      outDir: path.join(appDir, 'out', 'main'),
    }),
    logLevel: 'error',
  });
  await build({
    configFile: false,
    ...preloadBuildConfig({
      root: repoRoot,
      entry: 'electron/preload/index.ts',
      outDir: path.join(appDir, 'out', 'preload'),
    }),
    logLevel: 'error',
  });
  facts = (await bootDriver()) as typeof facts;
}, 180_000);

/** Runs boot/boot-driver.ts against the built app and returns the facts it printed. */
async function bootDriver(env: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const user = env.BOOT_USER_DATA ?? userData;
  const child = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(bootDir, 'register-edge.mjs'),
      path.join(bootDir, 'boot-driver.ts'),
      appDir,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, BOOT_APP_VERSION: '9.8.7', ...env, BOOT_USER_DATA: user },
      timeout: 90_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  stderr += child.stderr;
  const line = child.stdout.split('\n').find((text) => text.startsWith('BOOT_FACTS '));
  if (!line) throw new Error(`the driver printed no facts:\n${child.stdout}\n${child.stderr}`);
  return JSON.parse(line.slice('BOOT_FACTS '.length)) as Record<string, unknown>;
}

afterAll(async () => {
  if (appDir) await rm(appDir, { recursive: true, force: true });
});

describe('the built main bundle, started under the Electron edge', () => {
  it('starts: sandbox enforced, app:// privileged, one locked window loading app://boarding/', () => {
    expect(facts.sandboxEnabled).toBe(true);
    expect(facts.privilegedSchemes).toEqual([
      {
        scheme: 'app',
        privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
      },
    ]);
    expect(facts.windowCount).toBe(1);
    // A second launch during start-up opened no window before the IPC handlers existed.
    expect(facts.handlersAtWindowCreation).toEqual([channelNames.length]);
    expect(facts.loadedUrl).toBe('app://boarding/index.html');
    expect(facts.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webviewTag: false,
    });
    // The preload path is computed relative to the bundle: it must exist in the built layout.
    expect(facts.preloadExists).toBe(true);
    expect(facts.exitCode).toBeUndefined();
  });

  it('bundles no CommonJS-only globals: __filename and __dirname do not exist in ES modules', async () => {
    const code = await readFile(path.join(appDir, 'out', 'main', 'index.js'), 'utf8');
    expect(code.match(/\b__(?:file|dir)name\b/g) ?? []).toEqual([]);
  });

  it('quits cleanly: the IPC handlers are removed and the services disposed', () => {
    expect(facts.handlersAfterQuit).toBe(0);
  });

  it('serves the built renderer through the app:// handler, with the CSP, and nothing else', () => {
    expect(facts.index).toMatchObject({ status: 200, type: expect.stringMatching(/^text\/html/) });
    expect(facts.index).toMatchObject({ csp: expect.stringContaining("default-src 'none'") });
    expect(facts.assets.length).toBeGreaterThan(0);
    for (const asset of facts.assets) {
      expect(asset.status, asset.url).toBe(200);
      expect(asset.csp, asset.url).toContain("connect-src 'none'");
    }
    expect(facts.assets.some((asset) => /javascript/.test(asset.type ?? ''))).toBe(true);
    expect(facts.refused).toEqual([404, 404, 404, 404]);
    expect(facts.refusedPost).toBe(404);
  });

  it('exposes exactly the contract over IPC: no library channel, no extra preload', () => {
    expect(facts.invokeChannels).toEqual([...channelNames].sort());
    // electron-log/main and electron-store add listeners for renderer-side use; main removes them.
    expect(facts.listenerChannels).toEqual([]);
    // No library preload (electron-log's initialize() would add one) next to ours.
    expect(facts.sessionPreloads).toEqual([]);
    for (const channel of facts.sentChannels as string[]) {
      expect(eventNames as readonly string[]).toContain(channel);
    }
  });

  it('refuses a sender that is not our window', () => {
    expect(facts.untrusted).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });

  it('answers the contract end to end: sign-in in the system browser, a draft submitted once', () => {
    expect(facts.info).toMatchObject({ name: 'Boarding Desk', version: '9.8.7', mode: 'electron' });
    expect(facts.before).toMatchObject({ state: 'signed-out' });
    expect(facts.signedIn).toMatchObject({ state: 'signed-in' });
    expect(facts.opened).toEqual([expect.stringMatching(/authorize/i)]);
    expect(facts.saved).toEqual({ lifecycle: 'ready' });
    expect(facts.submitted).toMatchObject({ lifecycle: 'submitted' });
    expect(facts.sentChannels).toEqual(
      expect.arrayContaining(['auth:changed', 'drafts:saved', 'outbox:progress']),
    );
  });

  it('keeps its state in userData with electron-store and electron-log, and no secret or PII in the clear', async () => {
    expect(facts.files).toContain('boarding-desk.json');
    expect(facts.files).toContain(path.join('logs', 'main.log'));
    const credentials = JSON.parse(
      await readFile(path.join(userData, 'sandbox', 'credentials.json'), 'utf8'),
    ) as { demoConsumer: { secret: string } };
    const payload = validFullPayload();
    const pii = [payload.owner[0]!.ssn, payload.taxId, payload.fundingAccount![0]!.accountNumber];
    expect(await secretsFoundIn(userData, pii)).toEqual([]);
    // The sandbox is the server and keeps its own consumer secret; nothing of the app's may.
    const appFiles = (await filesUnder(userData)).filter(
      (file) => !file.startsWith(path.join(userData, 'sandbox') + path.sep),
    );
    for (const file of appFiles) {
      const text = await readFile(file, 'utf8').catch(() => '');
      expect(text.includes(credentials.demoConsumer.secret), file).toBe(false);
    }
    const log = await readFile(path.join(userData, 'logs', 'main.log'), 'utf8');
    expect(log.length).toBeGreaterThan(0);
    expect(stderr).not.toMatch(new RegExp([...pii, credentials.demoConsumer.secret].join('|')));
  });
});

describe('the main window, closed and opened again', () => {
  it('reopens where it was left, maximized if it was; the first start is centred at the default size', async () => {
    const windowData = path.join(appDir, 'user-data-window');
    await mkdir(windowData);
    const moved = { x: 240, y: 120, width: 1000, height: 700 };
    const first = await bootDriver({
      BOOT_USER_DATA: windowData,
      BOOT_WINDOW: JSON.stringify({ ...moved, isMaximized: true }),
    });
    expect(first).toEqual({ width: 1200, height: 800, maximizeCalls: 0 });
    const stored = JSON.parse(await readFile(path.join(windowData, 'boarding-desk.json'), 'utf8'));
    expect(stored.window).toEqual({ ...moved, isMaximized: true });

    // Left hanging off the right edge of the 1920x1040 work area: brought back, same size.
    const second = await bootDriver({
      BOOT_USER_DATA: windowData,
      BOOT_WINDOW: JSON.stringify({
        x: 1500,
        y: 100,
        width: 1000,
        height: 700,
        isMaximized: false,
      }),
    });
    expect(second).toEqual({ ...moved, maximizeCalls: 1 });
    const third = await bootDriver({
      BOOT_USER_DATA: windowData,
      BOOT_WINDOW: '{"x":0,"y":0,"width":900,"height":600,"isMaximized":false}',
    });
    expect(third).toEqual({ x: 920, y: 100, width: 1000, height: 700, maximizeCalls: 0 });
  }, 180_000);
});

describe('the built app started with no network', () => {
  it('tells the outbox it is offline from the start', async () => {
    const offlineData = path.join(appDir, 'user-data-offline');
    await mkdir(offlineData);
    const offline = await bootDriver({ BOOT_OFFLINE: '1', BOOT_USER_DATA: offlineData });
    expect(offline).toEqual({ outboxOnline: false });
  }, 120_000);
});

describe('the built app started on a damaged settings file', () => {
  it('sets boarding-desk.json aside with its reason before electron-store opens it, and says so', async () => {
    const damagedData = path.join(appDir, 'user-data-damaged');
    await mkdir(damagedData);
    await writeFile(path.join(damagedData, 'boarding-desk.json'), '{"windowPlacement": {');
    const started = (await bootDriver({
      BOOT_INFO_ONLY: '1',
      BOOT_USER_DATA: damagedData,
    })) as { info: { storage: { setAside: unknown[] } }; exitCode?: number };
    expect(started.exitCode).toBeUndefined();
    // A kind and a time, never core's sentence (decisions 36): the reason is in the quarantine.
    expect(started.info.storage.setAside).toEqual([{ what: 'settings', at: expect.any(String) }]);
    // Kept for support, never deleted, with its reason beside it.
    const kept = await readdir(path.join(damagedData, 'quarantine'));
    expect(kept.filter((name) => !name.endsWith('.reason.json'))).toEqual([
      expect.stringMatching(/^boarding-desk\.json\./),
    ]);
    const [record] = await listQuarantine(damagedData);
    expect(record?.reason).toBe('settings.json could not be used: it was not valid JSON');
  });
});

describe('the built preload, run as a sandboxed preload runs', () => {
  it('needs only electron and exposes window.boarding: one method per channel, forwarding to invoke', async () => {
    const code = await readFile(path.join(appDir, 'out', 'preload', 'index.cjs'), 'utf8');
    const exposed = new Map<string, unknown>();
    const invoked: { channel: string; request: unknown }[] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
      ipcRenderer: {
        invoke: (channel: string, request: unknown) => {
          invoked.push({ channel, request });
          return Promise.resolve({ ok: true, value: null });
        },
        on: () => undefined,
        removeListener: () => undefined,
      },
    };
    runAsSandboxedPreload(code, electron);
    expect([...exposed.keys()]).toEqual(['boarding']);
    const api = exposed.get('boarding') as Record<string, unknown>;
    const methods = Object.entries(api).flatMap(([area, value]) =>
      typeof value === 'function'
        ? []
        : Object.keys(value as object).map((verb) => `${area}:${verb}`),
    );
    expect(methods.sort()).toEqual([...channelNames].sort());
    const drafts = api.drafts as Record<string, (request: unknown) => Promise<unknown>>;
    await drafts.get!({ id: 'x' });
    expect(invoked).toEqual([{ channel: 'drafts:get', request: { id: 'x' } }]);
  });
});
