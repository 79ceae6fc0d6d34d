// Needs action's "handled" mark (decisions 62) against the sandbox: the mark holds for the status
// it was made on, survives a restart through the status file, is cleared by a new status, names
// the merchant exactly (environment and draft too), and refuses a status that needs nothing.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBoardingClient,
  type BoardingClient,
} from '../../../electron/core/boarding/boarding-client';
import { createStatusTracker } from '../../../electron/core/status/status-tracker';
import { isHandled, needsAgent } from '../../../shared/status/needs-action';
import { validFullPayload } from '../../fixtures/merchant';
import {
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

function environmentId(): string {
  const target = auth.current();
  if (!target.ok) throw new Error(target.error.message);
  return target.value.environmentId;
}

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

    const marked = await tracker.markHandled(key, true);
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

    const undone = await again.markHandled(key, false);
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
    expect((await tracker.markHandled(key, true)).ok).toBe(true);
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
    const elsewhere = await tracker.markHandled({ ...key, environmentId: 'production' }, true);
    expect(!elsewhere.ok && elsewhere.error.code).toBe('NOT_FOUND');
    const otherDraft = await tracker.markHandled({ ...key, draftId: randomUUID() }, true);
    expect(!otherDraft.ok && otherDraft.error.code).toBe('NOT_FOUND');
    expect(tracker.get(key.draftId)?.handled).toBeUndefined();

    const approved = { ...key, draftId: randomUUID() };
    await tracker.track({ ...approved, seen: { status: 'Approved', statusReason: null } });
    const refused = await tracker.markHandled(approved, true);
    expect(!refused.ok && refused.error.code).toBe('INVALID_STATE');
    expect(tracker.get(approved.draftId)?.handled).toBeUndefined();
    await tracker.stop();
  });
});
