// The merchant category: a 4-digit code box (any code is accepted, decisions 13) with the code's
// published name beside it, and a search by name or code whose matches are a native listbox
// (<select size>): choosing one fills the code. The list (about 30 KB) loads on first render, in its
// own chunk, so opening the editor does not wait for it.
import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type * as categorySearch from '../category/category-search';
import { useIsReadOnly } from '../editor-store';
import type { FormValues } from '../form-values';
import { masks, MaskedField } from './MaskedField';

type CategorySearch = typeof categorySearch;

const shownMatches = 50;

function useCategorySearch(): CategorySearch | null {
  const [search, setSearch] = useState<CategorySearch | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('../category/category-search').then((module) => {
      if (isCurrent) setSearch(module);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return search;
}

export function CategoryField({ label }: { label: string }) {
  const { setValue } = useFormContext<FormValues>();
  const code = useWatch<FormValues, 'category'>({ name: 'category' });
  const search = useCategorySearch();
  const isReadOnly = useIsReadOnly();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const listId = useId();
  const name = search && code ? search.categoryName(code) : undefined;
  const found = search ? search.searchCategories(query, shownMatches) : { matches: [], total: 0 };
  return (
    <div className="category-field">
      <MaskedField
        name="category"
        label={label}
        spec={masks.mcc}
        hint={
          code && code.length === 4
            ? name
              ? `${code}: ${name}`
              : `${code} is not in the published list; it can still be used`
            : 'Four digits. Search below by what the business does.'
        }
      />
      {/* Only for choosing: a read-only application keeps the code and its name above. */}
      {!isReadOnly && (
        <div className="field category-search">
          <label htmlFor={searchId}>Find a category by name or code</label>
          <input
            id={searchId}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {query.trim() !== '' && (
            <>
              <label htmlFor={listId}>
                {found.total === 0
                  ? 'No matching categories'
                  : `Matching categories (${found.total > shownMatches ? `first ${shownMatches} of ${found.total}` : found.total})`}
              </label>
              {found.total > 0 && (
                <select
                  id={listId}
                  size={Math.min(6, Math.max(2, found.matches.length))}
                  value={found.matches.some((match) => match.code === code) ? code : ''}
                  onChange={(event) =>
                    setValue('category', event.target.value, {
                      shouldDirty: true,
                      shouldTouch: true,
                      shouldValidate: true,
                    })
                  }
                >
                  {found.matches.map((match) => (
                    <option key={match.code} value={match.code}>
                      {match.code} – {match.name || '(no published name)'}
                    </option>
                  ))}
                </select>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
