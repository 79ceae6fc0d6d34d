// The one-way lifecycle as the outbox drives it through SubmissionSource.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftStore } from '../../../electron/core/drafts/draft-store';
import type { SubmissionSource } from '../../../electron/core/outbox/submission-source';
import { validFullPayload } from '../../fixtures/merchant';
import { makeTempDir } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';
import { recordStatus } from '../support/status-drafts';

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

async function readyDraft(): Promise<string> {
  const draft = unwrap(await store.create({ payload: validFullPayload() }));
  expect(draft.lifecycle).toBe('ready');
  return draft.id;
}

async function lifecycleOf(id: string): Promise<string> {
  return unwrap(await store.get(id)).lifecycle;
}

describe('enqueue and cancel', () => {
  it('queues a ready draft and takes it back to ready', async () => {
    const id = await readyDraft();
    expect(unwrap(await store.enqueue(id)).lifecycle).toBe('queued');
    const edit = await store.save(id, validFullPayload({ legalName: 'Changed' }));
    expect(edit.ok || edit.error).toMatchObject({
      code: 'INVALID_STATE',
      details: { reason: 'in-outbox' }, // the words say to take it out of the outbox first
    });
    const trash = await store.delete(id);
    expect(trash.ok || trash.error).toMatchObject({
      code: 'INVALID_STATE',
      details: { reason: 'in-outbox' },
    });
    expect(unwrap(await store.cancelQueued(id)).lifecycle).toBe('ready');
    expect(unwrap(await store.save(id, validFullPayload({ legalName: 'Changed' }))).lifecycle).toBe(
      'ready',
    );
  });

  it('refuses to queue a draft that does not pass the shared schema', async () => {
    const draft = unwrap(await store.create({ payload: { legalName: 'Half' } }));
    const queued = await store.enqueue(draft.id);
    expect(queued.ok || queued.error.code).toBe('VALIDATION');
    expect(
      queued.ok || queued.error.fieldErrors?.some((error) => error.field === 'legalAddress'),
    ).toBe(true);
    expect(await lifecycleOf(draft.id)).toBe('draft');
  });

  it('cancelQueued refuses anything that is not queued', async () => {
    const id = await readyDraft();
    const result = await store.cancelQueued(id);
    expect(result.ok || result.error.code).toBe('INVALID_STATE');
  });
});

