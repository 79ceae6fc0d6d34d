// What retention keeps of a submitted application (decisions 44): what the agent needs to follow
// it (legal name and DBA, merchant id, environment, status and its history, dates, lifecycle,
// ids). The rest of the payload (SSNs, tax id, account and routing numbers, addresses, owners,
// documents) goes, and so do the service's raw answer, field errors and rejection text, which
// can echo those numbers back, and the merchant's signature: the signer's name and mark are
// personal data, and its payload hash cannot be checked once the payload is gone (decisions 46).
import type { Draft } from '../../../shared/drafts/draft-schema';

export const defaultTrashDays = 30;
export const noticeDays = 7;
const dayMs = 24 * 60 * 60 * 1000;

const keptPayloadFields = ['legalName', 'locationName'] as const;

export function reduceSubmitted(draft: Draft, at: Date): Draft {
  const payload: Draft['payload'] = {};
  for (const field of keptPayloadFields)
    if (draft.payload[field] !== undefined) payload[field] = draft.payload[field];
  const {
    serverErrors: _errors,
    rejection: _rejection,
    signature: _signature,
    submission,
    ...rest
  } = draft;
  const kept: Draft = { ...rest, payload, strippedAt: at.toISOString() };
  if (submission) {
    const { response: _response, ...followed } = submission;
    kept.submission = followed;
  }
  return kept;
}

/** When a submitted application passes the retention period. */
export function reduceDueAt(draft: Draft, retentionDays: number): number {
  const submittedAt = Date.parse(draft.submission?.submittedAt ?? draft.updatedAt);
  return submittedAt + retentionDays * dayMs;
}

export function purgeDueAt(trashedAt: string, trashDays = defaultTrashDays): number {
  return Date.parse(trashedAt) + trashDays * dayMs;
}

/**
 * Retention acts by itself only once an item has been announced for `noticeDays`, counted from
 * when it was first announced (recorded by retention-notices.ts), not from when it fell due: an
 * item found due long ago (a lowered period, a first start, an import) still gets its week.
 */
export function actsAt(firstAnnouncedAt: number): number {
  return firstAnnouncedAt + noticeDays * dayMs;
}
