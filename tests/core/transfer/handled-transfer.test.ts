// The agent's "handled" mark moves between laptops with its application (decisions 61, 64), all
// real: two data folders each with its own workspace (draft store, outbox, status tracker, audit
// log), the sandbox, and export files written and read by the transfer service. A mark arrives
// where it still holds and only there, judged by what each laptop heard, not by their clocks
// (the second laptop heard the same status after the mark; it restarted between imports; it
// heard a new request the first never did); a mark made on the importing laptop is never lost to
// an older file; "Move back to Needs action" there is not undone by the file; the dry run counts
// the marks, which can be imported alone; importing the same file twice changes nothing; a file
// from before marks travelled still imports. An application imported without a mark is tracked at
// once from its record (decisions 68), and a new request with the same status clears a mark on
// an imported merchant's first check and after a restart (decisions 69, 89: the draft keeps the reason).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Decrypter, Encrypter } from 'age-encryption';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxHandlers } from '../../../electron/core/app/handlers/outbox-handlers';
import { createWorkspaceHolder, type Workspace } from '../../../electron/core/app/workspace';
import { silentLogger, systemClock } from '../../../electron/core/ports';
import { transferStatusOf } from '../../../electron/core/status/handled-transfer';
import {
  createTransferService,
  type TransferService,
} from '../../../electron/core/transfer/transfer-service';
import { ok } from '../../../shared/result';
import { needsAgent } from '../../../shared/status/needs-action';
import type { MerchantStatusChange, SubmittedMerchant } from '../../../shared/status/status-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { testCipher } from '../auth/test-ciphers';
import { unwrap } from '../drafts/support/open-store';
import {
  signedInAuth,
  startTestSandbox,
  type TestAuth,
  type TestSandbox,
} from '../support/sandbox-session';
import { waitFor } from '../support/wait-for';
import { testScryptLogN } from './support/transfer-harness';

const passphrase = '40721-88310-05267-91833-62004-17759';

let test: TestSandbox;
let auth: TestAuth;
let root: string;
const open: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  test = await startTestSandbox();
  auth = await signedInAuth(test.sandbox);
  root = await mkdtemp(path.join(os.tmpdir(), 'boarding-handled-transfer-'));
});
afterEach(async () => {
  for (const holder of open.splice(0)) await holder.close();
});
afterAll(async () => {
  await test.close();
  await rm(root, { recursive: true, force: true });
});

interface Laptop {
  workspace: Workspace;
  /** What the workspace told the screens and the agent, in order. */
  announced: MerchantStatusChange[];
  transfer: TransferService;
  /** Core's merchants:list, as the Needs action screen and the header's count read it. */
  merchants(): Promise<SubmittedMerchant[]>;
  close(): Promise<void>;
}

/** Each data folder's key, kept for the folder's next open. */
const ciphers = new Map<string, ReturnType<typeof testCipher>>();

/** One laptop: its own data folder and key, signed in to the same sandbox. */
/** A laptop over `dataDir`; `clock` is its own (two laptops' clocks may disagree). */
async function openLaptop(dataDir: string, clock = systemClock): Promise<Laptop> {
  const announced: MerchantStatusChange[] = [];
  const cipher = ciphers.get(dataDir) ?? testCipher();
  ciphers.set(dataDir, cipher);
  const holder = createWorkspaceHolder({
    dataDir,
    cipher,
    clock,
    fetch,
    logger: silentLogger,
    auth,
    selectedEnvironmentId: () => 'sandbox',
    isWeakCipherAccepted: () => false,
    statusPollMinutes: () => 0,
    onOpen: ({ status }) => void status.onChange((change) => announced.push(change)),
  });
  open.push(holder);
  const opened = await holder.open();
  if (!opened.ok) throw new Error(opened.error.message);
  const workspace = opened.value;
  const transfer = createTransferService({
    drafts: async () => ok(workspace.drafts),
    status: async () => ok(transferStatusOf(workspace)),
    app: { name: 'Boarding Desk', version: '0.1.0' },
    now: () => new Date(),
    logger: silentLogger,
    onProgress: () => undefined,
    scryptLogN: testScryptLogN,
  });
  const handlers = outboxHandlers(async () => ok(workspace));
  return {
    workspace,
    announced,
    transfer,
    async merchants() {
      return unwrap(await handlers['merchants:list'](undefined as never)).merchants;
    },
    close: () => holder.close(),
  };
}

