// The words of the merchant category field: the hint under the code box, the search's label, what
// the search says about its list, and the note left when the agent moves on without choosing
// (decisions 70), in the agent's language (decisions 91). The editor decides when each is shown;
// the sentences live in the `category` catalogue. A category's published name is data: it is
// passed in, never translated.
import type { IntlShape } from '../i18n/format';

export function categorySearchLabel(intl: IntlShape): string {
  return intl.formatMessage({ id: 'category.searchLabel' });
}

export function categoryListLabel(intl: IntlShape): string {
  return intl.formatMessage({ id: 'category.listLabel' });
}

/** Under the code box when the code is not four digits, or the list has not loaded. */
export function categoryCodeHint(intl: IntlShape, code: string): string | undefined {
  if (!/^\d{4}$/.test(code)) return intl.formatMessage({ id: 'category.codeHint' });
  return undefined;
}

/** Under the code box for a code not in the published list. */
export function categoryUnlisted(intl: IntlShape, code: string): string {
  return intl.formatMessage({ id: 'category.unlisted' }, { code });
}

/** Under the search while its list is closed. */
export function categorySearchResting(intl: IntlShape): string {
  return intl.formatMessage({ id: 'category.resting' });
}

/** Under the search while its list is open: what the list holds. */
export function categorySearchCount(
  intl: IntlShape,
  query: string,
  total: number,
  shown: number,
): string {
  if (query.trim() === '') return intl.formatMessage({ id: 'category.count.common' });
  if (total === 0)
    return intl.formatMessage({ id: 'category.count.none' }, { query: query.trim() });
  if (total > shown) return intl.formatMessage({ id: 'category.count.first' }, { shown, total });
  return intl.formatMessage({ id: 'category.count.all' }, { total });
}

/**
 * Left under the search when the agent moved on from a search without choosing: what they typed
 * was set aside, and the category is what it was.
 */
export function categoryLeftNote(
  intl: IntlShape,
  left: { query: string; total: number },
  code: string,
  name: string | undefined,
): string {
  const standing = code === '' ? 'none' : name ? 'named' : 'code';
  return intl.formatMessage(
    { id: left.total === 0 ? 'category.left.noMatch' : 'category.left.notChosen' },
    { query: left.query.trim(), standing, code, name: name ?? '' },
  );
}

/** The search's option words around a category's code and published name. */
export function categoryOptionWords(intl: IntlShape) {
  return {
    noName: intl.formatMessage({ id: 'category.option.noName' }),
    matched: (term: string) => intl.formatMessage({ id: 'category.option.matched' }, { term }),
    current: intl.formatMessage({ id: 'category.option.current' }),
  };
}
