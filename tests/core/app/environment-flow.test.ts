// Every environment state the picker shows, observed through the contract as the renderer will
// (tests/core/support/services-harness.ts: the real services, sandbox and dispatcher).
import type { EnvironmentFileProblem } from '../../../shared/environments/environment-schema';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkEnvironmentSwitch } from '../../../electron/core/app/environment-switch-guard';
import { OutboxStateSchema } from '../../../shared/outbox/outbox-schema';
import { ok } from '../../../shared/result';
import { validFullPayload } from '../../fixtures/merchant';
import { harness, type Harness } from '../support/services-harness';
import { waitFor } from '../support/wait-for';

const prod = {
  id: 'prod',
  name: 'Production',
  kind: 'remote',
  baseUrl: 'https://boarding.example.com',
  authorizeUrl: 'https://portal.example.com/oauth/authorize',
  consumerKey: 'prod-key',
};

const withProd = (dataDir: string) =>
  writeFile(path.join(dataDir, 'environments.json'), JSON.stringify({ environments: [prod] }));

async function listed(app: Harness) {
  return (await app.value('environments:list')) as {
    environments: Record<string, unknown>[];
    selectedId: string;
    fileProblem?: EnvironmentFileProblem;
  };
}

describe('environments:list', () => {
  it('keeps the sandbox listed while a remote environment is selected, saying it is stopped', async () => {
    const app = await harness(withProd);
    const atStart = await listed(app);
    expect(atStart.environments.map((environment) => environment.id)).toEqual(['sandbox', 'prod']);
    expect(atStart.environments[0]).toMatchObject({ isRunning: true, problem: null });
    expect(atStart.environments[0]?.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    await app.value('settings:set', { environmentId: 'prod' });
    const remote = await listed(app);
    expect(remote.selectedId).toBe('prod');
    expect(remote.environments[0]).toEqual({
      id: 'sandbox',
      name: 'Built-in sandbox',
      kind: 'sandbox',
      baseUrl: null,
      isRunning: false,
      problem: null,
    });

    await app.value('settings:set', { environmentId: 'sandbox' });
    expect((await listed(app)).environments[0]).toMatchObject({ isRunning: true, problem: null });
  });

  it('lists a sandbox that failed to start with its problem as a code, and retries on selection', async () => {
    // A file where the sandbox's data folder belongs: a real start failure.
    const blocker = (dataDir: string) => path.join(dataDir, 'sandbox');
    const app = await harness((dataDir) => writeFile(blocker(dataDir), 'not a folder'));
    const failed = await listed(app);
    expect(failed.environments[0]).toMatchObject({
      id: 'sandbox',
      isRunning: false,
      problem: 'folder-not-created',
    });
    const signIn = await app.call('auth:start', {});
    expect(!signIn.ok && signIn.error.message).toMatch(/could not start/);

    await rm(blocker(app.dataDir));
    await app.value('settings:set', { environmentId: 'sandbox' });
    expect((await listed(app)).environments[0]).toMatchObject({ isRunning: true, problem: null });
  });

  it('says by codes and details why the environments file was not used', async () => {
    const app = await harness((dataDir) =>
      writeFile(
        path.join(dataDir, 'environments.json'),
        JSON.stringify([{ ...prod, baseUrl: 'http://boarding.example.com' }]),
      ),
    );
    const list = await listed(app);
    expect(list.environments.map((environment) => environment.id)).toEqual(['sandbox']);
    expect(list.fileProblem).toMatchObject({ cause: 'entries', count: 1, isSetAside: true });
    expect(list.fileProblem?.fieldErrors?.[0]).toMatchObject({
      field: 'environments[0].baseUrl',
      message: expect.stringMatching(/^Use https/),
    });

    const fine = await harness(withProd);
    expect((await listed(fine)).fileProblem).toBeUndefined();
  });
});

describe('app:info', () => {
  it('answers a downloaded update, so a renderer that subscribed late still knows', async () => {
    const app = await harness();
    expect((await app.value('app:info')).update).toBeNull();
    // As electron/main/index.ts does when electron-updater reports a download.
    app.services.eventHub.emit('app:update', { state: 'downloaded', version: '1.2.3' });
    expect((await app.value('app:info')).update).toEqual({ state: 'downloaded', version: '1.2.3' });
  });
});

describe('settings:set environmentId', () => {
  it('lets the agent switch with work queued: the application waits for its environment and goes there once', async () => {
    const app = await harness(withProd);
    // Signed out: the outbox pauses for sign-in, so the application stays queued.
    const draft = await app.value('drafts:create', {});
    const draftId = draft.id as string;
    const { referenceId: _fixtureReference, ...payload } = validFullPayload();
    await app.value('drafts:save', { id: draftId, payload });
    await app.value('outbox:enqueue', { draftId });
    const queued = OutboxStateSchema.parse(await app.value('outbox:state'));
    // Its destination is fixed when it is queued, signed in or not.
    expect(queued.items).toMatchObject([{ draftId, state: 'queued', environmentId: 'sandbox' }]);

    const switched = await app.value('settings:set', { environmentId: 'prod' });
    expect(switched.environmentId).toBe('prod');
    const waiting = OutboxStateSchema.parse(await app.value('outbox:state'));
    expect(waiting.items).toMatchObject([{ draftId, state: 'queued', environmentId: 'sandbox' }]);

    // Back to the sandbox, signed in: it goes there, once.
    const submitted: string[] = [];
    app.services.eventHub.subscribe((name, event) => {
      const progress = event as { event?: string; item?: { draftId?: string } };
      if (name === 'outbox:progress' && progress.event === 'submitted')
        submitted.push(progress.item?.draftId ?? '');
    });
    await app.value('settings:set', { environmentId: 'sandbox' });
    expect((await app.value('auth:start', {})).state).toBe('signed-in');
    await waitFor(() => submitted.includes(draftId), 'the application to be submitted', 15_000);
    expect((await app.value('drafts:get', { id: draftId })).lifecycle).toBe('submitted');
    const onServer = app.sandbox()!.admin.listMerchants();
    expect(onServer.filter((merchant) => merchant.referenceId === draft.referenceId)).toHaveLength(
      1,
    );
  });

  it('is refused while an application queued by an earlier version (no environment) is unfinished', async () => {
    const item = {
      attempts: 0,
      nextAttemptAt: null,
      isUncertain: false,
      enqueuedAt: 1,
      updatedAt: 1,
    };
    const state = (items: object[]) =>
      OutboxStateSchema.parse({
        paused: null,
        online: true,
        items,
        totals: { pending: 0, inFlight: 0, submitted: 0, rejected: 0, needsAttention: 0 },
      });
    const placed = { ...item, draftId: 'a', state: 'queued', environmentId: 'sandbox' };
    const legacy = { ...item, draftId: 'b', state: 'queued' };
    const legacyDone = { ...item, draftId: 'c', state: 'submitted' };
    expect((await checkEnvironmentSwitch(async () => ok(state([placed, legacyDone])))).ok).toBe(
      true,
    );
    const refused = await checkEnvironmentSwitch(async () => ok(state([placed, legacy])));
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'INVALID_STATE',
        message:
          'Finish or cancel the 1 application queued by an earlier version before switching environment.',
        fieldErrors: [{ field: 'environmentId' }],
      },
    });
  });
});
