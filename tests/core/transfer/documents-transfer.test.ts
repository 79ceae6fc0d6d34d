// Documents move with their application (export format version 2, decisions 48): exported on the
// line after it, imported with a new application only, never plaintext in the file; a version 1
// file (no documents) still imports; a document line in a version 1 file is damage.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Decrypter, Encrypter } from 'age-encryption';
import { writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDocumentHolder } from '../../../electron/core/documents/document-holder';
import type { DocumentService } from '../../../electron/core/documents/document-service';
import type { DraftStore } from '../../../electron/core/drafts/draft-store-api';
import { silentLogger } from '../../../electron/core/ports';
import {
  createTransferService,
  type TransferService,
} from '../../../electron/core/transfer/transfer-service';
import { err, ok } from '../../../shared/result';
import { validFullPayload } from '../../fixtures/merchant';
import { jpegBytes, marker, pngBytes } from '../documents/document-fixtures';
import { openTestStore, unwrap } from '../drafts/support/open-store';
import { makeTempDir } from '../drafts/support/temp-dir';
import { createTestCipher } from '../drafts/support/test-cipher';
import { testScryptLogN } from './support/transfer-harness';

const passphrase = '40721-88310-05267-91833-62004-17759';
const now = () => new Date('2026-11-26T01:00:00.000Z');

interface Laptop {
  drafts: DraftStore;
  documents: DocumentService;
  transfer: TransferService;
}

async function openLaptop(dataDir: string, label: string): Promise<Laptop> {
  const cipher = createTestCipher({ label });
  const drafts = await openTestStore(path.join(dataDir, 'drafts'), { cipher });
  const holder = createDocumentHolder({
    dataDir,
    cipher,
    isWeakCipherAccepted: () => false,
    drafts: async () => ok(drafts),
    now,
    logger: silentLogger,
  });
  const transfer = createTransferService({
    drafts: async () => ok(drafts),
    documents: () => holder.open(),
    app: { name: 'Boarding Desk', version: '0.1.0' },
    now,
    logger: silentLogger,
    onProgress: () => undefined,
    scryptLogN: testScryptLogN,
  });
  return { drafts, documents: unwrap(await holder.open()), transfer };
}

async function importFile(laptop: Laptop, filePath: string) {
  const preview = unwrap(await laptop.transfer.preview(filePath, passphrase));
  if (preview.outcome !== 'preview') return preview;
  return unwrap(await laptop.transfer.importChecked(preview.token));
}

let dir: string;
let cleanup: () => Promise<void>;
let from: Laptop;
let to: Laptop;
beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir('transfer-documents-'));
  from = await openLaptop(path.join(dir, 'a'), 'laptop a');
  to = await openLaptop(path.join(dir, 'b'), 'laptop b');
});
afterEach(async () => {
  await from.drafts.close();
  await to.drafts.close();
  await cleanup();
});

