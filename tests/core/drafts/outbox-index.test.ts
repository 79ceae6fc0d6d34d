// The outbox's start finds its drafts, where each goes and whether it is waiting, in the sealed
// index (decisions 56), and the status runner's start every submitted application's merchant, its
// status, reason, history and details (decisions 101): no draft is decrypted, so a start with
// thousands queued or submitted costs what the index costs. An index an earlier version wrote
// lacks those facts: its drafts are read once, and the facts kept for the next start. Real temp
// dirs, the real store and index files.
import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateDataKey } from '../../../electron/core/drafts/data-key';
import {
  decodeSnapshot,
  encodeSnapshot,
  indexKeyOf,
  indexSnapshotName,
} from '../../../electron/core/drafts/draft-index-format';
import type { DraftStore } from '../../../electron/core/drafts/draft-store';
import { merchantOf } from '../../../electron/core/drafts/merchant-record';
import type { OutboxDraft } from '../../../electron/core/outbox/submission-source';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import { recordStatus, submittedDraft } from '../support/status-drafts';
import { validFullPayload } from '../../fixtures/merchant';
import { makeTempDir } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';
import { createTestCipher } from './support/test-cipher';

let dir: string;
let cleanup: () => Promise<void>;
let store: DraftStore;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  store = await openTestStore(dir);
});

afterEach(async () => {
  await store.close();
  await cleanup();
});

/** Three drafts in the outbox, each a different way, and one ready draft outside it. */
async function fillOutbox(): Promise<OutboxDraft[]> {
  const create = async () => unwrap(await store.create({ payload: validFullPayload() })).id;
  const queued = await create();
  unwrap(await store.markLifecycle(queued, { to: 'queued', environmentId: 'sandbox' }));
  const sending = await create();
  unwrap(await store.markLifecycle(sending, { to: 'queued', environmentId: 'east-production' }));
  unwrap(await store.markLifecycle(sending, { to: 'sending' }));
  const waiting = await create();
  unwrap(await store.markLifecycle(waiting, { to: 'queued', environmentId: 'sandbox' }));
  unwrap(await store.markLifecycle(waiting, { to: 'sending' }));
  unwrap(
    await store.markLifecycle(waiting, {
      to: 'needs-attention',
      reason: 'no answer',
      cause: 'answer-lost',
      isWaiting: true,
    }),
  );
  await create();
  return [
    { draftId: queued, lifecycle: 'queued', environmentId: 'sandbox', isWaiting: false },
    { draftId: sending, lifecycle: 'sending', environmentId: 'east-production', isWaiting: false },
    { draftId: waiting, lifecycle: 'needs-attention', environmentId: 'sandbox', isWaiting: true },
  ];
}

const byId = (drafts: OutboxDraft[]) =>
  [...drafts].sort((a, b) => a.draftId.localeCompare(b.draftId));

async function draftFiles(folder: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name.endsWith('.draft'))
      found.push(path.join(entry.parentPath, entry.name));
  return found;
}

/** Every draft file replaced by bytes no key opens: a start that decrypts one would fail it. */
async function spoilDraftFiles(): Promise<void> {
  for (const file of await draftFiles(dir)) await writeFile(file, randomBytes(600));
}

/** Rewrites index.json as a version before the outbox facts wrote it: the same entries without. */
async function dropOutboxFacts(): Promise<void> {
  await dropFacts('outbox');
}

/** Rewrites index.json with the same entries without `facts`, as an earlier version wrote it. */
async function dropFacts(facts: 'outbox' | 'merchant'): Promise<void> {
  const key = indexKeyOf(unwrap(await loadOrCreateDataKey(dir, createTestCipher())));
  const file = path.join(dir, indexSnapshotName);
  const decoded = decodeSnapshot(key, await readFile(file));
  if (decoded.kind !== 'ok') throw new Error(decoded.reason);
  const entries = [...decoded.entries.values()];
  expect(entries.filter((entry) => entry[facts] !== undefined)).toHaveLength(3);
  for (const entry of entries) delete entry[facts];
  await writeFile(file, encodeSnapshot(key, decoded.generation, entries));
}

