// Merchant ids are unique per environment only: two real sandboxes both number their merchants
// from 1, so merchant 1 of one is another merchant in the other. The tracker must ask about a
// merchant only in the environment it was submitted to, never poll one of unknown environment,
// settle an unknown one only on a matching referenceId (decisions 10), and never send a draft id
// to the service as a merchant id.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAuth } from '../../../electron/core/oauth/api-auth';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import {
  createStatusTracker,
  type StatusTrackerOptions,
} from '../../../electron/core/status/status-tracker';
import { ok } from '../../../shared/result';
import { validFullPayload } from '../../fixtures/merchant';
import { signedInAuth, startTestSandbox, type TestSandbox } from '../support/sandbox-session';
import { statusDrafts, withTrack } from '../support/status-drafts';

interface Environment {
  test: TestSandbox;
  auth: ApiAuth;
}

const environments = new Map<string, Environment>();
let active = 'env-a';
/** Every GET by id as [environment, id]. */
const gets: [string, string][] = [];
const dirs: string[] = [];

// The agent's session: whichever environment is signed in now, each a real sandbox.
const switchable: Pick<ApiAuth, 'current' | 'markExpired' | 'onChange'> = {
  current() {
    const target = environments.get(active)?.auth.current();
    if (!target?.ok) throw new Error('not signed in');
    return ok({ ...target.value, environmentId: active });
  },
  markExpired: () => undefined,
  onChange: () => () => undefined,
};
const real = createBoardingClient({ auth: switchable, fetch });
const client = {
  getById: (id: string) => {
    gets.push([active, id]);
    return real.getById(id);
  },
};

beforeAll(async () => {
  for (const id of ['env-a', 'env-b']) {
    const test = await startTestSandbox();
    environments.set(id, { test, auth: await signedInAuth(test.sandbox) });
  }
});
afterAll(async () => {
  for (const { test } of environments.values()) await test.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-env-'));
  dirs.push(dir);
  return dir;
}

/** Boards a merchant in `environment` and pins its status; answers its id and referenceId. */
async function boarded(environment: string, status: string, statusReason: string) {
  active = environment;
  const referenceId = randomUUID();
  const submitted = await real.submit(
    validFullPayload({ legalName: `${status} Shop` }),
    referenceId,
  );
  if (!submitted.ok) throw new Error(submitted.error.message);
  const { merchantId } = submitted.value;
  const sandbox = environments.get(environment)?.test.sandbox;
  await sandbox?.admin.setStatus(Number(merchantId), status, statusReason);
  return { merchantId, referenceId, draftId: randomUUID() };
}

async function tracker(dir: string, overrides: Partial<StatusTrackerOptions> = {}) {
  const drafts = await statusDrafts(dir);
  const status = createStatusTracker({
    dir,
    records: drafts.records,
    drafts: drafts.drafts,
    client,
    auth: switchable,
    ...overrides,
  });
  return withTrack(status, drafts);
}

describe('status tracking across environments', () => {
  it('polls and refreshes a merchant only in the environment it was submitted to', async () => {
    const ours = await boarded('env-a', 'InReview', 'ours');
    const theirs = await boarded('env-b', 'Declined', 'another merchant');
    expect(theirs.merchantId).toBe(ours.merchantId); // the ids collide, as small integers do

    const status = await tracker(await tempDir());
    await status.start();
    await status.track({ ...ours, environmentId: 'env-a' });

    active = 'env-b'; // the agent signed in to the other environment
    gets.length = 0;
    await status.refreshAll();
    const refused = await status.refresh(ours.draftId);
    expect(gets).toEqual([]);
    expect(!refused.ok && refused.error.code).toBe('INVALID_STATE');
    expect(status.get(ours.draftId)?.status).toBeNull();

    active = 'env-a';
    await status.refreshAll();
    expect(gets).toEqual([['env-a', ours.merchantId]]);
    expect(status.get(ours.draftId)).toMatchObject({ status: 'InReview', environmentId: 'env-a' });
    await status.stop();
  });

  it('never polls a merchant of unknown environment; a refresh settles it only on its referenceId', async () => {
    const ours = await boarded('env-a', 'PendingInfo', 'ours');
    await boarded('env-b', 'Closed', 'another merchant');
    const dir = await tempDir();
    // Submitted before environments were recorded: its record names none, nor does the audit log.
    await (
      await statusDrafts(dir)
    ).submit({ ...ours, environmentId: null, seen: { status: 'Submitted', statusReason: null } });
    const status = await tracker(dir);
    expect((await status.start()).ok).toBe(true);
    expect(status.get(ours.draftId)?.environmentId).toBeNull();

    gets.length = 0;
    for (const environment of ['env-a', 'env-b']) {
      active = environment;
      await status.refreshAll();
    }
    expect(gets).toEqual([]);

    active = 'env-b';
    const other = await status.refresh(ours.draftId);
    expect(!other.ok && other.error.code).toBe('INVALID_STATE');
    expect(status.get(ours.draftId)).toMatchObject({ status: 'Submitted', environmentId: null });

    active = 'env-a';
    const settled = await status.refresh(ours.draftId);
    expect(settled.ok && settled.value).toMatchObject({
      status: 'PendingInfo',
      environmentId: 'env-a',
    });
    await status.stop();
    // Recorded on the draft: the next start knows where it was submitted.
    const again = await tracker(dir);
    await again.start();
    expect(again.get(ours.draftId)).toMatchObject({
      environmentId: 'env-a',
      history: [{ status: 'Submitted' }, { status: 'PendingInfo' }],
    });
    await again.stop();
  });

  it('resolves an untracked draft to its merchant id and never sends the draft id', async () => {
    const ours = await boarded('env-a', 'Approved', 'ours');
    const dir = await tempDir();
    const status = await tracker(dir);
    await status.start();
    // Submitted, not tracked yet (the app quit before the tracker heard of it).
    await (await statusDrafts(dir)).submit({ ...ours, environmentId: 'env-a' });
    gets.length = 0;
    const refreshed = await status.refresh(ours.draftId);
    expect(refreshed.ok && refreshed.value).toMatchObject({
      merchantId: ours.merchantId,
      draftId: ours.draftId,
      status: 'Approved',
    });
    const unknown = await status.refresh(randomUUID());
    expect(!unknown.ok && unknown.error.code).toBe('NOT_FOUND');
    expect(gets).toEqual([['env-a', ours.merchantId]]);
    await status.stop();
  });
});