/** Submits an application through the outbox and waits until the tracker knows its merchant. */
async function submitted(laptop: Laptop, legalName: string) {
  const { workspace } = laptop;
  const draft = unwrap(await workspace.drafts.create({ payload: validFullPayload({ legalName }) }));
  unwrap(await workspace.outbox.enqueue(draft.id));
  await workspace.outbox.drain();
  await waitFor(() => workspace.status.get(draft.id) !== undefined, 'tracking to start');
  const merchant = workspace.status.get(draft.id)!;
  return {
    draftId: draft.id,
    merchantId: merchant.merchantId,
    environmentId: merchant.environmentId,
  };
}

type Key = Awaited<ReturnType<typeof submitted>>;

/** The service says `status` now; `laptop` asks, and its draft records the answer. */
async function serviceSays(laptop: Laptop, key: Key, status: string, reason: string) {
  await test.sandbox.admin.setStatus(Number(key.merchantId), status, reason);
  const refreshed = await laptop.workspace.status.refresh(key.draftId);
  expect(refreshed.ok && refreshed.value.status).toBe(status);
  await waitFor(async () => {
    const draft = await laptop.workspace.drafts.get(key.draftId);
    return draft.ok && draft.value.submission?.statusReason === reason;
  }, 'the draft to record the status');
  await nextMillisecond();
}

/** Marks are ordered by their time: the next one is made at a later millisecond. */
async function nextMillisecond(): Promise<void> {
  const now = Date.now();
  await waitFor(() => Date.now() > now, 'the clock to move on');
}

async function markHandled(laptop: Laptop, key: Key, status: string) {
  const marked = await laptop.workspace.status.markHandled(key, status, true);
  if (!marked.ok) throw new Error(marked.error.message);
  await nextMillisecond();
  return marked.value.handled!;
}

async function exportAll(laptop: Laptop, name: string): Promise<string> {
  const filePath = path.join(root, `${name}-${randomUUID()}.age`);
  const started = unwrap(await laptop.transfer.startExport({ filePath, passphrase }));
  if (started.outcome !== 'started') throw new Error(started.problem);
  expect(await laptop.transfer.finished(started.jobId)).toMatchObject({ state: 'done' });
  return filePath;
}

async function importFile(laptop: Laptop, filePath: string) {
  const preview = unwrap(await laptop.transfer.preview(filePath, passphrase));
  if (preview.outcome !== 'preview') throw new Error(preview.problem);
  return unwrap(await laptop.transfer.importChecked(preview.token));
}

function dataDir(): string {
  return path.join(root, randomUUID());
}

