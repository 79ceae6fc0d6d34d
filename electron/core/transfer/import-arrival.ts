// How an application from another laptop arrives here (decisions 42). Nothing arrives queued or
// sending: this laptop's outbox never sends on the strength of another's queue. A queued, sending
// or needs-attention application arrives Ready (Draft when its data no longer passes the shared
// schema) with a note that it may have been sent already, and keeps its referenceId, so if the
// agent sends it again the service answers 409 for a referenceId it already boarded and the
// outbox records the existing merchant instead of a second one (decisions 9, 10). Submitted ones
// stay submitted: read-only history with their status trail.
import type { Draft } from '../../../shared/drafts/draft-schema';
import type { Lifecycle } from '../../../shared/drafts/lifecycle';
import { validateMerchant } from '../../../shared/merchant/validate';

const inFlight: readonly Lifecycle[] = ['queued', 'sending', 'needs-attention'];

export function arrivalOf(draft: Draft, at: Date): Draft {
  const mayHaveBeenSent = inFlight.includes(draft.lifecycle);
  const { needsAttention: _needsAttention, ...rest } = draft;
  const base = mayHaveBeenSent ? rest : draft;
  return {
    ...base,
    lifecycle: mayHaveBeenSent
      ? validateMerchant(draft.payload).ok
        ? 'ready'
        : 'draft'
      : draft.lifecycle,
    imported: { at: at.toISOString(), fromLifecycle: draft.lifecycle, mayHaveBeenSent },
  };
}