describe('documents in the export', () => {
  it('go with their application to the other laptop, byte for byte', async () => {
    const withTwo = unwrap(await from.drafts.create({ payload: validFullPayload() })).id;
    const withNone = unwrap(await from.drafts.create({ payload: { legalName: 'Bare' } })).id;
    await from.documents.attach(withTwo, {
      kind: 'bank-proof',
      name: 'cheque.png',
      bytes: pngBytes(),
    });
    await from.documents.attach(withTwo, { kind: 'owner-id', name: 'id.jpg', bytes: jpegBytes() });
    const file = path.join(dir, 'move.age');
    const started = unwrap(await from.transfer.startExport({ filePath: file, passphrase }));
    if (started.outcome !== 'started') throw new Error(started.problem);
    expect((await from.transfer.finished(started.jobId))?.state).toBe('done');
    expect((await readFile(file)).includes(Buffer.from(marker))).toBe(false);

    expect(await importFile(to, file)).toEqual({ outcome: 'imported', imported: 2, skipped: 0 });
    const moved = await to.documents.readAll(withTwo);
    expect(moved.map((document) => [document.summary.name, document.summary.kind])).toEqual([
      ['cheque.png', 'bank-proof'],
      ['id.jpg', 'owner-id'],
    ]);
    expect(moved[0]?.bytes.equals(pngBytes())).toBe(true);
    expect(moved[1]?.bytes.equals(jpegBytes())).toBe(true);
    expect(await to.documents.readAll(withNone)).toEqual([]);

    // Imported again: already here, and its documents are not added twice.
    expect(await importFile(to, file)).toEqual({ outcome: 'imported', imported: 0, skipped: 2 });
    expect((await to.documents.readAll(withTwo)).length).toBe(2);
  });

  it('completes the documents of an import that stopped part-way when the file is imported again', async () => {
    const id = unwrap(await from.drafts.create({ payload: validFullPayload() })).id;
    await from.documents.attach(id, { kind: 'bank-proof', name: 'cheque.png', bytes: pngBytes() });
    await from.documents.attach(id, { kind: 'owner-id', name: 'id.jpg', bytes: jpegBytes() });
    const file = path.join(dir, 'move.age');
    const started = unwrap(await from.transfer.startExport({ filePath: file, passphrase }));
    if (started.outcome !== 'started') throw new Error(started.problem);
    expect((await from.transfer.finished(started.jobId))?.state).toBe('done');

    // What a run stopped after the first document leaves: the application and one document.
    const decrypter = new Decrypter();
    decrypter.addPassphrase(passphrase);
    const lines = (await decrypter.decrypt(await readFile(file), 'text')).split('\n');
    expect(lines.map((line) => (line === '' ? '' : (JSON.parse(line).kind ?? 'header')))).toEqual([
      'header',
      'draft',
      'document',
      'document',
      'end',
      '',
    ]);
    const cut = path.join(dir, 'cut.age');
    await encrypt([...lines.slice(0, 3), lines[4], ''].join('\n'), cut);
    expect(await importFile(to, cut)).toEqual({ outcome: 'imported', imported: 1, skipped: 0 });
    expect((await to.documents.readAll(id)).map((document) => document.summary.name)).toEqual([
      'cheque.png',
    ]);

    expect(await importFile(to, file)).toEqual({ outcome: 'imported', imported: 0, skipped: 1 });
    const all = await to.documents.readAll(id);
    expect(all.map((document) => document.summary.name)).toEqual(['cheque.png', 'id.jpg']);
    expect(all[1]?.bytes.equals(jpegBytes())).toBe(true);
  });

  it('does not bring back a document removed after the export when that file is imported again', async () => {
    const id = unwrap(await from.drafts.create({ payload: validFullPayload() })).id;
    await from.documents.attach(id, { kind: 'bank-proof', name: 'cheque.png', bytes: pngBytes() });
    const attached = unwrap(
      await from.documents.attach(id, { kind: 'owner-id', name: 'id.jpg', bytes: jpegBytes() }),
    );
    if (attached.outcome !== 'attached') throw new Error(attached.outcome);
    const file = path.join(dir, 'backup.age');
    const started = unwrap(await from.transfer.startExport({ filePath: file, passphrase }));
    if (started.outcome !== 'started') throw new Error(started.problem);
    expect((await from.transfer.finished(started.jobId))?.state).toBe('done');

    // The wrong photo: the agent removes it, then restores last week's backup on this laptop.
    unwrap(await from.documents.remove(id, attached.document.id));
    expect(await importFile(from, file)).toEqual({ outcome: 'imported', imported: 0, skipped: 1 });
    const kept = await from.documents.readAll(id);
    expect(kept.map((document) => document.summary.name)).toEqual(['cheque.png']);
  });

  it('reports documents it could not store instead of dropping them silently', async () => {
    const id = unwrap(await from.drafts.create({ payload: validFullPayload() })).id;
    await from.documents.attach(id, { kind: 'bank-proof', name: 'cheque.png', bytes: pngBytes() });
    const file = path.join(dir, 'move.age');
    const started = unwrap(await from.transfer.startExport({ filePath: file, passphrase }));
    if (started.outcome !== 'started') throw new Error(started.problem);
    await from.transfer.finished(started.jobId);
    const drafts = await openTestStore(path.join(dir, 'c', 'drafts'));
    const transfer = createTransferService({
      drafts: async () => ok(drafts),
      // The documents cannot be opened (no keyring, say).
      documents: async () => err('ENCRYPTION_UNAVAILABLE', 'no keyring'),
      app: { name: 'Boarding Desk', version: '0.1.0' },
      now,
      logger: silentLogger,
      onProgress: () => undefined,
      scryptLogN: testScryptLogN,
    });
    const preview = unwrap(await transfer.preview(file, passphrase));
    if (preview.outcome !== 'preview') throw new Error(preview.problem);
    expect(unwrap(await transfer.importChecked(preview.token))).toEqual({
      outcome: 'imported',
      imported: 1,
      skipped: 0,
      documentsLeftOut: 1,
    });
    await drafts.close();
  });

  it('leaves out a damaged document, exports the rest and says how many it left out', async () => {
    const id = unwrap(await from.drafts.create({ payload: validFullPayload() })).id;
    await from.documents.attach(id, { kind: 'bank-proof', name: 'cheque.png', bytes: pngBytes() });
    const damaged = unwrap(
      await from.documents.attach(id, { kind: 'owner-id', name: 'id.jpg', bytes: jpegBytes() }),
    );
    if (damaged.outcome !== 'attached') throw new Error(damaged.outcome);
    const bytesFile = path.join(
      dir,
      'a',
      'drafts',
      'documents',
      id,
      `${damaged.document.id}.document`,
    );
    const bytes = await readFile(bytesFile);
    bytes[bytes.length - 1] = bytes.at(-1)! ^ 0xff;
    await writeFile(bytesFile, bytes);

    const file = path.join(dir, 'move.age');
    const started = unwrap(await from.transfer.startExport({ filePath: file, passphrase }));
    if (started.outcome !== 'started') throw new Error(started.problem);
    expect(await from.transfer.finished(started.jobId)).toMatchObject({
      state: 'done',
      done: 1,
      documentsLeftOut: 1,
    });
    expect(await importFile(to, file)).toEqual({ outcome: 'imported', imported: 1, skipped: 0 });
    expect((await to.documents.readAll(id)).map((document) => document.summary.name)).toEqual([
      'cheque.png',
    ]);
  });

  it('still imports a version 1 file, which has no documents', async () => {
    const draft = unwrap(await from.drafts.create({ payload: validFullPayload() }));
    const header = {
      format: 'boarding-desk-export',
      version: 1,
      createdAt: now().toISOString(),
      app: { name: 'Boarding Desk', version: '0.1.0' },
      count: 1,
    };
    const text = [header, { kind: 'draft', draft }, { kind: 'end', count: 1 }]
      .map((line) => `${JSON.stringify(line)}\n`)
      .join('');
    const file = path.join(dir, 'old.age');
    await encrypt(text, file);
    expect(await importFile(to, file)).toEqual({ outcome: 'imported', imported: 1, skipped: 0 });
    expect(unwrap(await to.drafts.get(draft.id)).payload.legalName).toBe('Example Fuel LLC');

    const withDocument = [
      header,
      { kind: 'draft', draft },
      {
        kind: 'document',
        draftId: draft.id,
        document: {
          id: draft.referenceId,
          kind: 'owner-id',
          name: 'id.png',
          mediaType: 'image/png',
          size: pngBytes().length,
          addedAt: now().toISOString(),
        },
        data: pngBytes().toString('base64'),
      },
      { kind: 'end', count: 1 },
    ]
      .map((line) => `${JSON.stringify(line)}\n`)
      .join('');
    const odd = path.join(dir, 'odd.age');
    await encrypt(withDocument, odd);
    expect(unwrap(await to.transfer.preview(odd, passphrase))).toEqual({
      outcome: 'problem',
      problem: 'damaged',
    });
  });
});

async function encrypt(text: string, file: string): Promise<void> {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  encrypter.setScryptWorkFactor(testScryptLogN);
  await writeFile(file, await encrypter.encrypt(text));
}
