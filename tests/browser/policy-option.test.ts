// Browser mode's `--policy FILE` (decisions 83): the file it names is the one policy the core
// reads, applied before the first call; a broken or missing one is a problem of that file and
// applies nothing; without the option there is no policy at all.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBrowserServices } from '../../electron/browser/browser-services';
import type { Services } from '../../electron/core/app/build-services';
import { silentLogger } from '../../shared/logger';
import { validPolicyInput } from '../fixtures/policy';

let dir: string;
let services: Services | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'policy-option-'));
});
afterEach(async () => {
  await services?.dispose();
  services = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function start(policyFile?: string) {
  ({ services } = await buildBrowserServices({
    dataDir: path.join(dir, 'data'),
    logger: silentLogger,
    openExternal: async () => undefined,
    version: '0.0.0-test',
    ...(policyFile !== undefined && { policyFile }),
  }));
  return services.policy.current();
}

describe('browser mode --policy FILE', () => {
  it('applies the file before the first call', async () => {
    const file = path.join(dir, 'policy.json');
    await writeFile(file, JSON.stringify(validPolicyInput()));
    const snapshot = await start(file);
    expect(snapshot.source).toEqual({ kind: 'file', location: file });
    expect(snapshot.policy?.environments?.map((environment) => environment.id)).toEqual([
      'acme-prod',
    ]);
  });

  it('names a broken file and applies nothing', async () => {
    const file = path.join(dir, 'policy.json');
    await writeFile(file, JSON.stringify(validPolicyInput({ statusRefreshMinutes: -1 })));
    const snapshot = await start(file);
    expect(snapshot.policy).toBeNull();
    expect(snapshot.problem).toMatchObject({
      cause: 'schema',
      source: { location: file },
      issues: [{ setting: 'statusRefreshMinutes' }],
    });
  });

  it('names a file that is not there', async () => {
    const file = path.join(dir, 'missing.json');
    expect((await start(file)).problem).toMatchObject({ cause: 'unreadable', osCode: 'ENOENT' });
  });

  it('reads no other place without it', async () => {
    expect(await start()).toMatchObject({ policy: null, problem: null, source: null });
  });
});
