// The status history keeps none of the service's free text in its plaintext file (decisions 22):
// a statusReason echoing an SSN is shown, and recorded on the (encrypted) draft through onChange,
// but never written to status/status-history.json. What a service sends is bounded, so a padded
// reason cannot grow memory or the file poll after poll; every GET's answer is capped
// (decisions 18) and a bad one is a typed error, the file untouched.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiAuth } from '../../../electron/core/oauth/api-auth';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import { maxRetryAfterMs } from '../../../electron/core/boarding/boarding-error';
import { createStatusTracker } from '../../../electron/core/status/status-tracker';
import { contract } from '../../../shared/ipc/contract';
import { ok } from '../../../shared/result';
import type { MerchantStatusChange } from '../../../shared/status/status-schema';
import { startHostileService, type HostileService } from '../support/hostile-service';

let service: HostileService;
const dirs: string[] = [];
let now = 1_700_000_000_000;

beforeAll(async () => {
  service = await startHostileService();
});
afterAll(async () => {
  await service.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const auth: ApiAuth = {
  current: () =>
    ok({
      environmentId: 'hostile',
      baseUrl: service.url,
      merchantPostPath: '/boarding/v2/merchant',
      merchantGetPath: '/boarding/v2/merchant/{id}',
      credentials: { consumerKey: 'k', consumerSecret: 's', token: 't', tokenSecret: 'ts' },
    }),
  markExpired: () => undefined,
  onChange: () => () => undefined,
};

async function openTracker(dir: string, changes: MerchantStatusChange[]) {
  const tracker = createStatusTracker({
    dir,
    client: createBoardingClient({ auth, fetch, timeoutMs: 10_000 }),
    auth,
    clock: { now: () => (now += 1000) },
    intervalMs: 0,
    onChange: (change) => changes.push(change),
  });
  expect((await tracker.start()).ok).toBe(true);
  return tracker;
}

function answerMerchant(fields: Record<string, unknown>): void {
  service.answer(() => ({
    kind: 'status',
    status: 200,
    body: JSON.stringify({ id: 3, referenceId: 'ref-3', ...fields }),
  }));
}

async function newDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'status-hostile-'));
  dirs.push(dir);
  return dir;
}

const ssn = '123-45-6789';
const ssnDigits = '123456789';

