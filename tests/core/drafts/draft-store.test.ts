import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftChange, DraftStore } from '../../../electron/core/drafts/draft-store';
import { DraftSchema } from '../../../shared/drafts/draft-schema';
import { validFullPayload, validQuickStartPayload } from '../../fixtures/merchant';
import { harness } from '../support/services-harness';
import { makeTempDir } from './support/temp-dir';
import { manualClock, openTestStore, unwrap } from './support/open-store';

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

describe('create and get', () => {
  it('assigns a uuid id and a separate uuid referenceId, and starts as draft', async () => {
    const draft = unwrap(await store.create());
    expect(draft.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.referenceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.referenceId).not.toBe(draft.id);
    expect(draft.lifecycle).toBe('draft');
    expect(draft.schemaVersion).toBe(1);
    expect(DraftSchema.parse(draft)).toEqual(draft);
    expect(unwrap(await store.get(draft.id))).toEqual(draft);
  });

  it('starts as ready when the initial payload passes the shared schema', async () => {
    const draft = unwrap(await store.create({ payload: validFullPayload() }));
    expect(draft.lifecycle).toBe('ready');
  });

  it('ignores a referenceId inside the payload: the draft keeps its own (decisions 10)', async () => {
    const draft = unwrap(await store.create({ payload: validFullPayload() }));
    expect(draft.payload.referenceId).toBeUndefined();
    const item = unwrap(await store.loadForSubmission(draft.id));
    expect(item.referenceId).toBe(draft.referenceId);
    expect((item.payload as { referenceId: string }).referenceId).toBe(draft.referenceId);
  });

  it('lists a QuickStart draft as quickstart before its invite code is typed', async () => {
    const draft = unwrap(await store.create({ variant: 'quickstart' }));
    const listed = unwrap(await store.list({}));
    expect(listed.items.find((item) => item.id === draft.id)?.variant).toBe('quickstart');
  });

  it('answers NOT_FOUND for an unknown id and BAD_REQUEST for a non-object payload', async () => {
    const missing = await store.get('00000000-0000-4000-8000-000000000000');
    expect(missing.ok || missing.error.code).toBe('NOT_FOUND');
    // The payload is parsed once, at the boundary (drafts:save's request schema): a save that is
    // not an object is refused there, through the real services and dispatcher, and changes nothing.
    const app = await harness();
    const draft = await app.value('drafts:create', {});
    const bad = await app.call('drafts:save', { id: draft.id, payload: ['not', 'an', 'object'] });
    expect(bad.ok || bad.error.code).toBe('BAD_REQUEST');
    expect((await app.value('drafts:get', { id: draft.id })).payload).toEqual({});
  });
});

describe('save (autosave)', () => {
  it('stores the payload, recomputes errorCount and moves draft -> ready -> draft', async () => {
    const draft = unwrap(await store.create());
    const partial = unwrap(await store.save(draft.id, { legalName: 'Half Done LLC' }));
    expect(partial.lifecycle).toBe('draft');
    expect(partial.errorCount).toBeGreaterThan(5);
    const full = unwrap(await store.save(draft.id, validFullPayload()));
    expect(full.lifecycle).toBe('ready');
    expect(full.errorCount).toBe(0);
    const broken = unwrap(await store.save(draft.id, validFullPayload({ legalZip: 'nope' })));
    expect(broken.lifecycle).toBe('draft');
    expect(broken.errorCount).toBe(1);
    expect(unwrap(await store.get(draft.id)).payload.legalZip).toBe('nope');
  });

  it('keeps half-typed data of any JSON shape', async () => {
    const draft = unwrap(await store.create());
    const odd = {
      owner: [{ ssn: '12' }, null],
      swipedPercent: 'fifty',
      nested: { deep: [1, 'two', false] },
    };
    unwrap(await store.save(draft.id, odd));
    expect(unwrap(await store.get(draft.id)).payload).toEqual(odd);
  });

  it('keeps what was saved when the caller changes its object afterwards', async () => {
    const draft = unwrap(await store.create());
    const payload = { legalName: 'Saved LLC', owner: [{ firstName: 'Ana' }] };
    unwrap(await store.save(draft.id, payload));
    payload.legalName = 'Changed after';
    payload.owner[0]!.firstName = 'Changed';
    expect(unwrap(await store.get(draft.id)).payload).toEqual({
      legalName: 'Saved LLC',
      owner: [{ firstName: 'Ana' }],
    });
  });

  it('refuses a stale expectedUpdatedAt with CONFLICT and keeps the newer data', async () => {
    const draft = unwrap(await store.create());
    const first = unwrap(
      await store.save(draft.id, { legalName: 'One' }, { expectedUpdatedAt: draft.updatedAt }),
    );
    const stale = await store.save(
      draft.id,
      { legalName: 'Two' },
      { expectedUpdatedAt: draft.updatedAt },
    );
    expect(stale.ok || stale.error.code).toBe('CONFLICT');
    expect(first.updatedAt > draft.updatedAt).toBe(true);
    expect(unwrap(await store.get(draft.id)).payload.legalName).toBe('One');
  });

  it('serializes overlapping saves of one draft: the last call wins', async () => {
    const draft = unwrap(await store.create());
    const saves = Array.from({ length: 25 }, (_, n) =>
      store.save(draft.id, { legalName: `Version ${n}` }),
    );
    const results = await Promise.all(saves);
    expect(results.every((result) => result.ok)).toBe(true);
    const times = results.map((result) => unwrap(result).updatedAt);
    expect([...times].sort()).toEqual(times); // acknowledged in call order
    expect(unwrap(await store.get(draft.id)).payload.legalName).toBe('Version 24');
    // Exactly one file revision remains for the draft.
    const files = (await readdir(path.join(dir, 'drafts'))).filter((name) =>
      name.startsWith(draft.id),
    );
    expect(files).toHaveLength(1);
  });

  it('persists across close and reopen', async () => {
    const draft = unwrap(await store.create({ payload: { legalName: 'Kept Ltd' } }));
    unwrap(await store.save(draft.id, { legalName: 'Kept Ltd', legalCity: 'Springfield' }));
    await store.close();
    store = await openTestStore(dir);
    expect(unwrap(await store.get(draft.id)).payload).toEqual({
      legalName: 'Kept Ltd',
      legalCity: 'Springfield',
    });
    expect(unwrap(await store.list({})).items.map((item) => item.legalName)).toEqual(['Kept Ltd']);
  });

  it('uses strictly increasing updatedAt even when the clock stands still', async () => {
    await store.close();
    const clock = manualClock();
    store = await openTestStore(dir, { clock });
    const draft = unwrap(await store.create());
    const a = unwrap(await store.save(draft.id, { legalName: 'A' }));
    const b = unwrap(await store.save(draft.id, { legalName: 'B' }));
    expect(draft.updatedAt < a.updatedAt && a.updatedAt < b.updatedAt).toBe(true);
  });
});

