// The glue between submitted drafts and the status tracker, used by the workspace. The draft is
// the durable record of a submission (its `submission.merchantId`); the status history is only a
// cache of statuses, which can be quarantined as corrupt or miss a track() the app quit before
// saving. So a draft id is resolved to its merchant id here, never sent as one, and every
// submitted draft the tracker lacks is tracked again when the workspace opens.
// The environment a draft was submitted to is on its submission record (recorded by the outbox).
// Drafts submitted before that was recorded fall back to the audit log, whose submit and lookup
// lines carry environmentId next to draftId and merchantId (shared/outbox/audit-entry-schema.ts).
// When that is gone too (rotated away) the environment stays unknown (null): never polled, see
// status-tracker.ts.
import type { Draft } from '../../../shared/drafts/draft-schema';
import type { AuditLog } from '../audit/audit-log';
import type { DraftStore } from '../drafts/draft-store-api';
import { listAllDrafts } from '../drafts/list-all-drafts';
import type { Logger } from '../ports';
import { parseMerchantRecord } from '../../../shared/merchant/merchant-record-schema';
import type {
  RecordedStatus,
  StatusTracker,
  SubmittedApplication,
  TrackRequest,
} from './status-tracker-api';
import { detailsOf, merchantsByDraftId } from './tracked-merchants';

/** Audit lines read to find environments: the audit log keeps about this many at most. */
const auditScanLimit = 100_000;
const listPage = 1000;

export type EnvironmentFinder = (draftId: string, merchantId: string) => string | null;
/** Reads the audit log only when a draft's record does not name its environment. */
export type LoadEnvironmentFinder = () => Promise<EnvironmentFinder>;

/** Where each draft's merchant id was reported; ambiguous (two environments) reads as unknown. */
export async function environmentsFromAudit(
  audit: Pick<AuditLog, 'read'>,
): Promise<EnvironmentFinder> {
  const seen = new Map<string, Set<string>>();
  for (const entry of await audit.read({ limit: auditScanLimit })) {
    if (entry.merchantId === undefined) continue;
    const key = `${entry.draftId}\u0000${entry.merchantId}`;
    const environments = seen.get(key) ?? new Set<string>();
    environments.add(entry.environmentId);
    seen.set(key, environments);
  }
  return (draftId, merchantId) => {
    const environments = seen.get(`${draftId}\u0000${merchantId}`);
    return environments?.size === 1 ? ([...environments][0] ?? null) : null;
  };
}

/** Reads the audit log at most once, and only when a draft's record does not name its environment. */
export function lazyEnvironments(audit: Pick<AuditLog, 'read'>): LoadEnvironmentFinder {
  let environments: Promise<EnvironmentFinder> | undefined;
  return () => (environments ??= environmentsFromAudit(audit));
}

/** The submission behind `draftId`, or undefined when it is missing or not submitted. */
export async function readSubmittedDraft(
  drafts: Pick<DraftStore, 'get'>,
  draftId: string,
  loadEnvironments: LoadEnvironmentFinder,
): Promise<SubmittedApplication | undefined> {
  const draft = await drafts.get(draftId);
  return draft.ok ? submittedApplicationOf(draft.value, loadEnvironments) : undefined;
}

/** The submission `draft` records, or undefined when it has none. */
export async function submittedApplicationOf(
  draft: Pick<Draft, 'id' | 'referenceId' | 'submission'>,
  loadEnvironments: LoadEnvironmentFinder,
): Promise<SubmittedApplication | undefined> {
  const submission = draft.submission;
  const merchantId = submission?.merchantId;
  if (merchantId === undefined || merchantId === '') return undefined;
  return {
    merchantId,
    environmentId: submission?.environmentId ?? (await loadEnvironments())(draft.id, merchantId),
    referenceId: draft.referenceId,
  };
}

/** The status and reason `draftId`'s submission last recorded; undefined when it has none. */
export async function recordedStatusOf(
  drafts: Pick<DraftStore, 'get'>,
  draftId: string,
): Promise<RecordedStatus | undefined> {
  const draft = await drafts.get(draftId);
  const submission = draft.ok ? draft.value.submission : undefined;
  if (submission?.status === undefined) return undefined;
  return { status: submission.status, statusReason: submission.statusReason ?? null };
}

/**
 * What the POST answer already said about the merchant (decisions 8: the merchant as GET returns
 * it), so the Submitted screen shows a status and details before the first GET.
 */
export async function submissionAnswer(
  drafts: Pick<DraftStore, 'get'>,
  draftId: string,
): Promise<Pick<TrackRequest, 'seen' | 'details'>> {
  const draft = await drafts.get(draftId);
  const submission = draft.ok ? draft.value.submission : undefined;
  if (submission === undefined) return {};
  const record = parseMerchantRecord(submission.response);
  return {
    seen: {
      status: submission.status ?? record.status,
      statusReason: submission.statusReason ?? record.statusReason,
    },
    ...(record.isObject && { details: detailsOf(record) }),
  };
}

async function submittedDraftIds(drafts: Pick<DraftStore, 'list'>): Promise<string[]> {
  // The query is fixed and well formed, so a refusal can only come on the first page: none found.
  const all = await listAllDrafts(drafts, { lifecycle: ['submitted'] }, listPage);
  return all.ok ? all.value.map((item) => item.id) : [];
}

/**
 * Tracks every submitted draft the tracker lacks, and fills in the environment and referenceId of
 * records that lack them (status files from before version 2). Answers how many it touched.
 */
export async function retrackSubmitted(
  drafts: Pick<DraftStore, 'get' | 'list'>,
  audit: Pick<AuditLog, 'read'>,
  tracker: Pick<StatusTracker, 'list' | 'trackAll'>,
  logger: Logger,
): Promise<number> {
  // One pass over the tracker, not a search per draft (10,000 of each at a start).
  const byDraftId = merchantsByDraftId(tracker.list());
  const wanted = (await submittedDraftIds(drafts)).filter((draftId) => {
    const tracked = byDraftId.get(draftId);
    // A record with its referenceId was already settled here once: not read again at every open.
    return tracked?.draftId !== draftId || tracked.referenceId === undefined;
  });
  if (wanted.length === 0) return 0;
  const loadEnvironments = lazyEnvironments(audit);
  const requests: TrackRequest[] = [];
  for (const draftId of wanted) {
    const submitted = await readSubmittedDraft(drafts, draftId, loadEnvironments);
    if (submitted) requests.push({ ...submitted, draftId });
  }
  if (requests.length === 0) return 0;
  await tracker.trackAll(requests);
  logger.info('status tracking restored from drafts', { count: requests.length });
  return requests.length;
}
