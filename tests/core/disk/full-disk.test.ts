// A host started on a full disk: what exists must still open, and what cannot be written is a
// STORAGE error that names the disk (decisions 23), on a real 2 MiB tmpfs filled to the last byte.
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirOn, mountProblem, mountSmallDisk, type SmallDisk } from './disk-mounts';
import { startDiskHost, type DiskHost } from './disk-host';

const disks: SmallDisk[] = [];
const hosts: DiskHost[] = [];
afterEach(async () => {
  for (const host of hosts.splice(0)) await host.dispose();
  for (const disk of disks.splice(0)) disk.unmount();
});

async function host(dataDir: string): Promise<DiskHost> {
  const started = await startDiskHost(dataDir);
  hosts.push(started);
  return started;
}

function smallDisk(): SmallDisk {
  const disk = mountSmallDisk('2m');
  disks.push(disk);
  return disk;
}

describe.skipIf(mountProblem !== undefined)(
  `a full disk (tmpfs; skipped when ${mountProblem ?? 'mounts are not allowed'})`,
  () => {
    it('opens the drafts saved before the disk filled up, instead of "keychain unavailable"', async () => {
      const disk = smallDisk();
      const dataDir = dataDirOn(disk);
      const first = await host(dataDir);
      const created = await first.value<{ id: string }>('drafts:create', {
        payload: { legalName: 'Full Disk Bakery' },
      });
      await first.dispose();
      hosts.length = 0;
      disk.fill();

      const second = await host(dataDir);
      expect(second.secretProblem).toBeUndefined();
      const listed = await second.call('drafts:list', {});
      expect(listed.ok && listed.value).toMatchObject({ total: 1 });
      const draft = await second.value<{ id: string }>('drafts:get', { id: created.id });
      expect(draft.id).toBe(created.id);
    });

    it('answers a save that finds the disk full with STORAGE naming it, keeping the last version', async () => {
      const disk = smallDisk();
      const dataDir = dataDirOn(disk);
      const started = await host(dataDir);
      const created = await started.value<{ id: string; updatedAt: string }>('drafts:create', {
        payload: { legalName: 'Before The Disk Filled' },
      });
      disk.fill();
      const saved = await started.call('drafts:save', {
        id: created.id,
        payload: { legalName: 'After', dba: 'x'.repeat(20_000) },
        expectedUpdatedAt: created.updatedAt,
      });
      expect(saved.ok).toBe(false);
      if (saved.ok) return;
      expect(saved.error.code).toBe('STORAGE');
      expect(saved.error.message).toMatch(/disk holding .* is full \(ENOSPC\)/);
      expect(saved.error.message).toContain(dataDir);
      // The screen shows words built from details, never the message (decisions 36).
      expect(saved.error.details?.path).toContain(dataDir);
      expect(saved.error.details?.osCode).toBe('ENOSPC');
      expect(await started.value('drafts:get', { id: created.id })).toMatchObject({
        payload: { legalName: 'Before The Disk Filled' },
      });
    });

    it('answers STORAGE naming the disk when a first start finds no room for the key', async () => {
      const disk = smallDisk();
      const dataDir = dataDirOn(disk);
      disk.fill();
      const started = await host(dataDir);
      expect(started.secretProblem).toMatch(/disk holding .* is full \(ENOSPC\)/);
      const listed = await started.call('drafts:list', {});
      expect(listed.ok).toBe(false);
      if (listed.ok) return;
      expect(listed.error.code).toBe('STORAGE');
      expect(listed.error.message).toContain(dataDir);
      expect(listed.error.message).toMatch(/is full \(ENOSPC\)/);
    });
  },
);
