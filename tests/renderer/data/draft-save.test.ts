// One IPC round trip per autosave: the renderer patches its cache from the save's answer and
// owns the echo. The bridge is the one edge replaced here (`window.boarding`, which the preload
// sets in Electron): a save the test answers when it chooses, so the `drafts:saved` event can
// reach the renderer before the answer or after it, as it does in browser mode.
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Draft, DraftSummary } from '../../../shared/drafts/draft-schema';
import { ok, type Result } from '../../../shared/result';
import type * as DraftSave from '../../../renderer/data/draft-save';
import type * as QueryKeys from '../../../renderer/data/query-keys';

const id = '00000000-0000-4000-8000-000000000001';
const opened = '2026-11-01T10:00:00.000Z';

let answerSave: (result: Result<DraftSummary>) => void = () => undefined;
const bridge = {
  drafts: {
    save: vi.fn(
      () =>
        new Promise<Result<DraftSummary>>((resolve) => {
          answerSave = resolve;
        }),
    ),
  },
};

// Imported once the bridge is in place: the data layer reads `window.boarding` as it loads.
let saveDraft: typeof DraftSave.saveDraft;
let draftSaved: typeof DraftSave.draftSaved;
let queryKeys: typeof QueryKeys.queryKeys;

beforeAll(async () => {
  vi.stubGlobal('window', { boarding: bridge });
  ({ saveDraft, draftSaved } = await import('../../../renderer/data/draft-save'));
  ({ queryKeys } = await import('../../../renderer/data/query-keys'));
});

function summary(updatedAt: string, legalName = 'Saved LLC'): DraftSummary {
  return {
    id,
    legalName,
    dba: '',
    createdAt: opened,
    updatedAt,
    lifecycle: 'draft',
    errorCount: 3,
    variant: 'full',
    isTrashed: false,
  };
}

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
  it('patches the draft and its row from the answer and drops its own early echo', async () => {
    const { client, isInvalidated } = cached();
    const payload = { legalName: 'Saved LLC', owner: [{ ssn: '123456789' }] };
    const saving = saveDraft(client, id, payload, opened);
    draftSaved(client, summary('2026-11-01T10:00:01.000Z')); // the event, before the answer
    answerSave(ok(summary('2026-11-01T10:00:01.000Z')));
    expect((await saving).ok).toBe(true);
    draftSaved(client, summary('2026-11-01T10:00:01.000Z')); // or after it: also its own

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
