// The merchant category: a 4-digit code box (any code is accepted, decisions 13) with the code's
// published name beside it, and a search (SearchCombobox.tsx, decisions 70): the common field
// categories when it is opened before anything is typed, then matches in the agent's words
// (category-search.ts). The picker's chosen item is the code box's value itself, so the two
// cannot disagree. The list (about 45 KB) loads on first render, in its own chunk, so opening the
// editor does not wait for it.
import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { normalizeInput } from '../../../shared/merchant/normalize';
import type * as categorySearch from '../category/category-search';
import type { MerchantCategory } from '../category/category-search';
import { useIsReadOnly } from '../editor-store';
import type { FormValues } from '../form-values';
import {
  categoryCodeHint,
  categoryLeftNote,
  categoryListLabel,
  categoryOptionWords,
  categorySearchCount,
  categorySearchLabel,
  categorySearchResting,
  categoryUnlisted,
} from '../../words/category';
import { masks, MaskedField } from './MaskedField';
import { SearchCombobox } from './SearchCombobox';

type CategorySearch = typeof categorySearch;

/** Enough to scroll through (eight show at once); a longer list is narrowed by typing more. */
const shownMatches = 30;

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

function CategoryPicker({ search, code }: { search: CategorySearch; code: string }) {
  const { setValue } = useFormContext<FormValues>();
  const intl = useIntl();
  const words = categoryOptionWords(intl);
  return (
    <SearchCombobox<MerchantCategory>
      id="category-search"
      label={categorySearchLabel(intl)}
      listLabel={categoryListLabel(intl)}
      className="category-search"
      find={(query) =>
        query.trim() === ''
          ? { matches: search.commonCategories(), total: -1 }
          : search.searchCategories(query, shownMatches)
      }
      // The code box is the one value: the picker shows it as chosen, and only it.
      selectedItem={search.categoryOf(code)}
      itemKey={(item) => item.code}
      itemText={(item) => `${item.code} ${item.name}`}
      isCurrent={(item) => item.code === code}
      onChoose={(item) =>
        setValue('category', item.code, {
          shouldDirty: true,
          shouldTouch: true,
          shouldValidate: true,
        })
      }
      renderOption={(item) => (
        <>
          <span className="category-code">{item.code}</span>{' '}
          {/* A published name is data, in the list's own language (decisions 93). */}
          {item.name ? <span translate="no">{item.name}</span> : <span>{words.noName}</span>}
          {item.matchedTerm !== undefined && (
            <span className="category-why">{words.matched(item.matchedTerm)}</span>
          )}
          {item.code === code && <span className="category-current">{words.current}</span>}
        </>
      )}
      status={({ isOpen, query, total, left }) =>
        isOpen
          ? categorySearchCount(intl, query, total, shownMatches)
          : left
            ? categoryLeftNote(intl, left, code, search.categoryName(code))
            : categorySearchResting(intl)
      }
    />
  );
}

/** Under the code box: what to type, or the code with its published name (data) once loaded. */
function codeHint(
  toType: string | undefined,
  code: string,
  name: string | undefined,
  isListLoaded: boolean,
  unlisted: string,
): ReactNode {
  if (toType !== undefined) return toType;
  if (!isListLoaded) return code;
  if (!name) return unlisted;
  return (
    <>
      {code}: <span translate="no">{name}</span>
    </>
  );
}

export function CategoryField({ label }: { label: string }) {
  const typed = useWatch<FormValues, 'category'>({ name: 'category' }) ?? '';
  // Judged as it is stored (decisions 28): the name, the picker's choice and "current" agree
  // with the code that will be sent, whatever spacing it was typed with.
  const code = normalizeInput('mcc', typed);
  const search = useCategorySearch();
  const isReadOnly = useIsReadOnly();
  const intl = useIntl();
  const hint = codeHint(
    categoryCodeHint(intl, code),
    code,
    search === null ? undefined : search.categoryName(code),
    search !== null,
    categoryUnlisted(intl, code),
  );
  return (
    <div className="category-field">
      <MaskedField name="category" label={label} spec={masks.mcc} hint={hint} />
      {/* Only for choosing: a read-only application keeps the code and its name above. */}
      {!isReadOnly && search && <CategoryPicker search={search} code={code} />}
    </div>
  );
}
