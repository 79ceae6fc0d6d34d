// One IPC round trip per autosave: the renderer patches its cache from the save's answer and
// owns the echo. The bridge is the one edge replaced here (`window.boarding`, which the preload
// sets in Electron): a save the test answers when it chooses, so the `drafts:saved` event can
// reach the renderer before the answer or after it, as it does in browser mode.
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Draft, DraftList, DraftSummary } from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import type * as DraftSave from '../../../renderer/data/draft-save';
import type * as QueryKeys from '../../../renderer/data/query-keys';
import type * as FirstPage from '../../../renderer/data/first-page';

const id = '00000000-0000-4000-8000-000000000001';
const opened = '2026-11-01T10:00:00.000Z';

/** The saves in flight, oldest first: the test answers each when it chooses. */
const unanswered: ((result: Result<DraftSummary>) => void)[] = [];
const answerSave = (result: Result<DraftSummary>) => unanswered.shift()?.(result);
const bridge = {
  drafts: {
    save: vi.fn(
      () =>
        new Promise<Result<DraftSummary>>((resolve) => {
          unanswered.push(resolve);
        }),
    ),
  },
};

// Imported once the bridge is in place: the data layer reads `window.boarding` as it loads.
let saveDraft: typeof DraftSave.saveDraft;
let draftSaved: typeof DraftSave.draftSaved;
let queryKeys: typeof QueryKeys.queryKeys;
let firstPageRequest: typeof FirstPage.firstPageRequest;

beforeAll(async () => {
  vi.stubGlobal('window', { boarding: bridge });
  ({ saveDraft, draftSaved } = await import('../../../renderer/data/draft-save'));
  ({ queryKeys } = await import('../../../renderer/data/query-keys'));
  ({ firstPageRequest } = await import('../../../renderer/data/first-page'));
});

function summary(updatedAt: string, legalName = 'Saved LLC', trashedAt?: string): DraftSummary {
  return {
    ...(trashedAt !== undefined && { trashedAt }),
    id,
    legalName,
    dba: '',
    createdAt: opened,
    updatedAt,
    lifecycle: 'draft',
    errorCount: 3,
    variant: 'full',
    isTrashed: trashedAt !== undefined,
  };
}

const live = () => ({ trashed: false });
const rows = (client: QueryClient, trashed = false) =>
  client.getQueryData<DraftSummary[]>(queryKeys.draftList({ trashed }));

/** A client holding the open draft and the 10,000-row list (here: one row), both fresh. */
function cached() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const draft: Draft = {
    id,
    referenceId: '00000000-0000-4000-8000-000000000002',
    schemaVersion: 1,
    lifecycle: 'draft',
    createdAt: opened,
    updatedAt: opened,
    payload: { legalName: 'Old LLC', owner: [{ ssn: '123456789' }] },
    serverErrors: [
      { field: 'owner[0].ssn', message: 'Refused' },
      { field: 'legalName', message: 'Too long' },
    ],
    rejection: { message: 'Rejected', httpStatus: 400, at: opened },
  } as Draft;
  client.setQueryData(queryKeys.draft(id), draft);
  client.setQueryData(queryKeys.draftList({ trashed: false }), [summary(opened, 'Old LLC')]);
  const isInvalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, isInvalidated };
}