describe('the handled mark moves with its application', () => {
  it('arrives handled on a fresh laptop, out of Needs action, and stays after a check there', async () => {
    const first = await openLaptop(dataDir());
    const handled = await submitted(first, 'Handled Away [hold]');
    const waiting = await submitted(first, 'Still Waiting [hold]');
    await serviceSays(first, handled, 'Declined', 'Declined by underwriting');
    await serviceSays(first, waiting, 'Closed', 'Closed by the bank');
    const mark = await markHandled(first, handled, 'Declined');
    const file = await exportAll(first, 'fresh');

    // The line in the file is the mark alone: a status word and a time.
    const decrypter = new Decrypter();
    decrypter.addPassphrase(passphrase);
    const lines = (await decrypter.decrypt(await readFile(file), 'text'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => line.kind === 'handled')).toEqual([
      {
        kind: 'handled',
        draftId: handled.draftId,
        status: 'Declined',
        at: new Date(mark.at).toISOString(),
      },
    ]);

    const secondDir = dataDir();
    const second = await openLaptop(secondDir);
    expect(await importFile(second, file)).toMatchObject({
      outcome: 'imported',
      imported: 2,
      marks: { taken: 1 },
    });
    const arrived = (await second.merchants()).find((m) => m.draftId === handled.draftId);
    expect(arrived).toMatchObject({
      merchantId: handled.merchantId,
      environmentId: 'sandbox',
      status: 'Declined',
      handled: mark,
    });
    expect(needsAgent(arrived!)).toBe(false);
    expect((await second.merchants()).filter(needsAgent).map((m) => m.draftId)).not.toContain(
      handled.draftId,
    );

    // The service says the same again to the second laptop: still handled.
    const checked = await second.workspace.status.refresh(handled.draftId);
    expect(checked.ok && checked.value.handled).toEqual(mark);
    // And after a restart of the second laptop.
    await second.close();
    const restarted = await openLaptop(secondDir);
    const after = (await restarted.merchants()).find((m) => m.draftId === handled.draftId);
    expect(after?.handled).toEqual(mark);
    expect(needsAgent(after!)).toBe(false);
  });
});

describe('the handled mark meets the importing laptop', () => {
  it('is not taken where the status moved on there; it is where nothing was said since', async () => {
    const first = await openLaptop(dataDir());
    const declined = await submitted(first, 'Declined Since [hold]');
    const askedAgain = await submitted(first, 'Asked Again [hold]');
    const unchanged = await submitted(first, 'Unchanged [hold]');
    for (const key of [declined, askedAgain, unchanged])
      await serviceSays(first, key, 'PendingInfo', 'Send the lease');
    const secondDir = dataDir();
    const second = await openLaptop(secondDir);
    await importFile(second, await exportAll(first, 'before-marks'));
    // The second laptop checks each one itself: PendingInfo there too.
    for (const key of [declined, askedAgain, unchanged])
      expect(unwrap(await second.workspace.status.refresh(key.draftId)).status).toBe('PendingInfo');
    await nextMillisecond();

    for (const key of [declined, askedAgain, unchanged])
      await markHandled(first, key, 'PendingInfo');
    const file = await exportAll(first, 'marked');
    // Meanwhile the service moved on, and the second laptop heard it: Declined for one, a new
    // request (the same status, another reason) for another.
    await serviceSays(second, declined, 'Declined', 'No lease sent');
    await serviceSays(second, askedAgain, 'PendingInfo', 'Send the owner ID too');

    await importFile(second, file);
    const merchants = await second.merchants();
    const byDraft = (key: Key) => merchants.find((m) => m.draftId === key.draftId)!;
    expect(byDraft(declined)).toMatchObject({ status: 'Declined' });
    expect(byDraft(declined).handled).toBeUndefined();
    expect(byDraft(askedAgain).handled).toBeUndefined();
    expect(byDraft(unchanged).handled).toMatchObject({ status: 'PendingInfo' });
    expect(
      merchants
        .filter(needsAgent)
        .map((m) => m.draftId)
        .sort(),
    ).toEqual([declined.draftId, askedAgain.draftId].sort());
  });

  it('never loses a mark made there to an older file; a newer one wins; a second import changes nothing', async () => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Marked Twice [hold]');
    await serviceSays(first, key, 'Closed', 'Closed by the bank');
    const secondDir = dataDir();
    const second = await openLaptop(secondDir);
    const unmarked = await exportAll(first, 'unmarked');
    await importFile(second, unmarked);
    expect(unwrap(await second.workspace.status.refresh(key.draftId)).status).toBe('Closed');
    await nextMillisecond();

    await markHandled(first, key, 'Closed');
    const older = await exportAll(first, 'older');
    const here = await markHandled(second, key, 'Closed');
    await importFile(second, older);
    expect(second.workspace.status.get(key.draftId)?.handled).toEqual(here);
    // A file without a mark takes none away.
    await importFile(second, unmarked);
    expect(second.workspace.status.get(key.draftId)?.handled).toEqual(here);

    const newer = await markHandled(first, key, 'Closed');
    expect(newer.at).toBeGreaterThan(here.at);
    const newerFile = await exportAll(first, 'newer');
    await importFile(second, newerFile);
    expect(second.workspace.status.get(key.draftId)?.handled).toEqual(newer);

    // The mark is on the draft, its one record (decisions 89): a second import writes nothing.
    const listed = await second.merchants();
    const written = await second.workspace.drafts.get(key.draftId);
    await importFile(second, newerFile);
    expect(await second.merchants()).toEqual(listed);
    expect(await second.workspace.drafts.get(key.draftId)).toEqual(written);
  });
});

