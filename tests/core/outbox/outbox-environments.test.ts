// Each outbox item goes to the environment it was queued in, never to whichever one is signed in
// when its turn comes. Two real sandboxes stand for two environments (their merchant ids collide,
// as real ones may); the agent's session switches between them. An item queued under env-a waits
// while env-b is signed in, with plain words saying why, and goes to env-a exactly once when env-a
// is back, whether by a sign-in or by a switch in settings (no auth change). A queue file from
// before environments were recorded still loads, and its items are bound where they first go.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAuditLog, type AuditLog } from '../../../electron/core/audit/audit-log';
import type { ApiAuth } from '../../../electron/core/oauth/api-auth';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import { openDraftStore, type DraftStore } from '../../../electron/core/drafts/draft-store';
import {
  createOutbox,
  type Outbox,
  type OutboxOptions,
} from '../../../electron/core/outbox/outbox';
import { timerSchedule } from '../../../electron/core/outbox/schedule';
import type { OutboxProgress } from '../../../shared/outbox/outbox-schema';
import { ok } from '../../../shared/result';
import { validFullPayload } from '../../fixtures/merchant';
import { testCipher } from '../auth/test-ciphers';
import { signedInAuth, startTestSandbox, type TestSandbox } from '../support/sandbox-session';
import { waitFor } from '../support/wait-for';

const sandboxes = new Map<string, TestSandbox>();
const sessions = new Map<string, ApiAuth>();
let active = 'env-a';
const authListeners = new Set<() => void>();

// The agent's session: whichever environment is selected now, each a real signed-in sandbox.
const switchable: ApiAuth = {
  current() {
    const target = sessions.get(active)?.current();
    if (!target?.ok) throw new Error(`not signed in to ${active}`);
    return ok({ ...target.value, environmentId: active });
  },
  markExpired: () => undefined,
  onChange(listener) {
    authListeners.add(listener);
    return () => authListeners.delete(listener);
  },
};
/** The agent signs in (again) to the selected environment: an auth change. */
function signedIn(): void {
  for (const listener of authListeners) listener();
}

let dataDir: string;
let store: DraftStore;
let audit: AuditLog;
let events: OutboxProgress[];
const outboxes: Outbox[] = [];

