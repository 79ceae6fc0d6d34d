// A submitted application's merchant as its draft records it (decisions 89), both ways: the
// merchant a submission record describes (`merchantOf`), and the draft once a merchant is written
// on it (`applyTracking`, through `recordWith`), the draft store's rule for the status runner's
// writes. The store keeps what `merchantOf` answers in the sealed index (decisions 101), so the
// runner and the worklist start without decrypting a draft (status/status-records.ts).
import { isDeepStrictEqual } from 'node:util';
import type { Draft, SubmissionRecord } from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import {
  parseMerchantRecord,
  type MerchantRecord,
} from '../../../shared/merchant/merchant-record-schema';
import type {
  MerchantDetails,
  StatusHistoryEntry,
  TrackedMerchant,
} from '../../../shared/status/status-schema';
import { nextTimestamp } from './draft-transitions';

/** The part of a draft a merchant is read from (an import's file record has no payload). */
export type ApplicationDraft = Pick<Draft, 'id' | 'referenceId' | 'lifecycle' | 'submission'>;

/** The fields the Submitted screen shows from a GET answer (decisions 12); nothing personal. */
export function detailsOf(record: MerchantRecord): MerchantDetails {
  return {
    xmid: record.xmid,
    appId: record.appId,
    dateAdded: record.dateAdded,
    dateApproved: record.dateApproved,
    dateClosed: record.dateClosed,
    fundingDelayDays: record.fundingDelayDays,
    fundingDailyMax: record.fundingDailyMax,
    fundingMonthlyMax: record.fundingMonthlyMax,
    fundingTransactionMax: record.fundingTransactionMax,
    fundingOnHold: record.fundingOnHold,
  };
}

function historyOf(submission: SubmissionRecord): StatusHistoryEntry[] {
  return submission.history.map((entry) => ({
    status: entry.status,
    statusReason: entry.statusReason ?? null,
    at: Date.parse(entry.at),
  }));
}

/** The details the POST answer gave, kept as the service sent it (decisions 8). */
function answerDetails(submission: SubmissionRecord) {
  // None kept (retention drops it, decisions 44; an import's record leaves it out): none to read.
  if (submission.response === undefined) return undefined;
  const answer = parseMerchantRecord(submission.response);
  return answer.isObject ? detailsOf(answer) : undefined;
}

/**
 * The merchant a submitted application's record describes, or undefined when it has none. Its
 * environment is null when the draft predates its recording: status-records.ts asks the audit
 * log then (audit-environments.ts).
 */
export function merchantOf(draft: ApplicationDraft): TrackedMerchant | undefined {
  const submission = draft.submission;
  if (draft.lifecycle !== 'submitted' || !submission?.merchantId) return undefined;
  const { tracking } = submission;
  const details = tracking?.details ?? answerDetails(submission);
  return {
    merchantId: submission.merchantId,
    draftId: draft.id,
    environmentId: submission.environmentId ?? null,
    referenceId: draft.referenceId,
    status: submission.status ?? null,
    statusReason: submission.statusReason ?? null,
    checkedAt: tracking?.checkedAt ?? null,
    history: historyOf(submission),
    ...(details !== undefined && { details }),
  };
}

/**
 * The submission record as it is once `merchant` is written on it. A status the service left
 * null is not a status the draft can name: the draft keeps the last one it had (decisions 11).
 */
export function recordWith(
  submission: SubmissionRecord,
  merchant: TrackedMerchant,
): SubmissionRecord {
  const { status: _status, statusReason: _reason, tracking: _tracking, ...rest } = submission;
  const status = merchant.status ?? submission.status;
  const statusReason =
    merchant.status === null ? submission.statusReason : (merchant.statusReason ?? undefined);
  const tracking = {
    ...(merchant.checkedAt !== null && { checkedAt: merchant.checkedAt }),
    // Kept only when newer than the POST answer's, which the record has already (decisions 8).
    ...(merchant.details !== undefined &&
      JSON.stringify(merchant.details) !== JSON.stringify(answerDetails(submission)) && {
        details: merchant.details,
      }),
  };
  return {
    ...rest,
    ...(merchant.environmentId !== null && { environmentId: merchant.environmentId }),
    ...(status !== undefined && { status }),
    ...(statusReason !== undefined && { statusReason }),
    history: merchant.history.flatMap((entry) =>
      entry.status === null
        ? []
        : [
            {
              status: entry.status,
              ...(entry.statusReason !== null && { statusReason: entry.statusReason }),
              at: new Date(entry.at).toISOString(),
            },
          ],
    ),
    ...(Object.keys(tracking).length > 0 && { tracking }),
  };
}

/**
 * `current` with what the status checks heard of its merchant written on it (decisions 11, 89):
 * status, reason, history, environment and `tracking`. Null when that is what it keeps already,
 * so a check that heard nothing new writes nothing.
 */
export function applyTracking(
  current: Draft,
  merchant: TrackedMerchant,
  nowMs: number,
): Result<Draft | null> {
  const submission = current.submission;
  if (current.lifecycle !== 'submitted' || !submission)
    return err('INVALID_STATE', 'Only a submitted application has a merchant status.');
  const next = recordWith(submission, merchant);
  if (isDeepStrictEqual(next, submission)) return ok(null);
  // What only this laptop's checks keep (`tracking`: the last answer's time and details) is no
  // change of the application: its updatedAt stays, so an import still finds it already here
  // (decisions 42) when the other laptop's copy differs only there.
  const { tracking: _before, ...kept } = submission;
  const { tracking: _after, ...told } = next;
  const isApplicationChange = !isDeepStrictEqual(told, kept);
  const updatedAt = isApplicationChange
    ? nextTimestamp(current.updatedAt, nowMs)
    : current.updatedAt;
  return ok({ ...current, updatedAt, submission: next });
}

/** A copy of `merchant` that shares nothing with it (the runner changes its own in place). */
export function copyMerchant(merchant: TrackedMerchant): TrackedMerchant {
  return {
    ...merchant,
    history: merchant.history.map((entry) => ({ ...entry })),
    ...(merchant.details !== undefined && { details: { ...merchant.details } }),
    ...(merchant.handled !== undefined && { handled: { ...merchant.handled } }),
    ...(merchant.unhandled !== undefined && { unhandled: { ...merchant.unhandled } }),
  };
}
