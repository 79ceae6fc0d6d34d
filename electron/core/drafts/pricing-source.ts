// The draft store's view of the invite-code catalogue (decisions 87): where a draft's invite code
// is a catalogue entry's, the draft keeps that entry's label and summary beside the payload (never
// in it, never sent). The catalogue lives above the store (app/invite-catalogue.ts); declaring the
// port here keeps drafts/ below it (docs/architecture.md, "Core in layers").
import type { Draft, DraftPricing } from '../../../shared/drafts/draft-schema';
import { normalizeInviteCode } from '../../../shared/merchant/normalize';

export interface PricingSource {
  /** The catalogue's words for `code` where the draft goes, or undefined when it has none. */
  pricingOf(code: string, destination: string | undefined): DraftPricing | undefined;
}

/**
 * The draft with the pricing of its payload's invite code. Kept as it is while the code stays the
 * same, so a later change of the catalogue's words does not rewrite what the merchant was shown;
 * looked up again when the code changes; dropped when there is no code or the catalogue lacks it.
 */
export function withPricing(draft: Draft, source: PricingSource | undefined): Draft {
  if (source === undefined) return draft;
  const typed = draft.payload.inviteCode;
  const code = typeof typed === 'string' ? normalizeInviteCode(typed) : '';
  if (code.trim() !== '' && draft.pricing?.code === code) return draft;
  const { pricing: _previous, ...rest } = draft;
  const found = code.trim() === '' ? undefined : source.pricingOf(code, draft.destination);
  return found === undefined ? rest : { ...rest, pricing: found };
}
