// Status tracking against the sandbox: statuses pinned through its admin API (decisions 11),
// fetched on demand and by the periodic round, history kept on the application's draft and across
// restarts (decisions 89), unknown statuses verbatim, and the periodic timer bounded and stoppable.
// An earlier version's status-history.json is folded into the drafts once, and one that cannot be
// read now is never lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  chmod,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  createBoardingClient,
  type BoardingClient,
} from '../../../electron/core/boarding/boarding-client';
import { timerSchedule } from '../../../electron/core/outbox/schedule';
import {
  createStatusTracker,
  type StatusTracker,
  type StatusTrackerOptions,
} from '../../../electron/core/status/status-tracker';
import type { MerchantStatusChange } from '../../../shared/status/status-schema';
import { validFullPayload } from '../../fixtures/merchant';
import {
  environmentIdOf,
  signedInAuth,
  startTestSandbox,
  type TestAuth,
  type TestSandbox,
} from '../support/sandbox-session';
import { statusDrafts, type SubmittedRequest } from '../support/status-drafts';
import { waitFor } from '../support/wait-for';

let test: TestSandbox;
let auth: TestAuth;
let client: BoardingClient;
let gets = 0;
let dirs: string[] = [];

beforeAll(async () => {
  test = await startTestSandbox();
  auth = await signedInAuth(test.sandbox);
  const real = createBoardingClient({ auth, fetch });
  // Counts GETs so the test can see which merchants a round asked about.
  client = { ...real, getById: (id) => ((gets += 1), real.getById(id)) };
});
afterAll(async () => {
  await test.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  dirs = [];
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-status-'));
  dirs.push(dir);
  return dir;
}

async function boarded(
  legalName = 'Status Shop [hold]',
): Promise<{ merchantId: string; draftId: string; referenceId: string }> {
  const referenceId = randomUUID();
  const submitted = await client.submit(validFullPayload({ legalName }), referenceId);
  if (!submitted.ok) throw new Error(submitted.error.message);
  return { merchantId: submitted.value.merchantId, draftId: randomUUID(), referenceId };
}

const environmentId = () => environmentIdOf(auth);

async function tracker(
  dir: string,
  changes: MerchantStatusChange[],
  overrides: Partial<StatusTrackerOptions> = {},
) {
  const { records, drafts } = await statusDrafts(dir);
  return createStatusTracker({
    dir,
    records,
    drafts,
    client,
    auth,
    onChange: (change) => changes.push(change),
    ...overrides,
  });
}

/** Stores `request`'s draft as submitted and tracks it, as the workspace does after a POST. */
async function track(
  status: Pick<StatusTracker, 'trackSubmitted'>,
  dir: string,
  request: SubmittedRequest,
) {
  await (await statusDrafts(dir)).track(status, request);
}

describe('status tracker', () => {
  it('records each status change once, keeps unknown statuses verbatim, and survives a restart', async () => {
    const dir = await tempDir();
    const changes: MerchantStatusChange[] = [];
    const first = await tracker(dir, changes);
    await first.start();
    const { merchantId, draftId, referenceId } = await boarded();
    await track(first, dir, {
      draftId,
      merchantId,
      referenceId,
      environmentId: environmentId(),
      seen: { status: 'Submitted', statusReason: 'Received' },
    });

    await test.sandbox.admin.setStatus(Number(merchantId), 'InReview', 'Under review');
    const inReview = await first.refresh(draftId);
    expect(inReview.ok && inReview.value).toMatchObject({
      merchantId,
      draftId,
      status: 'InReview',
      statusReason: 'Under review',
    });
    const again = await first.refresh(merchantId);
    expect(again.ok && again.value.history).toHaveLength(2);

    await test.sandbox.admin.setStatus(
      Number(merchantId),
      'OnHoldForAudit',
      'A status this app has never seen',
    );
    const unknown = await first.refresh(draftId);
    expect(unknown.ok && unknown.value.status).toBe('OnHoldForAudit');
    expect(changes.map((change) => [change.previousStatus, change.status])).toEqual([
      [null, 'Submitted'],
      ['Submitted', 'InReview'],
      ['InReview', 'OnHoldForAudit'],
    ]);
    expect(
      changes.every((change) => change.draftId === draftId && change.merchantId === merchantId),
    ).toBe(true);
    await first.stop();

    const second = await tracker(dir, []);
    expect((await second.start()).ok).toBe(true);
    const restored = second.get(draftId);
    expect(restored?.history.map((entry) => entry.status)).toEqual([
      'Submitted',
      'InReview',
      'OnHoldForAudit',
    ]);
    // The reasons too: the draft keeps them (decisions 89).
    expect(restored?.statusReason).toBe('A status this app has never seen');
    await second.stop();

    // No status file any more, and nothing of the application in plaintext anywhere.
    const files = await readdir(dir, { recursive: true, withFileTypes: true });
    expect(files.map((file) => file.name)).not.toContain('status-history.json');
    for (const file of files.filter((entry) => entry.isFile())) {
      const text = await readFile(path.join(file.parentPath, file.name), 'utf8');
      for (const needle of ['123456789', '000123456789', '987654321', 'jordan@example.com'])
        expect(text).not.toContain(needle);
    }
  });

  it('polls periodically, skips final statuses and offline rounds, and stops for good', async () => {
    const dir = await tempDir();
    const changes: MerchantStatusChange[] = [];
    let isOnline = false;
    let rounds = 0;
    let now = 1_000_000;
    const polling = await tracker(dir, changes, {
      intervalMs: 60_000,
      clock: { now: () => now },
      isOnline: () => isOnline,
      // Each wake moves the injected clock by the delay asked for, after a few real ms.
      schedule: (callback, delayMs) => {
        expect(delayMs).toBe(60_000);
        rounds += 1;
        return timerSchedule(() => {
          now += delayMs;
          callback();
        }, 5);
      },
    });
    const open = await boarded();
    const declined = await boarded();
    await test.sandbox.admin.setStatus(
      Number(declined.merchantId),
      'Declined',
      'Declined by underwriting',
    );
    await polling.start();
    await track(polling, dir, {
      ...open,
      environmentId: environmentId(),
      seen: { status: 'Submitted', statusReason: 'Received' },
    });
    await track(polling, dir, {
      ...declined,
      environmentId: environmentId(),
      seen: { status: 'Declined', statusReason: 'Declined by underwriting' },
    });

    // Offline: rounds keep being scheduled but send nothing.
    const before = gets;
    await waitFor(() => rounds >= 4, 'four offline rounds');
    expect(gets).toBe(before);

    isOnline = true;
    await test.sandbox.admin.setStatus(Number(open.merchantId), 'Approved', 'Approved');
    await waitFor(
      () => changes.some((change) => change.status === 'Approved'),
      'the Approved status',
    );
    await polling.stop();
    expect(polling.get(open.merchantId)?.status).toBe('Approved');
    expect(polling.get(declined.merchantId)?.checkedAt).toBe(
      polling.get(declined.merchantId)?.history[0]?.at,
    );

    const afterStop = { gets, rounds };
    await test.sandbox.admin.setStatus(Number(open.merchantId), 'Closed', 'Closed');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect({ gets, rounds }).toEqual(afterStop);
    expect(polling.get(open.merchantId)?.status).toBe('Approved');
  });

  it('reports an unknown merchant as NOT_FOUND and records nothing', async () => {
    const dir = await tempDir();
    const lookup = await tracker(dir, []);
    await lookup.start();
    // Neither a tracked merchant nor a submitted application here: nothing is asked or kept.
    const before = gets;
    const result = await lookup.refresh('987654');
    expect(!result.ok && result.error).toMatchObject({ code: 'NOT_FOUND' });
    expect(gets).toBe(before);
    expect(lookup.list()).toEqual([]);
    await lookup.stop();
  });

  // Root reads any file whatever its mode, so chmod 000 cannot make a real EACCES there.
  const isRoot = process.getuid?.() === 0;

  it("folds an earlier version's status file into the drafts once, then removes it", async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'status-history.json');
    await (await statusDrafts(dir, submittedEarly)).submit(storedApplication());
    await writeFile(file, storedHistory());

    const first = await tracker(dir, []);
    expect((await first.start()).ok).toBe(true);
    // The file heard InReview, which the draft never recorded (its write failed then).
    expect(first.get(storedDraftId)?.history.map((entry) => entry.status)).toEqual([
      'Submitted',
      'InReview',
    ]);
    expect(first.get(storedDraftId)?.checkedAt).toBe(2000);
    await first.stop();
    expect(await readdir(dir)).not.toContain('status-history.json');

    // On the draft now: the next start reads it there, with nothing to fold.
    const second = await tracker(dir, []);
    expect((await second.start()).ok).toBe(true);
    expect(second.get('777')?.history.map((entry) => entry.status)).toEqual([
      'Submitted',
      'InReview',
    ]);
    await second.stop();
  });

  it('keeps a status file whose merchants have no application here, under another name', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, 'status-history.json'), storedHistory());
    const folding = await tracker(dir, []);
    expect((await folding.start()).ok).toBe(true);
    expect(folding.list()).toEqual([]);
    await folding.stop();
    expect(await readdir(dir)).not.toContain('status-history.json');
    expect(await readFile(path.join(dir, 'status-history.unfolded.json'), 'utf8')).toBe(
      storedHistory(),
    );
  });

  it.skipIf(isRoot)(
    'an unreadable status file (EACCES) is left as it is; a later start folds it',
    async () => {
      const dir = await tempDir();
      const file = path.join(dir, 'status-history.json');
      await (await statusDrafts(dir, submittedEarly)).submit(storedApplication());
      await writeFile(file, storedHistory());
      await chmod(file, 0o000);

      const blocked = await tracker(dir, []);
      expect((await blocked.start()).ok).toBe(true);
      expect(blocked.get('777')?.history).toHaveLength(1);
      await blocked.stop();
      await chmod(file, 0o600);
      expect(await readFile(file, 'utf8')).toBe(storedHistory());

      const later = await tracker(dir, []);
      expect((await later.start()).ok).toBe(true);
      expect(later.get('777')?.history).toHaveLength(2);
      await later.stop();
    },
  );

  it('a status file that cannot be read now is never replaced or removed; a later start folds it', async () => {
    // As root, a symlink to a folder gives the same kind of failure as EACCES: reading fails
    // (EISDIR) while a removal would drop the history.
    const dir = await tempDir();
    const file = path.join(dir, 'status-history.json');
    const target = path.join(dir, 'elsewhere');
    await mkdir(target);
    await symlink(target, file);
    await (await statusDrafts(dir, submittedEarly)).submit(storedApplication());

    const blocked = await tracker(dir, []);
    expect((await blocked.start()).ok).toBe(true);
    const draftId = randomUUID();
    await track(blocked, dir, {
      draftId,
      merchantId: '424242',
      environmentId: environmentId(),
      seen: { status: 'Submitted', statusReason: null },
    });
    await blocked.stop();
    expect((await lstat(file)).isSymbolicLink()).toBe(true);
    expect(await readlink(file)).toBe(target);
    expect(await readdir(target)).toEqual([]);
    expect(await readdir(path.join(dir))).not.toContain('quarantine');

    // Readable again: the next start folds it, and what was tracked meanwhile is on its draft.
    await rm(file);
    await writeFile(file, storedHistory());
    const retried = await tracker(dir, []);
    expect((await retried.start()).ok).toBe(true);
    expect(retried.get('777')?.history.map((entry) => entry.status)).toEqual([
      'Submitted',
      'InReview',
    ]);
    expect(retried.get(draftId)?.status).toBe('Submitted');
    await retried.stop();
    expect(await readdir(dir)).not.toContain('status-history.json');
  });
});

/** The stored application was submitted before the stored history heard anything of it. */
const submittedEarly = { now: () => 500 };

const storedDraftId = '5d6e7f80-9a0b-4c1d-8e2f-3a4b5c6d7e8f';

/** A stored history with one merchant and two entries, as version 1 of the tracker wrote it. */
function storedHistory(): string {
  return JSON.stringify({
    version: 1,
    merchants: [
      {
        merchantId: '777',
        draftId: storedDraftId,
        status: 'InReview',
        statusReason: null,
        checkedAt: 2000,
        history: [
          { status: 'Submitted', statusReason: null, at: 1000 },
          { status: 'InReview', statusReason: null, at: 2000 },
        ],
      },
    ],
  });
}

/** The application of the stored history's merchant, as its draft recorded it: Submitted only. */
function storedApplication(): SubmittedRequest {
  return {
    draftId: storedDraftId,
    merchantId: '777',
    environmentId: null,
    seen: { status: 'Submitted', statusReason: 'Received' },
  };
}
