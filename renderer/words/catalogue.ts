// The words of the pricing plans (decisions 86, 87): the editor's picker and the warning beside the
// invite code, and Settings' "Pricing plans". Core answers how a code stands; the sentences live here.
import type { CatalogueEntry, InviteCodeStanding } from '../../shared/policy/invite-catalogue';
import type { InviteCatalogueEntry } from '../../shared/policy/policy-schema';
import { dayOfYearWords } from './time';

export const planSearchLabel = 'Find a pricing plan by name, code or words';
export const planListLabel = 'Pricing plans';
/** Every invite code makes the application QuickStart (decisions 14). */
export const quickStartMark = 'QuickStart';

/** "Mar 31, 2026" for a plan's ISO day, read as the agent's local day. */
function planDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return dayOfYearWords(new Date(year, month - 1, day));
}

/** "Valid until Mar 31, 2026", "Valid from ...", "Valid Mar 1 ... to ...", "No end date". */
export function validityWords(entry: InviteCatalogueEntry): string {
  const { validFrom: from, validUntil: until } = entry;
  if (from && until) return `Valid ${planDay(from)} to ${planDay(until)}`;
  if (until) return `Valid until ${planDay(until)}`;
  if (from) return `Valid from ${planDay(from)}`;
  return 'No end date';
}

/** After a plan's validity: whether it holds today. */
export const standingMark: Record<'valid' | 'expired' | 'not-yet-valid', string> = {
  valid: '',
  expired: ' (expired)',
  'not-yet-valid': ' (not valid yet)',
};

/** Who keeps the plan: "Set by Acme Payments IT" or "Your own". */
export function keeperWords(plan: CatalogueEntry): string {
  return plan.managedBy !== undefined ? `Set by ${plan.managedBy}` : 'Your own';
}

/** Under the search while its list is closed. */
export const planSearchResting =
  'Type part of a plan’s name, its code or what it sets; Down arrow lists the plans. The code above is what is sent.';

/** Under the search while its list is open. */
export function planSearchCount(query: string, total: number, shown: number): string {
  if (query.trim() === '')
    return total > shown
      ? `The first ${shown} of ${total} pricing plans are listed; type to narrow them.`
      : `${total} pricing plan${total === 1 ? ' is' : 's are'} listed.`;
  if (total === 0)
    return `No pricing plan matches “${query.trim()}”. Try another word, or type the code above.`;
  if (total > shown) return `The first ${shown} of ${total} matching plans are listed.`;
  return `${total} matching plan${total === 1 ? ' is' : 's are'} listed.`;
}

/** Left under the search when the agent moved on without choosing. */
export function planLeftNote(left: { query: string; total: number }, code: string): string {
  const standing = code === '' ? 'no invite code is entered' : `the invite code is still ${code}`;
  return left.total === 0
    ? `No pricing plan matched “${left.query.trim()}”, so nothing changed: ${standing}.`
    : `Nothing was chosen for “${left.query.trim()}”: ${standing}.`;
}

/** Beside the invite code: the plan it is, or why it is warned (never sent without a yes). */
export function codeStandingWords(
  standing: InviteCodeStanding,
  plan: CatalogueEntry | undefined,
): string {
  switch (standing) {
    case 'valid':
      return plan
        ? `${plan.entry.label}: ${plan.entry.summary}. ${validityWords(plan.entry)}.`
        : '';
    case 'expired':
      return `This pricing plan (${plan?.entry.label ?? ''}) ended on ${planDay(plan?.entry.validUntil ?? '')}. You will be asked to confirm it before it is queued.`;
    case 'not-yet-valid':
      return `This pricing plan (${plan?.entry.label ?? ''}) starts on ${planDay(plan?.entry.validFrom ?? '')}. You will be asked to confirm it before it is queued.`;
    case 'unknown':
      return 'This code is not in the pricing plans for this environment. Check it with the merchant; you will be asked to confirm it before it is queued.';
    case 'no-plans':
      return '';
  }
}

/** The question before queueing a warned code (decisions 86). */
export function confirmCodeWords(standing: InviteCodeStanding, code: string): string {
  const why =
    standing === 'expired'
      ? 'its pricing plan has expired'
      : standing === 'not-yet-valid'
        ? 'its pricing plan is not valid yet'
        : 'it is not in the pricing plans';
  return `The invite code ${code} sets the merchant’s rates and fees, and ${why}. Queue it with this code anyway?`;
}