describe('the outbox start reads the index, not the drafts', () => {
  it('finds each draft in the outbox, where it goes and whether it waits, decrypting none', async () => {
    const expected = await fillOutbox();
    await store.close();
    await spoilDraftFiles();
    store = await openTestStore(dir);
    expect(byId(unwrap(await store.inOutbox()))).toEqual(byId(expected));
  });

  it('reads the outbox drafts of an index written before it held the facts once, then keeps them', async () => {
    const expected = await fillOutbox();
    await store.close();
    await dropOutboxFacts();
    store = await openTestStore(dir);
    expect(byId(unwrap(await store.inOutbox()))).toEqual(byId(expected));
    await store.close();
    await spoilDraftFiles();
    store = await openTestStore(dir);
    expect(byId(unwrap(await store.inOutbox()))).toEqual(byId(expected));
  });

  it('keeps the facts through the journal when the store was not closed', async () => {
    const expected = await fillOutbox();
    // No close: the snapshot is the open's, and every move since is a journal line.
    const second = await openTestStore(dir, { isReadOnly: true });
    try {
      expect(byId(unwrap(await second.inOutbox()))).toEqual(byId(expected));
    } finally {
      await second.close();
    }
  });

  it('forgets the facts once a draft leaves the outbox', async () => {
    const [queued] = await fillOutbox();
    unwrap(await store.cancelQueued(queued!.draftId));
    await store.close();
    await spoilDraftFiles();
    store = await openTestStore(dir);
    const ids = unwrap(await store.inOutbox()).map((draft) => draft.draftId);
    expect(ids).not.toContain(queued!.draftId);
    expect(ids).toHaveLength(2);
  });
});

/** Two submitted applications (one heard of since, one trashed), one with no merchant, one draft. */
async function fillSubmitted(): Promise<string[]> {
  const heard = submittedDraft({
    draftId: '11111111-1111-4111-8111-111111111111',
    merchantId: '7',
    environmentId: 'sandbox',
    seen: { status: 'Submitted', statusReason: null },
  });
  const older = submittedDraft({
    draftId: '22222222-2222-4222-8222-222222222222',
    merchantId: '8',
    environmentId: null,
    seen: { status: 'Approved', statusReason: 'Fine' },
  });
  const withoutMerchant = submittedDraft({
    draftId: '33333333-3333-4333-8333-333333333333',
    merchantId: '9',
    environmentId: 'sandbox',
  });
  delete withoutMerchant.submission;
  for (const added of await store.adoptBatch([heard, older, withoutMerchant])) unwrap(added);
  unwrap(
    await recordStatus(store, heard.id, { status: 'PendingInfo', statusReason: 'A void cheque' }),
  );
  unwrap(await store.delete(older.id));
  unwrap(await store.create({ payload: validFullPayload() }));
  return [heard.id, older.id];
}

const byDraft = (merchants: TrackedMerchant[]) =>
  [...merchants].sort((a, b) => (a.draftId ?? '').localeCompare(b.draftId ?? ''));

/** Each submitted draft's merchant as read from the draft itself (what the start did before). */
function fromDrafts(ids: string[]): Promise<TrackedMerchant[]> {
  return Promise.all(ids.map(async (id) => merchantOf(unwrap(await store.get(id)))!));
}

/** Rewrites index.json as a version before the merchants wrote it: the same entries without. */
async function dropMerchants(): Promise<void> {
  await dropFacts('merchant');
}

describe('the status start reads the index, not the drafts', () => {
  it('finds each submitted merchant as its draft records it, decrypting none', async () => {
    const ids = await fillSubmitted();
    const expected = byDraft(await fromDrafts(ids));
    expect(expected.map((merchant) => merchant.status)).toEqual(['PendingInfo', 'Approved']);
    expect(expected[0]!.history).toHaveLength(2);
    await store.close();
    await spoilDraftFiles();
    store = await openTestStore(dir);
    expect(byDraft(unwrap(await store.merchants()))).toEqual(expected);
  });

  it('reads the submitted drafts of an index written before it held their merchants once, then keeps them', async () => {
    const ids = await fillSubmitted();
    const expected = byDraft(await fromDrafts(ids));
    await store.close();
    await dropMerchants();
    store = await openTestStore(dir);
    expect(byDraft(unwrap(await store.merchants()))).toEqual(expected);
    await store.close();
    await spoilDraftFiles();
    store = await openTestStore(dir);
    expect(byDraft(unwrap(await store.merchants()))).toEqual(expected);
  });

  it('keeps a status change through the journal when the store was not closed', async () => {
    const [heard] = await fillSubmitted();
    unwrap(await recordStatus(store, heard!, { status: 'Approved' }));
    // No close: every change since the open is a journal line.
    const second = await openTestStore(dir, { isReadOnly: true });
    try {
      const found = unwrap(await second.merchants()).find((merchant) => merchant.draftId === heard);
      expect(found?.status).toBe('Approved');
      expect(found?.history.map((entry) => entry.status)).toEqual([
        'Submitted',
        'PendingInfo',
        'Approved',
      ]);
    } finally {
      await second.close();
    }
  });

  it('answers copies: a merchant changed in memory leaves the index as it was', async () => {
    const [heard] = await fillSubmitted();
    const first = unwrap(await store.merchants()).find((merchant) => merchant.draftId === heard)!;
    first.status = 'Closed';
    first.history.push({ status: 'Closed', statusReason: null, at: 1 });
    const again = unwrap(await store.merchants()).find((merchant) => merchant.draftId === heard)!;
    expect(again.status).toBe('PendingInfo');
    expect(again.history).toHaveLength(2);
  });
});
