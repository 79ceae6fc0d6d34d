// The merchant category: a 4-digit code box (any code is accepted, decisions 13) with the code's
// published name beside it, and a search (SearchCombobox.tsx, decisions 70): the common field
// categories when it is opened before anything is typed, then matches in the agent's words. The
// list and its search are core's (decisions 102): each keystroke asks core for the matches and the
// code box asks for its code's name (renderer/data/use-categories.ts). The picker's chosen item is
// the code box's value itself, so the two cannot disagree.
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useWatch } from 'react-hook-form';
import { normalizeInput } from '../../../shared/merchant/normalize';
import type { MerchantCategory } from '../../../shared/codes/merchant-category-schema';
import { useCategory, useCategorySearch } from '../../data/use-categories';
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
import { SearchCombobox, type Found } from './SearchCombobox';

/** Enough to scroll through (eight show at once); a longer list is narrowed by typing more. */
const shownMatches = 30;

/** Before core's first answer: nothing listed yet, for the empty search. */
const nothingYet: Found<MerchantCategory> = { matches: [], total: 0, query: '' };

function CategoryPicker({
  code,
  chosen,
}: {
  code: string;
  chosen: MerchantCategory | null | undefined;
}) {
  const intl = useIntl();
  const words = categoryOptionWords(intl);
  const [query, setQuery] = useState('');
  const { found, whenFound } = useCategorySearch(query, shownMatches);
  return (
    <SearchCombobox<MerchantCategory>
      id="category-search"
      label={categorySearchLabel(intl)}
      listLabel={categoryListLabel(intl)}
      className="category-search"
      query={query}
      onQueryChange={setQuery}
      found={found ?? nothingYet}
      whenFound={whenFound}
      // The code box is the one value: the picker shows it as chosen, and only it.
      selectedItem={chosen ?? null}
      itemKey={(item) => item.code}
      itemText={(item) => `${item.code} ${item.name}`}
      field="category"
      value={code}
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
            ? categoryLeftNote(intl, left, code, chosen?.name)
            : categorySearchResting(intl)
      }
    />
  );
}

/** Under the code box: what to type, or the code with its published name (data) once core answers. */
function codeHint(
  toType: string | undefined,
  code: string,
  name: string | undefined,
  isAnswered: boolean,
  unlisted: string,
): ReactNode {
  if (toType !== undefined) return toType;
  if (!isAnswered) return code;
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
  // undefined until core has answered for this code, null when its list does not hold it.
  const chosen = useCategory(code);
  const isReadOnly = useIsReadOnly();
  const intl = useIntl();
  const hint = codeHint(
    categoryCodeHint(intl, code),
    code,
    chosen?.name,
    chosen !== undefined,
    categoryUnlisted(intl, code),
  );
  return (
    <div className="category-field">
      <MaskedField name="category" label={label} spec={masks.mcc} hint={hint} />
      {/* Only for choosing: a read-only application keeps the code and its name above. */}
      {!isReadOnly && <CategoryPicker code={code} chosen={chosen} />}
    </div>
  );
}
