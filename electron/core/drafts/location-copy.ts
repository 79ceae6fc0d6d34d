// "New location for this merchant" (decisions 82): the payload of a new draft for another location
// of a merchant already drafted or submitted. It is the same merchant, so everything that is the
// merchant's is carried as it was: the business (category, what it sells, volumes), the legal
// entity, the tax details with the tax id, every owner with the SSN, every funding account with
// its numbers, the statement name and the pass-through JSON fields. Unlike the re-entry copy of a
// declined merchant (decisions 51), no number is blanked: the merchant was not declined over them,
// and typing them again would only invite a typo. Cleared are the Location section's fields (the
// one thing the agent types), the invite code (it fixes the pricing of one application, so the
// new location gets its own from the portal) and the referenceId (each draft has its own,
// decisions 10). The draft's own record (id, lifecycle, status history, merchant id, signature
// evidence) is not in the payload at all, and documents are files beside it: neither is copied.
import type { DraftPayload } from '../../../shared/drafts/draft-schema';
import { topLevelLabels, type TopLevelName } from '../../../shared/review/form-sections';

/** Every field the form's Location section holds, read from the form's own section table. */
export const locationFields: readonly TopLevelName[] = (
  Object.keys(topLevelLabels) as TopLevelName[]
).filter((name) => topLevelLabels[name].section === 'location');

/** Never carried to another location: the invite code is one application's (see above). */
const perApplicationFields = ['referenceId', 'inviteCode'] as const;

export function newLocationPayload(source: DraftPayload): DraftPayload {
  const payload = structuredClone(source);
  for (const field of [...locationFields, ...perApplicationFields]) delete payload[field];
  return payload;
}

/** What is left out, for tests and the decision's record. */
export const newLocationClearedFields = {
  location: locationFields,
  perApplication: perApplicationFields,
} as const;
