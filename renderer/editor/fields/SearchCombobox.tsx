// A search that offers values to a field beside it: a WAI-ARIA 1.2 combobox with a listbox popup
// (downshift's useCombobox), shared by the merchant category and the pricing plans so both behave
// alike (decisions 70). A match is chosen only by a click, Enter, or Space on a match reached with
// the arrow keys; until then the field stays what it was. The list opens only when asked (typing, a
// click in the search, the arrow keys), closes whenever the agent moves on, and draws nothing while
// closed. A search left without a choice is set aside and a note says so. The field is the one
// value: the picker shows it as chosen, and only it. The search text is the caller's (`query`), and
// so are the matches (`found`): the pricing plans find them at once, the category asks core
// (decisions 102), so its matches can be for a query a keystroke behind for a moment.
import { useCombobox, type UseComboboxStateChangeTypes } from 'downshift';
import { useState, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FormValues, ScalarTopLevelField } from '../form-values';

export interface Found<T> {
  matches: T[];
  /** How many matched in all; -1 for what is offered before anything is typed. */
  total: number;
  /** The search text these matches are for, when they may be behind what is typed. */
  query?: string;
}

export interface LeftSearch {
  query: string;
  total: number;
}

export interface SearchComboboxProps<T> {
  /** Stem of the element ids (the status line is `${id}-count`). */
  id: string;
  label: string;
  /** The list's own name (the search's label names the combobox). */
  listLabel: string;
  /** Extra class of the wrapper: the field's own look. */
  className: string;
  /** What is typed in the search; the caller keeps it (onQueryChange) and finds `found` for it. */
  query: string;
  onQueryChange: (query: string) => void;
  found: Found<T>;
  /**
   * The matches for a search text once known, when `found` can be behind what is typed: Enter
   * pressed before they came waits for them.
   */
  whenFound?: (query: string) => Promise<Found<T>>;
  /** The field's value as an item, or null: the picker's chosen item. */
  selectedItem: T | null;
  /** An item's code: what choosing it writes in the field. */
  itemKey: (item: T) => string;
  itemText: (item: T) => string;
  /** The field the search fills, and its value as stored: the item with that code is current. */
  field: ScalarTopLevelField;
  value: string;
  renderOption: (item: T) => ReactNode;
  /** The line under the label: what the open list holds, the note left, or how to start. */
  status: (state: {
    isOpen: boolean;
    query: string;
    total: number;
    left: LeftSearch | null;
  }) => string;
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

export function SearchCombobox<T>(props: SearchComboboxProps<T>) {
  const { id, query, found, itemKey } = props;
  const setQuery = props.onQueryChange;
  const { setValue } = useFormContext<FormValues>();
  const isCurrent = (item: T) => itemKey(item) === props.value;
  const [isKeyboardHighlight, setIsKeyboardHighlight] = useState(false);
  // A search the agent left without choosing: shown as a note until they search or choose again.
  const [left, setLeft] = useState<LeftSearch | null>(null);
  const items = found.matches;
  const isFresh = found.query === undefined || found.query === query;
  const combobox = useCombobox<T>({
    items,
    selectedItem: props.selectedItem,
    itemToString: (item) => (item ? props.itemText(item) : ''),
    itemToKey: (item: T | null) => (item ? itemKey(item) : undefined),
    // The search text is this component's state, set in the input's own change handler, so the
    // list is rendered with the keystroke that changed it (downshift's change callbacks run in an
    // effect, a frame later).
    inputValue: query,
    onSelectedItemChange: ({ selectedItem }) => {
      // A choice is as if the agent typed the code in the field: dirty, touched and judged.
      if (selectedItem)
        setValue(props.field, itemKey(selectedItem), {
          shouldDirty: true,
          shouldTouch: true,
          shouldValidate: true,
        });
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
      // Moving on sets the search aside, so the box never shows words the field is not; the note
      // says what was typed and that the field stands (decisions 70).
      if (movingOn.has(type) && query.trim() !== '') {
        setLeft({ query, total: found.total });
        setQuery('');
      }
    },
    stateReducer: (state, { type, changes }) => {
      switch (type) {
        // Leaving the field (Tab, Shift+Tab, a click elsewhere) or Escape never chooses what the
        // pointer or arrows happened to rest on, and never clears the field: downshift picks the
        // highlighted item on blur and clears the selection on a second Escape by default.
        case types.InputBlur:
        case types.InputKeyDownEscape:
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        // A click in the search opens the list; a click in an open list's search moves the caret
        // and keeps it open.
        case types.InputClick:
          return { ...changes, isOpen: true };
        // A choice empties the search: the field beside it now says what was chosen.
        case types.ItemClick:
        case types.InputKeyDownEnter:
        case types.FunctionSelectItem:
          return { ...changes, inputValue: '' };
        // The field changed: what is typed in the search stays as it is.
        case types.ControlledPropUpdatedSelectedItem:
          return { ...changes, inputValue: state.inputValue };
        default:
          return changes;
      }
    },
  });
  const { isOpen, highlightedIndex, selectItem } = combobox;
  const isShown = isOpen && items.length > 0;
  const statusId = `${id}-count`;
  return (
    <div className={`field search-picker ${props.className}`}>
      <label {...combobox.getLabelProps()}>{props.label}</label>
      <p
        className={left && !isOpen ? 'field-hint search-picker-left-note' : 'field-hint'}
        id={statusId}
        role="status"
      >
        {/* What the list shows: for a moment that can be the search a keystroke behind. */}
        {props.status({ isOpen, query: found.query ?? query, total: found.total, left })}
      </p>
      <div className="search-picker-combobox">
        <input
          {...combobox.getInputProps({
            type: 'text',
            autoComplete: 'off',
            spellCheck: false,
            'aria-describedby': statusId,
            onChange: (event) => {
              setQuery(event.currentTarget.value);
              setLeft(null);
            },
            onKeyDown: (event) => {
              const downshiftEvent = event.nativeEvent as KeyboardEvent & {
                preventDownshiftDefault?: boolean;
              };
              const { whenFound } = props;
              if (event.key === 'Enter' && highlightedIndex < 0 && !isFresh && whenFound) {
                // The matches for what is typed are still on their way: Enter waits for them and
                // chooses a search's only match, as it would have, if the search is still that.
                downshiftEvent.preventDownshiftDefault = true;
                event.preventDefault();
                const input = event.currentTarget;
                const typed = query;
                void whenFound(typed).then((fresh) => {
                  const isSameSearch = input.value === typed && document.activeElement === input;
                  if (isSameSearch && fresh.total === 1 && fresh.matches[0] !== undefined)
                    selectItem(fresh.matches[0]);
                });
                return;
              }
              if (!isShown) return;
              // Space on a match reached with the arrows chooses it, as in a listbox; Enter on a
              // search with one match chooses that match (there is nothing else it could mean).
              const isSpaceChoice =
                event.key === ' ' && highlightedIndex >= 0 && isKeyboardHighlight;
              const isOnlyMatch =
                event.key === 'Enter' && highlightedIndex < 0 && found.total === 1;
              if (!isSpaceChoice && !isOnlyMatch) return;
              downshiftEvent.preventDownshiftDefault = true;
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
          className="search-picker-options"
          {...combobox.getMenuProps({
            // Its own name: the search box's label is the combobox's, not the list's.
            'aria-labelledby': undefined,
            'aria-label': props.listLabel,
          })}
          tabIndex={-1}
          hidden={!isShown}
        >
          {isShown &&
            items.map((item, index) => (
              <li
                key={itemKey(item)}
                className={[
                  'search-picker-option',
                  index === highlightedIndex ? 'is-highlighted' : '',
                  isCurrent(item) ? 'is-current' : '',
                ].join(' ')}
                {...combobox.getItemProps({ item, index })}
              >
                {props.renderOption(item)}
              </li>
            ))}
        </ul>
      </div>
    </div>
  );
}