describe('the second laptop already has the application', () => {
  it('takes the mark when it heard the same status, with the same reason, after the mark was made', async () => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Seen Later [hold]');
    // The second laptop has the application from before the decision.
    const second = await openLaptop(dataDir());
    await importFile(second, await exportAll(first, 'undecided'));
    await serviceSays(first, key, 'Declined', 'Declined by underwriting');
    const mark = await markHandled(first, key, 'Declined');
    // The second laptop checks later the same day: still Declined, the same reason, first heard
    // there after the mark (its history's time is later than the mark's, on its own clock).
    expect(unwrap(await second.workspace.status.refresh(key.draftId)).status).toBe('Declined');
    expect(second.workspace.status.get(key.draftId)!.history.at(-1)!.at).toBeGreaterThan(mark.at);
    await importFile(second, await exportAll(first, 'marked'));
    expect(second.workspace.status.get(key.draftId)?.handled).toEqual(mark);
  });

  it('takes the mark after a restart there between two imports (tracked, nothing heard yet)', async () => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Restarted [hold]');
    await serviceSays(first, key, 'Declined', 'Declined by underwriting');
    const secondDir = dataDir();
    let second = await openLaptop(secondDir);
    await importFile(second, await exportAll(first, 'unmarked'));
    await second.close();
    second = await openLaptop(secondDir);
    // Nothing heard there yet: the status is the one its record brought.
    expect(second.workspace.status.get(key.draftId)).toMatchObject({
      status: 'Declined',
      checkedAt: null,
    });
    const mark = await markHandled(first, key, 'Declined');
    await importFile(second, await exportAll(first, 'marked'));
    expect(second.workspace.status.get(key.draftId)?.handled).toEqual(mark);
    expect((await second.merchants()).filter(needsAgent).map((m) => m.draftId)).not.toContain(
      key.draftId,
    );
  });

  it('refuses a mark made after a new request was heard there, whatever the clocks say', async () => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Asked Before Marked [hold]');
    await serviceSays(first, key, 'PendingInfo', 'Send the lease');
    const second = await openLaptop(dataDir());
    await importFile(second, await exportAll(first, 'unmarked'));
    // The second laptop hears a new request first; the first laptop, which never heard it,
    // marks later: a time comparison would take the mark, the content does not.
    await serviceSays(second, key, 'PendingInfo', 'Send the owner ID too');
    const mark = await markHandled(first, key, 'PendingInfo');
    expect(mark.at).toBeGreaterThan(second.workspace.status.get(key.draftId)!.history.at(-1)!.at);
    await importFile(second, await exportAll(first, 'marked'));
    expect(second.workspace.status.get(key.draftId)?.handled).toBeUndefined();
  });

  it('the dry run counts the marks it would take, and the import takes them with no new application', async () => {
    const first = await openLaptop(dataDir());
    const marked = await submitted(first, 'Counted [hold]');
    const other = await submitted(first, 'Not Marked [hold]');
    await serviceSays(first, marked, 'Declined', 'Declined by underwriting');
    await serviceSays(first, other, 'Closed', 'Closed by the bank');
    const second = await openLaptop(dataDir());
    await importFile(second, await exportAll(first, 'unmarked'));
    const mark = await markHandled(first, marked, 'Declined');
    const file = await exportAll(first, 'marked');

    const preview = unwrap(await second.transfer.preview(file, passphrase));
    expect(preview).toMatchObject({
      outcome: 'preview',
      counts: { new: 0, alreadyHere: 2, conflicting: 0, handled: 1 },
    });
    // Only counted: nothing taken yet.
    expect(second.workspace.status.get(marked.draftId)?.handled).toBeUndefined();
    if (preview.outcome !== 'preview') throw new Error(preview.problem);
    expect(unwrap(await second.transfer.importChecked(preview.token))).toMatchObject({
      imported: 0,
      marks: { taken: 1 },
    });
    expect(second.workspace.status.get(marked.draftId)?.handled).toEqual(mark);
    // Taken already: the same file offers nothing more.
    const again = unwrap(await second.transfer.preview(file, passphrase));
    expect(again.outcome === 'preview' && again.counts.handled).toBeUndefined();
    // A fresh laptop: both applications are new, and the mark comes with them.
    const third = await openLaptop(dataDir());
    expect(unwrap(await third.transfer.preview(file, passphrase))).toMatchObject({
      counts: { new: 2, handled: 1 },
    });
  });
});