describe('status tracking against a hostile service', () => {
  it('shows a reason holding an SSN but never writes it to the status file', async () => {
    const dir = await newDir();
    const changes: MerchantStatusChange[] = [];
    const tracker = await openTracker(dir, changes);
    await tracker.track({
      draftId: 'd-1',
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: 'ref-3',
    });
    answerMerchant({
      status: 'PendingInfo',
      statusReason: `Owner SSN ${ssn} / ${ssnDigits} mismatch`,
      xmid: ssnDigits,
    });
    const refreshed = await tracker.refresh('d-1');
    expect(refreshed.ok && refreshed.value.statusReason).toContain(ssn);
    expect(changes.at(-1)?.statusReason).toContain(ssn);
    await tracker.stop();
    const text = await readFile(path.join(dir, 'status-history.json'), 'utf8');
    expect(text).toContain('PendingInfo');
    expect(text).not.toContain(ssn);
    expect(text).not.toContain('mismatch');
  });

  it('writes a status that is not a plain word as unknown', async () => {
    const dir = await newDir();
    const tracker = await openTracker(dir, []);
    await tracker.track({
      draftId: 'd-2',
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: 'ref-3',
    });
    answerMerchant({ status: `SSN ${ssn}`, dateAdded: `born ${ssn}` });
    const refreshed = await tracker.refresh('d-2');
    expect(refreshed.ok && refreshed.value.status).toBe(`SSN ${ssn}`); // verbatim on screen
    await tracker.stop();
    const text = await readFile(path.join(dir, 'status-history.json'), 'utf8');
    expect(text).not.toContain('6789');
  });

  it('after a restart, the same status with its reason is no new change', async () => {
    const dir = await newDir();
    const first = await openTracker(dir, []);
    await first.track({
      draftId: 'd-3',
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: 'ref-3',
    });
    answerMerchant({ status: 'InReview', statusReason: 'Waiting for documents' });
    await first.refresh('d-3');
    await first.stop();
    const changes: MerchantStatusChange[] = [];
    const second = await openTracker(dir, changes);
    expect(second.get('d-3')?.statusReason).toBeNull();
    const again = await second.refresh('d-3');
    expect(again.ok && again.value.statusReason).toBe('Waiting for documents');
    expect(again.ok && again.value.history).toHaveLength(1);
    expect(changes).toEqual([]);
    answerMerchant({ status: 'InReview', statusReason: 'Documents received' });
    await second.refresh('d-3');
    expect(changes.map((change) => change.statusReason)).toEqual(['Documents received']);
    await second.stop();
  });

  it('after a restart, a status the file withheld is no new change either', async () => {
    const dir = await newDir();
    const odd = 'Hold: call 555-0100 (docs)';
    const first = await openTracker(dir, []);
    await first.track({
      draftId: 'd-4',
      merchantId: '4',
      environmentId: 'hostile',
      referenceId: 'ref-4',
    });
    answerMerchant({ id: 4, referenceId: 'ref-4', status: odd, statusReason: 'r' });
    await first.refresh('d-4');
    await first.stop();
    const text = await readFile(path.join(dir, 'status-history.json'), 'utf8');
    expect(text).not.toContain('555-0100');
    const changes: MerchantStatusChange[] = [];
    const second = await openTracker(dir, changes);
    const again = await second.refresh('d-4');
    expect(again.ok && again.value.status).toBe(odd);
    expect(again.ok && again.value.history.map((entry) => entry.status)).toEqual([odd]);
    expect(changes).toEqual([]);
    answerMerchant({ id: 4, referenceId: 'ref-4', status: 'Approved', statusReason: null });
    await second.refresh('d-4');
    expect(changes.map((change) => change.status)).toEqual(['Approved']);
    await second.stop();
  });

  it('after a restart, a plain status replacing a withheld one is a change', async () => {
    const dir = await newDir();
    const first = await openTracker(dir, []);
    await first.track({ draftId: 'd-6', merchantId: '6', environmentId: 'hostile' });
    answerMerchant({ id: 6, referenceId: undefined, status: 'On hold (docs)' });
    await first.refresh('d-6');
    await first.stop();
    const changes: MerchantStatusChange[] = [];
    const second = await openTracker(dir, changes);
    answerMerchant({ id: 6, referenceId: undefined, status: 'Approved' });
    await second.refresh('d-6');
    expect(changes.map((change) => change.status)).toEqual(['Approved']);
    await second.stop();
  });

  it('keeps a status with digits in the file ("Level 2 Review")', async () => {
    const dir = await newDir();
    const tracker = await openTracker(dir, []);
    await tracker.track({
      draftId: 'd-5',
      merchantId: '5',
      environmentId: 'hostile',
      referenceId: 'ref-5',
    });
    answerMerchant({ id: 5, referenceId: 'ref-5', status: 'Level 2 Review', statusReason: null });
    await tracker.refresh('d-5');
    await tracker.stop();
    const text = await readFile(path.join(dir, 'status-history.json'), 'utf8');
    expect(text).toContain('Level 2 Review');
  });

  it('bounds what a padded reason adds, poll after poll', async () => {
    const dir = await newDir();
    const changes: MerchantStatusChange[] = [];
    const tracker = await openTracker(dir, changes);
    await tracker.track({
      draftId: 'd-4',
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: 'ref-3',
    });
    for (let poll = 0; poll < 6; poll += 1) {
      answerMerchant({ status: 'InReview', statusReason: `${poll}${'r'.repeat(2 * 1024 * 1024)}` });
      expect((await tracker.refresh('d-4')).ok).toBe(true);
    }
    await tracker.stop();
    expect((await stat(path.join(dir, 'status-history.json'))).size).toBeLessThan(10_000);
    expect(changes).toHaveLength(6);
    for (const change of changes) expect(change.statusReason!.length).toBeLessThanOrEqual(500);
    const merchant = tracker.get('d-4')!;
    expect(JSON.stringify(merchant).length).toBeLessThan(6 * 600 + 2_000);
  });

  it('answers a typed error for an endless or malformed GET, and writes nothing from it', async () => {
    const dir = await newDir();
    const tracker = await openTracker(dir, []);
    await tracker.track({
      draftId: 'd-5',
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: 'ref-3',
    });
    service.answer(() => ({ kind: 'endless' }));
    const endless = await tracker.refresh('d-5');
    expect(!endless.ok && endless.error.code).toBe('SERVER_ERROR');
    service.answer(() => ({ kind: 'status', status: 200, body: '{"id":3,' }));
    const malformed = await tracker.refresh('d-5');
    expect(!malformed.ok && malformed.error).toMatchObject({ code: 'SERVER_ERROR' });
    expect(!malformed.ok && malformed.error.message).toMatch(/not JSON/);
    await tracker.stop();
    expect(tracker.get('d-5')?.status).toBeNull();
  });

  it('caps a Retry-After too long to be a number at a day, and the answer still crosses IPC', async () => {
    const dir = await newDir();
    const tracker = await openTracker(dir, []);
    await tracker.track({
      draftId: 'd-6',
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: 'ref-3',
    });
    // 400 digits: Number() reads them as Infinity.
    service.answer(() => ({
      kind: 'status',
      status: 429,
      headers: { 'Retry-After': '9'.repeat(400) },
    }));
    const checked = await tracker.checkAll();
    const at = now;
    expect(checked).toMatchObject({ ok: true });
    const { retryAt } = tracker.pacing('hostile');
    expect(Number.isFinite(retryAt)).toBe(true);
    expect(retryAt).toBeLessThanOrEqual(at + maxRetryAfterMs);
    expect(retryAt).toBeGreaterThan(at);
    const answer = contract['merchants:refreshAll'].response.safeParse({
      ok: true,
      value: { merchants: [], check: checked.ok ? checked.value : undefined },
    });
    expect(answer.error).toBeUndefined();
    await tracker.stop();
  });
});
