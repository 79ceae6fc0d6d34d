// Child process of boot.test.ts: `node --import tsx --import ./register-edge.mjs boot-driver.ts
// <app dir>`. Imports the built main bundle exactly as Electron would start it, then plays the
// renderer and the system browser against the recorded Electron edge: app:// requests through the
// registered protocol handler, contract calls through the registered ipcMain handlers with a
// sender event shaped like Electron's, the sandbox's Authorize form for sign-in. It gathers facts
// and prints them as one JSON line; the test asserts on them. Every wait is bounded.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sandboxBrowser } from '../../../scripts/lib/authorize-sandbox-form';
import { filesUnder } from '../../core/auth/scan-files';
import { validFullPayload } from '../../fixtures/merchant';

interface EdgeWindow {
  options: { webPreferences?: Record<string, unknown> };
  webContents: { id: number; mainFrame: { url: string; parent: null } };
  normalBounds: { x: number; y: number; width: number; height: number };
  maximized: boolean;
  shown?: boolean;
  emit(event: string): boolean;
}
interface Edge {
  recorded: {
    sandboxEnabled: boolean;
    privilegedSchemes: unknown[];
    protocolHandlers: Map<string, (request: Request) => Promise<Response>>;
    windows: EdgeWindow[];
    handlersAtWindowCreation: number[];
    handlers: Map<string, (event: unknown, request?: unknown) => Promise<unknown>>;
    preloads: string[];
    sent: { id: number; channel: string; payload: unknown }[];
    opened: string[];
    menus: unknown[];
    quitCalls: number;
    exitCode: number | undefined;
    maximizeCalls: number;
  };
  hooks: { openExternal: (url: string) => Promise<void> };
}
interface ElectronEdgeModule {
  app: { quit(): boolean; emit(event: string, ...args: unknown[]): boolean };
  ipcMain: { eventNames(): (string | symbol)[] };
  __edge: Edge;
}

const appDir = process.argv[2];
if (!appDir) throw new Error('usage: boot-driver.ts <app dir>');
// Resolved through register-edge.mjs: the same instance the bundle and its libraries get.
const electron = createRequire(import.meta.url)('electron') as ElectronEdgeModule;
const { recorded, hooks } = electron.__edge;
hooks.openExternal = sandboxBrowser('authorize');

async function until(what: string, check: () => boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Answer = { ok: true; value: Record<string, unknown> } | { ok: false; error: { code: string } };

function senderEvent(window: EdgeWindow) {
  const contents = window.webContents;
  return { sender: contents, senderFrame: contents.mainFrame };
}

async function invoke(channel: string, request?: unknown, event?: unknown): Promise<Answer> {
  const handler = recorded.handlers.get(channel);
  if (!handler) throw new Error(`no handler for ${channel}`);
  return (await handler(event ?? senderEvent(recorded.windows[0]!), request)) as Answer;
}

async function value(channel: string, request?: unknown): Promise<Record<string, unknown>> {
  const answer = await invoke(channel, request);
  if (!answer.ok) throw new Error(`${channel}: ${answer.error.code}`);
  return answer.value;
}

async function appRequest(url: string, method = 'GET') {
  const handler = recorded.protocolHandlers.get('app');
  if (!handler) throw new Error('no app:// handler');
  const response = await handler(new Request(url, { method }));
  return {
    url,
    status: response.status,
    type: response.headers.get('content-type'),
    csp: response.headers.get('content-security-policy'),
    body: await response.text(),
  };
}

await import(pathToFileURL(path.join(appDir, 'out', 'main', 'index.js')).href);
// The agent double-clicks the icon again while the first start is still wiring services.
electron.app.emit('second-instance', {}, [], appDir);
await until('the main window and IPC handlers', () => {
  return recorded.windows.length === 1 && recorded.handlers.size > 0 && recorded.menus.length > 0;
});
const window = recorded.windows[0]!;

if (process.env.BOOT_WINDOW !== undefined) {
  // Where the window opened, then it is moved (and maybe maximized) and closed, and the app quits.
  await until('the window to be shown', () => window.shown === true);
  const { x, y, width, height } = window.options as Record<string, unknown>;
  const openedAt = { x, y, width, height, maximizeCalls: recorded.maximizeCalls };
  const moveTo = JSON.parse(process.env.BOOT_WINDOW) as EdgeWindow['normalBounds'] & {
    isMaximized: boolean;
  };
  window.normalBounds = { x: moveTo.x, y: moveTo.y, width: moveTo.width, height: moveTo.height };
  window.maximized = moveTo.isMaximized;
  window.emit('close');
  electron.app.quit();
  await until('services to be disposed on quit', () => recorded.quitCalls >= 2);
  process.stdout.write(`BOOT_FACTS ${JSON.stringify(openedAt)}\n`);
  process.exit(0);
}

if (process.env.BOOT_OFFLINE === '1') {
  // Started with no network: the outbox must know before anything is queued.
  const outbox = await value('outbox:state');
  electron.app.quit();
  await until('services to be disposed on quit', () => recorded.quitCalls >= 2);
  process.stdout.write(`BOOT_FACTS ${JSON.stringify({ outboxOnline: outbox.online })}\n`);
  process.exit(0);
}

if (process.env.BOOT_INFO_ONLY === '1') {
  // What the app says about itself at start (a damaged settings file set aside), then quit.
  const info = await value('app:info');
  electron.app.quit();
  await until('services to be disposed on quit', () => recorded.quitCalls >= 2);
  process.stdout.write(`BOOT_FACTS ${JSON.stringify({ info, exitCode: recorded.exitCode })}\n`);
  process.exit(0);
}

// The page, as the window would load it.
const index = await appRequest(window.webContents.mainFrame.url);
const assetPaths = [...index.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]!);
const assets = await Promise.all(
  assetPaths.map(async (asset) => {
    const { body: _body, ...rest } = await appRequest(`app://boarding/${asset}`);
    return rest;
  }),
);
const refused = await Promise.all(
  [
    'app://boarding/../package.json',
    'app://boarding/%2e%2e/%2e%2e/package.json',
    'app://boarding/main/index.js',
    'app://elsewhere/index.html',
  ].map(async (url) => (await appRequest(url)).status),
);
const refusedPost = (await appRequest('app://boarding/index.html', 'POST')).status;