describe('"Move back to Needs action" on the importing laptop', () => {
  // Its time and the mark's come from two laptops' clocks: the move back stands whichever runs
  // ahead (here the importing laptop's runs 10 minutes slow).
  const clocks = [
    { label: 'its clock the same', clock: systemClock },
    { label: 'its clock 10 minutes slow', clock: { now: () => Date.now() - 10 * 60_000 } },
  ];
  it.each(clocks)('is not undone by importing the same file again, $label', async ({ clock }) => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Moved Back [hold]');
    await serviceSays(first, key, 'Declined', 'Declined by underwriting');
    await markHandled(first, key, 'Declined');
    const file = await exportAll(first, 'marked');
    const secondDir = dataDir();
    let second = await openLaptop(secondDir, clock);
    await importFile(second, file);
    expect(second.workspace.status.get(key.draftId)?.handled?.status).toBe('Declined');
    // The agent on the second laptop decides it needs them after all.
    unwrap(await second.workspace.status.markHandled(key, 'Declined', false));
    await nextMillisecond();
    await importFile(second, file);
    expect(second.workspace.status.get(key.draftId)?.handled).toBeUndefined();
    // Also after a restart: the move back is in the status file.
    await second.close();
    second = await openLaptop(secondDir, clock);
    await importFile(second, file);
    expect(second.workspace.status.get(key.draftId)?.handled).toBeUndefined();
    // A mark made later on the first laptop does travel.
    const later = await markHandled(first, key, 'Declined');
    await importFile(second, await exportAll(first, 'later'));
    expect(second.workspace.status.get(key.draftId)?.handled).toEqual(later);
  });
});

describe('an export file from before marks travelled', () => {
  it('still imports: a version 2 file has no handled lines', async () => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Older File [hold]');
    const draft = unwrap(await first.workspace.drafts.get(key.draftId));
    const header = {
      format: 'boarding-desk-export',
      version: 2,
      createdAt: new Date().toISOString(),
      app: { name: 'Boarding Desk', version: '0.1.0' },
      count: 1,
    };
    const text = [header, { kind: 'draft', draft }, { kind: 'end', count: 1 }]
      .map((line) => `${JSON.stringify(line)}\n`)
      .join('');
    const file = path.join(root, `old-${randomUUID()}.age`);
    const encrypter = new Encrypter();
    encrypter.setPassphrase(passphrase);
    encrypter.setScryptWorkFactor(testScryptLogN);
    await writeFile(file, await encrypter.encrypt(text));

    const second = await openLaptop(dataDir());
    expect(await importFile(second, file)).toEqual({
      outcome: 'imported',
      imported: 1,
      skipped: 0,
    });
    expect(unwrap(await second.workspace.drafts.get(key.draftId)).lifecycle).toBe('submitted');
  });
});

