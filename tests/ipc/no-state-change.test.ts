// "Never a state change": malformed calls to every state-changing channel, dispatched into the
// real core (buildServices with a real draft store, outbox and built-in sandbox in a temp dir),
// leave every byte of the data directory and the settings store as they were.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServices, type Services } from '../../electron/core/app/build-services';
import { aesGcmCipher } from '../../electron/core/crypto/key-file-cipher';
import { createDispatcher } from '../../electron/core/ipc/dispatch';
import { systemClock, type KeyValueStore } from '../../electron/core/ports';
import { startSandbox } from '../../sandbox/index';
import { contract, type Channel } from '../../shared/ipc/contract';
import { capturingLogger } from './recording-handlers';
import { validRequests } from './valid-requests';

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

const mutating: Channel[] = [
  'settings:set',
  'auth:start',
  'drafts:create',
  'drafts:save',
  'drafts:duplicate',
  'drafts:delete',
  'drafts:restore',
  'drafts:purge',
  'drafts:emptyTrash',
  'outbox:enqueue',
  'outbox:cancel',
  'outbox:retry',
  'transfer:import',
  'retention:apply',
];

describe('malformed calls into the real core', () => {
  it('change nothing on disk or in settings', async () => {
    const dispatch = createDispatcher<null>({
      handlers: services.handlers,
      isTrustedSender: () => true,
      logger: capturingLogger().logger,
    });
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
    const before = await snapshot(dataDir);
    const settingsBefore = JSON.stringify([...memory.entries()]);
    expect(Object.keys(before).some((file) => file.startsWith('drafts'))).toBe(true);

    let sent = 0;
    for (const channel of mutating) {
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
    expect(sent).toBe(mutating.length * 150);
    expect(await snapshot(dataDir)).toEqual(before);
    expect(JSON.stringify([...memory.entries()])).toBe(settingsBefore);
  });
});