describe('a save of this renderer', () => {
  it('patches the draft and its row from the answer and drops its own early echo once', async () => {
    const { client, isInvalidated } = cached();
    const payload = { legalName: 'Saved LLC', owner: [{ ssn: '123456789' }] };
    const saving = saveDraft(client, id, payload, opened);
    draftSaved(client, summary('2026-11-01T10:00:01.000Z')); // the event, before the answer
    answerSave(ok(summary('2026-11-01T10:00:01.000Z')));
    expect((await saving).ok).toBe(true);

    const draft = client.getQueryData<Draft>(queryKeys.draft(id))!;
    expect(draft.payload).toEqual(payload);
    expect(draft.updatedAt).toBe('2026-11-01T10:00:01.000Z');
    // The edited field's service error went; the untouched one stays, as the store keeps it.
    expect(draft.serverErrors).toEqual([{ field: 'owner[0].ssn', message: 'Refused' }]);
    expect(draft.rejection).toBeDefined();
    expect(client.getQueryData<DraftSummary[]>(queryKeys.draftList({ trashed: false }))).toEqual([
      summary('2026-11-01T10:00:01.000Z'),
    ]);
    expect(isInvalidated(queryKeys.draft(id))).toBe(false);
    expect(isInvalidated(queryKeys.draftList({ trashed: false }))).toBe(false);
  });

  it("applies another window's save that arrived while its own was in flight", async () => {
    const { client, isInvalidated } = cached();
    const saving = saveDraft(client, id, { legalName: 'Mine' }, opened);
    draftSaved(client, summary('2026-11-01T09:59:59.000Z', 'Theirs'));
    answerSave(ok(summary('2026-11-01T10:00:01.000Z', 'Mine')));
    await saving;
    expect(isInvalidated(queryKeys.draft(id))).toBe(true);
    // Theirs is older than the answer: the row keeps the newest revision, not the last to arrive.
    expect(rows(client)).toEqual([summary('2026-11-01T10:00:01.000Z', 'Mine')]);
  });

  it("applies another window's trash and restore of the draft it last saved", async () => {
    const { client } = cached();
    client.setQueryData(queryKeys.draftList({ trashed: true }), []);
    const saved = summary('2026-11-01T10:00:01.000Z');
    const saving = saveDraft(client, id, { legalName: 'Saved LLC' }, opened);
    answerSave(ok(saved));
    await saving;
    draftSaved(client, saved); // its own echo
    const trashed = summary(saved.updatedAt, 'Saved LLC', '2026-11-01T10:01:00.000Z');
    draftSaved(client, trashed); // another window trashed it: same revision
    expect(rows(client)).toEqual([]);
    expect(rows(client, true)).toEqual([trashed]);
    draftSaved(client, saved); // and restored it: the answer again, its echo long consumed
    expect(rows(client)).toEqual([saved]);
    expect(rows(client, true)).toEqual([]);
  });

  it('drops the late echo of its previous save, arriving during the next one', async () => {
    const { client, isInvalidated } = cached();
    const first = summary('2026-11-01T10:00:01.000Z', 'First');
    const second = summary('2026-11-01T10:00:02.000Z', 'Second');
    const saving1 = saveDraft(client, id, { legalName: 'First' }, opened);
    answerSave(ok(first));
    await saving1;
    const saving2 = saveDraft(client, id, { legalName: 'Second' }, first.updatedAt);
    draftSaved(client, first); // save 1's echo, late (browser mode: another connection)
    answerSave(ok(second));
    await saving2;
    draftSaved(client, second);
    expect(rows(client)).toEqual([second]);
    expect(client.getQueryData<Draft>(queryKeys.draft(id))?.payload).toEqual({
      legalName: 'Second',
    });
    expect(isInvalidated(queryKeys.draft(id))).toBe(false);
  });

  it('keeps the events held for two saves of one draft in flight until both are answered', async () => {
    const { client, isInvalidated } = cached();
    const saving1 = saveDraft(client, id, { legalName: 'Mine' }, opened);
    draftSaved(client, summary('2026-11-01T10:00:05.000Z', 'Theirs'));
    const saving2 = saveDraft(client, id, { legalName: 'Mine again' }, opened);
    answerSave(err('CONFLICT', 'Changed elsewhere.'));
    await saving1;
    expect(rows(client)?.[0]?.legalName).toBe('Old LLC'); // still held: a save is in flight
    answerSave(err('CONFLICT', 'Changed elsewhere.'));
    await saving2;
    expect(rows(client)).toEqual([summary('2026-11-01T10:00:05.000Z', 'Theirs')]);
    expect(isInvalidated(queryKeys.draft(id))).toBe(true);
  });
});

describe('a list being read when a change arrives', () => {
  it('gets the change once the read lands, which may predate it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    let land: (list: DraftSummary[]) => void = () => undefined;
    const reading = client.prefetchQuery({
      queryKey: queryKeys.draftList(live()),
      queryFn: () =>
        new Promise<DraftSummary[]>((resolve) => {
          land = resolve;
        }),
    });
    const edited = summary('2026-11-01T10:05:00.000Z', 'Edited elsewhere');
    draftSaved(client, edited);
    land([summary(opened, 'Old LLC')]); // read before the change
    await reading;
    expect(rows(client)).toEqual([edited]);
  });

  it('marks a list with no data stale, and patches the first page too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await client
      .prefetchQuery({
        queryKey: queryKeys.draftList(live()),
        queryFn: () => Promise.reject(new Error('read failed')),
      })
      .catch(() => undefined);
    const firstPage = queryKeys.draftList(firstPageRequest(false));
    client.setQueryData<DraftList>(firstPage, { items: [summary(opened, 'Old LLC')], total: 1 });
    const trashed = summary(opened, 'Old LLC', '2026-11-01T10:06:00.000Z');
    draftSaved(client, trashed);
    expect(client.getQueryState(queryKeys.draftList(live()))?.isInvalidated).toBe(true);
    expect(client.getQueryData<DraftList>(firstPage)).toEqual({ items: [], total: 0 });
  });
});

describe("another window's save", () => {
  it('patches the row in place and reads the draft again, the list untouched', () => {
    const { client, isInvalidated } = cached();
    draftSaved(client, summary('2026-11-01T10:05:00.000Z', 'Edited elsewhere'));
    expect(isInvalidated(queryKeys.draft(id))).toBe(true);
    expect(isInvalidated(queryKeys.draftList({ trashed: false }))).toBe(false);
    expect(
      client.getQueryData<DraftSummary[]>(queryKeys.draftList({ trashed: false }))?.[0]?.legalName,
    ).toBe('Edited elsewhere');
  });
});
