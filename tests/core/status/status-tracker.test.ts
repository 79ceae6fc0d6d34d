// Status tracking against the sandbox: statuses pinned through its admin API (decisions 11),
// fetched on demand and by the periodic round, history kept locally and across restarts,
// unknown statuses verbatim, and the periodic timer bounded and stoppable.
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
): Promise<{ merchantId: string; draftId: string }> {
  const submitted = await client.submit(validFullPayload({ legalName }), randomUUID());
  if (!submitted.ok) throw new Error(submitted.error.message);
  return { merchantId: submitted.value.merchantId, draftId: randomUUID() };
}

const environmentId = () => environmentIdOf(auth);

function submittedAs(draftId: string, merchantId: string) {
  return {
    draftId,
    merchantId,
    environmentId: environmentId(),
    seen: { status: 'Submitted', statusReason: 'Received' },
  };
}

function tracker(
  dir: string,
  changes: MerchantStatusChange[],
  overrides: Partial<StatusTrackerOptions> = {},
) {
  return createStatusTracker({
    dir,
    client,
    auth,
    onChange: (change) => changes.push(change),
    ...overrides,
  });
}

describe('status tracker', () => {
  it('records each status change once, keeps unknown statuses verbatim, and survives a restart', async () => {
    const dir = await tempDir();
    const changes: MerchantStatusChange[] = [];
    const first = tracker(dir, changes);
    await first.start();
    const { merchantId, draftId } = await boarded();
    await first.track({
      draftId,
      merchantId,
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

    const second = tracker(dir, []);
    expect((await second.start()).ok).toBe(true);
    const restored = second.get(draftId);
    expect(restored?.history.map((entry) => entry.status)).toEqual([
      'Submitted',
      'InReview',
      'OnHoldForAudit',
    ]);
    await second.stop();

    const text = await readFile(path.join(dir, 'status-history.json'), 'utf8');
    for (const needle of ['123456789', '000123456789', '987654321', 'jordan@example.com'])
      expect(text).not.toContain(needle);
  });

  it('polls periodically, skips final statuses and offline rounds, and stops for good', async () => {
    const dir = await tempDir();
    const changes: MerchantStatusChange[] = [];
    let isOnline = false;
    let rounds = 0;
    let now = 1_000_000;
    const polling = tracker(dir, changes, {
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
    await polling.track({
      ...open,
      environmentId: environmentId(),
      seen: { status: 'Submitted', statusReason: 'Received' },
    });
    await polling.track({
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
    const lookup = tracker(dir, []);
    await lookup.start();
    const result = await lookup.refresh('987654');
    expect(!result.ok && result.error).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(lookup.list()).toEqual([]);
    await lookup.stop();
  });

  // Root reads any file whatever its mode, so chmod 000 cannot make a real EACCES there.
  const isRoot = process.getuid?.() === 0;

  it.skipIf(isRoot)(
    'an unreadable history file (EACCES) is never replaced; a later start reads it',
    async () => {
      const dir = await tempDir();
      const file = path.join(dir, 'status-history.json');
      await writeFile(file, storedHistory());
      await chmod(file, 0o000);

      const blocked = tracker(dir, []);
      const started = await blocked.start();
      expect(started.ok || started.error.code).toBe('STORAGE');
      await blocked.track({
        draftId: randomUUID(),
        merchantId: '424242',
        environmentId: environmentId(),
        seen: { status: 'Submitted', statusReason: null },
      });
      await chmod(file, 0o600);
      expect(await readFile(file, 'utf8')).toBe(storedHistory());

      expect((await blocked.start()).ok).toBe(true);
      expect(blocked.get('777')?.history).toHaveLength(2);
      await blocked.stop();
    },
  );

  it('a history file that cannot be read now is never replaced by saves; a later start reads it', async () => {
    // As root, a symlink to a folder gives the same kind of failure as EACCES: reading fails
    // (EISDIR) while an atomic save (rename over the link) would succeed and drop the history.
    const dir = await tempDir();
    const file = path.join(dir, 'status-history.json');
    const target = path.join(dir, 'elsewhere');
    await mkdir(target);
    await symlink(target, file);

    const changes: MerchantStatusChange[] = [];
    const blocked = tracker(dir, changes);
    const started = await blocked.start();
    expect(started.ok || started.error.code).toBe('STORAGE');
    const draftId = randomUUID();
    await blocked.track(submittedAs(draftId, '424242'));
    await blocked.stop();
    expect((await lstat(file)).isSymbolicLink()).toBe(true);
    expect(await readlink(file)).toBe(target);
    expect(await readdir(target)).toEqual([]);
    expect(await readdir(path.join(dir))).not.toContain('quarantine');

    // Readable again: the next start takes over the stored history and what was tracked meanwhile.
    await rm(file);
    await writeFile(file, storedHistory());
    const retried = tracker(dir, []);
    await retried.track(submittedAs(draftId, '424242'));
    expect((await retried.start()).ok).toBe(true);
    expect(retried.get('777')?.history.map((entry) => entry.status)).toEqual([
      'Submitted',
      'InReview',
    ]);
    expect(retried.get(draftId)?.status).toBe('Submitted');
    await retried.stop();
    const saved = JSON.parse(await readFile(file, 'utf8')) as {
      merchants: { merchantId: string }[];
    };
    expect(saved.merchants.map((merchant) => merchant.merchantId).sort()).toEqual([
      '424242',
      '777',
    ]);
  });

  it('start() after a failed start retries the read and keeps what was tracked meanwhile', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'status-history.json');
    const target = path.join(dir, 'elsewhere');
    await mkdir(target);
    await symlink(target, file);
    const retrying = tracker(dir, []);
    expect((await retrying.start()).ok).toBe(false);
    await retrying.track({
      draftId: storedDraftId,
      merchantId: '777',
      environmentId: environmentId(),
      seen: { status: 'Approved', statusReason: 'Done' },
    });

    await rm(file);
    await writeFile(file, storedHistory());
    expect((await retrying.start()).ok).toBe(true);
    expect(retrying.get('777')?.history.map((entry) => entry.status)).toEqual([
      'Submitted',
      'InReview',
      'Approved',
    ]);
    await retrying.stop();
    const saved = JSON.parse(await readFile(file, 'utf8')) as {
      merchants: { merchantId: string; history: unknown[] }[];
    };
    expect(saved.merchants).toMatchObject([{ merchantId: '777', history: [{}, {}, {}] }]);
  });
});

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
