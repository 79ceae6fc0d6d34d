// categories:* handlers: the category picker's search and a code's published name, from the list
// core holds (decisions 102). Only reads: the list ships with the app and nothing is stored.
import { ok } from '../../../../shared/result';
import type { Handlers } from '../../ipc/handlers';
import { categoryOf, commonCategories, searchCategories } from '../../categories/category-search';

export function categoryHandlers(): Pick<Handlers, 'categories:search' | 'categories:lookup'> {
  return {
    // Nothing typed yet: the common field categories, which the picker offers first.
    'categories:search': ({ query, limit }) =>
      ok(
        query.trim() === ''
          ? { matches: commonCategories().slice(0, limit), total: -1 }
          : searchCategories(query, limit),
      ),
    'categories:lookup': ({ code }) => ok(categoryOf(code.padStart(4, '0'))),
  };
}
