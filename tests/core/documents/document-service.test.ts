// Documents of an application on a real draft store in a temp dir: attach, list and remove; every
// bad file refused with its own code, nothing stored and the others intact; nothing after
// submission; 0600 files with no plaintext; purge and retention take them away.
import { stat, truncate, open as openFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentChunkBytes, maxDocumentBytes } from '../../../shared/documents/document-schema';
import { createDocumentHolder } from '../../../electron/core/documents/document-holder';
import { removeDocumentsOnPurge } from '../../../electron/core/documents/document-upkeep';
import type { DocumentService } from '../../../electron/core/documents/document-service';
import type { DraftStore } from '../../../electron/core/drafts/draft-store-api';
import { ok } from '../../../shared/result';
import { silentLogger } from '../../../shared/logger';
import { validFullPayload } from '../../fixtures/merchant';
import { openTestStore, unwrap } from '../drafts/support/open-store';
import { makeTempDir, readAllFiles } from '../drafts/support/temp-dir';
import { createTestCipher } from '../drafts/support/test-cipher';
import { waitFor } from '../support/wait-for';
import {
  jpegBytes,
  marker,
  pdfBytes,
  pngBytes,
  pngCutShort,
  pngWithWrongHeader,
} from './document-fixtures';
import { expectPrivateFile } from '../../support/file-modes';

let dataDir: string;
let cleanup: () => Promise<void>;
let drafts: DraftStore;
let documents: DocumentService;

beforeEach(async () => {
  ({ dir: dataDir, cleanup } = await makeTempDir('doc-test-'));
  drafts = await openTestStore(path.join(dataDir, 'drafts'));
  const holder = createDocumentHolder({
    dataDir,
    cipher: createTestCipher(),
    isWeakCipherAccepted: () => false,
    drafts: () => Promise.resolve(ok(drafts)),
    now: () => new Date('2026-11-26T03:00:00Z'),
    logger: silentLogger,
  });
  documents = unwrap(await holder.open());
});

afterEach(async () => {
  await drafts.close();
  await cleanup();
});

async function newDraft(): Promise<string> {
  return unwrap(await drafts.create({ payload: validFullPayload() })).id;
}

async function names(draftId: string): Promise<string[]> {
  return unwrap(await documents.list(draftId)).documents.map((document) => document.name);
}

/** Attaches through the chunked path the renderer uses. */
async function upload(draftId: string, name: string, bytes: Buffer) {
  const begun = unwrap(
    await documents.begin({ draftId, kind: 'bank-proof', name, size: bytes.length }),
  );
  if (begun.outcome !== 'ready') return begun;
  for (let offset = 0; offset < bytes.length; offset += documentChunkBytes) {
    const sent = unwrap(
      documents.chunk({
        uploadId: begun.uploadId,
        offset,
        data: bytes.subarray(offset, offset + documentChunkBytes).toString('base64'),
      }),
    );
    if (sent.outcome !== 'received') return sent;
  }
  return unwrap(await documents.finish(begun.uploadId));
}

describe('attach, list, remove', () => {
  it('attaches a PNG, a JPEG and a PDF, lists them and removes one', async () => {
    const id = await newDraft();
    expect((await upload(id, 'cheque.png', pngBytes())).outcome).toBe('attached');
    expect((await upload(id, 'licence.jpg', jpegBytes())).outcome).toBe('attached');
    const big = Buffer.concat([await pdfBytes()]);
    const pdf = await upload(id, 'bank-letter.pdf', big);
    expect(pdf).toMatchObject({ outcome: 'attached', document: { mediaType: 'application/pdf' } });
    expect(await names(id)).toEqual(['cheque.png', 'licence.jpg', 'bank-letter.pdf']);
    if (pdf.outcome !== 'attached') throw new Error('not attached');
    const after = unwrap(await documents.remove(id, pdf.document.id));
    expect(after.documents.map((document) => document.name)).toEqual(['cheque.png', 'licence.jpg']);
    const all = await documents.readAll(id);
    expect(all[0]?.bytes.equals(pngBytes())).toBe(true);
  });

  it('writes every file 0600 and never the plaintext', async () => {
    const id = await newDraft();
    await upload(id, `${marker}.png`, pngBytes());
    await upload(id, 'licence.jpg', jpegBytes());
    await upload(id, 'letter.pdf', await pdfBytes());
    const files = (await readAllFiles(dataDir)).filter((file) =>
      file.file.includes(`${path.sep}documents${path.sep}`),
    );
    expect(files.length).toBe(4); // three documents and the list
    for (const file of files) {
      await expectPrivateFile(file.file);
      expect(file.bytes.includes(Buffer.from(marker, 'latin1'))).toBe(false);
      expect(file.bytes.includes(Buffer.from('%PDF-', 'latin1'))).toBe(false);
    }
  });
});

