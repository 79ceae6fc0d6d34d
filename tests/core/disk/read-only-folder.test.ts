// A read-only data folder (a tmpfs remounted read-only: root ignores file modes) opens read-only:
// the agent reads every application, every write answers STORAGE with the reason, and the app
// says so in app:info (decisions 27).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openKeyFileCipher } from '../../../electron/core/crypto/key-file-cipher';
import { seedSubmitted } from '../../e2e/support/seed-submitted';
import { mutatingChannels } from '../../../shared/ipc/contract';
import { validRequestFor } from '../../ipc/valid-requests';
import type { AppInfo } from '../../../shared/ipc/app-info-schema';
import { dataDirOn, mountProblem, mountSmallDisk, type SmallDisk } from './disk-mounts';
import { startDiskHost, type DiskHost } from './disk-host';
import { dataKeyOf, writeRawDraft } from '../drafts/support/raw-files';

let disk: SmallDisk | undefined;
let host: DiskHost | undefined;
afterEach(async () => {
  await host?.dispose();
  host = undefined;
  disk?.unmount();
  disk = undefined;
});

describe.skipIf(mountProblem !== undefined)(
  `a read-only data folder (tmpfs remounted ro; skipped when ${mountProblem ?? 'mounts are not allowed'})`,
  () => {
    it('starts, lists and opens the applications, and refuses every write with the reason', async () => {
      disk = mountSmallDisk('4m');
      const dataDir = dataDirOn(disk);
      const first = await startDiskHost(dataDir);
      const created = await first.value<{ id: string }>('drafts:create', {
        payload: { legalName: 'Read Only Diner' },
      });
      await first.value('settings:set', { statusPollMinutes: 7 });
      await first.dispose();
      disk.remountReadOnly();

      host = await startDiskHost(dataDir);
      const info = await host.value<AppInfo>('app:info');
      // The folder and the system's code, never core's sentence (decisions 36).
      expect(info.storage.readOnly).toEqual({ path: dataDir, osCode: 'EROFS' });
      expect(await host.value('settings:get')).toMatchObject({ statusPollMinutes: 7 });
      const environments = await host.value<{ environments: { problem?: string }[] }>(
        'environments:list',
      );
      expect(environments.environments[0]?.problem).toBe('folder-unwritable');
      expect(await host.value('drafts:list', {})).toMatchObject({ total: 1 });
      expect(await host.value('drafts:get', { id: created.id })).toMatchObject({
        payload: { legalName: 'Read Only Diner' },
      });
      expect((await host.call('drafts:validate', { id: created.id })).ok).toBe(true);

      // Every channel the contract says mutates (conventions 19), with its sample request aimed at
      // the real draft.
      for (const channel of mutatingChannels) {
        const request = validRequestFor(channel, created.id);
        const refused = await host.call(channel, request);
        expect(refused.ok, channel).toBe(false);
        if (refused.ok) continue;
        expect(refused.error.code, channel).toBe('STORAGE');
        expect(refused.error.message, channel).toMatch(/read-only disk \(EROFS\)/);
        // What the screen's words are built from (decisions 23, 36): the folder and the code.
        expect(refused.error.details, channel).toEqual({ path: dataDir, osCode: 'EROFS' });
      }
      disk.remountWritable(); // so dispose may write its last state
    });

    it('opens a draft of an older schema version, migrated in memory only, and writes nothing', async () => {
      disk = mountSmallDisk('4m');
      const dataDir = dataDirOn(disk);
      await (await startDiskHost(dataDir)).dispose(); // the key file, data key and folders
      const cipher = openKeyFileCipher(path.join(dataDir, 'secrets.key'));
      if (!cipher.ok) throw new Error(cipher.error.message);
      const storeDir = path.join(dataDir, 'drafts');
      const id = '0f8e7d6c-5b4a-4392-8170-6a5b4c3d2e1f';
      // Version 0 as the first release wrote it (electron/core/drafts/migrations/001-reference-id).
      await writeRawDraft(
        storeDir,
        await dataKeyOf(storeDir, cipher.value),
        { id, revision: 1 },
        0,
        {
          id,
          status: 'editing',
          merchant: { legalName: 'Old Format Bakery' },
          created: 1714557600000,
          modified: 1714561200000,
        },
      );
      const before = (await readdir(path.join(storeDir, 'drafts'))).sort();
      disk.remountReadOnly();

      host = await startDiskHost(dataDir);
      expect(await host.value('drafts:list', {})).toMatchObject({ total: 1 });
      const opened = await host.value<{ schemaVersion: number; payload: unknown }>('drafts:get', {
        id,
      });
      expect(opened).toMatchObject({
        schemaVersion: 1,
        payload: { legalName: 'Old Format Bakery' },
      });
      // Read again (from the cache or the file): still readable, still the same.
      expect(await host.value('drafts:get', { id })).toMatchObject({ schemaVersion: 1 });
      await host.dispose();
      host = undefined;
      disk.remountWritable();
      expect((await readdir(path.join(storeDir, 'drafts'))).sort()).toEqual(before);
    });

    it('shows the stored statuses without starting the poller', async () => {
      disk = mountSmallDisk('4m');
      const dataDir = dataDirOn(disk);
      await (await startDiskHost(dataDir)).dispose();
      // A submitted application with its status, as a writable start leaves it (decisions 89).
      const [seeded] = await seedSubmitted(dataDir, 1);
      disk.remountReadOnly();

      host = await startDiskHost(dataDir);
      const listed = await host.value<{ merchants: { merchantId: string }[] }>('merchants:list');
      expect(listed.merchants.map((merchant) => merchant.merchantId)).toEqual([seeded?.merchantId]);
      disk.remountWritable(); // so dispose may write its last state
    });
  },
);
