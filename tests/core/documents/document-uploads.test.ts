// Upload slots (decisions 49): an attach given up part-way frees its slot at once through
// documents:cancel, and one abandoned without it is dropped after an idle spell that each chunk
// starts again. Timers are faked so nothing here waits on the wall clock.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDocumentService,
  uploadIdleMs,
  type DocumentService,
} from '../../../electron/core/documents/document-service';
import { silentLogger } from '../../../electron/core/ports';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { ok } from '../../../shared/result';
import { unwrap } from '../drafts/support/open-store';

const draftId = '0b6c7a52-6a3e-4f0e-9d55-2f8c3e1a9b10';
let documents: DocumentService;

beforeEach(() => {
  vi.useFakeTimers();
  documents = createDocumentService({
    // Nothing here reaches the disk: only begin, chunk and cancel run.
    files: {} as never,
    getDraft: async () => ok({ id: draftId, lifecycle: 'ready' } as unknown as Draft),
    now: () => new Date('2026-11-26T03:00:00Z'),
    logger: silentLogger,
  });
});
afterEach(() => vi.useRealTimers());

async function begin(): Promise<string> {
  const begun = unwrap(
    await documents.begin({ draftId, kind: 'owner-id', name: 'id.png', size: 10 }),
  );
  if (begun.outcome !== 'ready') throw new Error(begun.outcome);
  return begun.uploadId;
}

describe('upload slots', () => {
  it('frees a slot at once when an upload is cancelled', async () => {
    const held = [await begin(), await begin(), await begin(), await begin()];
    const full = await documents.begin({ draftId, kind: 'owner-id', name: 'x.png', size: 10 });
    expect(full.ok ? 'ok' : full.error.code).toBe('INVALID_STATE');
    expect(unwrap(documents.cancel(held[0]!))).toEqual({ cancelled: true });
    expect(unwrap(documents.cancel(held[0]!))).toEqual({ cancelled: false });
    await begin();
    const chunk = documents.chunk({ uploadId: held[0]!, offset: 0, data: 'AAAA' });
    expect(chunk.ok ? 'ok' : chunk.error.code).toBe('NOT_FOUND');
  });

  it('drops an upload left idle, but not one whose chunks keep coming', async () => {
    const idle = await begin();
    const busy = await begin();
    vi.advanceTimersByTime(uploadIdleMs - 1000);
    expect(unwrap(documents.chunk({ uploadId: busy, offset: 0, data: 'AAAA' })).outcome).toBe(
      'received',
    );
    vi.advanceTimersByTime(2000);
    const dropped = documents.chunk({ uploadId: idle, offset: 0, data: 'AAAA' });
    expect(dropped.ok ? 'ok' : dropped.error.code).toBe('NOT_FOUND');
    expect(unwrap(documents.chunk({ uploadId: busy, offset: 3, data: 'AAAA' })).outcome).toBe(
      'received',
    );
  });
});
