// The service that owns the applied policy (decisions 83): the order of the places, leases that
// hold a new policy until the last one is returned, the last good policy kept beside a broken
// read, and a file changed while the app runs picked up by the folder watcher.
import { mkdtemp, rm, writeFile, rename } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filePolicySource } from '../../../electron/core/policy/policy-file';
import type { PolicySnapshot } from '../../../electron/core/policy/policy-service-api';
import { createPolicyService } from '../../../electron/core/policy/policy-service';
import type { PolicySourceReader } from '../../../electron/core/policy/policy-source';
import { silentLogger } from '../../../shared/logger';
import { validPolicyInput, type PolicyInput } from '../../fixtures/policy';

let dir: string;
let file: string;
const closers: (() => void)[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'policy-service-'));
  file = path.join(dir, 'policy.json');
});
afterEach(async () => {
  for (const close of closers.splice(0)) close();
  await rm(dir, { recursive: true, force: true });
});

let now = Date.parse('2026-12-01T09:00:00Z');
const clock = { now: () => now };

function serviceOver(sources: PolicySourceReader[], debounceMs = 20) {
  const service = createPolicyService({ sources, clock, logger: silentLogger, debounceMs });
  closers.push(() => service.close());
  return service;
}

const writePolicy = (target: string, input: PolicyInput | string) =>
  writeFile(target, typeof input === 'string' ? input : JSON.stringify(input));

/** The next snapshot the service announces that `isWanted` accepts (bounded: the test's timeout). */
function nextSnapshot(
  service: ReturnType<typeof serviceOver>,
  isWanted: (snapshot: PolicySnapshot) => boolean,
): Promise<PolicySnapshot> {
  return new Promise((resolve) => {
    const stop = service.onChange((snapshot) => {
      if (!isWanted(snapshot)) return;
      stop();
      resolve(snapshot);
    });
  });
}

describe('the places, in order', () => {
  it('uses the first place that holds a policy, as a whole', async () => {
    const second = path.join(dir, 'second.json');
    await writePolicy(second, validPolicyInput({ organisation: 'Second' }));
    const missing = filePolicySource({ file: path.join(dir, 'missing.json') });
    const service = serviceOver([missing, filePolicySource({ file: second })]);
    expect((await service.refresh()).policy?.organisation).toBe('Second');

    await writePolicy(file, validPolicyInput({ organisation: 'First', practiceSandbox: false }));
    const both = serviceOver([filePolicySource({ file }), filePolicySource({ file: second })]);
    const snapshot = await both.refresh();
    expect(snapshot.policy?.organisation).toBe('First');
    expect(snapshot.source?.location).toBe(file);
  });

  it('does not fall through to a later place when the first one is broken', async () => {
    const second = path.join(dir, 'second.json');
    await writePolicy(second, validPolicyInput({ organisation: 'Second' }));
    await writePolicy(file, 'not json');
    const service = serviceOver([filePolicySource({ file }), filePolicySource({ file: second })]);
    const snapshot = await service.refresh();
    expect(snapshot.policy).toBeNull();
    expect(snapshot.problem?.source.location).toBe(file);
  });

  it('turns a reader that throws into a problem of that place', async () => {
    const throwing: PolicySourceReader = {
      source: { kind: 'windows-registry', location: 'HKLM\\SOFTWARE\\Policies\\BoardingDesk' },
      read: () => Promise.reject(Object.assign(new Error('spawn failed'), { code: 'ENOENT' })),
    };
    const snapshot = await serviceOver([throwing]).refresh();
    expect(snapshot.problem).toMatchObject({ cause: 'unreadable', osCode: 'ENOENT' });
  });
});