describe("the dry run's count of marks", () => {
  it('counts no mark for a merchant that is handled here already', async () => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Twice Marked [hold]');
    await serviceSays(first, key, 'Declined', 'Declined by underwriting');
    await markHandled(first, key, 'Declined');
    const second = await openLaptop(dataDir());
    await importFile(second, await exportAll(first, 'marked'));
    expect(second.workspace.status.get(key.draftId)?.handled?.status).toBe('Declined');
    expect((await second.merchants()).filter(needsAgent)).toHaveLength(0);
    // The first laptop marks the same status handled again, a moment later.
    await markHandled(first, key, 'Declined');
    const again = await exportAll(first, 'again');
    const preview = unwrap(await second.transfer.preview(again, passphrase));
    // Nothing here is in Needs action: "1 handled mark would move its merchant out of Needs
    // action here" and an enabled "Import 1 handled mark" would be untrue.
    expect(preview).toMatchObject({ counts: { new: 0 } });
    expect(preview.outcome === 'preview' && preview.counts.handled).toBeFalsy();
  });
});

describe('a submitted application imported without a mark', () => {
  it('is in Submitted and Needs action at once, from its record, and once after a restart', async () => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Arrived Unmarked [hold]');
    await serviceSays(first, key, 'Closed', 'Closed by the bank');
    // The record the file carries: the draft's history, with the times the draft recorded.
    const recorded = unwrap(await first.workspace.drafts.get(key.draftId)).submission!.history;
    // One entry per status heard: the POST answer's reason is on its entry from the start.
    expect(recorded.map((entry) => [entry.status, entry.statusReason])).toEqual([
      ['Submitted', expect.any(String)],
      ['Closed', 'Closed by the bank'],
    ]);
    const file = await exportAll(first, 'unmarked');

    const secondDir = dataDir();
    const second = await openLaptop(secondDir);
    expect(await importFile(second, file)).toMatchObject({ outcome: 'imported', imported: 1 });
    // No start in between, no check yet: listed now, with what its record says.
    const listed = async () =>
      (await second.merchants()).filter((merchant) => merchant.draftId === key.draftId);
    const [arrived, ...more] = await listed();
    expect(more).toEqual([]);
    expect(arrived).toMatchObject({
      merchantId: key.merchantId,
      environmentId: 'sandbox',
      status: 'Closed',
      statusReason: 'Closed by the bank',
      changedAt: Date.parse(recorded.at(-1)!.at),
    });
    expect(needsAgent(arrived!)).toBe(true);
    // The service says the same to this laptop: no change is heard.
    const heard = second.workspace.status.get(key.draftId)!.history.length;
    expect(unwrap(await second.workspace.status.refresh(key.draftId)).status).toBe('Closed');
    expect(second.workspace.status.get(key.draftId)?.history).toHaveLength(heard);
    // Importing the file again and restarting add no second row.
    expect(await importFile(second, file)).toMatchObject({ imported: 0, skipped: 1 });
    expect(await listed()).toHaveLength(1);
    await second.close();
    const restarted = await openLaptop(secondDir);
    expect(
      (await restarted.merchants()).filter((merchant) => merchant.draftId === key.draftId),
    ).toHaveLength(1);
  });
});

