// The core as browser mode builds it, with its own built-in sandbox (decisions 53, 54):
// "Simulate no connection" blocks every request to the sandbox (the sandbox counts none) while the
// outbox waits, status checks and sign-in say offline; switched off, the application is sent
// exactly once. A status change is announced once, with the application's name, across two
// checks and a restart of the whole core on the same data folder.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox';
import { buildBrowserServices } from '../../../electron/browser/browser-services';
import { createDispatcher } from '../../../electron/core/ipc/dispatch';
import { sandboxBrowser } from '../../../scripts/lib/authorize-sandbox-form';
import { validFullPayload } from '../../fixtures/merchant';
import { capturingLogger } from '../../ipc/recording-handlers';
import { harness } from '../support/services-harness';
import { waitFor } from '../support/wait-for';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('simulate no connection (built-in sandbox)', () => {
  it('sends nothing while on; the outbox sends exactly once after it is switched off', async () => {
    const app = await harness();
    expect((await app.value('auth:start', {})).state).toBe('signed-in');
    const sandbox = app.sandbox()!;
    const events: unknown[] = [];
    app.services.eventHub.subscribe((event, payload) => {
      if (event === 'network:changed') events.push(payload);
    });

    await app.value('settings:set', { simulateOffline: true });
    expect(events).toEqual([{ isOnline: false, isSimulated: true }]);
    const requestsBefore = sandbox.admin.requestCount();
    const draft = await app.value('drafts:create', { payload: validFullPayload() });
    const queued = await app.value('outbox:enqueue', { draftId: draft.id });
    expect(queued.online).toBe(false);
    const refreshed = await app.call('merchants:refreshAll');
    expect(!refreshed.ok && refreshed.error.code).toBe('OFFLINE');
    const signIn = await app.call('auth:start', {});
    expect(signIn.ok).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sandbox.admin.requestCount()).toBe(requestsBefore);
    expect(sandbox.admin.listMerchants()).toHaveLength(0);

    await app.value('settings:set', { simulateOffline: false });
    expect(events.at(-1)).toEqual({ isOnline: true, isSimulated: false });
    await app.value('auth:start', {});
    await waitFor(async () => {
      const state = await app.value('outbox:state');
      return (state.totals as { submitted: number }).submitted === 1;
    }, 'the application to be sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sandbox.admin.listMerchants()).toHaveLength(1);
  });
});

async function core(dataDir: string) {
  let running: RunningSandbox | undefined;
  const { logger } = capturingLogger();
  const { services } = await buildBrowserServices({
    dataDir,
    logger,
    openExternal: sandboxBrowser('authorize'),
    version: '0.0.0-test',
    onSandbox: (sandbox) => {
      running = sandbox;
    },
  });
  const dispatch = createDispatcher<'trusted'>({
    handlers: services.handlers,
    isTrustedSender: (sender) => sender === 'trusted',
    logger,
  });
  const value = async (channel: string, request?: unknown) => {
    const result = await dispatch(channel, request, 'trusted');
    if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
    return result.value as Record<string, unknown>;
  };
  const changes: { merchantId: string; status: string; previousStatus: string | null }[] = [];
  services.eventHub.subscribe((event, payload) => {
    const change = payload as (typeof changes)[number];
    // A first status (no previous one) only tells the screens to re-read: it is no announcement.
    if (event === 'merchants:statusChanged' && change.previousStatus !== null) changes.push(change);
  });
  return { services, value, changes, sandbox: () => running! };
}

describe('a status change is announced once', () => {
  it('across two checks and a restart, named after the application', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bd-notify-once-'));
    dirs.push(dataDir);
    const first = await core(dataDir);
    await first.value('auth:start', {});
    const draft = await first.value('drafts:create', {
      payload: validFullPayload({ legalName: 'Notify Shop LLC', locationName: 'Corner Bakery' }),
    });
    await first.value('outbox:enqueue', { draftId: draft.id });
    await waitFor(async () => {
      const state = await first.value('outbox:state');
      return (state.totals as { submitted: number }).submitted === 1;
    }, 'the application to be sent');
    const [merchant] = first.sandbox().admin.listMerchants();
    await first.sandbox().admin.setStatus(Number(merchant!.id), 'InReview', 'Review');

    const checked = await first.value('merchants:refreshAll');
    expect((checked.check as { changes: unknown[] }).changes).toEqual([
      expect.objectContaining({ status: 'InReview', name: 'Notify Shop LLC' }),
    ]);
    await first.value('merchants:refreshAll');
    await waitFor(() => first.changes.length > 0, 'the announcement');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.changes).toEqual([
      expect.objectContaining({ status: 'InReview', name: 'Notify Shop LLC' }),
    ]);
    await first.services.dispose();

    const second = await core(dataDir);
    const again = await second.value('merchants:refreshAll');
    expect(again.check).toMatchObject({ changes: [], checked: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.changes).toEqual([]);
    await second.services.dispose();
  });
});
