// A read-only data folder (a tmpfs remounted read-only: root ignores file modes) opens read-only:
// the agent reads every application, every write answers STORAGE with the reason, and the app
// says so in app:info (decisions 27).
import { afterEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../shared/ipc/app-info-schema';
import { dataDirOn, mountProblem, mountSmallDisk, type SmallDisk } from './disk-mounts';
import { startDiskHost, type DiskHost } from './disk-host';

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
      expect(info.storage.readOnly).toMatch(/read-only disk \(EROFS\)/);
      expect(info.storage.readOnly).toContain(dataDir);
      expect(await host.value('settings:get')).toMatchObject({ statusPollMinutes: 7 });
      const environments = await host.value<{ environments: { problem?: string }[] }>(
        'environments:list',
      );
      expect(environments.environments[0]?.problem).toContain('could not be written');
      expect(await host.value('drafts:list', {})).toMatchObject({ total: 1 });
      expect(await host.value('drafts:get', { id: created.id })).toMatchObject({
        payload: { legalName: 'Read Only Diner' },
      });
      expect((await host.call('drafts:validate', { id: created.id })).ok).toBe(true);

      for (const [channel, request] of [
        ['drafts:save', { id: created.id, payload: { legalName: 'Changed' } }],
        ['drafts:create', {}],
        ['outbox:enqueue', { draftId: created.id }],
        ['settings:set', { statusPollMinutes: 9 }],
      ] as const) {
        const refused = await host.call(channel, request);
        expect(refused.ok, channel).toBe(false);
        if (refused.ok) continue;
        expect(refused.error.code, channel).toBe('STORAGE');
        expect(refused.error.message, channel).toMatch(/read-only disk \(EROFS\)/);
      }
      disk.remountWritable(); // so dispose may write its last state
    });
  },
);
