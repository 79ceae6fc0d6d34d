// Which environment a submitted draft is tracked in: the one its submission record names (the
// outbox records it), and only for drafts submitted before that was recorded, the audit log's
// inference. Real draft store in a temp dir; the audit side is a counted loader, so the test sees
// that a recorded environment needs no audit read at all.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDraftStore, type DraftStore } from '../../../electron/core/drafts/draft-store';
import { readSubmittedDraft } from '../../../electron/core/status/draft-link';
import { validFullPayload } from '../../fixtures/merchant';
import { testCipher } from '../auth/test-ciphers';

let dir: string;
let store: DraftStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-draft-link-'));
  const opened = await openDraftStore({ dir, cipher: testCipher() });
  if (!opened.ok) throw new Error(opened.error.message);
  store = opened.value;
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** A draft taken through the outbox's lifecycle to submitted, as merchant 7. */
async function submitted(environmentId?: string): Promise<string> {
  const created = await store.create({ payload: validFullPayload() });
  if (!created.ok) throw new Error(created.error.message);
  const id = created.value.id;
  for (const to of ['queued', 'sending'] as const) await store.markLifecycle(id, { to });
  const marked = await store.markLifecycle(id, {
    to: 'submitted',
    merchantId: '7',
    ...(environmentId !== undefined ? { environmentId } : {}),
    response: { id: 7 },
  });
  if (!marked.ok) throw new Error(marked.error.message);
  return id;
}

describe('the environment of a submitted draft', () => {
  it('is the one on its submission record, whatever the audit log says', async () => {
    const draftId = await submitted('env-a');
    let auditReads = 0;
    const found = await readSubmittedDraft(store, draftId, async () => {
      auditReads += 1;
      return () => 'env-b';
    });
    expect(found).toMatchObject({ merchantId: '7', environmentId: 'env-a' });
    expect(auditReads).toBe(0);
  });

  it('falls back to the audit log for a record from before environments were recorded', async () => {
    const draftId = await submitted();
    const found = await readSubmittedDraft(
      store,
      draftId,
      async () => (id, merchantId) => (id === draftId && merchantId === '7' ? 'env-b' : null),
    );
    expect(found).toMatchObject({ merchantId: '7', environmentId: 'env-b' });
  });
});
