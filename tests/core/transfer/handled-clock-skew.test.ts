// The handled mark between two laptops whose clocks disagree (decisions 64), all real: two data
// folders each with its own workspace, the sandbox, export files written and read by the
// transfer service. "Move back to Needs action" on the importing laptop is not undone by
// importing the same file again, whichever clock runs ahead; and the dry run counts only marks
// that move a merchant out of Needs action there, not a newer mark over one already standing.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxHandlers } from '../../../electron/core/app/handlers/outbox-handlers';
import { createWorkspaceHolder, type Workspace } from '../../../electron/core/app/workspace';
import { silentLogger, systemClock } from '../../../electron/core/ports';
import { handledMarksOf } from '../../../electron/core/status/handled-transfer';
import {
  createTransferService,
  type TransferService,
} from '../../../electron/core/transfer/transfer-service';
import { ok } from '../../../shared/result';
import { needsAgent } from '../../../shared/status/needs-action';
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
  transfer: TransferService;
  /** Core's merchants:list, as the Needs action screen and the header's count read it. */
  merchants(): Promise<Awaited<ReturnType<Workspace['status']['list']>>>;
  close(): Promise<void>;
}

/** Each data folder's key, kept for the folder's next open. */
const ciphers = new Map<string, ReturnType<typeof testCipher>>();

/** One laptop: its own data folder and key, signed in to the same sandbox. */
async function openLaptop(dataDir: string, clock = systemClock): Promise<Laptop> {
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
    onOpen: () => undefined,
  });
  open.push(holder);
  const opened = await holder.open();
  if (!opened.ok) throw new Error(opened.error.message);
  const workspace = opened.value;
  const transfer = createTransferService({
    drafts: async () => ok(workspace.drafts),
    handledMarks: async () => ok(handledMarksOf(workspace)),
    app: { name: 'Boarding Desk', version: '0.1.0' },
    now: () => new Date(),
    logger: silentLogger,
    onProgress: () => undefined,
    scryptLogN: testScryptLogN,
  });
  const handlers = outboxHandlers(async () => ok(workspace));
  return {
    workspace,
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

describe('"Move back to Needs action" with the two laptops\' clocks apart', () => {
  it("is not undone by importing the same file again when the second laptop's clock runs 10 minutes slow", async () => {
    const slow = { now: () => Date.now() - 10 * 60_000 };
    const first = await openLaptop(dataDir());
    const key = await submitted(first, 'Skewed Clock [hold]');
    await serviceSays(first, key, 'Declined', 'Declined by underwriting');
    await markHandled(first, key, 'Declined');
    const file = await exportAll(first, 'marked');
    const second = await openLaptop(dataDir(), slow);
    await importFile(second, file);
    expect(second.workspace.status.get(key.draftId)?.handled?.status).toBe('Declined');
    unwrap(await second.workspace.status.markHandled(key, 'Declined', false));
    await nextMillisecond();
    await importFile(second, file);
    // The same file, imported again: the agent's move back should stand.
    expect(second.workspace.status.get(key.draftId)?.handled).toBeUndefined();
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
