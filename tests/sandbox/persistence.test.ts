// Durability: a restart on the same data dir keeps every merchant, the demo
// consumer and issued access tokens; nothing secret or PII lands in the files; damaged files are
// reported and left in place, never overwritten.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxLogger } from '../../sandbox/index';
import { validFullPayload } from '../fixtures/merchant';
import {
  authorizationHeader,
  clockSeconds,
  postMerchant,
  signIn,
  signedFetch,
  startHarness,
  type Harness,
} from './sandbox-harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

async function harnessWithCleanup(): Promise<Harness> {
  const harness = await startHarness();
  cleanups.push(() => harness.cleanup());
  return harness;
}

async function allFileText(dir: string): Promise<string> {
  let text = '';
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) text += await readFile(path.join(entry.parentPath, entry.name), 'utf8');
  }
  return text;
}

type Merchant = { id: number; status: string; referenceId: string };

describe('restart on the same data dir', () => {
  it('keeps merchants, statuses, the demo consumer and access tokens', async () => {
    const harness = await harnessWithCleanup();
    const consumerBefore = harness.sandbox.consumer;
    const access = await signIn(harness);
    const referenceIds = [randomUUID(), randomUUID(), randomUUID()];
    const created: Merchant[] = [];
    for (const referenceId of referenceIds) {
      created.push(
        (await (
          await postMerchant(harness, access, validFullPayload({ referenceId }))
        ).json()) as Merchant,
      );
    }
    expect(
      (
        (await (
          await signedFetch(harness, access, 'GET', `/boarding/v2/merchant/${created[0]!.id}`)
        ).json()) as Merchant
      ).status,
    ).toBe('InReview');

    const restarted = await harness.restart();
    expect(restarted.consumer).toEqual(consumerBefore);
    // The same access token still works after the restart.
    const first = await signedFetch(
      harness,
      access,
      'GET',
      `/boarding/v2/merchant/${created[0]!.id}`,
    );
    expect(first.status).toBe(200);
    expect(((await first.json()) as Merchant).status).toBe('Approved');
    for (const merchant of created.slice(1)) {
      const found = (await (
        await signedFetch(
          harness,
          access,
          'GET',
          `/boarding/v2/merchant?referenceId=${merchant.referenceId}`,
        )
      ).json()) as Merchant[];
      expect(found).toEqual([merchant]);
    }
    expect(
      (await postMerchant(harness, access, validFullPayload({ referenceId: referenceIds[1]! })))
        .status,
    ).toBe(409);
    const next = (await (
      await postMerchant(harness, access, validFullPayload({ referenceId: randomUUID() }))
    ).json()) as Merchant;
    expect(next.id).toBeGreaterThan(Math.max(...created.map((merchant) => merchant.id)));
    expect(harness.sandbox.admin.listMerchants()).toHaveLength(4);
  });

  it('uses a configured consumer instead of the demo one, and refuses the other', async () => {
    const harness = await harnessWithCleanup();
    const demo = harness.sandbox.consumer;
    const custom = { key: randomUUID(), secret: 'custom-secret', name: 'Custom App' };
    const restarted = await harness.restart({ consumer: custom });
    expect(restarted.consumer).toEqual(custom);
    await expect(signIn(harness)).resolves.toBeTruthy();
    const url = `${restarted.url}/boarding/v2/oauth/1a/requesttoken`;
    const asDemoConsumer = authorizationHeader({
      consumer: demo,
      method: 'POST',
      url,
      timestamp: clockSeconds(harness.clock),
      params: { oauth_callback: 'oob' },
    });
    const refused = await fetch(url, {
      method: 'POST',
      headers: { Authorization: asDemoConsumer },
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/consumer/);
    const asDemo = await harness.restart({ consumer: { ...demo } });
    expect(asDemo.consumer.key).toBe(demo.key);
  });
});

describe('what reaches the disk', () => {
  it('holds no SSN, tax id, account number, token or secret in plain text', async () => {
    const harness = await harnessWithCleanup();
    const access = await signIn(harness);
    await postMerchant(harness, access, validFullPayload({ referenceId: randomUUID() }));
    await harness.stop();
    const text = await allFileText(harness.dataDir);
    expect(text).toContain('Example Fuel LLC');
    for (const secret of ['123456789', '987654321', '000123456789', access.key, access.secret]) {
      expect(text).not.toContain(secret);
    }
    const mode = (await stat(path.join(harness.dataDir, 'credentials.json'))).mode & 0o777;
    if (process.platform !== 'win32') expect(mode).toBe(0o600);
  });
});

describe('damaged files', () => {
  it('skips an unreadable merchant file, leaves it in place and never reuses its id', async () => {
    const harness = await harnessWithCleanup();
    const access = await signIn(harness);
    const created = (await (
      await postMerchant(harness, access, validFullPayload({ referenceId: randomUUID() }))
    ).json()) as Merchant;
    await harness.stop();
    const file = path.join(harness.dataDir, 'merchants', `${created.id}.json`);
    await writeFile(file, '{ this is not json');
    const warnings: string[] = [];
    const logger: SandboxLogger = {
      debug: () => undefined,
      info: () => undefined,
      warn: (message) => void warnings.push(message),
      error: () => undefined,
    };
    await harness.restart({ logger });
    expect(warnings.join('\n')).toMatch(/unreadable merchant file/);
    expect(await readFile(file, 'utf8')).toBe('{ this is not json');
    const next = (await (
      await postMerchant(harness, access, validFullPayload({ referenceId: randomUUID() }))
    ).json()) as Merchant;
    expect(next.id).toBeGreaterThan(created.id);
    expect(
      (await signedFetch(harness, access, 'GET', `/boarding/v2/merchant/${created.id}`)).status,
    ).toBe(404);
  });

  it('refuses to start over an unreadable credentials file instead of replacing it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-test-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    await writeFile(path.join(dataDir, 'credentials.json'), '[]');
    await expect(startSandbox({ dataDir })).rejects.toThrow(/credentials file is unreadable/);
    expect(await readFile(path.join(dataDir, 'credentials.json'), 'utf8')).toBe('[]');
  });

  it('refuses bad options with a clear error', async () => {
    await expect(startSandbox({ dataDir: '' })).rejects.toThrow(/dataDir is required/);
    await expect(startSandbox({ dataDir: os.tmpdir(), port: 70_000 })).rejects.toThrow(/port/);
    await expect(startSandbox({ dataDir: os.tmpdir(), tokenLifetimeMs: 0 })).rejects.toThrow(
      /tokenLifetimeMs/,
    );
  });
});
