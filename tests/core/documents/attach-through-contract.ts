// Attaches a document the way the renderer does, through the contract (begin, one chunk,
// finish), in the services harness; fails the test unless it is attached.
import { expect } from 'vitest';
import type { Harness } from '../support/services-harness';
import { pngBytes } from './document-fixtures';

export async function attachDocument(
  app: Harness,
  draftId: string,
  name: string,
  bytes: Buffer = pngBytes(),
): Promise<void> {
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
