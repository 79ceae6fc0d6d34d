// Saving settings on a full or read-only disk: STORAGE naming the disk, and nothing changed
// (decisions 23). A real 2 MiB tmpfs, filled, then remounted read-only.
import { afterEach, describe, expect, it } from 'vitest';
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
  `settings on a full or read-only disk (tmpfs; skipped when ${mountProblem ?? 'mounts are not allowed'})`,
  () => {
    it.each([
      ['full', (small: SmallDisk) => small.fill(), /is full \(ENOSPC\)/, 'ENOSPC'],
      [
        'read-only',
        (small: SmallDisk) => small.remountReadOnly(),
        /read-only disk \(EROFS\)/,
        'EROFS',
      ],
    ] as const)(
      'a save on a %s disk answers STORAGE and changes nothing',
      async (_, spoil, why, osCode) => {
        disk = mountSmallDisk('2m');
        const dataDir = dataDirOn(disk);
        host = await startDiskHost(dataDir);
        await host.value('settings:set', { statusPollMinutes: 15 });
        spoil(disk);

        const saved = await host.call('settings:set', { statusPollMinutes: 30 });
        expect(saved.ok).toBe(false);
        if (saved.ok) return;
        expect(saved.error.code).toBe('STORAGE');
        expect(saved.error.message).toContain(dataDir);
        expect(saved.error.message).toMatch(why);
        // The renderer's words are built from these, never from the message.
        expect(saved.error.details?.path).toContain(dataDir);
        expect(saved.error.details?.osCode).toBe(osCode);
        expect(await host.value('settings:get')).toMatchObject({ statusPollMinutes: 15 });
        if (_ === 'read-only') disk.remountWritable(); // so dispose can write its last state
      },
    );
  },
);
