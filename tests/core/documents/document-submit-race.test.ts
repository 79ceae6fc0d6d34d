// The outbox may move an application to submitted between the document service's check and its
// write (the check runs outside the draft store's queue). The write is checked again and undone:
// a submitted application keeps its documents as they were when it was sent (decisions 48).
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDocumentFiles,
  documentKeyOf,
} from '../../../electron/core/documents/document-files';
import { createDocumentService } from '../../../electron/core/documents/document-service';
import type { DraftStore } from '../../../electron/core/drafts/draft-store-api';
import { silentLogger } from '../../../electron/core/ports';
import { validFullPayload } from '../../fixtures/merchant';
import { openTestStore, unwrap } from '../drafts/support/open-store';
import { makeTempDir, readAllFiles } from '../drafts/support/temp-dir';
import { pngBytes } from './document-fixtures';

let dir: string;
let cleanup: () => Promise<void>;
let drafts: DraftStore;
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir('doc-race-'));
  drafts = await openTestStore(path.join(dir, 'drafts'));
});
afterEach(async () => {
  await drafts.close();
  await cleanup();
});

async function sending(): Promise<string> {
  const id = unwrap(await drafts.create({ payload: validFullPayload() })).id;
  unwrap(await drafts.enqueue(id));
  unwrap(await drafts.markLifecycle(id, { to: 'sending' }));
  return id;
}

const submit = async (id: string) =>
  unwrap(
    await drafts.markLifecycle(id, {
      to: 'submitted',
      merchantId: 'M-1',
      status: 'Approved',
      response: { id: 'M-1' },
    }),
  );

/** A service whose first look at the draft is answered just before the outbox submits it. */
function serviceRacingTheOutbox(beforeFirstWrite: () => Promise<void>) {
  let isFirst = true;
  return createDocumentService({
    files: createDocumentFiles(path.join(dir, 'drafts'), documentKeyOf(Buffer.alloc(32, 3))),
    getDraft: async (id) => {
      const draft = await drafts.get(id);
      if (isFirst) {
        isFirst = false;
        await beforeFirstWrite();
      }
      return draft;
    },
    now: () => new Date('2026-11-26T03:00:00Z'),
    logger: silentLogger,
  });
}

describe('documents and the move to submitted', () => {
  it('undoes an attach that lands after the application was submitted', async () => {
    const id = await sending();
    const documents = serviceRacingTheOutbox(() => submit(id));
    const attached = await documents.attach(id, {
      kind: 'owner-id',
      name: 'id.png',
      bytes: pngBytes(),
    });
    expect(attached.ok ? attached.value.outcome : attached.error.code).toBe('READ_ONLY');
    expect(unwrap(await documents.list(id)).documents).toEqual([]);
    const bytesFiles = (await readAllFiles(path.join(dir, 'drafts', 'documents'))).filter(
      (file) => !file.file.endsWith('manifest.document'),
    );
    expect(bytesFiles).toEqual([]);
  });

  it('undoes a removal that lands after the application was submitted', async () => {
    const id = await sending();
    let documents = serviceRacingTheOutbox(async () => undefined);
    const attached = unwrap(
      await documents.attach(id, { kind: 'owner-id', name: 'id.png', bytes: pngBytes() }),
    );
    if (attached.outcome !== 'attached') throw new Error(attached.outcome);
    documents = serviceRacingTheOutbox(() => submit(id));
    const removed = await documents.remove(id, attached.document.id);
    expect(removed.ok ? 'ok' : removed.error.code).toBe('READ_ONLY');
    expect((await documents.readAll(id)).map((document) => document.summary.name)).toEqual([
      'id.png',
    ]);
  });
});
