import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EnvironmentSchema,
  EnvironmentSummarySchema,
  environmentSummary,
} from '../../../shared/environments/environment-schema';
import { createEnvironmentRegistry } from '../../../electron/core/environments/environment-registry';
import { loadEnvironmentFile } from '../../../electron/core/environments/environment-file';
import { loadEnvironmentsSettingAside } from '../../../electron/core/environments/environment-set-aside';
import { silentLogger } from '../../../electron/core/ports';
import { listQuarantine } from '../../../electron/core/storage/quarantine';
import { sandboxEnvironment } from '../../../electron/core/environments/sandbox-environment';

const remote = {
  id: 'acme-prod',
  name: 'Acme production',
  kind: 'remote',
  baseUrl: 'https://boarding.acme.example/',
  authorizeUrl: 'https://portal.acme.example/oauth/authorize',
  consumerKey: '5b0c1c1e-7f39-4c47-9a52-0f1f3c1c2d11',
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'environments-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function load(content: unknown) {
  const file = path.join(dir, 'environments.json');
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return loadEnvironmentFile(file);
}

describe('environment schema', () => {
  it('applies the configurable defaults (decisions 5, 6, 9) and trims the base URL', () => {
    const environment = EnvironmentSchema.parse(remote);
    expect(environment.baseUrl).toBe('https://boarding.acme.example');
    expect(environment.accessTokenPath).toBe('/boarding/v2/oauth/1a/accessToken');
    expect(environment.requestTokenPath).toBe('/boarding/v2/oauth/1a/requesttoken');
    expect(environment.merchantPostPath).toBe('/boarding/v2/merchant');
    expect(environment.merchantGetPath).toBe('/boarding/v2/merchant/{id}');
  });

  it('refuses clear-text http except on loopback', () => {
    expect(
      EnvironmentSchema.safeParse({ ...remote, baseUrl: 'http://boarding.acme.example' }).success,
    ).toBe(false);
    expect(
      EnvironmentSchema.safeParse({ ...remote, baseUrl: 'http://127.0.0.1:4318' }).success,
    ).toBe(true);
  });

  it('explains an address that is not a URL or carries credentials', () => {
    const notUrl = EnvironmentSchema.safeParse({ ...remote, baseUrl: 'boarding dot acme' });
    expect(notUrl.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a full address, e.g. https://api.example.com',
    ]);
    const withUser = EnvironmentSchema.safeParse({
      ...remote,
      authorizeUrl: 'https://user:pw@portal.acme.example/a',
    });
    expect(withUser.error?.issues[0]?.path).toEqual(['authorizeUrl']);
  });

  it('keeps the renderer summary free of the consumer key', () => {
    const summary = environmentSummary(EnvironmentSchema.parse(remote));
    expect(EnvironmentSummarySchema.parse(summary)).toEqual({
      id: 'acme-prod',
      name: 'Acme production',
      kind: 'remote',
      baseUrl: 'https://boarding.acme.example',
    });
    expect(JSON.stringify(summary)).not.toContain(remote.consumerKey);
  });
});

