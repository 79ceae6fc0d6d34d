// Everything the app creates in its data folder is the user's alone: files 0600, folders 0700,
// whatever the umask and whatever mode a folder had before. The whole day runs for real (browser
// mode's ports, the built-in sandbox, a sign-in, a submission, a status refresh, the audit log,
// log files), then every entry under the data folder is checked.
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowserLogger } from '../../../electron/browser/browser-ports';
import { buildBrowserServices } from '../../../electron/browser/browser-services';
import type { Services } from '../../../electron/core/app/build-services';
import { createDispatcher } from '../../../electron/core/ipc/dispatch';
import { sandboxBrowser } from '../../../scripts/lib/authorize-sandbox-form';
import { validFullPayload } from '../../fixtures/merchant';
import { waitFor } from '../support/wait-for';

const isPosix = process.platform !== 'win32';

let dataDir: string;
let services: Services;
let previousUmask: number;

async function modesUnder(dir: string): Promise<{ entry: string; mode: string }[]> {
  const found: { entry: string; mode: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const mode = ((await stat(full)).mode & 0o777).toString(8).padStart(4, '0');
    found.push({ entry: path.relative(dataDir, full) + (entry.isDirectory() ? '/' : ''), mode });
    if (entry.isDirectory()) found.push(...(await modesUnder(full)));
  }
  return found;
}

beforeAll(async () => {
  previousUmask = process.umask(0o022); // the common default, which makes mkdir 0755 and files 0644
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'bd-file-modes-'));
  // Folders that already exist keep whatever mode they had unless the app tightens them.
  await chmod(dataDir, 0o755);
  await mkdir(path.join(dataDir, 'audit'), { mode: 0o755 });
  await chmod(path.join(dataDir, 'audit'), 0o755);
});

afterAll(async () => {
  await services?.dispose();
  process.umask(previousUmask);
  await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!isPosix)('file modes in the data folder', () => {
  it('are 0600 for every file and 0700 for every folder after a whole day', async () => {
    const logger = createBrowserLogger(dataDir);
    // Browser mode's own wiring: its real settings store (conf), key file, logs and sandbox.
    ({ services } = await buildBrowserServices({
      dataDir,
      logger,
      openExternal: sandboxBrowser('authorize'),
      version: '0.0.0-test',
    }));
    let isSubmitted = false;
    services.eventHub.subscribe((name, payload) => {
      const progress = payload as { event?: string };
      if (name === 'outbox:progress' && progress.event === 'submitted') isSubmitted = true;
    });
    const dispatch = createDispatcher<'trusted'>({
      handlers: services.handlers,
      isTrustedSender: (sender) => sender === 'trusted',
      logger,
    });
    const call = async (channel: string, request?: unknown) => {
      const result = await dispatch(channel, request, 'trusted');
      if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
      return result.value as Record<string, unknown>;
    };
    await call('settings:set', { statusPollMinutes: 5 });
    expect((await call('auth:start', {})).state).toBe('signed-in');
    const draftId = (await call('drafts:create', {})).id as string;
    const { referenceId: _reference, ...payload } = validFullPayload();
    await call('drafts:save', { id: draftId, payload });
    await call('outbox:enqueue', { draftId });
    await waitFor(() => isSubmitted, 'the application to be submitted', 15_000);
    await call('merchants:refreshStatus', { draftId });
    await services.dispose();

    const entries = await modesUnder(dataDir);
    // The day really touched every kind of place the app writes to (the outbox writes nothing of
    // its own: the drafts are its record, decisions 32).
    const names = entries.map((item) => item.entry);
    for (const expected of ['settings.json', 'drafts/', 'status/', 'audit/', 'sandbox/'])
      expect(names).toContain(expected);
    expect(names.some((name) => name.startsWith('sandbox/merchants/'))).toBe(true);
    const wrong = entries.filter(
      (item) => item.mode !== (item.entry.endsWith('/') ? '0700' : '0600'),
    );
    expect(wrong).toEqual([]);
    expect(((await stat(dataDir)).mode & 0o777).toString(8)).toBe('700');
  });
});
