// The words of "New location for this merchant" (decisions 82): the action wherever it is offered,
// and what the toast says once the new draft is open.

/** The action's visible words; its accessible name adds the merchant's name. */
export const newLocationActionWords = 'New location for this merchant';
/** What a Drafts row's button shows where the whole would crowd the row. */
export const newLocationShortWords = 'New location';

export function newLocationMadeWords(name: string): string {
  return `New location for ${name} started. Type this location’s details; the merchant’s legal, tax, owner and bank details were carried, its documents and signature were not.`;
}
