// Rebuilding the outbox on start. The queue file (queue-file.ts) is a cache: only saves that change
// which drafts are queued are fsync'd, and a crash can fall between marking a draft and saving the
// queue. The draft store is the durable record: it fsyncs every lifecycle move, records 'sending'
// before every POST and 'needs-attention' whenever an answer was lost. So on start:
// - a stored item whose draft is 'sending' or 'needs-attention' may be at the service, whatever the
//   queue file's (possibly stale) copy says: it is looked up by referenceId before any resend
//   (decisions 9, 10);
// - a draft the store holds as queued, sending or needs-attention but the queue lacks is adopted,
//   never left stranded (it could then be neither sent, edited, deleted nor taken back).
import { isPendingOutboxItem, type OutboxItem } from '../../../shared/outbox/outbox-schema';
import type { Result } from '../../../shared/result';
import type { Logger } from '../ports';
import { adoptedItem, freshItem, restoredItem } from './outbox-state';
import type { SubmissionSource } from './submission-source';

/** The draft store's listing, which the outbox uses to find drafts its queue file lost. */
export interface DraftLister {
  list(query: unknown): Promise<Result<{ items: { id: string; lifecycle: string }[] }>>;
}

export interface RestoreContext {
  source: SubmissionSource & Partial<DraftLister>;
  logger: Logger;
  now: number;
}

const outboxLifecycles = ['queued', 'sending', 'needs-attention'];
const pageSize = 10_000; // the listing's largest page (shared/drafts/draft-schema.ts)
const uncertainReason =
  'The app stopped while sending: checking with the service whether it arrived.';

/** Draft id -> lifecycle for every draft the store holds in the outbox; null when unknown. */
async function draftsInOutbox(context: RestoreContext): Promise<Map<string, string> | null> {
  const { source } = context;
  if (typeof source.list !== 'function') return null;
  const found = new Map<string, string>();
  for (let offset = 0; ; offset += pageSize) {
    const page = await source.list({ lifecycle: outboxLifecycles, limit: pageSize, offset });
    if (!page.ok) {
      context.logger.warn('outbox: drafts could not be listed', { code: page.error.code });
      return null;
    }
    for (const draft of page.value.items) found.set(draft.id, draft.lifecycle);
    if (page.value.items.length < pageSize) return found;
  }
}

// The store's refusals: the draft is not 'sending' (or is gone), so the mark tells us something.
const refusalCodes = ['INVALID_STATE', 'NOT_FOUND', 'READ_ONLY'];

/** True when the draft may be at the service; a 'sending' draft is moved to needs-attention. */
async function mayHaveArrived(
  context: RestoreContext,
  draftId: string,
  lifecycle: string | undefined,
  isListed: boolean,
): Promise<boolean> {
  if (lifecycle === 'needs-attention') return true;
  if (isListed && lifecycle !== 'sending') return false;
  // Only 'sending' may become 'needs-attention' (shared/drafts/lifecycle.ts): accepted means the
  // app stopped after marking the draft sending, perhaps after the POST.
  const marked = await context.source.markLifecycle(draftId, {
    to: 'needs-attention',
    reason: uncertainReason,
  });
  if (!marked.ok)
    context.logger.warn('outbox: draft lifecycle not changed', { code: marked.error.code });
  // A listed 'sending' draft may have arrived whether or not the store could record that now;
  // send-attempt.ts takes such a draft back before it looks it up (decisions 9).
  if (lifecycle === 'sending') return true;
  // Not listed: a refusal means the draft was not 'sending'; any other failure leaves it unknown,
  // and an unknown one is looked up first, which costs one GET.
  return marked.ok || !refusalCodes.includes(marked.error.code);
}

/**
 * The items to start with, from the queue file's items and the draft store; the item states
 * themselves are outbox-state.ts's (restoredItem, adoptedItem). Retry timers are the caller's.
 */
export async function restoreQueue(
  stored: OutboxItem[],
  context: RestoreContext,
): Promise<OutboxItem[]> {
  const items = new Map<string, OutboxItem>();
  const lifecycles = await draftsInOutbox(context);
  for (const entry of stored) {
    if (!isPendingOutboxItem(restoredItem(entry))) {
      items.set(entry.draftId, restoredItem(entry));
      continue;
    }
    const lifecycle = lifecycles?.get(entry.draftId);
    const isDraftUncertain = await mayHaveArrived(
      context,
      entry.draftId,
      lifecycle,
      lifecycles !== null,
    );
    items.set(entry.draftId, restoredItem(entry, isDraftUncertain));
  }
  for (const [draftId, lifecycle] of lifecycles ?? []) {
    if (items.get(draftId)) continue;
    context.logger.warn('outbox: adopting a draft missing from the queue', { draftId, lifecycle });
    // A 'sending' draft is moved to needs-attention in the store, as for a stored item.
    if (lifecycle === 'sending') await mayHaveArrived(context, draftId, lifecycle, true);
    items.set(draftId, adoptedItem(freshItem(draftId, undefined, context.now), lifecycle));
  }
  return [...items.values()];
}
