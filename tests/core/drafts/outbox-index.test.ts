// The outbox's start finds its drafts, where each goes and whether it is waiting, in the sealed
// index (decisions 56): no draft is decrypted, so a start with a thousand queued costs what the
// index costs. An index an earlier version wrote lacks those facts: its outbox drafts are read
// once, and the facts kept for the next start. Real temp dirs, the real store and index files.
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
import type { OutboxDraft } from '../../../electron/core/outbox/submission-source';
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
  const key = indexKeyOf(unwrap(await loadOrCreateDataKey(dir, createTestCipher())));
  const file = path.join(dir, indexSnapshotName);
  const bytes = await readFile(file);
  const decoded = decodeSnapshot(key, bytes);
  if (decoded.kind !== 'ok') throw new Error(decoded.reason);
  const entries = [...decoded.entries.values()];
  expect(entries.filter((entry) => entry.outbox !== undefined)).toHaveLength(3);
  for (const entry of entries) delete entry.outbox;
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
