// What a hostile service says is kept only where it is safe (decisions 22, 89): a statusReason or
// a status echoing an SSN is shown, and recorded on the encrypted draft, but lands in no plaintext
// file of the data folder. What a service sends is bounded, so a padded reason cannot grow memory
// or the draft poll after poll; every GET's answer is capped (decisions 18) and a bad one is a
// typed error that records nothing.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
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
import { statusDrafts, withTrack } from '../support/status-drafts';

let service: HostileService;
const dirs: string[] = [];
let now = 1_700_000_000_000;
const clock = { now: () => (now += 1000) };
// The applications' referenceIds (decisions 10), as the service answers them.
const ref3 = randomUUID();
const ref4 = randomUUID();
const ref5 = randomUUID();
// Draft ids (each test has its own folder).
const [d1, d2, d3, d4, d5, d6] = [1, 2, 3, 4, 5, 6].map(
  (n) => `00000000-0000-4000-8000-00000000000${n}`,
) as [string, string, string, string, string, string];

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
  const drafts = await statusDrafts(dir, clock);
  const tracker = withTrack(
    createStatusTracker({
      dir,
      records: drafts.records,
      drafts: drafts.drafts,
      client: createBoardingClient({ auth, fetch, timeoutMs: 10_000 }),
      auth,
      clock,
      intervalMs: 0,
      onChange: (change) => changes.push(change),
    }),
    drafts,
  );
  expect((await tracker.start()).ok).toBe(true);
  return tracker;
}

function answerMerchant(fields: Record<string, unknown>): void {
  service.answer(() => ({
    kind: 'status',
    status: 200,
    body: JSON.stringify({ id: 3, referenceId: ref3, ...fields }),
  }));
}

/** Every plaintext byte the data folder holds (the drafts and their index are encrypted). */
async function plaintextIn(dir: string): Promise<string> {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map((file) => readFile(path.join(file.parentPath, file.name), 'latin1')),
  );
  return texts.join('\n');
}

async function newDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'status-hostile-'));
  dirs.push(dir);
  return dir;
}

const ssn = '123-45-6789';
const ssnDigits = '123456789';

