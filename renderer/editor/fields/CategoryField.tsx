// The merchant category: a 4-digit code box (any code is accepted, decisions 13) with the code's
// published name beside it, and a search that is a WAI-ARIA 1.2 combobox with a listbox popup
// (downshift's useCombobox): the common field categories before anything is typed, then matches in
// the agent's words (category-search.ts). A match is chosen only by a click, Enter, or Space on a
// match reached with the arrow keys; until then the code stays what it was and nothing in the list
// is marked as the current category. The picker's chosen item is the code box's value itself, so
// the two cannot disagree. The list (about 45 KB) loads on first render, in its own chunk, so
// opening the editor does not wait for it.
import { useCombobox, type UseComboboxStateChangeTypes } from 'downshift';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { normalizeInput } from '../../../shared/merchant/normalize';
import type * as categorySearch from '../category/category-search';
import type { MerchantCategory } from '../category/category-search';
import { useIsReadOnly } from '../editor-store';
import type { FormValues } from '../form-values';
import { masks, MaskedField } from './MaskedField';

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

const types = useCombobox.stateChangeTypes;
/** Highlight changes the keyboard made: only then does Space choose (otherwise it types a space). */
const keyboardMoves: ReadonlySet<UseComboboxStateChangeTypes> = new Set([
  types.InputKeyDownArrowDown,
  types.InputKeyDownArrowUp,
  types.InputKeyDownHome,
  types.InputKeyDownEnd,
  types.InputKeyDownPageDown,
  types.InputKeyDownPageUp,
]);

/** `code` is the stored (normalised) code: "5812 " and "58 12" are 5812, as they are stored. */
function hintFor(code: string, search: CategorySearch | null): string {
  if (!/^\d{4}$/.test(code)) return 'Four digits. Or find it below by what the business does.';
  const name = search?.categoryName(code);
  if (search === null) return code;
  return name ? `${code}: ${name}` : `${code} is not in the published list; it can still be used`;
}

function CategoryPicker({ search, code }: { search: CategorySearch; code: string }) {
  const { setValue } = useFormContext<FormValues>();
  const [query, setQuery] = useState('');
  const [isKeyboardHighlight, setIsKeyboardHighlight] = useState(false);
  const found =
    query.trim() === ''
      ? { matches: search.commonCategories(), total: -1 }
      : search.searchCategories(query, shownMatches);
  const items = found.matches;
  const choose = (item: MerchantCategory | null) => {
    if (!item) return;
    setValue('category', item.code, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
  };
  const combobox = useCombobox<MerchantCategory>({
    items,
    // The code box is the one value: the picker shows it as chosen, and only it.
    selectedItem: search.categoryOf(code),
    itemToString: (item) => (item ? `${item.code} ${item.name}` : ''),
    itemToKey: (item: MerchantCategory | null) => item?.code,
    // The search text is this component's state, set in the input's own change handler, so the
    // list is rendered with the keystroke that changed it (downshift's change callbacks run in an
    // effect, a frame later).
    inputValue: query,
    onSelectedItemChange: ({ selectedItem }) => {
      choose(selectedItem);
      setQuery('');
    },
    onHighlightedIndexChange: ({ type }) => {
      setIsKeyboardHighlight(keyboardMoves.has(type));
    },
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        // Leaving the field never chooses what the pointer or arrows happened to rest on.
        case types.InputBlur:
          return { ...changes, selectedItem: state.selectedItem };
        // Focus already opened the list (a click focuses first): the click keeps it open.
        case types.InputClick:
          return { ...changes, isOpen: true };
        // A choice empties the search: the code box above now says what was chosen.
        case types.ItemClick:
        case types.InputKeyDownEnter:
        case types.FunctionSelectItem:
          return { ...changes, inputValue: '' };
        // The code box changed: what is typed in the search stays as it is.
        case types.ControlledPropUpdatedSelectedItem:
          return { ...changes, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
  });
  const { isOpen, highlightedIndex, selectItem, openMenu } = combobox;
  const isShown = isOpen && items.length > 0;
  const count =
    found.total === -1
      ? 'Common categories are listed; or type what the business does, or a code.'
      : found.total === 0
        ? `No category matches “${query.trim()}”. Try another word, or type the code above.`
        : found.total > shownMatches
          ? `The first ${shownMatches} of ${found.total} matching categories are listed.`
          : `${found.total} matching categor${found.total === 1 ? 'y is' : 'ies are'} listed.`;
  return (
    <div className="field category-search">
      <label {...combobox.getLabelProps()}>Find a category by name or code</label>
      <p className="field-hint" id="category-search-count" role="status">
        {isOpen ? count : ''}
      </p>
      <div className="category-combobox">
        <input
          {...combobox.getInputProps({
            type: 'text',
            autoComplete: 'off',
            spellCheck: false,
            'aria-describedby': 'category-search-count',
            onChange: (event) => setQuery(event.currentTarget.value),
            onFocus: () => {
              if (!isOpen) openMenu();
            },
            onKeyDown: (event) => {
              if (!isShown) return;
              // Space on a match reached with the arrows chooses it, as in a listbox; Enter on a
              // search with one match chooses that match (there is nothing else it could mean).
              const isSpaceChoice =
                event.key === ' ' && highlightedIndex >= 0 && isKeyboardHighlight;
              const isOnlyMatch =
                event.key === 'Enter' && highlightedIndex < 0 && found.total === 1;
              if (!isSpaceChoice && !isOnlyMatch) return;
              (
                event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }
              ).preventDownshiftDefault = true;
              event.preventDefault();
              selectItem(items[isOnlyMatch ? 0 : highlightedIndex] ?? null);
            },
          })}
          // What is shown: with no matches the list is hidden, though downshift still has it open.
          aria-expanded={isShown}
        />
        <ul
          className="category-options"
          {...combobox.getMenuProps({
            // Its own name: the search box's label is the combobox's, not the list's.
            'aria-labelledby': undefined,
            'aria-label': 'Categories',
          })}
          hidden={!isShown}
        >
          {isShown &&
            items.map((item, index) => {
              const isCurrent = item.code === code;
              return (
                <li
                  key={item.code}
                  className={[
                    'category-option',
                    index === highlightedIndex ? 'is-highlighted' : '',
                    isCurrent ? 'is-current' : '',
                  ].join(' ')}
                  {...combobox.getItemProps({ item, index })}
                >
                  <span className="category-code">{item.code}</span>{' '}
                  <span>{item.name || '(no published name)'}</span>
                  {item.matchedTerm !== undefined && (
                    <span className="category-why"> · for “{item.matchedTerm}”</span>
                  )}
                  {isCurrent && <span className="category-current"> · the current category</span>}
                </li>
              );
            })}
        </ul>
      </div>
    </div>
  );
}

export function CategoryField({ label }: { label: string }) {
  const typed = useWatch<FormValues, 'category'>({ name: 'category' }) ?? '';
  // Judged as it is stored (decisions 28): the name, the picker's choice and "current" agree
  // with the code that will be sent, whatever spacing it was typed with.
  const code = normalizeInput('mcc', typed);
  const search = useCategorySearch();
  const isReadOnly = useIsReadOnly();
  return (
    <div className="category-field">
      <MaskedField name="category" label={label} spec={masks.mcc} hint={hintFor(code, search)} />
      {/* Only for choosing: a read-only application keeps the code and its name above. */}
      {!isReadOnly && search && <CategoryPicker search={search} code={code} />}
    </div>
  );
}
