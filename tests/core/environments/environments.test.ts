import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EnvironmentSchema,
  EnvironmentSummarySchema,
  environmentSummary,
} from '../../../shared/environments/environment-schema';
import { createEnvironmentRegistry } from '../../../electron/core/environments/environment-registry';
import {
  describeFileProblem,
  loadEnvironmentFile,
} from '../../../electron/core/environments/environment-file';
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
    expect(wrapped.ok && wrapped.value.map((environment) => environment.id)).toEqual(['acme-prod']);
    const bare = await load([{ ...remote, merchantGetPath: '/v2/merchants/{id}/detail' }]);
    expect(bare.ok && bare.value[0]?.merchantGetPath).toBe('/v2/merchants/{id}/detail');
  });

  it('names every bad entry and field, and loads nothing from a bad file', async () => {
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
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('VALIDATION');
    const fields = result.error.fieldErrors?.map((error) => error.field);
    expect(fields).toEqual([
      'environments[1].id',
      'environments[1].baseUrl',
      'environments[2].merchantGetPath',
      'environments[3].id',
      'environments[4].id',
      'environments[5].kind',
    ]);
    expect(result.error.fieldErrors?.[2]?.message).toContain('{id}');
  });

  it('reports invalid JSON and a wrong shape clearly; a missing file means no extra environments', async () => {
    const broken = await load('{ "environments": [');
    expect(!broken.ok && broken.error.message).toMatch(/not valid JSON/);
    const shape = await load({ list: [] });
    expect(!shape.ok && shape.error.code).toBe('VALIDATION');
    const missing = await loadEnvironmentFile(path.join(dir, 'none.json'));
    expect(missing.ok && missing.value).toEqual([]);
  });

  it('describes a bad file in plain words: the file, the entries to fix, and how many more', async () => {
    const entries = Array.from({ length: 7 }, (_, index) => ({
      ...remote,
      id: `env-${index}`,
      baseUrl: 'http://boarding.acme.example',
    }));
    const result = await load({ environments: entries });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = describeFileProblem(result.error);
    expect(text).toContain(path.join(dir, 'environments.json'));
    expect(text).toContain('environments[0].baseUrl: Use https (http only for 127.0.0.1).');
    expect(text).toContain('environments[4].baseUrl');
    expect(text).not.toContain('environments[5]');
    expect(text).toContain('And 2 more.');
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
    const problem = 'The built-in sandbox could not start because the disk is full.';
    const registry = createEnvironmentRegistry({
      sandbox: () => undefined,
      sandboxProblem: () => problem,
      remote: [],
    });
    expect(registry.list()).toMatchObject([{ id: 'sandbox', isRunning: false, problem }]);
    const resolved = registry.resolve('sandbox');
    expect(!resolved.ok && resolved.error.message).toBe(problem);
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
