// Duplicating an application copies its documents (decisions 48): the copy is the whole
// application, the merchant's papers too, each its own file under the copy's folder, so removing
// one from the copy leaves the original's. All or nothing: a copy whose documents cannot all be
// read or written is removed again, and the answer says why.
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { draftHandlers } from '../../../electron/core/app/handlers/draft-handlers';
import type { Workspace } from '../../../electron/core/app/workspace';
import type { DocumentService } from '../../../electron/core/documents/document-service';
import { ok } from '../../../shared/result';
import { openTestStore, unwrap } from '../drafts/support/open-store';
import { makeTempDir } from '../drafts/support/temp-dir';
import { harness } from '../support/services-harness';
import { attachDocument } from './attach-through-contract';
import { jpegBytes, pngBytes } from './document-fixtures';

type Listed = { documents: { id: string; name: string; size: number; kind: string }[] };

describe('duplicating an application', () => {
  it('copies its documents, which the copy then keeps apart from the original', async () => {
    const app = await harness();
    const source = (await app.value('drafts:create', { payload: { legalName: 'Acme' } }))
      .id as string;
    await attachDocument(app, source, 'licence.png', pngBytes(8, 6));
    await attachDocument(app, source, 'cheque.jpg', jpegBytes());
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

  it('makes no copy when a document cannot be read, and says which case it is', async () => {
    const app = await harness();
    const source = (await app.value('drafts:create', { payload: { legalName: 'Acme' } }))
      .id as string;
    await attachDocument(app, source, 'licence.png', pngBytes());
    await attachDocument(app, source, 'cheque.jpg', jpegBytes());
    const before = (await app.value('drafts:counts', undefined)) as Record<string, number>;
    // One document file damaged on disk: the list still names it until it is read.
    const folder = path.join(app.dataDir, 'drafts', 'documents', source);
    const listed = (await app.value('documents:list', { draftId: source })) as Listed;
    const damaged = (await readdir(folder)).find((name) =>
      name.startsWith(listed.documents[1]!.id),
    );
    const file = path.join(folder, damaged!);
    const bytes = await readFile(file);
    bytes[bytes.length - 1] = bytes.at(-1)! ^ 0xff;
    await writeFile(file, bytes);

    const answer = await app.call('drafts:duplicate', { id: source });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.error).toMatchObject({
      code: 'INVALID_STATE',
      details: { reason: 'document-unreadable' },
    });
    expect(await app.value('drafts:counts', undefined)).toEqual(before);
    // Nothing of the copy is left: its folder goes with its purge (document-upkeep.ts).
    await expect
      .poll(() => readdir(path.join(app.dataDir, 'drafts', 'documents')))
      .toEqual([source]);
  });

  // A path through a file is ENOTDIR on POSIX; Windows answers ENOENT, the same as no folder, so
  // this fault cannot be told from an application without documents there.
  it.skipIf(process.platform === 'win32')(
    'makes no copy when its documents cannot be read at all, and names the disk',
    async () => {
      const app = await harness();
      const source = (await app.value('drafts:create', { payload: { legalName: 'Acme' } }))
        .id as string;
      await attachDocument(app, source, 'licence.png', pngBytes());
      const before = (await app.value('drafts:counts', undefined)) as Record<string, number>;
      // The documents folder is a file now: nothing under it can be read or written.
      const documents = path.join(app.dataDir, 'drafts', 'documents');
      await rm(documents, { recursive: true, force: true });
      await writeFile(documents, 'not a folder');

      const answer = await app.call('drafts:duplicate', { id: source });
      expect(!answer.ok && answer.error).toMatchObject({
        code: 'STORAGE',
        details: { path: documents, osCode: 'ENOTDIR' },
      });
      expect(await app.value('drafts:counts', undefined)).toEqual(before);
    },
  );
});

describe('duplicating, when the disk fills while the documents are written', () => {
  it('removes the copy again and answers STORAGE with the disk', async () => {
    const { dir, cleanup } = await makeTempDir('dup-full-');
    const store = await openTestStore(dir);
    try {
      const source = unwrap(await store.create({ payload: { legalName: 'Acme' } }));
      // The document service as it fails on a full disk: some bytes written, then ENOSPC.
      const full = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      const holder = {
        open: async () =>
          ok({ copyAll: async () => Promise.reject(full) } as unknown as DocumentService),
      };
      const handlers = draftHandlers(async () => ok({ drafts: store } as unknown as Workspace), {
        holder,
        folder: path.join(dir, 'documents'),
      });
      const answer = await handlers['drafts:duplicate']({ id: source.id });
      expect(!answer.ok && answer.error).toMatchObject({
        code: 'STORAGE',
        details: { osCode: 'ENOSPC', path: path.join(dir, 'documents') },
      });
      const all = unwrap(await store.list({ trashed: false }));
      const trashed = unwrap(await store.list({ trashed: true }));
      expect([...all.items, ...trashed.items].map((draft) => draft.id)).toEqual([source.id]);
    } finally {
      // Closed first: on Windows a folder holding an open file cannot be removed.
      await store.close();
      await cleanup();
    }
  });
});
