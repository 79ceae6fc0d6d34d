// The words of "New location for this merchant" (decisions 82): the action wherever it is offered,
// and what the toast says once the new draft is open, in the agent's language (decisions 91).
import type { IntlShape } from '../i18n/format';

/** The action's visible words; its accessible name adds the merchant's name. */
export function newLocationActionWords(intl: IntlShape): string {
  return intl.formatMessage({ id: 'drafts.newLocation.action' });
}

/** What a Drafts row's button shows where the whole would crowd the row (the action's start). */
export function newLocationShortWords(intl: IntlShape): string {
  return intl.formatMessage({ id: 'drafts.newLocation.short' });
}

export function newLocationMadeWords(intl: IntlShape, name: string): string {
  return intl.formatMessage({ id: 'drafts.newLocation.made' }, { name });
}
