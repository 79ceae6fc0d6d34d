// The words of the merchant category field: the hint under the code box, the search's label, what
// the search says about its list, and the note left when the agent moves on without choosing
// (decisions 70). The editor decides when each is shown; the sentences live here.

export const categorySearchLabel = 'Find a category by name or code';
export const categoryListLabel = 'Categories';

/** Under the code box: the code's published name, or what to type. */
export function categoryCodeHint(code: string, name: string | undefined, isListLoaded: boolean) {
  if (!/^\d{4}$/.test(code)) return 'Four digits. Or find it below by what the business does.';
  if (!isListLoaded) return code;
  return name ? `${code}: ${name}` : `${code} is not in the published list; it can still be used`;
}

/** Under the search while its list is closed. */
export const categorySearchResting =
  'Type what the business does, or a code; Down arrow lists the common categories.';

/** Under the search while its list is open: what the list holds. */
export function categorySearchCount(query: string, total: number, shown: number): string {
  if (query.trim() === '')
    return 'Common categories are listed; or type what the business does, or a code.';
  if (total === 0)
    return `No category matches “${query.trim()}”. Try another word, or type the code above.`;
  if (total > shown) return `The first ${shown} of ${total} matching categories are listed.`;
  return `${total} matching categor${total === 1 ? 'y is' : 'ies are'} listed.`;
}

/** The category as it stands, for the note below: "5814 (Fast Food Restaurants)". */
function standing(code: string, name: string | undefined): string {
  if (code === '') return 'no category is chosen yet';
  return name ? `the category is still ${code} (${name})` : `the category is still ${code}`;
}

/**
 * Left under the search when the agent moved on from a search without choosing: what they typed
 * was set aside, and the category is what it was.
 */
export function categoryLeftNote(
  left: { query: string; total: number },
  code: string,
  name: string | undefined,
): string {
  const query = left.query.trim();
  return left.total === 0
    ? `No category matched “${query}”, so nothing changed: ${standing(code, name)}.`
    : `Nothing was chosen for “${query}”: ${standing(code, name)}.`;
}