describe('environment file', () => {
  it('loads valid remote environments, as an object or a bare array', async () => {
    const wrapped = await load({ environments: [remote] });
    expect(wrapped.ok && wrapped.value.environments.map((environment) => environment.id)).toEqual([
      'acme-prod',
    ]);
    const bare = await load([{ ...remote, merchantGetPath: '/v2/merchants/{id}/detail' }]);
    expect(bare.ok && bare.value.environments[0]?.merchantGetPath).toBe(
      '/v2/merchants/{id}/detail',
    );
  });

  it('names every bad entry and field, and still loads the good ones', async () => {
    const result = await load({
      environments: [
        remote,
        { ...remote, id: 'Bad Id', baseUrl: 'ftp://x' },
        { ...remote, id: 'no-template', merchantGetPath: '/boarding/v2/merchant' },
        { ...remote },
        { ...remote, id: 'sandbox' },
        { ...remote, id: 'other', kind: 'sandbox' },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.environments.map((environment) => environment.id)).toEqual(['acme-prod']);
    expect(result.value.rejected.map((entry) => entry.index)).toEqual([1, 2, 3, 4, 5]);
    const fieldErrors = result.value.rejected.flatMap((entry) => entry.fieldErrors);
    const fields = fieldErrors.map((error) => error.field);
    expect(fields).toEqual([
      'environments[1].id',
      'environments[1].baseUrl',
      'environments[2].merchantGetPath',
      'environments[3].id',
      'environments[4].id',
      'environments[5].kind',
    ]);
    expect(fieldErrors[2]?.message).toContain('{id}');
  });

  it('reports invalid JSON and a wrong shape clearly; a missing file means no extra environments', async () => {
    const broken = await load('{ "environments": [');
    expect(!broken.ok && broken.error.message).toMatch(/not valid JSON/);
    const shape = await load({ list: [] });
    expect(!shape.ok && shape.error.code).toBe('VALIDATION');
    const missing = await loadEnvironmentFile(path.join(dir, 'none.json'));
    expect(missing.ok && missing.value).toEqual({ environments: [], rejected: [] });
  });

  it('describes a bad file by codes and details: the file, counts and the fields to fix', async () => {
    const entries = Array.from({ length: 7 }, (_, index) => ({
      ...remote,
      id: `env-${index}`,
      baseUrl: 'http://boarding.acme.example',
    }));
    await load({ environments: entries });
    const { fileProblem: text } = await loadEnvironmentsSettingAside({
      file: path.join(dir, 'environments.json'),
      now: () => Date.UTC(2026, 0, 2),
      logger: silentLogger,
      canWrite: false,
    });
    expect(text).toMatchObject({
      cause: 'entries',
      path: path.join(dir, 'environments.json'),
      count: 7,
      loaded: 0,
      isSetAside: false,
    });
    expect(text?.fieldErrors?.[0]).toEqual({
      field: 'environments[0].baseUrl',
      message: 'Use https (http only for 127.0.0.1)',
    });
    expect(text?.fieldErrors).toHaveLength(7);
  });
});

describe('environments file at start: one bad entry is set aside, the good ones load', () => {
  const loadAtStart = (canWrite = true) =>
    loadEnvironmentsSettingAside({
      file: path.join(dir, 'environments.json'),
      now: () => Date.UTC(2026, 0, 2),
      logger: silentLogger,
      canWrite,
    });
  const good2 = { ...remote, id: 'acme-test', name: 'Acme test' };
  const bad = { ...remote, id: 'acme-bad', baseUrl: 'ftp://boarding.acme.example' };

  it('loads the good entries, keeps the bad one in quarantine with its reason, and says so', async () => {
    await writeFile(
      path.join(dir, 'environments.json'),
      JSON.stringify({ environments: [remote, bad, good2] }),
    );
    const loaded = await loadAtStart();
    expect(loaded.environments.map((environment) => environment.id)).toEqual([
      'acme-prod',
      'acme-test',
    ]);
    expect(loaded.fileProblem).toMatchObject({ cause: 'entries', count: 1, isSetAside: true });
    expect(loaded.fileProblem?.fieldErrors?.[0]?.field).toBe('environments[1].baseUrl');

    const [kept] = await listQuarantine(dir);
    expect(kept?.reason).toContain('environments[1].baseUrl');
    expect(JSON.parse(await readFile(kept!.file, 'utf8'))).toEqual({ environments: [bad] });
    // The file now holds the good entries only: the next start loads cleanly.
    const again = await loadAtStart();
    expect(again.fileProblem).toBeUndefined();
    expect(again.environments).toHaveLength(2);
  });

  it('moves a file that is not JSON aside whole and starts with the sandbox alone', async () => {
    await writeFile(path.join(dir, 'environments.json'), '{ "environments": [');
    const loaded = await loadAtStart();
    expect(loaded.environments).toEqual([]);
    expect(loaded.fileProblem).toEqual({
      cause: 'not-a-list',
      path: path.join(dir, 'environments.json'),
      isSetAside: true,
    });
    expect(await readdir(dir)).toEqual(['quarantine']);
  });

  it('on a read-only folder reports the bad entry and rewrites nothing', async () => {
    const text = JSON.stringify({ environments: [remote, bad] });
    await writeFile(path.join(dir, 'environments.json'), text);
    const loaded = await loadAtStart(false);
    expect(loaded.environments).toHaveLength(1);
    expect(loaded.fileProblem).toMatchObject({ cause: 'entries', count: 1, isSetAside: false });
    expect(await readFile(path.join(dir, 'environments.json'), 'utf8')).toBe(text);
  });
});

describe('environment registry', () => {
  const running = {
    url: 'http://127.0.0.1:4318/',
    consumer: { key: 'sandbox-key', secret: 'sandbox-secret' },
  };

  it('defaults to the built-in sandbox, resolved from the running sandbox with its consumer secret', () => {
    let sandbox: typeof running | undefined = undefined;
    const registry = createEnvironmentRegistry({
      sandbox: () => sandbox,
      remote: [EnvironmentSchema.parse(remote)],
    });
    expect(registry.defaultId).toBe('sandbox');
    const notRunning = registry.resolve('sandbox');
    expect(!notRunning.ok && notRunning.error.code).toBe('OFFLINE');
    // Always listed, because always selectable: not running, no address, no problem.
    expect(registry.list()).toEqual([
      {
        id: 'sandbox',
        name: 'Built-in sandbox',
        kind: 'sandbox',
        baseUrl: null,
        isRunning: false,
        problem: null,
      },
      expect.objectContaining({ id: 'acme-prod' }),
    ]);

    sandbox = running;
    const resolved = registry.resolve('sandbox');
    expect(resolved.ok && resolved.value.consumerSecret).toBe('sandbox-secret');
    expect(resolved.ok && resolved.value.environment).toEqual(sandboxEnvironment(running));
    expect(resolved.ok && resolved.value.environment.authorizeUrl).toBe(
      'http://127.0.0.1:4318/boarding/v2/oauth/1a/authorize',
    );
    expect(registry.list()[0]).toEqual({
      id: 'sandbox',
      name: 'Built-in sandbox',
      kind: 'sandbox',
      baseUrl: 'http://127.0.0.1:4318',
      isRunning: true,
      problem: null,
    });
    expect(registry.list().map((summary) => EnvironmentSummarySchema.parse(summary).id)).toEqual([
      'sandbox',
      'acme-prod',
    ]);
  });

  it('lists a sandbox that failed to start with its problem, also given by resolve', () => {
    const registry = createEnvironmentRegistry({
      sandbox: () => undefined,
      sandboxProblem: () => 'disk-full',
      remote: [],
    });
    expect(registry.list()).toMatchObject([
      { id: 'sandbox', isRunning: false, problem: 'disk-full' },
    ]);
    const resolved = registry.resolve('sandbox');
    expect(!resolved.ok && resolved.error.code).toBe('OFFLINE');
  });

  it('resolves remote environments without a consumer secret, and unknown ids as NOT_FOUND', () => {
    const registry = createEnvironmentRegistry({
      sandbox: () => undefined,
      remote: [EnvironmentSchema.parse(remote)],
    });
    const resolved = registry.resolve('acme-prod');
    expect(resolved.ok && resolved.value.consumerSecret).toBeUndefined();
    const unknown = registry.resolve('nope');
    expect(!unknown.ok && unknown.error.code).toBe('NOT_FOUND');
  });
});
