// The workspace's status glue, all real (draft store, outbox, audit log, sandbox): a submission is
// tracked with the environment it went to and its referenceId, read from its draft, the one record
// of its status (decisions 89); an earlier version's status history, damaged, is set aside and
// loses nothing, and "Refresh status" asks about the merchant id, never the draft id. The
// environment comes from the draft's submission record, so it survives the audit log too.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWorkspaceHolder,
  type Workspace,
  type WorkspaceOptions,
} from '../../../electron/core/app/workspace';
import type { ApiAuth } from '../../../electron/core/oauth/api-auth';
import { ok } from '../../../shared/result';
import type { MerchantStatusChange } from '../../../shared/status/status-schema';
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

function holder(overrides: Partial<WorkspaceOptions> = {}) {
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
    selectedEnvironmentId: () => 'sandbox',
    isWeakCipherAccepted: () => false,
    statusPollMinutes: () => 0,
    onOpen: () => undefined,
    ...overrides,
  });
}

async function opened(workspaces: ReturnType<typeof holder>): Promise<Workspace> {
  const result = await workspaces.open();
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Creates a ready draft, queues it and waits until the outbox has sent it. */
async function submitOne(workspace: Workspace): Promise<{ id: string; referenceId: string }> {
  const created = await workspace.drafts.create({ payload: validFullPayload() });
  if (!created.ok) throw new Error(created.error.message);
  expect((await workspace.outbox.enqueue(created.value.id)).ok).toBe(true);
  await workspace.outbox.drain();
  return created.value;
}

describe('workspace status tracking', () => {
  it('tells the screens about a newly submitted merchant once it is tracked, as no news', async () => {
    const changes: MerchantStatusChange[] = [];
    let listedAtEvent = false;
    const open: { workspace?: Workspace } = {};
    const workspaces = holder({
      onOpen: ({ status }) =>
        void status.onChange((change) => {
          changes.push(change);
          listedAtEvent ||=
            open.workspace?.status.list().some((m) => m.draftId === change.draftId) ?? false;
        }),
    });
    const workspace = await opened(workspaces);
    open.workspace = workspace;
    const { id: draftId } = await submitOne(workspace);
    await waitFor(() => changes.some((change) => change.draftId === draftId), 'the first status');
    // The merchants list the screen re-reads on the event already holds it.
    expect(listedAtEvent).toBe(true);
    const first = changes.find((change) => change.draftId === draftId);
    // No previous status: the toast and the OS notification stay quiet for it.
    expect(first).toMatchObject({ previousStatus: null, status: 'Submitted' });
    await workspaces.close();
  });

  it('tracks a submission with its environment and re-tracks it after the history is lost', async () => {
    const first = holder();
    const workspace = await opened(first);
    const { id: draftId, referenceId } = await submitOne(workspace);
    await waitFor(() => workspace.status.get(draftId) !== undefined, 'tracking to start');
    expect(workspace.status.get(draftId)).toMatchObject({
      environmentId: 'sandbox',
      referenceId: referenceId,
    });
    const merchantId = workspace.status.get(draftId)?.merchantId;
    await first.close();

    // An earlier version's history file, damaged: it is quarantined, and the drafts have it all.
    const statusDir = path.join(dataDir, 'status');
    await mkdir(statusDir, { recursive: true });
    await writeFile(path.join(statusDir, 'status-history.json'), '{"version": 2, "merch');
    const second = holder();
    const reopened = await opened(second);
    expect(await readdir(path.join(statusDir, 'quarantine'))).not.toEqual([]);
    expect(reopened.status.get(draftId)).toMatchObject({
      merchantId,
      draftId,
      environmentId: 'sandbox', // from the audit log
      referenceId: referenceId,
    });

    urls.length = 0;
    const refreshed = await reopened.status.refresh(draftId);
    expect(refreshed.ok && refreshed.value.merchantId).toBe(merchantId);
    expect(urls.some((url) => url.includes(draftId))).toBe(false);
    await second.close();
  });

  it('tracks a submission in the environment it went to, not the one signed in when it is reported', async () => {
    // The agent is signed in elsewhere by the time the answer to the POST is handled.
    let signedInTo = 'sandbox';
    const switching: ApiAuth = {
      current() {
        const target = auth.current();
        return target.ok ? ok({ ...target.value, environmentId: signedInTo }) : target;
      },
      markExpired: (rejected) => auth.markExpired(rejected),
      onChange: (listener) => auth.onChange(listener),
    };
    const workspaces = holder({
      auth: switching,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (init?.method === 'POST') signedInTo = 'elsewhere';
        return response;
      },
    });
    const workspace = await opened(workspaces);
    const { id: draftId } = await submitOne(workspace);
    await waitFor(() => workspace.status.get(draftId) !== undefined, 'tracking to start');
    expect(signedInTo).toBe('elsewhere');
    expect(workspace.status.get(draftId)).toMatchObject({ environmentId: 'sandbox' });
    await workspaces.close();
  });

  it('takes the environment from the submission record when the audit log is gone too', async () => {
    const first = holder();
    const workspace = await opened(first);
    const { id: draftId } = await submitOne(workspace);
    const draft = await workspace.drafts.get(draftId);
    expect(draft.ok && draft.value.submission?.environmentId).toBe('sandbox');
    await first.close();

    // Both the status history and the audit log are lost: only the draft remembers.
    await rm(path.join(dataDir, 'audit'), { recursive: true, force: true });
    const statusDir = path.join(dataDir, 'status');
    await mkdir(statusDir, { recursive: true });
    await writeFile(path.join(statusDir, 'status-history.json'), '{"version": 2, "merch');
    const second = holder();
    const reopened = await opened(second);
    expect(reopened.status.get(draftId)).toMatchObject({ draftId, environmentId: 'sandbox' });
    urls.length = 0;
    const refreshed = await reopened.status.refresh(draftId);
    expect(refreshed.ok && refreshed.value.environmentId).toBe('sandbox');
    expect(urls).toHaveLength(1);
    await second.close();
  });
});
