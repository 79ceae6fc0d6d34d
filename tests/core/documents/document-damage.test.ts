// One damaged documents file never breaks the rest (decisions 48): a manifest that fails
// authentication is set aside, the list still answers (saying so), the PDF still saves and
// attaching still works; ids in either case name a folder, as z.uuid() accepts both.
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocumentFiles } from '../../../electron/core/documents/document-files';
import { makeTempDir } from '../drafts/support/temp-dir';
import { harness } from '../support/services-harness';
import { attachDocument } from './attach-through-contract';

async function flipLastByte(file: string): Promise<void> {
  const bytes = await readFile(file);
  bytes[bytes.length - 1] = bytes.at(-1)! ^ 0xff;
  await writeFile(file, bytes);
}

describe('a damaged documents file', () => {
  it('is set aside: the list answers and says so, the PDF saves, attaching goes on', async () => {
    const app = await harness();
    const draftId = (await app.value('drafts:create', { payload: { legalName: 'Acme' } }))
      .id as string;
    await attachDocument(app, draftId, 'first.png');
    const folder = path.join(app.dataDir, 'drafts', 'documents', draftId);
    await flipLastByte(path.join(folder, 'manifest.document'));

    expect(await app.value('documents:list', { draftId })).toEqual({
      documents: [],
      isEditable: true,
      setAside: 1,
    });
    // Outside the data folder: pdf:save refuses a path inside it (decisions 50).
    const out = await makeTempDir('doc-pdf-');
    const pdf = path.join(out.dir, 'application.pdf');
    expect((await app.call('pdf:save', { draftId, filePath: pdf })).ok).toBe(true);
    expect((await stat(pdf)).size).toBeGreaterThan(0);
    await out.cleanup();

    await attachDocument(app, draftId, 'again.png');
    const listed = await app.value('documents:list', { draftId });
    expect((listed.documents as { name: string }[]).map((document) => document.name)).toEqual([
      'again.png',
    ]);
    expect(listed.setAside).toBe(1);
  });

  it('takes an upper-case id as the same id in any case', async () => {
    const { dir, cleanup } = await makeTempDir('doc-ids-');
    try {
      const files = createDocumentFiles(dir, Buffer.alloc(32, 7));
      const draftId = '0B6C7A52-6A3E-4F0E-9D55-2F8C3E1A9B10';
      const documentId = 'A1B2C3D4-0000-4000-8000-00000000000F';
      await files.writeBytes(draftId, documentId, Buffer.from('bytes'));
      expect((await files.readBytes(draftId, documentId)).toString()).toBe('bytes');
      expect(await files.draftIds()).toEqual([draftId]);
    } finally {
      await cleanup();
    }
  });
});
