// Needs action's "handled" mark (decisions 61) against the sandbox: the mark holds for the status
// it was made on, survives a restart through the status file, is cleared by a new status, names
// the merchant exactly (environment and draft too), and refuses a status that needs nothing.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBoardingClient,
  type BoardingClient,
} from '../../../electron/core/boarding/boarding-client';
import { recordObservation } from '../../../electron/core/status/observe';
import { createStatusTracker } from '../../../electron/core/status/status-tracker';
import {
  holdsHere,
  isTakenOver,
  latestEntryOf,
} from '../../../electron/core/status/file-mark-rule';
import { mergeStored, takeMark } from '../../../electron/core/status/tracked-merchants';
import { ok } from '../../../shared/result';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import { isHandled, needsAgent } from '../../../shared/status/needs-action';
import { validFullPayload } from '../../fixtures/merchant';
import {
  environmentIdOf,
  signedInAuth,
  startTestSandbox,
  type TestAuth,
  type TestSandbox,
} from '../support/sandbox-session';

let test: TestSandbox;
let auth: TestAuth;
let client: BoardingClient;
const dirs: string[] = [];

beforeAll(async () => {
  test = await startTestSandbox();
  auth = await signedInAuth(test.sandbox);
  client = createBoardingClient({ auth, fetch });
});
afterAll(async () => {
  await test.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const environmentId = () => environmentIdOf(auth);

async function declinedMerchant() {
  const submitted = await client.submit(
    validFullPayload({ legalName: 'Handled Shop [hold]' }),
    randomUUID(),
  );
  if (!submitted.ok) throw new Error(submitted.error.message);
  const merchantId = submitted.value.merchantId;
  await test.sandbox.admin.setStatus(Number(merchantId), 'Declined', 'Declined by underwriting');
  return { merchantId, draftId: randomUUID(), environmentId: environmentId() };
}

async function openTracker() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-handled-'));
  dirs.push(dir);
  const tracker = createStatusTracker({ dir, client, auth, intervalMs: 0 });
  await tracker.start();
  return { dir, tracker };
}

describe('the handled mark', () => {
  it('holds for its status across a restart and lets the merchant back when undone', async () => {
    const { dir, tracker } = await openTracker();
    const key = await declinedMerchant();
    await tracker.track({ ...key, seen: { status: 'Declined', statusReason: 'Declined' } });
    expect(needsAgent(tracker.get(key.draftId)!)).toBe(true);

    const marked = await tracker.markHandled(key, 'Declined', true);
    expect(marked.ok && marked.value.handled?.status).toBe('Declined');
    expect(isHandled(tracker.get(key.draftId)!)).toBe(true);
    expect(needsAgent(tracker.get(key.draftId)!)).toBe(false);
    await tracker.stop();

    const again = createStatusTracker({ dir, client, auth, intervalMs: 0 });
    await again.start();
    expect(again.get(key.draftId)?.handled?.status).toBe('Declined');
    expect(needsAgent(again.get(key.draftId)!)).toBe(false);
    const written = JSON.parse(await readFile(path.join(dir, 'status-history.json'), 'utf8'));
    expect(written.merchants[0].handled).toMatchObject({ status: 'Declined' });

    const undone = await again.markHandled(key, 'Declined', false);
    expect(undone.ok && undone.value.handled).toBeUndefined();
    expect(needsAgent(again.get(key.draftId)!)).toBe(true);
    await again.stop();
  });

  it('is cleared by a new status, so the merchant needs the agent again', async () => {
    const { tracker } = await openTracker();
    const key = await declinedMerchant();
    await test.sandbox.admin.setStatus(Number(key.merchantId), 'PendingInfo', 'Send the lease');
    await tracker.track({
      ...key,
      seen: { status: 'PendingInfo', statusReason: 'Send the lease' },
    });
    expect((await tracker.markHandled(key, 'PendingInfo', true)).ok).toBe(true);
    expect(needsAgent(tracker.get(key.draftId)!)).toBe(false);

    await test.sandbox.admin.setStatus(Number(key.merchantId), 'Declined', 'No lease sent');
    const refreshed = await tracker.refresh(key.draftId);
    expect(refreshed.ok && refreshed.value.status).toBe('Declined');
    expect(tracker.get(key.draftId)?.handled).toBeUndefined();
    expect(needsAgent(tracker.get(key.draftId)!)).toBe(true);
    await tracker.stop();
  });

  it('names the merchant exactly and refuses a status that needs nothing', async () => {
    const { tracker } = await openTracker();
    const key = await declinedMerchant();
    await tracker.track({ ...key, seen: { status: 'Declined', statusReason: 'Declined' } });

    // The same merchant id in another environment, or held by another draft, is another merchant.
    const elsewhere = await tracker.markHandled(
      { ...key, environmentId: 'production' },
      'Declined',
      true,
    );
    expect(!elsewhere.ok && elsewhere.error.code).toBe('NOT_FOUND');
    const otherDraft = await tracker.markHandled(
      { ...key, draftId: randomUUID() },
      'Declined',
      true,
    );
    expect(!otherDraft.ok && otherDraft.error.code).toBe('NOT_FOUND');
    expect(tracker.get(key.draftId)?.handled).toBeUndefined();

    const approved = { ...key, draftId: randomUUID() };
    await tracker.track({ ...approved, seen: { status: 'Approved', statusReason: null } });
    const refused = await tracker.markHandled(approved, 'Approved', true);
    expect(!refused.ok && refused.error.code).toBe('INVALID_STATE');
    expect(tracker.get(approved.draftId)?.handled).toBeUndefined();

    // The card showed Declined, but the merchant is PendingInfo by now: not handled unseen.
    const pending = { ...key, draftId: randomUUID() };
    await tracker.track({ ...pending, seen: { status: 'PendingInfo', statusReason: 'More' } });
    const unseen = await tracker.markHandled(pending, 'Declined', true);
    expect(!unseen.ok && unseen.error).toMatchObject({
      code: 'CONFLICT',
      details: { reason: 'status-changed' },
    });
    expect(tracker.get(pending.draftId)?.handled).toBeUndefined();
    await tracker.stop();
  });
});

function merchantAt(status: string, statusReason: string | null, at: number): TrackedMerchant {
  return {
    merchantId: '7',
    environmentId: 'sandbox',
    status,
    statusReason,
    checkedAt: at,
    history: [{ status, statusReason, at }],
  };
}

describe('the handled mark and what the service says next', () => {
  const clock = { now: () => 5_000 };

  it('goes when the same status comes with a new reason: underwriting asks for something else', () => {
    const merchant = merchantAt('PendingInfo', 'Send the voided cheque', 1_000);
    merchant.handled = { status: 'PendingInfo', at: 2_000 };
    expect(needsAgent(merchant)).toBe(false);
    const change = recordObservation(
      merchant,
      { status: 'PendingInfo', statusReason: 'Send the owner ID' },
      clock,
      50,
    );
    expect(change).not.toBeNull();
    expect(needsAgent(merchant)).toBe(true);
  });

  it('stays when the service says the same again', () => {
    const merchant = merchantAt('Declined', 'No', 1_000);
    merchant.handled = { status: 'Declined', at: 2_000 };
    expect(recordObservation(merchant, { status: 'Declined', statusReason: 'No' }, clock, 50)).toBe(
      null,
    );
    expect(isHandled(merchant)).toBe(true);
  });

  it('is not taken from the file onto a merchant whose status moved on meanwhile', () => {
    // Tracked before the status file loaded: it is Approved now; the file says PendingInfo, handled.
    const live = merchantAt('Approved', null, 3_000);
    const saved = merchantAt('PendingInfo', 'Send the lease', 1_000);
    saved.handled = { status: 'PendingInfo', at: 2_000 };
    mergeStored(live, saved, 50);
    expect(live.handled).toBeUndefined();
    // Back to PendingInfo later: a new request, not one already handled.
    recordObservation(live, { status: 'PendingInfo', statusReason: 'New request' }, clock, 50);
    expect(needsAgent(live)).toBe(true);
  });

  it('is taken from the file when nothing was said since it was made', () => {
    const live: TrackedMerchant = {
      ...merchantAt('Declined', 'No', 1_000),
      checkedAt: null,
      history: [],
    };
    const saved = merchantAt('Declined', 'No', 1_000);
    saved.handled = { status: 'Declined', at: 2_000 };
    mergeStored(live, saved, 50);
    expect(isHandled(live)).toBe(true);
  });
});

describe('a mark read back from the status file', () => {
  it('is taken only when it holds, and then only when newer', () => {
    const merchant = merchantAt('Declined', 'No', 1_000);
    expect(takeMark(merchant, { status: 'PendingInfo', at: 2_000 })).toBe(false);
    expect(takeMark(merchant, { status: 'Declined', at: 500 })).toBe(false); // before the status
    expect(takeMark(merchant, { status: 'Declined', at: 2_000 })).toBe(true);
    expect(merchant.handled).toEqual({ status: 'Declined', at: 2_000 });
    // The same mark again, or an older one: the mark here stays as it is.
    expect(takeMark(merchant, { status: 'Declined', at: 2_000 })).toBe(false);
    expect(takeMark(merchant, { status: 'Declined', at: 1_500 })).toBe(false);
    expect(merchant.handled).toEqual({ status: 'Declined', at: 2_000 });
    expect(takeMark(merchant, { status: 'Declined', at: 3_000 })).toBe(true);
    expect(merchant.handled).toEqual({ status: 'Declined', at: 3_000 });
  });

  it('replaces a mark here that no longer holds', () => {
    const merchant = merchantAt('Closed', null, 4_000);
    merchant.handled = { status: 'PendingInfo', at: 4_500 };
    expect(takeMark(merchant, { status: 'Closed', at: 4_200 })).toBe(true);
    expect(isHandled(merchant)).toBe(true);
  });
});

describe("a mark from another laptop's export (decisions 64)", () => {
  const declined = { status: 'Declined', statusReason: 'Declined by underwriting' };

  it('holds by content: the status here, and the same latest status and reason on both sides', () => {
    const mark = { status: 'Declined', at: 1_000 };
    // Times never enter it: the entry here may be later than the mark on another clock.
    expect(holdsHere(mark, declined, 'Declined', { ...declined })).toBe(true);
    expect(holdsHere(mark, declined, 'Closed', { ...declined })).toBe(false);
    const askedAgain = { status: 'Declined', statusReason: 'Another reason' };
    expect(holdsHere(mark, declined, 'Declined', askedAgain)).toBe(false);
    expect(holdsHere(mark, null, 'Declined', declined)).toBe(false);
    expect(holdsHere(mark, declined, 'Declined', null)).toBe(false);
    expect(
      latestEntryOf({ status: 'Closed', statusReason: null, history: [{ ...declined }] }),
    ).toEqual(declined);
    expect(latestEntryOf({ status: null, statusReason: null, history: [] })).toBeNull();
  });

  it('is not taken over a newer mark here, nor over a later move back to Needs action', () => {
    const mark = { status: 'Declined', at: 2_000 };
    expect(isTakenOver({ status: 'Declined' }, mark)).toBe(true);
    expect(
      isTakenOver({ status: 'Declined', handled: { status: 'Declined', at: 2_000 } }, mark),
    ).toBe(false);
    expect(
      isTakenOver({ status: 'Declined', handled: { status: 'Declined', at: 1_000 } }, mark),
    ).toBe(true);
    expect(
      isTakenOver({ status: 'Declined', unhandled: { status: 'Declined', at: 3_000 } }, mark),
    ).toBe(false);
    expect(
      isTakenOver({ status: 'Declined', unhandled: { status: 'Declined', at: 1_000 } }, mark),
    ).toBe(true);
    // A move back on another status says nothing of this one.
    expect(
      isTakenOver({ status: 'Declined', unhandled: { status: 'PendingInfo', at: 3_000 } }, mark),
    ).toBe(true);
  });

  it('names the application by its draft id: a draftless merchant of the same number keeps no mark', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-handled-'));
    dirs.push(dir);
    // A version 1 status file: merchant 3, no draft, environment unknown.
    await writeFile(
      path.join(dir, 'status-history.json'),
      JSON.stringify({
        version: 1,
        merchants: [
          {
            merchantId: '3',
            status: 'Declined',
            statusReason: null,
            checkedAt: 1_000,
            history: [{ status: 'Declined', statusReason: null, at: 1_000 }],
          },
        ],
      }),
    );
    const tracker = createStatusTracker({ dir, client, auth, intervalMs: 0 });
    expect((await tracker.load()).ok).toBe(true);
    const draftId = randomUUID();
    const record = {
      merchantId: '3',
      environmentId: 'production',
      referenceId: randomUUID(),
      recorded: { ...declined, history: [{ ...declined, at: 1_500 }] },
    };
    const offers = [{ draftId, mark: { status: 'Declined', at: 2_000 }, fileLatest: declined }];
    const recordOf = async (id: string) => ok(id === draftId ? record : undefined);
    // The dry run counts it and changes nothing.
    expect(await tracker.adoptMarks(offers, { recordOf, isDryRun: true })).toEqual(ok(1));
    expect(tracker.list().some((merchant) => merchant.handled !== undefined)).toBe(false);
    expect(await tracker.adoptMarks(offers, { recordOf })).toEqual(ok(1));
    const draftless = tracker.list().find((merchant) => merchant.draftId === undefined);
    expect(draftless?.handled).toBeUndefined();
    expect(tracker.get(draftId)).toMatchObject({
      merchantId: '3',
      environmentId: 'production',
      handled: { status: 'Declined', at: 2_000 },
    });
    // The merchant that draft id names here is of another environment than its record says:
    // not this application, so a newer mark is not put on it.
    const elsewhere = { ...record, environmentId: 'sandbox' };
    const refused = await tracker.adoptMarks(
      [{ draftId, mark: { status: 'Declined', at: 3_000 }, fileLatest: declined }],
      { recordOf: async () => ok(elsewhere) },
    );
    expect(refused).toEqual(ok(0));
    expect(tracker.get(draftId)?.handled).toEqual({ status: 'Declined', at: 2_000 });
    await tracker.stop();
  });

  it('undoes, when the status file cannot be written, only what no one changed meanwhile', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-handled-'));
    dirs.push(dir);
    const tracker = createStatusTracker({ dir, client, auth, intervalMs: 0 });
    expect((await tracker.load()).ok).toBe(true);
    // Root ignores modes: the folder becomes a file, so every save fails.
    await rm(dir, { recursive: true, force: true });
    await writeFile(dir, 'not a folder');
    const draftId = randomUUID();
    const record = {
      merchantId: '41',
      environmentId: 'sandbox',
      referenceId: randomUUID(),
      recorded: { ...declined, history: [{ ...declined, at: 1_500 }] },
    };
    const adopting = tracker.adoptMarks(
      [{ draftId, mark: { status: 'Declined', at: 2_000 }, fileLatest: declined }],
      { recordOf: async () => ok(record) },
    );
    // The import's merchant is in memory and its save not done (that needs the disk): a status
    // heard for it meanwhile, as the outbox or a refresh records one.
    for (let turn = 0; turn < 100 && tracker.get(draftId) === undefined; turn += 1)
      await Promise.resolve();
    expect(tracker.get(draftId)?.handled).toEqual({ status: 'Declined', at: 2_000 });
    const tracking = tracker.track({
      merchantId: '41',
      environmentId: 'sandbox',
      referenceId: record.referenceId,
      draftId,
      seen: { status: 'Closed', statusReason: 'Closed by the bank' },
    });
    const adopted = await adopting;
    expect(!adopted.ok && adopted.error.code).toBe('STORAGE');
    await tracking;
    // The status heard meanwhile is kept; only the mark the import set would have gone.
    expect(tracker.get(draftId)).toMatchObject({ status: 'Closed' });
    expect(tracker.get(draftId)?.handled).toBeUndefined();
    await tracker.stop();
  });
});
