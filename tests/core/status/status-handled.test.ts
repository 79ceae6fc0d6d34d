// Needs action's "handled" mark (decisions 61) against the sandbox: the mark holds for the status
// it was made on, survives a restart on the application's draft (decisions 89), is cleared by a
// new status, names the merchant exactly (environment and draft too), and refuses a status that
// needs nothing.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBoardingClient,
  type BoardingClient,
} from '../../../electron/core/boarding/boarding-client';
import { recordObservation } from '../../../electron/core/status/status-state';
import { createStatusTracker } from '../../../electron/core/status/status-tracker';
import { holdsHere, isTakenOver, latestEntryOf } from '../../../electron/core/status/mark-rules';
import { foldStored } from '../../../electron/core/status/legacy-status-file';
import { takeMark } from '../../../electron/core/status/mark-rules';
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
import { statusDrafts, withTrack } from '../support/status-drafts';

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
  const referenceId = randomUUID();
  const submitted = await client.submit(
    validFullPayload({ legalName: 'Handled Shop [hold]' }),
    referenceId,
  );
  if (!submitted.ok) throw new Error(submitted.error.message);
  const merchantId = submitted.value.merchantId;
  await test.sandbox.admin.setStatus(Number(merchantId), 'Declined', 'Declined by underwriting');
  return { merchantId, draftId: randomUUID(), environmentId: environmentId(), referenceId };
}

async function trackerIn(dir: string) {
  const drafts = await statusDrafts(dir);
  const tracker = createStatusTracker({
    dir,
    records: drafts.records,
    drafts: drafts.drafts,
    client,
    auth,
    intervalMs: 0,
  });
  return { drafts, tracker: withTrack(tracker, drafts) };
}

async function openTracker() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-handled-'));
  dirs.push(dir);
  const { drafts, tracker } = await trackerIn(dir);
  await tracker.start();
  return { dir, drafts, tracker };
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

    const { tracker: again } = await trackerIn(dir);
    await again.start();
    expect(again.get(key.draftId)?.handled?.status).toBe('Declined');
    expect(needsAgent(again.get(key.draftId)!)).toBe(false);
    // In the marks file (status/marks.json): a draft id, a status word and a time.
    const written = JSON.parse(await readFile(path.join(dir, 'marks.json'), 'utf8'));
    expect(written.marks[key.draftId].handled).toMatchObject({ status: 'Declined' });

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
    // Its draft says Approved now; an earlier version's file says PendingInfo, handled.
    const live = merchantAt('Approved', null, 3_000);
    const saved = merchantAt('PendingInfo', 'Send the lease', 1_000);
    saved.handled = { status: 'PendingInfo', at: 2_000 };
    foldStored(live, saved, 50);
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
    foldStored(live, saved, 50);
    expect(isHandled(live)).toBe(true);
  });
});

describe("a mark read back from an earlier version's status file", () => {
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
    // A version 1 status file: merchant 3, no draft, environment unknown. No application holds
    // it, so it is not tracked (the file is kept aside, status-history.unfolded.json).
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
    const { tracker } = await trackerIn(dir);
    expect((await tracker.load()).ok).toBe(true);
    const draftId = randomUUID();
    const record = imported(draftId, '3', 'production');
    const offers = [{ draftId, mark: { status: 'Declined', at: 2_000 }, fileLatest: declined }];
    const recordOf = async (id: string) => ok(id === draftId ? record : undefined);
    // The dry run counts it and changes nothing.
    expect(await tracker.adoptMarks(offers, { recordOf, isDryRun: true })).toEqual(ok(1));
    expect(tracker.list()).toEqual([]);
    expect(await tracker.adoptMarks(offers, { recordOf })).toEqual(ok(1));
    expect(tracker.list().filter((merchant) => merchant.draftId === undefined)).toEqual([]);
    expect(tracker.get(draftId)).toMatchObject({
      merchantId: '3',
      environmentId: 'production',
      handled: { status: 'Declined', at: 2_000 },
    });
    await tracker.stop();
  });

  it('takes a mark for an application just imported, on its draft', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-handled-'));
    dirs.push(dir);
    const { drafts, tracker } = await trackerIn(dir);
    expect((await tracker.load()).ok).toBe(true);
    const draftId = randomUUID();
    await drafts.submit({
      draftId,
      merchantId: '41',
      environmentId: 'sandbox',
      seen: declined,
    });
    const recordOf = async () => drafts.records.load(draftId);
    const mark = { status: 'Declined', at: 2_000 };
    expect(
      await tracker.adoptMarks([{ draftId, mark, fileLatest: declined }], { recordOf }),
    ).toEqual(ok(1));
    expect(tracker.get(draftId)?.handled).toEqual(mark);
    // The same file again changes nothing; the mark is on the draft for the next start.
    expect(
      await tracker.adoptMarks([{ draftId, mark, fileLatest: declined }], { recordOf }),
    ).toEqual(ok(0));
    await tracker.stop();
    const { tracker: again } = await trackerIn(dir);
    await again.start();
    expect(again.get(draftId)?.handled).toEqual(mark);
    await again.stop();
  });
});

describe('the marks file cannot be written', () => {
  it('puts back only the marks no one changed meanwhile, and says so', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-handled-'));
    dirs.push(dir);
    const { tracker } = await trackerIn(dir);
    expect((await tracker.load()).ok).toBe(true);
    // Root ignores modes: marks.json becomes a folder, so writing it fails.
    await mkdir(path.join(dir, 'marks.json'));
    await writeFile(path.join(dir, 'marks.json', 'in-the-way'), '');
    const draftId = randomUUID();
    const record = imported(draftId, '41', 'sandbox');
    const adopted = await tracker.adoptMarks(
      [{ draftId, mark: { status: 'Declined', at: 2_000 }, fileLatest: record.history[0]! }],
      { recordOf: async () => ok(record) },
    );
    expect(!adopted.ok && adopted.error.code).toBe('STORAGE');
    expect(tracker.get(draftId)?.handled).toBeUndefined();
    await tracker.stop();
  });
});

/** The merchant of an application imported just now, as its record there describes it. */
function imported(draftId: string, merchantId: string, environmentId: string): TrackedMerchant {
  const declined = { status: 'Declined', statusReason: 'Declined by underwriting' };
  return {
    merchantId,
    draftId,
    environmentId,
    referenceId: randomUUID(),
    ...declined,
    checkedAt: null,
    history: [{ ...declined, at: 1_500 }],
  };
}