describe('markLifecycle (SubmissionSource)', () => {
  it('satisfies the SubmissionSource port', async () => {
    const source: SubmissionSource = store;
    const id = await readyDraft();
    unwrap(await source.markLifecycle(id, { to: 'queued' }));
    const item = unwrap(await source.loadForSubmission(id));
    expect(item.draftId).toBe(id);
    expect(item.referenceId).toBe(unwrap(await store.get(id)).referenceId);
  });

  it('walks queued -> sending -> submitted, records the server answer, then is read-only', async () => {
    const id = await readyDraft();
    unwrap(await store.markLifecycle(id, { to: 'queued' }));
    unwrap(await store.markLifecycle(id, { to: 'sending' }));
    unwrap(
      await store.markLifecycle(id, {
        to: 'submitted',
        merchantId: '4021',
        status: 'Submitted',
        response: { id: 4021, status: 'Submitted' },
      }),
    );
    const draft = unwrap(await store.get(id));
    expect(draft.lifecycle).toBe('submitted');
    expect(draft.submission).toMatchObject({
      merchantId: '4021',
      status: 'Submitted',
      response: { id: 4021, status: 'Submitted' },
    });
    expect(draft.submission?.history.map((entry) => entry.status)).toEqual(['Submitted']);

    const edit = await store.save(id, validFullPayload({ legalName: 'Too late' }));
    expect(edit.ok || edit.error.code).toBe('READ_ONLY');
    const again = await store.markLifecycle(id, { to: 'queued' });
    expect(again.ok || again.error.code).toBe('READ_ONLY');
    const load = await store.loadForSubmission(id);
    expect(load.ok || load.error.code).toBe('INVALID_STATE');
    expect(unwrap(await store.get(id)).payload.legalName).toBe('Example Fuel LLC');
  });

  it('maps a rejection back onto the draft and clears it on the next edit (decisions 17)', async () => {
    const id = await readyDraft();
    unwrap(await store.markLifecycle(id, { to: 'queued' }));
    unwrap(await store.markLifecycle(id, { to: 'sending' }));
    const fieldErrors = [{ field: 'owner[0].ssn', message: 'SSN already on file' }];
    unwrap(
      await store.markLifecycle(id, {
        to: 'rejected',
        message: 'Invalid payload',
        fieldErrors,
        status: 400,
      }),
    );
    const rejected = unwrap(await store.get(id));
    expect(rejected.lifecycle).toBe('rejected');
    expect(rejected.serverErrors).toEqual(fieldErrors);
    expect(rejected.rejection).toMatchObject({ message: 'Invalid payload', status: 400 });
    const listed = unwrap(await store.list({ lifecycle: ['rejected'] }));
    expect(listed.items[0]?.errorCount).toBe(1);

    const requeue = await store.enqueue(id);
    expect(requeue.ok || requeue.error.code).toBe('INVALID_STATE'); // must be edited first

    const edited = unwrap(await store.save(id, validFullPayload({ owner: [] })));
    expect(edited.lifecycle).toBe('draft');
    const after = unwrap(await store.get(id));
    expect(after.serverErrors).toBeUndefined();
    expect(after.rejection).toBeUndefined();
  });

  it('keeps a service field error until its own field changes', async () => {
    const id = await readyDraft();
    unwrap(await store.markLifecycle(id, { to: 'queued' }));
    unwrap(await store.markLifecycle(id, { to: 'sending' }));
    const fieldErrors = [
      { field: 'owner[0].ssn', message: 'SSN already on file' },
      { field: 'taxId', message: 'Tax id does not match the legal name' },
    ];
    unwrap(
      await store.markLifecycle(id, { to: 'rejected', message: 'Invalid payload', fieldErrors }),
    );
    const sample = validFullPayload();
    // The SSN is fixed; the tax id is not touched, so its error still describes the payload.
    const ssnFixed = validFullPayload({ owner: [{ ...sample.owner[0]!, ssn: '123456780' }] });
    unwrap(await store.save(id, ssnFixed));
    const after = unwrap(await store.get(id));
    expect(after.serverErrors).toEqual([fieldErrors[1]]);
    expect(after.rejection).toMatchObject({ message: 'Invalid payload' });
    expect(unwrap(await store.list({})).items.find((item) => item.id === id)?.errorCount).toBe(1);

    unwrap(await store.save(id, { ...ssnFixed, taxId: '987654320' }));
    const fixed = unwrap(await store.get(id));
    expect(fixed.serverErrors).toBeUndefined();
    expect(fixed.rejection).toBeUndefined();
  });

  it('records needs-attention and lets the outbox resolve it by referenceId lookup', async () => {
    const id = await readyDraft();
    unwrap(await store.markLifecycle(id, { to: 'queued' }));
    unwrap(await store.markLifecycle(id, { to: 'sending' }));
    unwrap(
      await store.markLifecycle(id, {
        to: 'needs-attention',
        reason: 'connection dropped after send',
        cause: 'retries-exhausted',
        errorCode: 'SERVER_ERROR',
        status: 503,
        attempts: 5,
      }),
    );
    // The sentence for logs, and what the screen words: cause, failure, status, attempts.
    expect(unwrap(await store.get(id)).needsAttention).toMatchObject({
      reason: 'connection dropped after send',
      cause: 'retries-exhausted',
      errorCode: 'SERVER_ERROR',
      status: 503,
      attempts: 5,
    });
    const edit = await store.save(id, validFullPayload());
    expect(edit.ok || edit.error.code).toBe('INVALID_STATE');
    const trash = await store.delete(id);
    expect(trash.ok || trash.error.code).toBe('INVALID_STATE');
    unwrap(
      await store.markLifecycle(id, { to: 'submitted', merchantId: '77', response: [{ id: 77 }] }),
    );
    const draft = unwrap(await store.get(id));
    expect(draft.needsAttention).toBeUndefined();
    expect(draft.submission?.merchantId).toBe('77');
  });

  it('rejects transitions the table does not allow', async () => {
    const id = await readyDraft();
    const skip = await store.markLifecycle(id, { to: 'submitted', merchantId: '1', response: {} });
    expect(skip.ok || skip.error.code).toBe('INVALID_STATE');
    const sending = await store.markLifecycle(id, { to: 'sending' });
    expect(sending.ok || sending.error.code).toBe('INVALID_STATE');
    expect(await lifecycleOf(id)).toBe('ready');
  });

  it('lets the outbox put a sending draft back in the queue (retry after 5xx/429/401)', async () => {
    const id = await readyDraft();
    unwrap(await store.markLifecycle(id, { to: 'queued' }));
    unwrap(await store.markLifecycle(id, { to: 'sending' }));
    unwrap(await store.markLifecycle(id, { to: 'queued' }));
    expect(await lifecycleOf(id)).toBe('queued');
  });

  it('keeps the lifecycle across reopen', async () => {
    const id = await readyDraft();
    unwrap(await store.markLifecycle(id, { to: 'queued' }));
    await store.close();
    store = await openTestStore(dir);
    expect(await lifecycleOf(id)).toBe('queued');
    expect(
      unwrap(await store.list({ lifecycle: ['queued'] })).items.map((item) => item.id),
    ).toEqual([id]);
  });
});

describe('recordStatus', () => {
  it('appends status changes to a submitted draft and ignores repeats', async () => {
    const id = await readyDraft();
    for (const to of ['queued', 'sending'] as const) unwrap(await store.markLifecycle(id, { to }));
    unwrap(
      await store.markLifecycle(id, {
        to: 'submitted',
        merchantId: '9',
        status: 'Submitted',
        response: {},
      }),
    );
    unwrap(await recordStatus(store, id, { status: 'InReview' }));
    unwrap(await recordStatus(store, id, { status: 'InReview' }));
    unwrap(
      await recordStatus(store, id, {
        status: 'PendingInfo',
        statusReason: 'Need a voided cheque',
      }),
    );
    const submission = unwrap(await store.get(id)).submission;
    expect(submission?.status).toBe('PendingInfo');
    expect(submission?.statusReason).toBe('Need a voided cheque');
    expect(submission?.history.map((entry) => entry.status)).toEqual([
      'Submitted',
      'InReview',
      'PendingInfo',
    ]);
    const unsent = unwrap(await store.create());
    const refused = await recordStatus(store, unsent.id, { status: 'Approved' });
    expect(refused.ok || refused.error.code).toBe('INVALID_STATE');
  });
});
