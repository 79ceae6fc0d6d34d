// The status tracker's record in tests: a real draft store (test cipher) and audit log in a temp
// dir, read and written through the app's own draftStatusRecords (decisions 89). `track` stores a
// submitted application's draft as the outbox leaves it (adopted with the test's own draft id and
// referenceId, so an answer's referenceId is checked as in the app) and then tracks it, as the
// workspace does after a POST. One store per folder: a tracker made again over the same folder (a
// restart) reads the same drafts.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Draft } from '../../../shared/drafts/draft-schema';
import { createAuditLog, type AuditLog } from '../../../electron/core/audit/audit-log';
import { openDraftStore, type DraftStore } from '../../../electron/core/drafts/draft-store';
import type { Clock } from '../../../electron/core/ports';
import { recordObservation } from '../../../electron/core/status/status-state';
import { merchantOf } from '../../../electron/core/drafts/merchant-record';
import {
  draftStatusRecords,
  type StatusRecords,
} from '../../../electron/core/status/status-records';
import type { StatusTracker } from '../../../electron/core/status/status-tracker';
import { validFullPayload } from '../../fixtures/merchant';
import { testCipher } from '../auth/test-ciphers';
import { silentLogger, systemClock } from '../../../electron/core/ports';

export interface SubmittedRequest {
  draftId: string;
  merchantId: string;
  /** null: submitted before environments were recorded (none on its record). */
  environmentId: string | null;
  /** The referenceId the application was POSTed with; a fresh one when not given. */
  referenceId?: string;
  /** What the POST answer said. */
  seen?: { status: string | null; statusReason: string | null };
}

export interface StatusDrafts {
  dir: string;
  drafts: DraftStore;
  audit: AuditLog;
  records: StatusRecords;
  /** The submitted application's draft, stored as the outbox leaves it. */
  submit(request: SubmittedRequest): Promise<void>;
  /** Stored as submitted, then tracked as the workspace does after a POST. */
  track(status: Pick<StatusTracker, 'trackSubmitted'>, request: SubmittedRequest): Promise<void>;
}

const opened = new Map<string, Promise<StatusDrafts>>();

/** The submitted draft `request` describes, as the outbox's 'submitted' move writes it. */
export function submittedDraft(request: SubmittedRequest, at = new Date()): Draft {
  const iso = at.toISOString();
  const status = request.seen?.status ?? undefined;
  const statusReason = request.seen?.statusReason ?? undefined;
  return {
    id: request.draftId,
    referenceId: request.referenceId ?? randomUUID(),
    schemaVersion: 1,
    lifecycle: 'submitted',
    createdAt: iso,
    updatedAt: iso,
    payload: validFullPayload(),
    submission: {
      merchantId: request.merchantId,
      ...(request.environmentId !== null && { environmentId: request.environmentId }),
      ...(status !== undefined && { status }),
      ...(statusReason !== undefined && { statusReason }),
      submittedAt: iso,
      history:
        status === undefined
          ? []
          : [{ status, ...(statusReason !== undefined && { statusReason }), at: iso }],
      tracking: { checkedAt: at.getTime() },
    },
  };
}

/** The drafts, audit log and status records under `dir` (opened once per folder). */
export function statusDrafts(dir: string, clock: Clock = systemClock): Promise<StatusDrafts> {
  const found = opened.get(dir);
  if (found) return found;
  const opening = (async (): Promise<StatusDrafts> => {
    const store = await openDraftStore({ dir: path.join(dir, 'drafts'), cipher: testCipher() });
    if (!store.ok) throw new Error(store.error.message);
    const drafts = store.value;
    const audit = createAuditLog({ dir: path.join(dir, 'audit'), clock });
    const records = draftStatusRecords({
      drafts,
      audit,
      dir,
      logger: silentLogger,
      now: () => clock.now(),
    });
    async function submit(request: SubmittedRequest): Promise<void> {
      const [adopted] = await drafts.adoptBatch([submittedDraft(request, new Date(clock.now()))]);
      if (!adopted?.ok) throw new Error(`draft not stored: ${adopted?.error.code}`);
    }
    return {
      dir,
      drafts,
      audit,
      records,
      submit,
      async track(status, request) {
        await submit(request);
        await status.trackSubmitted(request.draftId);
      },
    };
  })();
  opened.set(dir, opening);
  return opening;
}

/** `status` with the old `track(request)` of a test: its draft stored as submitted, then tracked. */
export function withTrack<T extends Pick<StatusTracker, 'trackSubmitted'>>(
  status: T,
  drafts: StatusDrafts,
): T & { track(request: SubmittedRequest): Promise<void> } {
  return Object.assign(status, {
    track: (request: SubmittedRequest) => drafts.track(status, request),
  });
}

/**
 * What the tracker does with one answer, straight on a stored draft: the status heard
 * (recordObservation, status-state.ts) and written back on its record (recordTracking). For
 * draft store tests that need a status.
 */
export async function recordStatus(
  store: Pick<DraftStore, 'get' | 'recordTracking'>,
  id: string,
  heard: { status: string; statusReason?: string },
  clock: Clock = systemClock,
) {
  const draft = await store.get(id);
  if (!draft.ok) return draft;
  // Not a submitted application: a merchant of nothing heard, which the store refuses to record.
  const merchant = merchantOf(draft.value) ?? {
    merchantId: 'none',
    draftId: id,
    environmentId: null,
    status: null,
    statusReason: null,
    checkedAt: null,
    history: [],
  };
  const seen = { status: heard.status, statusReason: heard.statusReason ?? null };
  recordObservation(merchant, seen, clock, 100);
  return store.recordTracking(merchant);
}