beforeAll(async () => {
  for (const id of ['env-a', 'env-b']) {
    const test = await startTestSandbox();
    sandboxes.set(id, test);
    sessions.set(id, await signedInAuth(test.sandbox));
  }
});
afterAll(async () => {
  for (const test of sandboxes.values()) await test.close();
});
beforeEach(async () => {
  active = 'env-a';
  events = [];
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-outbox-env-'));
  const opened = await openDraftStore({ dir: path.join(dataDir, 'drafts'), cipher: testCipher() });
  if (!opened.ok) throw new Error(opened.error.message);
  store = opened.value;
  audit = createAuditLog({ dir: dataDir });
});
afterEach(async () => {
  for (const outbox of outboxes.splice(0)) await outbox.stop();
  authListeners.clear();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

function openOutbox(overrides: Partial<OutboxOptions> = {}): Outbox {
  const outbox = createOutbox({
    dir: dataDir,
    source: store,
    client: createBoardingClient({ auth: switchable, fetch, timeoutMs: 5_000 }),
    auth: switchable,
    audit,
    probeIntervalMs: 20,
    schedule: (callback, delayMs) => timerSchedule(callback, Math.min(delayMs, 5)),
    ...overrides,
  });
  outbox.onProgress((progress) => events.push(progress));
  outboxes.push(outbox);
  return outbox;
}

async function newDraft(legalName: string): Promise<{ draftId: string; referenceId: string }> {
  const created = await store.create({ payload: validFullPayload({ legalName }) });
  if (!created.ok) throw new Error(created.error.message);
  return { draftId: created.value.id, referenceId: created.value.referenceId };
}

/** How many merchants each environment holds with this referenceId. */
function boarded(referenceId: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [id, test] of sandboxes) {
    const merchants = test.sandbox.admin.listMerchants();
    counts[id] = merchants.filter((merchant) => merchant.referenceId === referenceId).length;
  }
  return counts;
}

/** An item queued under env-a while offline, with env-b signed in when the outbox resumes. */
async function heldForEnvA(legalName: string) {
  const draft = await newDraft(legalName);
  const outbox = openOutbox({ isOnline: false });
  const queued = await outbox.enqueue(draft.draftId);
  expect(queued.ok && queued.value.environmentId).toBe('env-a');
  active = 'env-b';
  outbox.setOnline(true);
  await outbox.drain(); // a held item does not keep drain() waiting
  return { ...draft, outbox };
}

async function expectSentToEnvA(outbox: Outbox, draftId: string, referenceId: string) {
  await waitFor(() => outbox.state().totals.submitted === 1, 'the submission');
  expect(boarded(referenceId)).toEqual({ 'env-a': 1, 'env-b': 0 });
  const draft = await store.get(draftId);
  expect(draft.ok && draft.value.submission?.environmentId).toBe('env-a');
  const submitted = events.find((progress) => progress.event === 'submitted');
  expect(submitted?.item).toMatchObject({ draftId, environmentId: 'env-a' });
  const entries = (await audit.read()).filter((entry) => entry.draftId === draftId);
  expect(entries.map((entry) => [entry.action, entry.environmentId])).toEqual([
    ['submit', 'env-a'],
  ]);
}

describe('outbox items keep their environment', () => {
  it('holds an item queued under env-a while env-b is signed in, then sends it once to env-a', async () => {
    const { outbox, draftId, referenceId } = await heldForEnvA('Held Shop');
    const [waiting] = outbox.state().items;
    expect(waiting).toMatchObject({ draftId, state: 'queued', environmentId: 'env-a' });
    // A code and the environment it waits for: the renderer words it.
    expect(waiting?.lastError).toEqual({ code: 'INVALID_STATE', waitingFor: 'env-a' });
    expect(outbox.state().paused).toBeNull();

    // Rechecks come and go; none sends, looks up, or repeats the event.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(boarded(referenceId)).toEqual({ 'env-a': 0, 'env-b': 0 });
    expect(await audit.read()).toEqual([]);
    expect(events.filter((progress) => progress.event === 'queued')).toHaveLength(2);
    const draft = await store.get(draftId);
    expect(draft.ok && draft.value.lifecycle).toBe('queued');

    active = 'env-a';
    signedIn();
    await expectSentToEnvA(outbox, draftId, referenceId);
    expect(outbox.state().items[0]?.lastError).toBeUndefined();
  });

  it('keeps where a held item goes across a restart: the draft records it, no queue file', async () => {
    const { outbox, draftId, referenceId } = await heldForEnvA('Restarted Held Shop');
    await outbox.stop();
    const draft = await store.get(draftId);
    expect(draft.ok && draft.value.destination).toBe('env-a');
    const restarted = openOutbox();
    expect((await restarted.start()).ok).toBe(true);
    await restarted.drain();
    expect(restarted.state().items).toMatchObject([
      { draftId, state: 'queued', environmentId: 'env-a' },
    ]);
    expect(boarded(referenceId)).toEqual({ 'env-a': 0, 'env-b': 0 });
    active = 'env-a';
    signedIn();
    await expectSentToEnvA(restarted, draftId, referenceId);
    const submitted = await store.get(draftId);
    expect(submitted.ok && submitted.value.destination).toBeUndefined();
  });

  it('sends a held item once its environment is selected again without a new sign-in', async () => {
    const { outbox, draftId, referenceId } = await heldForEnvA('Switched Back Shop');
    active = 'env-a'; // settings switch back: no auth change, the recheck finds it
    await expectSentToEnvA(outbox, draftId, referenceId);
  });

  it('sends nothing when the environment changes during the attempt, and sends later to its own', async () => {
    const { draftId, referenceId } = await newDraft('Race Shop');
    // The agent switches while the draft store records 'sending', right before the POST.
    const source: OutboxOptions['source'] = {
      loadForSubmission: (id) => store.loadForSubmission(id),
      cancelQueued: (id) => store.cancelQueued(id),
      async markLifecycle(id, change) {
        const marked = await store.markLifecycle(id, change);
        if (change.to === 'sending') active = 'env-b';
        return marked;
      },
    };
    const outbox = openOutbox({ source });
    expect((await outbox.enqueue(draftId)).ok).toBe(true);
    await waitFor(() => outbox.state().items[0]?.lastError !== undefined, 'the hold');
    await outbox.drain();
    expect(boarded(referenceId)).toEqual({ 'env-a': 0, 'env-b': 0 });
    expect(outbox.state().items[0]).toMatchObject({ state: 'queued', attempts: 0 });
    const draft = await store.get(draftId);
    expect(draft.ok && draft.value.lifecycle).toBe('queued');

    source.markLifecycle = (id, change) => store.markLifecycle(id, change);
    active = 'env-a';
    signedIn();
    await expectSentToEnvA(outbox, draftId, referenceId);
  });

  it('loads a queue file without environments and binds each item where it is first sent', async () => {
    const { draftId, referenceId } = await newDraft('Old Queue Shop');
    expect((await store.markLifecycle(draftId, { to: 'queued' })).ok).toBe(true);
    const at = Date.now();
    const file = path.join(dataDir, 'outbox.json');
    // Written by a version that did not record environments.
    const item = { draftId, state: 'queued', attempts: 0, nextAttemptAt: null, isUncertain: false };
    await writeFile(
      file,
      JSON.stringify({ version: 1, items: [{ ...item, enqueuedAt: at, updatedAt: at }] }),
    );
    active = 'env-b';
    const outbox = openOutbox();
    expect((await outbox.start()).ok).toBe(true);
    await outbox.drain();
    expect(boarded(referenceId)).toEqual({ 'env-a': 0, 'env-b': 1 });
    const draft = await store.get(draftId);
    expect(draft.ok && draft.value.submission?.environmentId).toBe('env-b');
    await outbox.stop();
    const entries = await audit.read();
    expect(entries.map((entry) => entry.environmentId)).toEqual(['env-b']);
    // The earlier version's file is removed at the first start that finds none of its drafts
    // still in the outbox, and nothing writes it again.
    await readFile(file, 'utf8');
    expect((await openOutbox().start()).ok).toBe(true);
    await expect(readFile(file, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
