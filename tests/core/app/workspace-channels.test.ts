// The channels the workspace screens read, through the real services, sandbox and dispatcher:
// editing environments from Settings (written atomically, used at once, bad input refused with
// the file unchanged), counts at a glance, and the Submitted screen's merchants with details.
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listQuarantine } from '../../../electron/core/storage/quarantine';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../../sandbox';
import { validFullPayload } from '../../fixtures/merchant';
import { harness } from '../support/services-harness';
import { waitFor } from '../support/wait-for';

const remoteFields = {
  name: 'Acme Production',
  baseUrl: 'https://boarding.example.com/',
  authorizeUrl: 'https://portal.example.com/oauth/authorize',
  consumerKey: 'acme-key',
  requestTokenPath: '',
  accessTokenPath: '',
  merchantPostPath: '',
  merchantGetPath: '',
  codeTablesFile: '',
};

describe('environments:save and environments:remove', () => {
  it('adds an environment to environments.json (0600), lists it at once, edits and removes it', async () => {
    const app = await harness();
    const file = path.join(app.dataDir, 'environments.json');
    const added = await app.value('environments:save', { fields: remoteFields });
    const ids = (added.environments as { id: string }[]).map((environment) => environment.id);
    expect(ids).toEqual(['sandbox', 'acme-production']);
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as { environments: object[] };
    expect(onDisk.environments).toEqual([
      expect.objectContaining({
        id: 'acme-production',
        kind: 'remote',
        baseUrl: 'https://boarding.example.com',
        merchantGetPath: '/boarding/v2/merchant/{id}',
      }),
    ]);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await app.value('environments:get', { id: 'acme-production' })).toMatchObject({
      name: 'Acme Production',
      consumerKey: 'acme-key',
    });

    // Selected at once, no restart: sign-in now asks for this environment's consumer secret.
    await app.value('settings:set', { environmentId: 'acme-production' });
    expect(await app.value('auth:status')).toMatchObject({
      environmentId: 'acme-production',
      needsConsumerSecret: true,
    });

    await app.value('environments:save', {
      id: 'acme-production',
      fields: { ...remoteFields, name: 'Acme (live)' },
    });
    const edited = JSON.parse(await readFile(file, 'utf8')) as { environments: { id: string }[] };
    expect(edited.environments).toMatchObject([{ id: 'acme-production', name: 'Acme (live)' }]);

    const removed = await app.value('environments:remove', { id: 'acme-production' });
    expect((removed.environments as object[]).length).toBe(1);
    expect(removed.selectedId).toBe('sandbox');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ environments: [] });
  });

  it('refuses http to a non-loopback host and a GET template without {id}, file unchanged', async () => {
    const app = await harness();
    const file = path.join(app.dataDir, 'environments.json');
    await app.value('environments:save', { fields: remoteFields });
    const before = await readFile(file, 'utf8');
    const refused = await app.call('environments:save', {
      fields: {
        ...remoteFields,
        name: 'Bad',
        baseUrl: 'http://boarding.example.com',
        merchantGetPath: '/boarding/v2/merchant',
      },
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.code).toBe('VALIDATION');
    expect(refused.error.fieldErrors).toEqual([
      { field: 'baseUrl', message: 'Use https (http only for 127.0.0.1)' },
      { field: 'merchantGetPath', message: 'The path must contain {id}' },
    ]);
    expect(await readFile(file, 'utf8')).toBe(before);
    const ids = ((await app.value('environments:list')).environments as { id: string }[]).map(
      (environment) => environment.id,
    );
    expect(ids).toEqual(['sandbox', 'acme-production']);
  });

  it('sets a bad hand-edited entry aside at start, keeping it, and then saves to the clean file', async () => {
    const broken = { id: 'x', kind: 'remote' };
    const app = await harness((dataDir) =>
      writeFile(path.join(dataDir, 'environments.json'), JSON.stringify([broken])),
    );
    const [kept] = await listQuarantine(app.dataDir);
    expect(JSON.parse(await readFile(kept!.file, 'utf8'))).toEqual({ environments: [broken] });
    await app.value('environments:save', { fields: remoteFields });
    const file = JSON.parse(
      await readFile(path.join(app.dataDir, 'environments.json'), 'utf8'),
    ) as {
      environments: { name: string }[];
    };
    expect(file.environments.map((environment) => environment.name)).toEqual([remoteFields.name]);
  });

  it('signs in to a second sandbox added as a remote environment, secret typed once', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'bd-second-sandbox-'));
    const other = await startSandbox({
      dataDir: otherDir,
      consumer: { key: 'second-key', secret: 'second-secret' },
    });
    try {
      const app = await harness();
      await app.value('environments:save', {
        fields: {
          ...remoteFields,
          name: 'Second',
          baseUrl: other.url,
          authorizeUrl: `${other.url}${other.authorizePath}`,
          consumerKey: 'second-key',
        },
      });
      await app.value('settings:set', { environmentId: 'second' });
      const signedIn = await app.value('auth:start', { consumerSecret: 'second-secret' });
      expect(signedIn).toMatchObject({ environmentId: 'second', state: 'signed-in' });
      expect(JSON.stringify(signedIn)).not.toContain('second-secret');
    } finally {
      await other.stop();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe('drafts:counts and merchants:*', () => {
  it('counts drafts by state and lists a submitted merchant with its details after a refresh', async () => {
    const app = await harness();
    const changes: { status: string | null }[] = [];
    app.services.eventHub.subscribe((name, payload) => {
      if (name === 'merchants:statusChanged') changes.push(payload as { status: string | null });
    });
    await app.value('drafts:create', {});
    const toSend = await app.value('drafts:create', {});
    const draftId = toSend.id as string;
    const { referenceId: _ignored, ...payload } = validFullPayload({ legalName: 'Counted LLC' });
    await app.value('drafts:save', { id: draftId, payload });
    const trashed = await app.value('drafts:create', {});
    await app.value('drafts:delete', { id: trashed.id });
    expect(await app.value('drafts:counts')).toEqual({
      byLifecycle: expect.objectContaining({ draft: 1, ready: 1, submitted: 0 }),
      total: 2,
      trashed: 1,
      setAside: 0,
      newerVersion: 0,
    });

    expect((await app.value('auth:start', {})).state).toBe('signed-in');
    await app.value('outbox:enqueue', { draftId });
    await waitFor(
      async () => (await app.value('drafts:get', { id: draftId })).lifecycle === 'submitted',
      'the application to be submitted',
      15_000,
    );
    const counts = (await app.value('drafts:counts')) as { byLifecycle: Record<string, number> };
    expect(counts.byLifecycle).toMatchObject({ ready: 0, submitted: 1 });

    await waitFor(
      async () => ((await app.value('merchants:list')).merchants as object[]).length === 1,
      'the merchant to be tracked',
      10_000,
    );
    const refreshed = await app.value('merchants:refreshAll');
    const [merchant] = refreshed.merchants as Record<string, unknown>[];
    expect(merchant).toMatchObject({
      draftId,
      legalName: 'Counted LLC',
      status: 'InReview',
      xmid: expect.stringMatching(/^\d+$/),
      changedAt: expect.any(Number),
    });
    // The row carries what the lists read; an opened row asks for the rest (decisions 66).
    expect(Object.keys(merchant!).sort()).toEqual(
      ['changedAt', 'city', 'dba', 'draftId', 'environmentId', 'legalName', 'merchantId']
        .concat(['status', 'statusReason', 'xmid'])
        .sort(),
    );
    const ref = {
      merchantId: merchant!.merchantId,
      environmentId: merchant!.environmentId,
      draftId,
    };
    const opened = await app.value('merchants:details', ref);
    expect(opened.details).toMatchObject({ xmid: merchant!.xmid, fundingOnHold: true });
    expect((opened.history as { status: string }[]).map((entry) => entry.status)).toEqual([
      'Submitted',
      'InReview',
    ]);
    expect((opened.history as { at: number }[]).at(-1)!.at).toBe(merchant!.changedAt);
    // The same merchant id in another environment is another merchant (decisions 12).
    expect(
      await app.call('merchants:details', { ...ref, environmentId: 'production' }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    // So is the same id in the same environment under another draft (two drafts may hold one
    // merchant id: decisions 12), here a real draft of this store, and under no draft at all.
    expect(
      await app.call('merchants:details', { ...ref, draftId: trashed.id as string }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const { draftId: _own, ...withoutDraft } = ref;
    expect(await app.call('merchants:details', withoutDraft)).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(refreshed.failures).toBeUndefined();
    await app.value('merchants:refreshAll');
    await waitFor(
      () => changes.some((change) => change.status === 'Approved'),
      'an Approved status change event',
      5_000,
    );
    // Nothing personal in what the Submitted screen receives.
    const listed = JSON.stringify(await app.value('merchants:list'));
    for (const secret of ['123456789', '000123456789', payload.taxId]) {
      expect(listed).not.toContain(String(secret));
    }
  });
});

describe('drafts:purge', () => {
  it('removes a trashed application for good, file and all, and refuses one not in the trash', async () => {
    const app = await harness();
    const draft = await app.value('drafts:create', {});
    const id = draft.id as string;
    await app.value('drafts:save', { id, payload: { legalName: 'Gone Soon LLC' } });
    // Anywhere in the data folder: the draft's own files, by its id.
    const draftFiles = async () =>
      (await readdir(app.dataDir, { recursive: true })).filter((name) =>
        path.basename(name).startsWith(id),
      );
    expect(await draftFiles()).toHaveLength(1);

    const early = await app.call('drafts:purge', { id });
    expect(early.ok ? 'ok' : early.error.code).toBe('INVALID_STATE');
    expect((await app.value('drafts:get', { id })).id).toBe(id);

    await app.value('drafts:delete', { id });
    expect((await app.value('drafts:counts')).trashed).toBe(1);
    await app.call('drafts:purge', { id }).then((result) => expect(result.ok).toBe(true));
    const gone = await app.call('drafts:get', { id });
    expect(gone.ok ? 'ok' : gone.error.code).toBe('NOT_FOUND');
    expect(await app.value('drafts:counts')).toMatchObject({ total: 0, trashed: 0 });
    expect(await draftFiles()).toEqual([]);
    const again = await app.call('drafts:purge', { id });
    expect(again.ok ? 'ok' : again.error.code).toBe('NOT_FOUND');
  });
});

describe('drafts:emptyTrash', () => {
  it('removes every trashed application for good and leaves the others', async () => {
    const app = await harness();
    const ids: string[] = [];
    for (const legalName of ['Keep LLC', 'Bin One LLC', 'Bin Two LLC']) {
      const draft = await app.value('drafts:create', { payload: { legalName } });
      ids.push(draft.id as string);
    }
    const [keep, ...binned] = ids as [string, string, string];
    for (const id of binned) await app.value('drafts:delete', { id });
    const filesOf = async (id: string) =>
      (await readdir(app.dataDir, { recursive: true })).filter((name) =>
        path.basename(name).startsWith(id),
      );

    expect(await app.value('drafts:emptyTrash')).toEqual({ purged: 2 });
    expect(await app.value('drafts:counts')).toMatchObject({ total: 1, trashed: 0 });
    for (const id of binned) {
      const gone = await app.call('drafts:get', { id });
      expect(gone.ok ? 'ok' : gone.error.code).toBe('NOT_FOUND');
      expect(await filesOf(id)).toEqual([]);
    }
    expect((await app.value('drafts:get', { id: keep })).id).toBe(keep);
    expect(await filesOf(keep)).toHaveLength(1);
    expect(await app.value('drafts:emptyTrash')).toEqual({ purged: 0 });
  });
});
