// Documents go with their application even when nothing opened the documents (decisions 48): the
// core as browser mode builds it, a purge through the contract, a folder left behind swept at
// open. And retention's own part: a removal that fails never stops the run, and is retried.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../electron/core/ports';
import { memoryRetentionNotices } from '../../../electron/core/retention/retention-notices';
import { createRetentionService } from '../../../electron/core/retention/retention-service';
import { sweepDocuments } from '../../../electron/core/documents/document-upkeep';
import { ok } from '../../../shared/result';
import { validFullPayload } from '../../fixtures/merchant';
import { manualClock, openTestStore, unwrap } from '../drafts/support/open-store';
import { harness } from '../support/services-harness';
import { waitFor } from '../support/wait-for';
import { makeTempDir } from '../drafts/support/temp-dir';

const day = 24 * 60 * 60 * 1000;
const orphanId = '0b6c7a52-6a3e-4f0e-9d55-2f8c3e1a9b10';

async function folders(dataDir: string): Promise<string[]> {
  return readdir(path.join(dataDir, 'drafts', 'documents')).catch(() => []);
}

async function plantFolder(dataDir: string, id: string): Promise<void> {
  const folder = path.join(dataDir, 'drafts', 'documents', id);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'manifest.document'), 'ciphertext stand-in');
}

describe('documents and purge, without the document service', () => {
  it('removes the folder of an application deleted forever before anything opened documents', async () => {
    const app = await harness();
    const id = (await app.value('drafts:create', { payload: { legalName: 'Binned' } }))
      .id as string;
    const kept = (await app.value('drafts:create', { payload: { legalName: 'Kept' } }))
      .id as string;
    await plantFolder(app.dataDir, id);
    await plantFolder(app.dataDir, kept);
    await app.value('drafts:delete', { id });
    await app.value('drafts:purge', { id });
    await waitFor(async () => !(await folders(app.dataDir)).includes(id), 'the folder removed');
    expect(await folders(app.dataDir)).toEqual([kept]);
  });

  it('sweeps at open a folder whose application is no longer on this laptop', async () => {
    const app = await harness((dataDir) => plantFolder(dataDir, orphanId));
    const kept = (await app.value('drafts:create', { payload: { legalName: 'Kept' } }))
      .id as string;
    await plantFolder(app.dataDir, kept);
    await waitFor(async () => !(await folders(app.dataDir)).includes(orphanId), 'the sweep');
    expect(await folders(app.dataDir)).toEqual([kept]);
  });
});

describe('retention and documents that cannot be removed', () => {
  it('goes on when a removal fails, and the sweep removes what it left', async () => {
    const { dir, cleanup } = await makeTempDir('doc-upkeep-');
    try {
      const clock = manualClock();
      const draftsDir = path.join(dir, 'drafts');
      const drafts = await openTestStore(draftsDir, { clock });
      const submit = async () => {
        const id = unwrap(await drafts.create({ payload: validFullPayload() })).id;
        unwrap(await drafts.enqueue(id));
        unwrap(await drafts.markLifecycle(id, { to: 'sending' }));
        unwrap(
          await drafts.markLifecycle(id, {
            to: 'submitted',
            merchantId: `M-${id}`,
            status: 'Approved',
            response: { id: 'M' },
          }),
        );
        await plantFolder(dir, id);
        return id;
      };
      const first = await submit();
      const second = await submit();
      const retention = createRetentionService({
        drafts: async () => ok(drafts),
        retentionDays: () => 90,
        now: () => new Date(clock.now()),
        logger: silentLogger,
        notices: memoryRetentionNotices(),
        onReduced: () => Promise.reject(new Error('disk said no')),
      });
      clock.advance(92 * day);
      expect(unwrap(await retention.applyNow())).toEqual({ reduced: 2, purged: 0 });
      expect((await folders(dir)).sort()).toEqual([first, second].sort());
      expect(await sweepDocuments(draftsDir, drafts, silentLogger)).toBe(2);
      expect(await folders(dir)).toEqual([]);
      await drafts.close();
    } finally {
      await cleanup();
    }
  });
});