describe('bad files: a typed refusal, nothing stored, nothing lost', () => {
  async function withOneKept(): Promise<string> {
    const id = await newDraft();
    await upload(id, 'kept.png', pngBytes());
    return id;
  }

  async function expectKeptOnly(id: string) {
    expect(await names(id)).toEqual(['kept.png']);
    const files = (await readAllFiles(dataDir)).filter((file) => file.file.endsWith('.document'));
    expect(files.length).toBe(2);
  }

  it('refuses a 200 MB file by its size, before a byte of it is sent', async () => {
    const id = await withOneKept();
    const huge = path.join(dataDir, 'huge.jpg');
    await (await openFile(huge, 'w')).close();
    await truncate(huge, 200 * 1024 * 1024); // sparse: nothing is held in memory
    const size = (await stat(huge)).size;
    const answer = unwrap(
      await documents.begin({ draftId: id, kind: 'owner-id', name: 'huge.jpg', size }),
    );
    expect(answer).toEqual({
      outcome: 'refused',
      problem: 'too-large',
      size: 200 * 1024 * 1024,
      limit: maxDocumentBytes,
    });
    await expectKeptOnly(id);
  });

  it('refuses more bytes than were announced', async () => {
    const id = await withOneKept();
    const begun = unwrap(
      await documents.begin({ draftId: id, kind: 'owner-id', name: 'a.png', size: 10 }),
    );
    if (begun.outcome !== 'ready') throw new Error('not begun');
    const sent = unwrap(
      documents.chunk({
        uploadId: begun.uploadId,
        offset: 0,
        data: Buffer.alloc(11).toString('base64'),
      }),
    );
    expect(sent).toMatchObject({ outcome: 'refused', problem: 'too-large' });
    expect((await documents.finish(begun.uploadId)).ok).toBe(false);
    await expectKeptOnly(id);
  });

  it('refuses a file that is not a picture or a PDF', async () => {
    const id = await withOneKept();
    expect(await upload(id, 'notes.txt', Buffer.from(`hello ${marker}`))).toEqual({
      outcome: 'refused',
      problem: 'not-supported',
    });
    await expectKeptOnly(id);
  });

  it('refuses an empty file', async () => {
    const id = await withOneKept();
    expect(
      unwrap(await documents.begin({ draftId: id, kind: 'owner-id', name: 'e.png', size: 0 })),
    ).toEqual({ outcome: 'refused', problem: 'empty' });
    expect(
      unwrap(
        await documents.attach(id, { kind: 'owner-id', name: 'e.png', bytes: Buffer.alloc(0) }),
      ),
    ).toEqual({ outcome: 'refused', problem: 'empty' });
    await expectKeptOnly(id);
  });

  it('refuses a PNG with a wrong header, and one whose image data is cut short, as damaged', async () => {
    const id = await withOneKept();
    expect(await upload(id, 'wrong-header.png', pngWithWrongHeader())).toEqual({
      outcome: 'refused',
      problem: 'damaged',
    });
    expect(await upload(id, 'cut.png', pngCutShort())).toEqual({
      outcome: 'refused',
      problem: 'damaged',
    });
    const bad = pngBytes();
    bad[bad.length - 20] = (bad[bad.length - 20] ?? 0) ^ 0xff; // inside IDAT: its CRC no longer matches
    expect(await upload(id, 'flipped.png', bad)).toMatchObject({ problem: 'damaged' });
    expect(await upload(id, 'cut.pdf', (await pdfBytes()).subarray(0, 200))).toMatchObject({
      problem: 'damaged',
    });
    await expectKeptOnly(id);
  });
});

describe('a read-only data folder', () => {
  it('lists the documents as not editable', async () => {
    const id = await newDraft();
    await upload(id, 'kept.png', pngBytes());
    const holder = createDocumentHolder({
      dataDir,
      cipher: createTestCipher(),
      isWeakCipherAccepted: () => false,
      drafts: () => Promise.resolve(ok(drafts)),
      now: () => new Date('2026-11-26T03:00:00Z'),
      logger: silentLogger,
      isReadOnly: true,
    });
    const list = unwrap(await unwrap(await holder.open()).list(id));
    expect(list.isEditable).toBe(false);
    expect(list.documents.map((document) => document.name)).toEqual(['kept.png']);
  });
});

describe('the application’s lifecycle', () => {
  async function submitted(): Promise<string> {
    const id = await newDraft();
    await upload(id, 'kept.png', pngBytes());
    unwrap(await drafts.enqueue(id));
    unwrap(await drafts.markLifecycle(id, { to: 'sending' }));
    unwrap(
      await drafts.markLifecycle(id, {
        to: 'submitted',
        merchantId: 'M-1',
        status: 'Submitted',
        response: { id: 'M-1' },
      }),
    );
    return id;
  }

  it('keeps a submitted application’s documents read-only', async () => {
    const id = await submitted();
    const [kept] = unwrap(await documents.list(id)).documents;
    expect(unwrap(await documents.list(id)).isEditable).toBe(false);
    const removed = await documents.remove(id, kept!.id);
    expect(removed.ok ? 'ok' : removed.error.code).toBe('READ_ONLY');
    const added = await documents.begin({ draftId: id, kind: 'owner-id', name: 'a.png', size: 5 });
    expect(added.ok ? 'ok' : added.error.code).toBe('READ_ONLY');
    expect(await names(id)).toEqual(['kept.png']);
  });

  it('removes the documents when the application is purged', async () => {
    const id = await newDraft();
    await upload(id, 'kept.png', pngBytes());
    unwrap(await drafts.delete(id));
    const trashed = await documents.begin({
      draftId: id,
      kind: 'owner-id',
      name: 'a.png',
      size: 5,
    });
    expect(trashed.ok ? 'ok' : trashed.error.details?.reason).toBe('in-trash');
    removeDocumentsOnPurge(path.join(dataDir, 'drafts'), drafts, silentLogger);
    unwrap(await drafts.purge(id));
    const documentFiles = async () =>
      (await readAllFiles(dataDir)).filter((file) =>
        file.file.includes(`${path.sep}documents${path.sep}`),
      );
    // The walk can meet a folder the removal deletes under it (ENOENT): not done yet, look again.
    const isRemoved = () =>
      documentFiles().then(
        (files) => files.length === 0,
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return false;
          throw error;
        },
      );
    await waitFor(isRemoved, 'the purge removal');
    expect(await documentFiles()).toEqual([]);
  });
});