describe('status tracking against a hostile service', () => {
  it('shows a reason holding an SSN but writes it to no plaintext file', async () => {
    const dir = await newDir();
    const changes: MerchantStatusChange[] = [];
    const tracker = await openTracker(dir, changes);
    await tracker.track({
      draftId: d1,
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: ref3,
    });
    answerMerchant({
      status: 'PendingInfo',
      statusReason: `Owner SSN ${ssn} / ${ssnDigits} mismatch`,
      xmid: ssnDigits,
    });
    const refreshed = await tracker.refresh(d1);
    expect(refreshed.ok && refreshed.value.statusReason).toContain(ssn);
    expect(changes.at(-1)?.statusReason).toContain(ssn);
    await tracker.stop();
    const text = await plaintextIn(dir);
    expect(text).not.toContain(ssn);
    expect(text).not.toContain(ssnDigits);
    expect(text).not.toContain('mismatch');
    // On the encrypted draft, where the next start reads it.
    const again = await openTracker(dir, []);
    expect(again.get(d1)?.statusReason).toContain(ssn);
    await again.stop();
  });

  it('keeps a status that is not a plain word verbatim, in no plaintext file', async () => {
    const dir = await newDir();
    const tracker = await openTracker(dir, []);
    await tracker.track({
      draftId: d2,
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: ref3,
    });
    answerMerchant({ status: `SSN ${ssn}`, dateAdded: `born ${ssn}` });
    const refreshed = await tracker.refresh(d2);
    expect(refreshed.ok && refreshed.value.status).toBe(`SSN ${ssn}`); // verbatim on screen
    await tracker.stop();
    expect(await plaintextIn(dir)).not.toContain('6789');
  });

  it('after a restart, the same status with its reason is no new change', async () => {
    const dir = await newDir();
    const first = await openTracker(dir, []);
    await first.track({
      draftId: d3,
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: ref3,
    });
    answerMerchant({ status: 'InReview', statusReason: 'Waiting for documents' });
    await first.refresh(d3);
    await first.stop();
    const changes: MerchantStatusChange[] = [];
    const second = await openTracker(dir, changes);
    expect(second.get(d3)?.statusReason).toBe('Waiting for documents'); // from its draft
    const again = await second.refresh(d3);
    expect(again.ok && again.value.statusReason).toBe('Waiting for documents');
    expect(again.ok && again.value.history).toHaveLength(1);
    expect(changes).toEqual([]);
    answerMerchant({ status: 'InReview', statusReason: 'Documents received' });
    await second.refresh(d3);
    expect(changes.map((change) => change.statusReason)).toEqual(['Documents received']);
    await second.stop();
  });

  it('after a restart, a status that is not a plain word is no new change either', async () => {
    const dir = await newDir();
    const odd = 'Hold: call 555-0100 (docs)';
    const first = await openTracker(dir, []);
    await first.track({
      draftId: d4,
      merchantId: '4',
      environmentId: 'hostile',
      referenceId: ref4,
    });
    answerMerchant({ id: 4, referenceId: ref4, status: odd, statusReason: 'r' });
    await first.refresh(d4);
    await first.stop();
    expect(await plaintextIn(dir)).not.toContain('555-0100');
    const changes: MerchantStatusChange[] = [];
    const second = await openTracker(dir, changes);
    const again = await second.refresh(d4);
    expect(again.ok && again.value.status).toBe(odd);
    expect(again.ok && again.value.history.map((entry) => entry.status)).toEqual([odd]);
    expect(changes).toEqual([]);
    answerMerchant({ id: 4, referenceId: ref4, status: 'Approved', statusReason: null });
    await second.refresh(d4);
    expect(changes.map((change) => change.status)).toEqual(['Approved']);
    await second.stop();
  });

  it('after a restart, a plain status replacing one that was not is a change', async () => {
    const dir = await newDir();
    const first = await openTracker(dir, []);
    await first.track({ draftId: d6, merchantId: '6', environmentId: 'hostile' });
    answerMerchant({ id: 6, referenceId: undefined, status: 'On hold (docs)' });
    await first.refresh(d6);
    await first.stop();
    const changes: MerchantStatusChange[] = [];
    const second = await openTracker(dir, changes);
    answerMerchant({ id: 6, referenceId: undefined, status: 'Approved' });
    await second.refresh(d6);
    expect(changes.map((change) => change.status)).toEqual(['Approved']);
    await second.stop();
  });

  it('keeps a status with digits ("Level 2 Review") across a restart', async () => {
    const dir = await newDir();
    const tracker = await openTracker(dir, []);
    await tracker.track({
      draftId: d5,
      merchantId: '5',
      environmentId: 'hostile',
      referenceId: ref5,
    });
    answerMerchant({ id: 5, referenceId: ref5, status: 'Level 2 Review', statusReason: null });
    await tracker.refresh(d5);
    await tracker.stop();
    const again = await openTracker(dir, []);
    expect(again.get(d5)?.status).toBe('Level 2 Review');
    await again.stop();
  });

  it('bounds what a padded reason adds, poll after poll', async () => {
    const dir = await newDir();
    const changes: MerchantStatusChange[] = [];
    const tracker = await openTracker(dir, changes);
    await tracker.track({
      draftId: d4,
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: ref3,
    });
    for (let poll = 0; poll < 6; poll += 1) {
      answerMerchant({ status: 'InReview', statusReason: `${poll}${'r'.repeat(2 * 1024 * 1024)}` });
      expect((await tracker.refresh(d4)).ok).toBe(true);
    }
    await tracker.stop();
    // The draft keeps 6 bounded reasons beside its payload, not 12 MB of padding.
    const draftFiles = await readdir(path.join(dir, 'drafts'), {
      recursive: true,
      withFileTypes: true,
    });
    for (const file of draftFiles.filter((entry) => entry.isFile()))
      expect((await stat(path.join(file.parentPath, file.name))).size).toBeLessThan(40_000);
    expect(changes).toHaveLength(6);
    for (const change of changes) expect(change.statusReason!.length).toBeLessThanOrEqual(500);
    const merchant = tracker.get(d4)!;
    expect(JSON.stringify(merchant).length).toBeLessThan(6 * 600 + 2_000);
  });

  it('answers a typed error for an endless or malformed GET, and writes nothing from it', async () => {
    const dir = await newDir();
    const tracker = await openTracker(dir, []);
    await tracker.track({
      draftId: d5,
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: ref3,
    });
    service.answer(() => ({ kind: 'endless' }));
    const endless = await tracker.refresh(d5);
    expect(!endless.ok && endless.error.code).toBe('SERVER_ERROR');
    service.answer(() => ({ kind: 'status', status: 200, body: '{"id":3,' }));
    const malformed = await tracker.refresh(d5);
    expect(!malformed.ok && malformed.error).toMatchObject({ code: 'SERVER_ERROR' });
    expect(!malformed.ok && malformed.error.message).toMatch(/not JSON/);
    await tracker.stop();
    expect(tracker.get(d5)?.status).toBeNull();
  });

  it('caps a Retry-After too long to be a number at a day, and the answer still crosses IPC', async () => {
    const dir = await newDir();
    const tracker = await openTracker(dir, []);
    await tracker.track({
      draftId: d6,
      merchantId: '3',
      environmentId: 'hostile',
      referenceId: ref3,
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