describe('changes while the app runs', () => {
  it('keeps the last good policy beside the problem of a broken file, and drops it when the file goes', async () => {
    await writePolicy(file, validPolicyInput());
    const service = serviceOver([filePolicySource({ file })]);
    const good = await service.refresh();
    expect(good.policy?.organisation).toBe('Acme Payments IT');

    now += 60_000;
    await writePolicy(file, validPolicyInput({ retentionDays: 3 }));
    const broken = await service.refresh();
    expect(broken.problem?.issues[0]?.setting).toBe('retentionDays');
    expect(broken.policy).toEqual(good.policy);
    expect(broken.appliedAt).toBe(good.appliedAt);

    await writePolicy(file, validPolicyInput({ retentionDays: 30 }));
    const fixed = await service.refresh();
    expect(fixed.problem).toBeNull();
    expect(fixed.policy?.retentionDays).toBe(30);
    expect(fixed.appliedAt).toBe('2026-12-01T09:01:00.000Z');

    await rm(file);
    expect(await service.refresh()).toEqual({
      policy: null,
      source: null,
      appliedAt: null,
      problem: null,
      isPending: false,
    });
  });

  it('says nothing when a read brings the same policy again', async () => {
    await writePolicy(file, validPolicyInput());
    const service = serviceOver([filePolicySource({ file })]);
    await service.refresh();
    let changes = 0;
    service.onChange(() => (changes += 1));
    await writePolicy(file, JSON.stringify(validPolicyInput(), null, 4));
    await service.refresh();
    expect(changes).toBe(0);
  });

  it('picks up a file changed on disk without a restart (the folder is watched)', async () => {
    await writePolicy(file, validPolicyInput());
    const service = serviceOver([filePolicySource({ file })]);
    await service.refresh();
    const changed = nextSnapshot(
      service,
      (snapshot) => snapshot.policy?.statusRefreshMinutes === 5,
    );
    // Replaced the way deployment tools do it: a new file renamed over the old one.
    const staged = path.join(dir, 'policy.json.new');
    await writePolicy(staged, validPolicyInput({ statusRefreshMinutes: 5 }));
    await rename(staged, file);
    expect((await changed).source?.location).toBe(file);
  });

  it('finds a file deployed after the start, and a broken edit is announced', async () => {
    const service = serviceOver([filePolicySource({ file })]);
    expect((await service.refresh()).policy).toBeNull();
    const arrived = nextSnapshot(service, (snapshot) => snapshot.policy !== null);
    await writePolicy(file, validPolicyInput());
    await arrived;
    const problem = nextSnapshot(service, (snapshot) => snapshot.problem !== null);
    await writePolicy(file, '{');
    expect((await problem).problem?.cause).toBe('not-json');
  });

  it("reads again on a watcher's signal, and close() stops every watcher", async () => {
    let reads = 0;
    let signal: () => void = () => undefined;
    let stops = 0;
    let onRead: () => void = () => undefined;
    const watched: PolicySourceReader = {
      source: { kind: 'windows-registry', location: 'HKLM\\SOFTWARE\\Policies\\BoardingDesk' },
      read: () => {
        reads += 1;
        onRead();
        return Promise.resolve({ status: 'absent', source: watched.source });
      },
      watch: (onChange) => {
        signal = onChange;
        return () => (stops += 1);
      },
    };
    const service = serviceOver([watched]);
    const read = new Promise<void>((resolve) => (onRead = resolve));
    for (let n = 0; n < 5; n += 1) signal();
    await read;
    await service.refresh();
    expect(reads).toBe(2); // the signalled read, then the one asked for here
    service.close();
    expect(stops).toBe(1);
  });

  it('stops watching on close', async () => {
    const service = serviceOver([filePolicySource({ file })]);
    await service.refresh();
    service.close();
    await writePolicy(file, validPolicyInput());
    // A read asked for after close changes nothing either.
    expect((await service.refresh()).policy).toBeNull();
  });
});

describe('leases', () => {
  it('hold a new policy until the last lease is returned', async () => {
    await writePolicy(file, validPolicyInput({ statusRefreshMinutes: 15 }));
    const service = serviceOver([filePolicySource({ file })]);
    await service.refresh();
    const signing = service.lease('signing');
    const sending = service.lease('sending');

    await writePolicy(file, validPolicyInput({ statusRefreshMinutes: 30 }));
    const held = await service.refresh();
    expect(held.isPending).toBe(true);
    expect(held.policy?.statusRefreshMinutes).toBe(15);

    // A broken read meanwhile keeps both the applied and the waiting policy.
    await writePolicy(file, '[');
    const broken = await service.refresh();
    expect(broken).toMatchObject({ isPending: true, problem: { cause: 'not-json' } });
    await writePolicy(file, validPolicyInput({ statusRefreshMinutes: 30 }));
    await service.refresh();

    signing();
    signing(); // a lease returns once: the second call does not count as the other lease
    expect(service.current()).toMatchObject({ isPending: true });
    expect(service.current().policy?.statusRefreshMinutes).toBe(15);

    const announced: [PolicySnapshot, PolicySnapshot][] = [];
    service.onChange((next, previous) => announced.push([next, previous]));
    sending();
    expect(service.current().isPending).toBe(false);
    expect(service.current().policy?.statusRefreshMinutes).toBe(30);
    expect(announced).toHaveLength(1);
    expect(announced[0]?.[1].policy?.statusRefreshMinutes).toBe(15);
  });

  it('let a read that brings back the applied policy clear what was waiting', async () => {
    await writePolicy(file, validPolicyInput({ trashDays: 10 }));
    const service = serviceOver([filePolicySource({ file })]);
    await service.refresh();
    const release = service.lease('sending');
    await writePolicy(file, validPolicyInput({ trashDays: 20 }));
    expect((await service.refresh()).isPending).toBe(true);
    await writePolicy(file, validPolicyInput({ trashDays: 10 }));
    expect((await service.refresh()).isPending).toBe(false);
    release();
    expect(service.current().policy?.trashDays).toBe(10);
  });

  it('hold the removal of a policy too', async () => {
    await writePolicy(file, validPolicyInput());
    const service = serviceOver([filePolicySource({ file })]);
    await service.refresh();
    const release = service.lease('signing');
    await rm(file);
    expect(await service.refresh()).toMatchObject({ isPending: true, source: { location: file } });
    release();
    expect(service.current().policy).toBeNull();
  });
});
