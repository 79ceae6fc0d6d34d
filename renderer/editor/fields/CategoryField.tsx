// The merchant category: a 4-digit code box (any code is accepted, decisions 13) with the code's
// published name beside it, and a search that is a WAI-ARIA 1.2 combobox with a listbox popup
// (downshift's useCombobox): the common field categories when it is opened before anything is
// typed, then matches in the agent's words (category-search.ts). A match is chosen only by a click,
// Enter, or Space on a match reached with the arrow keys; until then the code stays what it was and
// nothing in the list is marked as the current category. The picker's chosen item is the code box's
// value itself, so the two cannot disagree. The list opens only when asked (typing, a click in the
// search, the arrow keys), closes whenever the agent moves on, and draws nothing while closed
// (decisions 70). The list (about 45 KB) loads on first render, in its own chunk, so opening the
// editor does not wait for it.
import { useCombobox, type UseComboboxStateChangeTypes } from 'downshift';
import { useEffect, useState } from 'react';
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
  categorySearchCount,
  categorySearchLabel,
  categorySearchResting,
} from '../../words/category';
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

/** Closing the list in these ways is the agent moving on, never a choice (decisions 70). */
const movingOn: ReadonlySet<UseComboboxStateChangeTypes> = new Set([
  types.InputBlur,
  types.InputKeyDownEscape,
]);

function CategoryPicker({ search, code }: { search: CategorySearch; code: string }) {
  const { setValue } = useFormContext<FormValues>();
  const [query, setQuery] = useState('');
  const [isKeyboardHighlight, setIsKeyboardHighlight] = useState(false);
  // A search the agent left without choosing: shown as a note until they search or choose again.
  const [left, setLeft] = useState<{ query: string; total: number } | null>(null);
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
      setLeft(null);
    },
    onHighlightedIndexChange: ({ type }) => {
      setIsKeyboardHighlight(keyboardMoves.has(type));
    },
    onIsOpenChange: ({ type, isOpen: isNowOpen }) => {
      if (isNowOpen) {
        setLeft(null);
        return;
      }
      // Moving on sets the search aside, so the box never shows words the category is not; the
      // note says what was typed and that the category stands (decisions 70).
      if (movingOn.has(type) && query.trim() !== '') {
        setLeft({ query, total: found.total });
        setQuery('');
      }
    },
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        // Leaving the field (Tab, Shift+Tab, a click elsewhere) or Escape never chooses what the
        // pointer or arrows happened to rest on, and never clears the category: downshift picks
        // the highlighted item on blur and clears the selection on a second Escape by default.
        case types.InputBlur:
        case types.InputKeyDownEscape:
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        // A click in the search opens the list; a click in an open list's search moves the caret
        // and keeps it open.
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
  const { isOpen, highlightedIndex, selectItem } = combobox;
  const isShown = isOpen && items.length > 0;
  const name = search.categoryName(code);
  const status = isOpen
    ? categorySearchCount(query, found.total, shownMatches)
    : left
      ? categoryLeftNote(left, code, name)
      : categorySearchResting;
  return (
    <div className="field category-search">
      <label {...combobox.getLabelProps()}>{categorySearchLabel}</label>
      <p
        className={left && !isOpen ? 'field-hint category-left-note' : 'field-hint'}
        id="category-search-count"
        role="status"
      >
        {status}
      </p>
      <div className="category-combobox">
        <input
          {...combobox.getInputProps({
            type: 'text',
            autoComplete: 'off',
            spellCheck: false,
            'aria-describedby': 'category-search-count',
            onChange: (event) => {
              setQuery(event.currentTarget.value);
              setLeft(null);
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
        {/* Mounted always (downshift's menu ref), but empty, hidden and out of the way while
            closed: it covers no field and takes no click. tabIndex -1: a scrolled list is
            otherwise a Tab stop of its own in Chromium, and Tab from the search fell into it
            and then to nowhere when it closed. */}
        <ul
          className="category-options"
          {...combobox.getMenuProps({
            // Its own name: the search box's label is the combobox's, not the list's.
            'aria-labelledby': undefined,
            'aria-label': categoryListLabel,
          })}
          tabIndex={-1}
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
  const hint = categoryCodeHint(code, search?.categoryName(code), search !== null);
  return (
    <div className="category-field">
      <MaskedField name="category" label={label} spec={masks.mcc} hint={hint} />
      {/* Only for choosing: a read-only application keeps the code and its name above. */}
      {!isReadOnly && search && <CategoryPicker search={search} code={code} />}
    </div>
  );
}
