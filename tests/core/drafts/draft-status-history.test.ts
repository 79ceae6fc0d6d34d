// A service that changes a merchant's status at every poll must not grow its draft without end
// (decisions 22): the draft keeps the newest 100 status changes, each reason as the tracker
// bounded it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDraftStore } from '../../../electron/core/drafts/draft-store';
import { validFullPayload } from '../../fixtures/merchant';
import { testCipher } from '../auth/test-ciphers';
import { recordStatus } from '../support/status-drafts';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('status changes recorded on a draft', () => {
  it('keeps the newest 100', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'draft-status-history-'));
    const opened = await openDraftStore({ dir, cipher: testCipher() });
    if (!opened.ok) throw new Error(opened.error.message);
    const store = opened.value;
    const created = await store.create({ payload: validFullPayload() });
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.id;
    for (const to of ['queued', 'sending'] as const)
      expect((await store.markLifecycle(id, { to })).ok).toBe(true);
    expect(
      (
        await store.markLifecycle(id, {
          to: 'submitted',
          merchantId: '9',
          status: 'Submitted',
          response: { id: 9 },
        })
      ).ok,
    ).toBe(true);
    for (let poll = 0; poll < 130; poll += 1)
      await recordStatus(store, id, { status: poll % 2 === 0 ? 'InReview' : 'PendingInfo' });
    const draft = await store.get(id);
    const history = draft.ok ? draft.value.submission!.history : [];
    expect(history).toHaveLength(100);
    expect(history.at(-1)?.status).toBe('PendingInfo');
    await store.close();
  });
});
