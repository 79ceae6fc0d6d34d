// The workspace's status glue, all real (draft store, outbox, audit log, sandbox): a submission is
// tracked with the environment it went to and its referenceId, and when the status history is
// lost (quarantined as corrupt) the next open tracks the submitted drafts again from the drafts
// themselves, so "Refresh status" asks about the merchant id, never the draft id.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspaceHolder, type Workspace } from '../../../electron/core/app/workspace';
import { silentLogger, systemClock } from '../../../electron/core/ports';
import { validFullPayload } from '../../fixtures/merchant';
import { testCipher } from '../auth/test-ciphers';
import {
  signedInAuth,
  startTestSandbox,
  type TestAuth,
  type TestSandbox,
} from '../support/sandbox-session';
import { waitFor } from '../support/wait-for';

let test: TestSandbox;
let auth: TestAuth;
let dataDir: string;
const cipher = testCipher();
const urls: string[] = [];

beforeAll(async () => {
  test = await startTestSandbox();
  auth = await signedInAuth(test.sandbox);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-workspace-status-'));
});
afterAll(async () => {
  await test.close();
  await rm(dataDir, { recursive: true, force: true });
});

function holder() {
  return createWorkspaceHolder({
    dataDir,
    cipher,
    clock: systemClock,
    fetch: (input, init) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    },
    logger: silentLogger,
    auth,
    isWeakCipherAccepted: () => false,
    statusPollMinutes: () => 0,
    onOpen: () => undefined,
  });
}

async function opened(workspaces: ReturnType<typeof holder>): Promise<Workspace> {
  const result = await workspaces.open();
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('workspace status tracking', () => {
  it('tracks a submission with its environment and re-tracks it after the history is lost', async () => {
    const first = holder();
    const workspace = await opened(first);
    const created = await workspace.drafts.create({ payload: validFullPayload() });
    if (!created.ok) throw new Error(created.error.message);
    const draftId = created.value.id;
    expect((await workspace.outbox.enqueue(draftId)).ok).toBe(true);
    await workspace.outbox.drain();
    await waitFor(() => workspace.status.get(draftId) !== undefined, 'tracking to start');
    expect(workspace.status.get(draftId)).toMatchObject({
      environmentId: 'sandbox',
      referenceId: created.value.referenceId,
    });
    const merchantId = workspace.status.get(draftId)?.merchantId;
    await first.close();

    // The history file is damaged: it is quarantined and tracking starts afresh.
    const statusDir = path.join(dataDir, 'status');
    await writeFile(path.join(statusDir, 'status-history.json'), '{"version": 2, "merch');
    const second = holder();
    const reopened = await opened(second);
    expect(await readdir(path.join(statusDir, 'quarantine'))).not.toEqual([]);
    expect(reopened.status.get(draftId)).toMatchObject({
      merchantId,
      draftId,
      environmentId: 'sandbox', // from the audit log
      referenceId: created.value.referenceId,
    });

    urls.length = 0;
    const refreshed = await reopened.status.refresh(draftId);
    expect(refreshed.ok && refreshed.value.merchantId).toBe(merchantId);
    expect(urls.some((url) => url.includes(draftId))).toBe(false);
    await second.close();
  });
});
