// Duplicating an application copies its documents (decisions 48): the copy is the whole
// application, the merchant's papers too, each its own file under the copy's folder, so removing
// one from the copy leaves the original's. A copy whose documents cannot be written is not made.
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { harness, type Harness } from '../support/services-harness';
import { jpegBytes, pngBytes } from './document-fixtures';

async function attach(app: Harness, draftId: string, name: string, bytes: Buffer): Promise<void> {
  const begun = await app.value('documents:begin', {
    draftId,
    kind: 'owner-id',
    name,
    size: bytes.length,
  });
  await app.value('documents:chunk', {
    uploadId: begun.uploadId,
    offset: 0,
    data: bytes.toString('base64'),
  });
  expect((await app.value('documents:finish', { uploadId: begun.uploadId })).outcome).toBe(
    'attached',
  );
}

type Listed = { documents: { id: string; name: string; size: number; kind: string }[] };

describe('duplicating an application', () => {
  it('copies its documents, which the copy then keeps apart from the original', async () => {
    const app = await harness();
    const source = (await app.value('drafts:create', { payload: { legalName: 'Acme' } }))
      .id as string;
    await attach(app, source, 'licence.png', pngBytes(8, 6));
    await attach(app, source, 'cheque.jpg', jpegBytes());
    const original = (await app.value('documents:list', { draftId: source })) as Listed;

    const copy = (await app.value('drafts:duplicate', { id: source })).id as string;
    const copied = (await app.value('documents:list', { draftId: copy })) as Listed;
    const shape = (listed: Listed) =>
      listed.documents.map(({ name, size, kind }) => ({ name, size, kind }));
    expect(shape(copied)).toEqual(shape(original));
    expect(shape(copied)).toHaveLength(2);
    // Each in the copy's own folder, encrypted for it (the draft id is bound into every file).
    const folder = (id: string) => path.join(app.dataDir, 'drafts', 'documents', id);
    expect((await readdir(folder(copy))).length).toBeGreaterThanOrEqual(3);

    const first = copied.documents[0]!;
    await app.value('documents:remove', { draftId: copy, documentId: first.id });
    expect(shape((await app.value('documents:list', { draftId: source })) as Listed)).toEqual(
      shape(original),
    );
    expect(
      ((await app.value('documents:list', { draftId: copy })) as Listed).documents,
    ).toHaveLength(1);
  });

  it('makes no copy when its documents cannot be written', async () => {
    const app = await harness();
    const source = (await app.value('drafts:create', { payload: { legalName: 'Acme' } }))
      .id as string;
    await attach(app, source, 'licence.png', pngBytes());
    const before = (await app.value('drafts:counts', undefined)) as Record<string, number>;
    // The documents folder is a file now: nothing under it can be read or written.
    const documents = path.join(app.dataDir, 'drafts', 'documents');
    await rm(documents, { recursive: true, force: true });
    await writeFile(documents, 'not a folder');

    const answer = await app.call('drafts:duplicate', { id: source });
    expect(!answer.ok && answer.error.code).toBe('INTERNAL');
    expect(await app.value('drafts:counts', undefined)).toEqual(before);
  });
});
