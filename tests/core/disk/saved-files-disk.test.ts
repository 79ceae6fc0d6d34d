// A PDF, an export and a support bundle saved to a USB stick that is full or read-only
// (decisions 71): a clear answer, and nothing left on the stick, neither under the name the agent
// chose nor as a temporary file. On a real tmpfs of 256 KiB, filled, then remounted read-only.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writePdfFile } from '../../../electron/core/pdf/save-application-pdf';
import { writeSupportBundle } from '../../../electron/core/support/support-bundle';
import { writeExport } from '../../../electron/core/transfer/export-writer';
import { problemOf } from '../../../electron/core/transfer/transfer-failure';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { testScryptLogN } from '../transfer/support/transfer-harness';
import { mountProblem, mountSmallDisk, type SmallDisk } from './disk-mounts';

const disks: SmallDisk[] = [];
afterEach(() => {
  for (const disk of disks.splice(0)) disk.unmount();
});

function stick(): SmallDisk {
  const disk = mountSmallDisk('256k');
  disks.push(disk);
  return disk;
}

/** An application big enough that its export cannot fit on a full stick's last blocks. */
async function* manyDrafts(count: number): AsyncGenerator<Draft> {
  for (let n = 0; n < count; n += 1) {
    yield {
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      referenceId: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      schemaVersion: 1,
      lifecycle: 'draft',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      payload: { legalName: `Stick ${n} ${'x'.repeat(2_000)}` },
    };
  }
}

async function exportTo(filePath: string) {
  return writeExport({
    filePath,
    passphrase: '40721-88310-05267-91833-62004-17759',
    drafts: manyDrafts(200),
    count: 200,
    app: { name: 'Boarding Desk', version: '0.1.0' },
    now: () => new Date('2026-11-26T01:00:00.000Z'),
    scryptLogN: testScryptLogN,
  }).then(
    () => 'written',
    (error: unknown) => problemOf(error) ?? `thrown: ${(error as Error).message}`,
  );
}

describe.skipIf(mountProblem !== undefined)(
  `saving to a full or read-only stick (tmpfs; skipped when ${mountProblem ?? 'mounts are not allowed'})`,
  () => {
    it('answers disk-full and leaves nothing on a full stick', async () => {
      const disk = stick();
      disk.fill();
      const before = await readdir(disk.dir);
      const pdf = await writePdfFile(path.join(disk.dir, 'app.pdf'), Buffer.alloc(300_000, 1), {
        dataDir: path.join(disk.dir, '..', 'elsewhere'),
      });
      expect(pdf).toEqual({ outcome: 'problem', problem: 'disk-full' });
      expect(await exportTo(path.join(disk.dir, 'move.age'))).toBe('disk-full');
      const bundle = await writeSupportBundle(path.join(disk.dir, 'support.json'), {
        logs: 'y'.repeat(300_000),
      });
      expect(bundle).toEqual({ outcome: 'problem', problem: 'disk-full' });
      expect(await readdir(disk.dir)).toEqual(before);
    });

    it('answers not-writable and leaves nothing on a read-only stick', async () => {
      const disk = stick();
      disk.remountReadOnly();
      const pdf = await writePdfFile(path.join(disk.dir, 'app.pdf'), Buffer.from('%PDF-1.7'), {
        dataDir: path.join(disk.dir, '..', 'elsewhere'),
      });
      expect(pdf).toEqual({ outcome: 'problem', problem: 'not-writable' });
      expect(await exportTo(path.join(disk.dir, 'move.age'))).toBe('not-writable');
      expect(await writeSupportBundle(path.join(disk.dir, 'support.json'), {})).toEqual({
        outcome: 'problem',
        problem: 'not-writable',
      });
      expect(await readdir(disk.dir)).toEqual([]);
    });
  },
);
