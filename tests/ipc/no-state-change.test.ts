// "Never a state change": malformed calls to every state-changing channel (the contract's
// `mutates`, conventions 19), dispatched into the real core (buildServices with a real draft
// store, outbox and built-in sandbox in a temp dir), leave every byte of the data directory and
// the settings store as they were; so do valid calls to every channel that declares it only reads.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServices, type Services } from '../../electron/core/app/build-services';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { createDispatcher } from '../../electron/core/ipc/dispatch';
import { systemClock, type KeyValueStore } from '../../electron/core/ports';
import { startSandbox } from '../../sandbox/index';
import { channelNames } from '../../shared/ipc/channels';
import { contract, mutatingChannels } from '../../shared/ipc/contract';
import { waitFor } from '../core/support/wait-for';
import { capturingLogger } from './recording-handlers';
import { validRequestFor, validRequests } from './valid-requests';

let dataDir: string;
let services: Services;
const memory = new Map<string, unknown>();
const store: KeyValueStore = {
  get: (key) => structuredClone(memory.get(key)),
  set: (key, value) => void memory.set(key, structuredClone(value)),
  delete: (key) => void memory.delete(key),
  has: (key) => memory.has(key),
};

async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.includes(`${path.sep}sandbox${path.sep}`)) continue; // the peer server's own files
    out[path.relative(dir, file)] = (await readFile(file)).toString('base64');
  }
  return out;
}

/**
 * Waits until the duplicate index, a cache core writes 2 s after the last change to a draft
 * (electron/core/drafts/duplicate-index.ts), has written what the fixtures changed since `since`:
 * a snapshot taken before that write would see it land during the calls under test.
 */
async function indexWritten(since: number): Promise<void> {
  const file = path.join(dataDir, 'drafts', 'duplicates.json');
  await waitFor(
    async () => ((await stat(file).catch(() => undefined))?.mtimeMs ?? 0) > since,
    'the duplicate index to be written',
    15_000,
  );
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-nostate-'));
  services = await buildServices({
    ports: {
      cipher: aesGcmCipher(Buffer.alloc(32, 7), 'test'),
      store,
      openExternal: async () => undefined,
      fetch: globalThis.fetch,
      clock: systemClock,
      logger: capturingLogger().logger,
    },
    dataDir,
    mode: 'browser',
    app: { name: 'Boarding Desk', version: '0.0.0-test', platform: process.platform },
    startSandbox: (options) => startSandbox({ dataDir: options.dataDir }),
  });
});
afterAll(async () => {
  await services?.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

/** The real dispatcher over the real core, as a trusted window's calls reach it. */
function trustedDispatcher() {
  return createDispatcher<null>({
    handlers: services.handlers,
    isTrustedSender: () => true,
    logger: capturingLogger().logger,
  });
}

describe('malformed calls into the real core', () => {
  it('change nothing on disk or in settings', async () => {
    const dispatch = trustedDispatcher();
    const changedAt = Date.now();
    const created = await dispatch(
      'drafts:create',
      { payload: { legalName: 'Acme Tools LLC' } },
      null,
    );
    expect(created.ok).toBe(true);
    // One in the trash too, which a malformed drafts:purge or drafts:emptyTrash must not remove.
    const binned = await dispatch('drafts:create', { payload: { legalName: 'Binned LLC' } }, null);
    const binnedId = binned.ok ? (binned.value as { id: string }).id : '';
    expect((await dispatch('drafts:delete', { id: binnedId }, null)).ok).toBe(true);
    await dispatch('settings:set', { statusPollMinutes: 5 }, null);
    await indexWritten(changedAt);
    const before = await snapshot(dataDir);
    const settingsBefore = JSON.stringify([...memory.entries()]);
    expect(Object.keys(before).some((file) => file.startsWith('drafts'))).toBe(true);

    let sent = 0;
    for (const channel of mutatingChannels) {
      const sample = validRequests[channel] as Record<string, unknown> | undefined;
      // A channel that takes no request (drafts:emptyTrash): anything at all is malformed.
      const invalid = (
        sample === undefined
          ? fc.anything()
          : fc.oneof(
              fc.anything(),
              fc
                .tuple(fc.string(), fc.anything())
                .map(([key, value]) => ({ ...sample, [`x${key}`]: value })),
              fc
                .constantFrom(...Object.keys(sample))
                .chain((key) => fc.anything().map((value) => ({ ...sample, [key]: value }))),
            )
      ).filter((payload) => !contract[channel].request.safeParse(payload).success);
      for (const payload of fc.sample(invalid, 150)) {
        const result = await dispatch(channel, payload, null);
        expect(result.ok === false && result.error.code, channel).toBe('BAD_REQUEST');
        sent += 1;
      }
    }
    expect(sent).toBe(mutatingChannels.length * 150);
    expect(await snapshot(dataDir)).toEqual(before);
    expect(JSON.stringify([...memory.entries()])).toBe(settingsBefore);
  });
});

describe('valid calls to every channel that only reads, into the real core', () => {
  it('change nothing on disk or in settings either', async () => {
    const dispatch = trustedDispatcher();
    const changedAt = Date.now();
    const created = await dispatch(
      'drafts:create',
      { payload: { legalName: 'Read Me LLC' } },
      null,
    );
    const id = created.ok ? (created.value as { id: string }).id : '';
    await indexWritten(changedAt);
    const before = await snapshot(dataDir);
    const settingsBefore = JSON.stringify([...memory.entries()]);
    const reading = channelNames.filter((channel) => !contract[channel].mutates);
    expect(reading).toContain('drafts:get');
    for (const channel of reading) {
      const request = validRequestFor(channel, id);
      const answer = await dispatch(channel, request, null);
      expect(answer.ok === false && answer.error.code, channel).not.toBe('BAD_REQUEST');
    }
    expect(await snapshot(dataDir)).toEqual(before);
    expect(JSON.stringify([...memory.entries()])).toBe(settingsBefore);
  });
});
