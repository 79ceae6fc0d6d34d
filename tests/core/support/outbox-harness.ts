// Everything an outbox test needs, all real: a sandbox with faults, a signed-in ApiAuth, the
// draft store (encrypted, temp dir), the boarding client, the audit log and the outbox. Only the
// timers are faster: `schedule` records every delay the outbox asks for and waits at most a few
// milliseconds, so backoff and Retry-After are checked by value without waiting for them.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { createAuditLog, type AuditLog } from '../../../electron/core/audit/audit-log';
import { createBoardingClient } from '../../../electron/core/boarding/boarding-client';
import { openDraftStore, type DraftStore } from '../../../electron/core/drafts/draft-store';
import {
  createOutbox,
  type Outbox,
  type OutboxOptions,
} from '../../../electron/core/outbox/outbox';
import { timerSchedule } from '../../../electron/core/outbox/schedule';
import type { Fetch } from '../../../electron/core/ports';
import type { FaultPatch } from '../../../sandbox';
import type { OutboxProgress } from '../../../shared/outbox/outbox-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { testCipher } from '../auth/test-ciphers';
import { signedInAuth, startTestSandbox, type TestAuth, type TestSandbox } from './sandbox-session';

export interface OutboxHarness {
  test: TestSandbox;
  auth: TestAuth;
  store: DraftStore;
  audit: AuditLog;
  dataDir: string;
  /** Every delay (ms) the outbox asked the scheduler for. */
  delays: number[];
  events: OutboxProgress[];
  createDrafts(count: number, legalName?: (index: number) => string): Promise<string[]>;
  referenceIdOf(draftId: string): Promise<string>;
  /**
   * A new outbox on the same data dir; its events are appended to `events`. close() stops it,
   * unless `isAbandoned` (a "crashed" app whose requests never return cannot be stopped).
   */
  openOutbox(overrides?: Partial<OutboxOptions> & { fetch?: Fetch }, isAbandoned?: boolean): Outbox;
  /** Every draft is submitted, and the sandbox holds its referenceId exactly once, same id. */
  expectExactlyOnce(draftIds: string[]): Promise<void>;
  close(): Promise<void>;
}

export async function createOutboxHarness(faults: FaultPatch = {}): Promise<OutboxHarness> {
  const test = await startTestSandbox(faults);
  const auth = await signedInAuth(test.sandbox);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'boarding-outbox-'));
  const opened = await openDraftStore({ dir: path.join(dataDir, 'drafts'), cipher: testCipher() });
  if (!opened.ok) throw new Error(`draft store: ${opened.error.message}`);
  const store = opened.value;
  const audit = createAuditLog({ dir: dataDir });
  const delays: number[] = [];
  const events: OutboxProgress[] = [];
  const outboxes: Outbox[] = [];

  async function referenceIdOf(draftId: string): Promise<string> {
    const draft = await store.get(draftId);
    if (!draft.ok) throw new Error(draft.error.message);
    return draft.value.referenceId;
  }

  return {
    test,
    auth,
    store,
    audit,
    dataDir,
    delays,
    events,
    referenceIdOf,
    async createDrafts(count, legalName = (index) => `Outbox Shop ${index}`) {
      const ids: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const created = await store.create({
          payload: validFullPayload({ legalName: legalName(index) }),
        });
        if (!created.ok) throw new Error(created.error.message);
        ids.push(created.value.id);
      }
      return ids;
    },
    openOutbox(overrides = {}, isAbandoned = false) {
      const { fetch: fetchOverride, ...options } = overrides;
      const outbox = createOutbox({
        dir: dataDir,
        source: store,
        client: createBoardingClient({ auth, fetch: fetchOverride ?? fetch, timeoutMs: 5_000 }),
        auth,
        audit,
        concurrency: 4,
        random: () => 0.5,
        backoff: { baseMs: 1_000, maxAttempts: 10 },
        probeIntervalMs: 20,
        schedule: (callback, delayMs) => {
          delays.push(delayMs);
          return timerSchedule(callback, Math.min(delayMs, 5));
        },
        ...options,
      });
      outbox.onProgress((progress) => events.push(progress));
      if (!isAbandoned) outboxes.push(outbox);
      return outbox;
    },
    async expectExactlyOnce(draftIds) {
      const merchants = test.sandbox.admin.listMerchants();
      for (const draftId of draftIds) {
        const referenceId = await referenceIdOf(draftId);
        const matching = merchants.filter((merchant) => merchant.referenceId === referenceId);
        expect(matching, `referenceId of ${draftId}`).toHaveLength(1);
        const draft = await store.get(draftId);
        expect(draft.ok && draft.value.lifecycle, `lifecycle of ${draftId}`).toBe('submitted');
        expect(draft.ok && draft.value.submission?.merchantId).toBe(String(matching[0]!.id));
      }
    },
    async close() {
      for (const outbox of outboxes) await outbox.stop();
      await store.close();
      await test.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