describe('duplicate, trash, restore, purge', () => {
  it('duplicates with a new id and a new referenceId, as a fresh draft named "(copy)"', async () => {
    const source = unwrap(await store.create({ payload: validQuickStartPayload() }));
    expect(source.lifecycle).toBe('ready');
    const copy = unwrap(await store.duplicate(source.id));
    expect(copy.id).not.toBe(source.id);
    expect(copy.referenceId).not.toBe(source.referenceId);
    // decisions 30: never at once Ready under the same name.
    expect(copy.payload).toEqual({
      ...source.payload,
      legalName: `${String(source.payload.legalName)} (copy)`,
    });
    expect(copy.lifecycle).toBe('draft');
    expect(copy.submission).toBeUndefined();
    expect(unwrap(await store.list({})).total).toBe(2);
  });

  it('moves a deleted draft to the trash, lists it there, and restores it', async () => {
    const keep = unwrap(await store.create({ payload: { legalName: 'Keep' } }));
    const bin = unwrap(await store.create({ payload: { legalName: 'Bin' } }));
    unwrap(await store.delete(bin.id));
    expect(unwrap(await store.list({})).items.map((item) => item.id)).toEqual([keep.id]);
    const trash = unwrap(await store.list({ trashed: true }));
    expect(trash.items.map((item) => item.id)).toEqual([bin.id]);
    expect(trash.items[0]?.isTrashed).toBe(true);
    expect(trash.items[0]?.trashedAt).toBeDefined();
    const edit = await store.save(bin.id, { legalName: 'Edited in trash' });
    expect(edit.ok || edit.error.code).toBe('INVALID_STATE');
    const restored = unwrap(await store.restore(bin.id));
    expect(restored.isTrashed).toBe(false);
    expect(unwrap(await store.get(bin.id)).payload.legalName).toBe('Bin');
    expect(unwrap(await store.list({})).total).toBe(2);
  });

  it('purges only from the trash, and then the draft is gone for good', async () => {
    const draft = unwrap(await store.create());
    const early = await store.purge(draft.id);
    expect(early.ok || early.error.code).toBe('INVALID_STATE');
    unwrap(await store.delete(draft.id));
    unwrap(await store.purge(draft.id));
    const gone = await store.get(draft.id);
    expect(gone.ok || gone.error.code).toBe('NOT_FOUND');
    expect(
      (await readdir(path.join(dir, 'drafts'))).filter((name) => name.startsWith(draft.id)),
    ).toEqual([]);
  });
});

describe('onChange', () => {
  it('reports acknowledged writes with their listing summary', async () => {
    const changes: DraftChange[] = [];
    const stop = store.onChange((change) => changes.push(change));
    const draft = unwrap(await store.create());
    unwrap(await store.save(draft.id, { legalName: 'Seen' }));
    unwrap(await store.delete(draft.id));
    stop();
    unwrap(await store.restore(draft.id));
    expect(changes.map((change) => change.type)).toEqual(['created', 'saved', 'trashed']);
    const saved = changes[1];
    expect(saved && 'summary' in saved ? saved.summary.legalName : null).toBe('Seen');
  });
});