describe('the first answer about an imported merchant', () => {
  /** The announcements so far, as [status, previousStatus], once `count` have come. */
  async function announcedOn(laptop: Laptop, count: number) {
    await waitFor(() => laptop.announced.length >= count, `${count} announcements`);
    return laptop.announced.map(({ status, previousStatus }) => [status, previousStatus]);
  }

  it('is recorded and clears its mark, but is no news; the next change is', async () => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Told Over There [hold]');
    await serviceSays(first, key, 'PendingInfo', 'Send the lease');
    await markHandled(first, key, 'PendingInfo');
    const file = await exportAll(first, 'marked');
    // After the export the first laptop hears the decision and tells the agent there.
    const before = first.announced.length;
    await serviceSays(first, key, 'Approved', 'Approved by underwriting');
    expect((await announcedOn(first, before + 1)).at(-1)).toEqual(['Approved', 'PendingInfo']);

    const second = await openLaptop(dataDir());
    expect(await importFile(second, file)).toMatchObject({ marks: { taken: 1 } });
    await serviceSays(second, key, 'Approved', 'Approved by underwriting');
    // Recorded and the mark gone, but announced as no news (a null previousStatus): the agent
    // was told on the other laptop, and an import of hundreds would otherwise be a burst.
    expect(second.workspace.status.get(key.draftId)).toMatchObject({ status: 'Approved' });
    expect(second.workspace.status.get(key.draftId)?.handled).toBeUndefined();
    expect(await announcedOn(second, 1)).toEqual([['Approved', null]]);
    await serviceSays(second, key, 'Closed', 'Closed by the bank');
    expect(await announcedOn(second, 2)).toEqual([
      ['Approved', null],
      ['Closed', 'Approved'],
    ]);
  });
});

describe('a new request with the same status', () => {
  it('clears a mark that arrived with its application, on its first check there', async () => {
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Asked Again There [hold]');
    await serviceSays(first, key, 'PendingInfo', 'Send the lease');
    await markHandled(first, key, 'PendingInfo');
    const second = await openLaptop(dataDir());
    expect(await importFile(second, await exportAll(first, 'marked'))).toMatchObject({
      marks: { taken: 1 },
    });
    // Underwriting asks for something else; the second laptop is the first to hear it.
    await serviceSays(second, key, 'PendingInfo', 'Send the owner ID too');
    expect(second.workspace.status.get(key.draftId)?.handled).toBeUndefined();
    expect((await second.merchants()).filter(needsAgent).map((m) => m.draftId)).toEqual([
      key.draftId,
    ]);
  });

  it('clears the mark when it is first heard after a restart; the same reason does not', async () => {
    const dir = dataDir();
    let laptop = await openLaptop(dir);
    const asked = await submitted(laptop, 'Asked While Closed [hold]');
    const same = await submitted(laptop, 'Same While Closed [hold]');
    for (const key of [asked, same]) {
      await serviceSays(laptop, key, 'PendingInfo', 'Send the lease');
      await markHandled(laptop, key, 'PendingInfo');
    }
    await laptop.close();
    // While the app is closed, underwriting asks one merchant for something else. The status
    // file keeps no reasons (decisions 22): the draft's says what was asked before.
    await test.sandbox.admin.setStatus(
      Number(asked.merchantId),
      'PendingInfo',
      'Send the owner ID too',
    );
    laptop = await openLaptop(dir);
    for (const key of [asked, same])
      expect(unwrap(await laptop.workspace.status.refresh(key.draftId)).status).toBe('PendingInfo');
    expect(laptop.workspace.status.get(asked.draftId)?.handled).toBeUndefined();
    await waitFor(async () => {
      const draft = await laptop.workspace.drafts.get(asked.draftId);
      return draft.ok && draft.value.submission?.statusReason === 'Send the owner ID too';
    }, 'the draft to record the new request');
    expect(laptop.workspace.status.get(same.draftId)?.handled?.status).toBe('PendingInfo');
    expect(laptop.workspace.status.get(same.draftId)?.history).toHaveLength(
      laptop.workspace.status.get(asked.draftId)!.history.length - 1,
    );
  });
});
