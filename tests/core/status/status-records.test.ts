// A merchant's record is its draft (decisions 89): what status-records.ts reads of a submitted
// draft and writes back. Its environment is the one its submission record names (the outbox
// records it), and only for drafts submitted before that was recorded, the audit log's inference.
// Real draft store in a temp dir; the audit side is counted, so the test sees that a recorded
// environment needs no audit read at all, and that a check that heard nothing new writes nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDraftStore, type DraftStore } from '../../../electron/core/drafts/draft-store';
import { draftStatusRecords } from '../../../electron/core/status/status-records';
import { silentLogger } from '../../../electron/core/ports';
import type { AuditEntry } from '../../../shared/outbox/audit-entry-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { testCipher } from '../auth/test-ciphers';

let dir: string;
let store: DraftStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-records-'));
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

function recordsOver(entries: Partial<AuditEntry>[] = []) {
  const audit = {
    reads: 0,
    read: async () => {
      audit.reads += 1;
      return entries as AuditEntry[];
    },
  };
  const records = draftStatusRecords({
    drafts: store,
    audit,
    dir,
    logger: silentLogger,
    now: Date.now,
  });
  return { audit, records };
}

describe('the environment of a submitted draft', () => {
  it('is the one on its submission record, whatever the audit log says', async () => {
    const draftId = await submitted('env-a');
    const { audit, records } = recordsOver([{ draftId, merchantId: '7', environmentId: 'env-b' }]);
    const found = await records.load(draftId);
    expect(found.ok && found.value).toMatchObject({ merchantId: '7', environmentId: 'env-a' });
    expect(audit.reads).toBe(0);
  });

  it('falls back to the audit log for a record from before environments were recorded', async () => {
    const draftId = await submitted();
    const { records } = recordsOver([{ draftId, merchantId: '7', environmentId: 'env-b' }]);
    const found = await records.load(draftId);
    expect(found.ok && found.value).toMatchObject({ merchantId: '7', environmentId: 'env-b' });
  });
});

describe("a merchant's record on its draft", () => {
  it('reads the status, reason, history and details, and writes only what changed', async () => {
    const draftId = await submitted('env-a');
    const { records } = recordsOver();
    const read = await records.load(draftId);
    if (!read.ok || !read.value) throw new Error('not read');
    const merchant = read.value;
    expect(merchant).toMatchObject({ status: null, history: [], details: { xmid: null } });
    expect(merchant.checkedAt).not.toBeNull(); // the submission's own answer was heard here
    const before = await store.get(draftId);
    // Nothing changed: the draft is not written again.
    expect((await store.recordTracking(merchant)).ok).toBe(true);
    const same = await store.get(draftId);
    expect(same.ok && before.ok && same.value.updatedAt).toBe(before.ok && before.value.updatedAt);

    merchant.status = 'PendingInfo';
    merchant.statusReason = 'Send the lease';
    merchant.history.push({ status: 'PendingInfo', statusReason: 'Send the lease', at: 5_000 });
    merchant.history.push({ status: null, statusReason: null, at: 6_000 }); // not a status
    const written = await store.recordTracking(merchant);
    expect(written.ok && written.value.legalName).toBe(validFullPayload().legalName);
    const again = await records.load(draftId);
    expect(again.ok && again.value).toMatchObject({
      status: 'PendingInfo',
      statusReason: 'Send the lease',
      history: [{ status: 'PendingInfo', statusReason: 'Send the lease', at: 5_000 }],
    });
    // Every submitted application, trashed ones too (still at the service).
    expect((await store.delete(draftId)).ok).toBe(true);
    const all = await records.loadAll();
    expect(all.ok && all.value.map((tracked) => tracked.draftId)).toEqual([draftId]);
  });
});