// A sender that is not our window is refused by the same dispatcher.
const stranger = { id: 999, mainFrame: { url: 'https://example.com/', parent: null } };
const untrusted = await invoke('app:info', undefined, {
  sender: stranger,
  senderFrame: stranger.mainFrame,
});

// The agent's path through the contract.
const info = await value('app:info');
const before = await value('auth:status');
const signedIn = await value('auth:start', {});
const draft = await value('drafts:create', {});
const { referenceId: _fixture, ...payload } = validFullPayload();
const saved = await value('drafts:save', { id: draft.id, payload });
await value('outbox:enqueue', { draftId: draft.id });
await until('the outbox to report the application submitted', () =>
  recorded.sent.some((sent) => {
    const progress = sent.payload as { event?: string; item?: { draftId?: string } };
    return (
      sent.channel === 'outbox:progress' &&
      progress.event === 'submitted' &&
      progress.item?.draftId === draft.id
    );
  }),
);
const submitted = await value('drafts:get', { id: draft.id });

// The IPC surface while running (quitting removes the handlers).
const invokeChannels = [...recorded.handlers.keys()].sort();
const listenerChannels = electron.ipcMain.eventNames().map(String).sort();

// Shut down as Electron would on quit: main defers, disposes services, quits again.
electron.app.quit();
await until('services to be disposed on quit', () => recorded.quitCalls >= 2);

const userData = process.env.BOOT_USER_DATA!;
const files = (await filesUnder(userData)).map((file) => path.relative(userData, file));
const preload = window.options.webPreferences?.preload;

const facts = {
  sandboxEnabled: recorded.sandboxEnabled,
  privilegedSchemes: recorded.privilegedSchemes,
  windowCount: recorded.windows.length,
  handlersAtWindowCreation: recorded.handlersAtWindowCreation,
  webPreferences: window.options.webPreferences,
  preloadExists: typeof preload === 'string' && existsSync(preload),
  loadedUrl: window.webContents.mainFrame.url,
  invokeChannels,
  listenerChannels,
  handlersAfterQuit: recorded.handlers.size,
  sessionPreloads: recorded.preloads,
  sentChannels: [...new Set(recorded.sent.map((sent) => sent.channel))].sort(),
  index: { status: index.status, type: index.type, csp: index.csp },
  assets,
  refused,
  refusedPost,
  untrusted,
  info,
  before,
  signedIn,
  opened: recorded.opened.map((url) => new URL(url).pathname),
  saved: { lifecycle: saved.lifecycle },
  submitted: { lifecycle: submitted.lifecycle, referenceId: submitted.referenceId },
  files,
  exitCode: recorded.exitCode,
};
process.stdout.write(`BOOT_FACTS ${JSON.stringify(facts)}\n`);
process.exit(0);
