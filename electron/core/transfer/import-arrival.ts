// How an application from another laptop arrives here (decisions 42). Nothing arrives queued or
// sending: this laptop's outbox never sends on the strength of another's queue. A queued, sending
// or needs-attention application arrives Ready (Draft when its data no longer passes the shared
// schema) with a note that it may have been sent already, and keeps its referenceId, so if the
// agent sends it again the service answers 409 for a referenceId it already boarded and the
// outbox records the existing merchant instead of a second one (decisions 9, 10). Submitted ones
// stay submitted: read-only history with their status trail.
import type { Draft } from '../../../shared/drafts/draft-schema';
import { isInOutbox } from '../../../shared/drafts/lifecycle';
import { validateMerchant } from '../../../shared/merchant/validate';

export function arrivalOf(draft: Draft, at: Date): Draft {
  const isInFlight = isInOutbox(draft.lifecycle);
  // Passed on again (A to B to C): the warning travels with it, whatever it is now.
  const mayHaveBeenSent = isInFlight || draft.imported?.mayHaveBeenSent === true;
  // The outbox's own record (needs-attention, the environment it was queued for) stays on the
  // laptop whose outbox held it: here it would route a resend nobody asked for (decisions 32).
  const { needsAttention: _needsAttention, destination: _destination, ...rest } = draft;
  const base = isInFlight ? rest : draft;
  return {
    ...base,
    lifecycle: isInFlight
      ? validateMerchant(draft.payload).ok
        ? 'ready'
        : 'draft'
      : draft.lifecycle,
    imported: { at: at.toISOString(), fromLifecycle: draft.lifecycle, mayHaveBeenSent },
  };
}
