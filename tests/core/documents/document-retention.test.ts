// Retention and documents (decisions 48): a submitted application reduced after the period loses
// its documents with its numbers; one emptied from the trash loses them with its file.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDocumentHolder } from '../../../electron/core/documents/document-holder';
import { removeDocumentsOnPurge } from '../../../electron/core/documents/document-upkeep';
import { silentLogger } from '../../../electron/core/ports';
import { memoryRetentionNotices } from '../../../electron/core/retention/retention-notices';
import { createRetentionService } from '../../../electron/core/retention/retention-service';
import { ok } from '../../../shared/result';
import { validFullPayload } from '../../fixtures/merchant';
import { manualClock, openTestStore, unwrap } from '../drafts/support/open-store';
import { makeTempDir, readAllFiles } from '../drafts/support/temp-dir';
import { createTestCipher } from '../drafts/support/test-cipher';
import { waitFor } from '../support/wait-for';
import { pngBytes } from './document-fixtures';

const day = 24 * 60 * 60 * 1000;
let dataDir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir: dataDir, cleanup } = await makeTempDir('doc-retention-')));
afterEach(() => cleanup());

describe('retention and documents', () => {
  it('removes the documents of reduced and purged applications, and only theirs', async () => {
    const clock = manualClock();
    const now = () => new Date(clock.now());
    const drafts = await openTestStore(path.join(dataDir, 'drafts'), { clock });
    removeDocumentsOnPurge(path.join(dataDir, 'drafts'), drafts, silentLogger);
    const holder = createDocumentHolder({
      dataDir,
      cipher: createTestCipher(),
      isWeakCipherAccepted: () => false,
      drafts: async () => ok(drafts),
      now,
      logger: silentLogger,
    });
    const documents = unwrap(await holder.open());
    const attach = (id: string) =>
      documents.attach(id, { kind: 'owner-id', name: 'id.png', bytes: pngBytes() });

    const sent = unwrap(await drafts.create({ payload: validFullPayload() })).id;
    const binned = unwrap(await drafts.create({ payload: { legalName: 'Binned' } })).id;
    const kept = unwrap(await drafts.create({ payload: { legalName: 'Kept' } })).id;
    for (const id of [sent, binned, kept]) await attach(id);
    unwrap(await drafts.enqueue(sent));
    unwrap(await drafts.markLifecycle(sent, { to: 'sending' }));
    unwrap(
      await drafts.markLifecycle(sent, {
        to: 'submitted',
        merchantId: 'M-1',
        status: 'Approved',
        response: { id: 'M-1' },
      }),
    );
    unwrap(await drafts.delete(binned));

    const retention = createRetentionService({
      drafts: async () => ok(drafts),
      retentionDays: () => 90,
      now,
      logger: silentLogger,
      notices: memoryRetentionNotices(),
      onReduced: (id) => documents.removeAll(id),
    });
    clock.advance(92 * day);
    expect(unwrap(await retention.applyNow())).toEqual({ reduced: 1, purged: 1 });
    await waitFor(async () => (await documents.readAll(binned)).length === 0, 'the purge removal');

    expect((await documents.readAll(sent)).length).toBe(0);
    expect((await documents.readAll(binned)).length).toBe(0);
    expect((await documents.readAll(kept)).length).toBe(1);
    const folders = new Set(
      (await readAllFiles(path.join(dataDir, 'drafts', 'documents'))).map((file) =>
        path.basename(path.dirname(file.file)),
      ),
    );
    expect([...folders]).toEqual([kept]);
    await drafts.close();
  });
});
