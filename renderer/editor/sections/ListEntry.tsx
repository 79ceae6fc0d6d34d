// One owner or funding account: a group (fieldset) named "Owner 3", with its inputs, or folded to a
// one-line summary. The first rows open with the form and later ones start folded, so a ten-owner
// application opens quickly and reads as a list; a row the agent adds opens at once, and the
// checklist opens a row to focus a field in it. Folded rows keep their values (react-hook-form
// holds them), and their problems are counted in the summary. ListRows is the whole list, with its
// add button, for both lists.
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldArray } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useEditorState, useEditorStore, useIsReadOnly } from '../editor-store';
import type { FormValues } from '../form-values';

/** Rows shown without asking: the first two of each list. */
export const rowsOpenByDefault = 2;

export function isRowOpen(openRows: Record<string, boolean>, list: string, index: number): boolean {
  return openRows[`${list}.${index}`] ?? index < rowsOpenByDefault;
}

interface ListEntryProps {
  list: 'owner' | 'fundingAccount';
  index: number;
  title: string;
  /** The folded row's one line (no sensitive number). */
  summary: ReactNode;
  canRemove: boolean;
  onRemove: () => void;
  children: ReactNode;
}

export function ListEntry({
  list,
  index,
  title,
  summary,
  canRemove,
  onRemove,
  children,
}: ListEntryProps) {
  const store = useEditorStore();
  const isReadOnly = useIsReadOnly();
  const intl = useIntl();
  const isOpen = useEditorState((state) => isRowOpen(state.openRows, list, index));
  const problemCount = useEditorState(
    (state) =>
      state.problems.filter((problem) => problem.field.startsWith(`${list}[${index}]`)).length,
  );
  return (
    <fieldset className="list-entry">
      <legend>{title}</legend>
      {isOpen ? (
        children
      ) : (
        <p className="row-summary">
          {summary}
          {problemCount > 0 && (
            <span className="row-problems">
              {' '}
              · {intl.formatMessage({ id: 'editor.row.problems' }, { count: problemCount })}
            </span>
          )}
        </p>
      )}
      <div className="row-actions">
        <button
          type="button"
          className="secondary"
          aria-expanded={isOpen}
          onClick={() =>
            store.update((state) => ({
              ...state,
              openRows: { ...state.openRows, [`${list}.${index}`]: !isOpen },
            }))
          }
        >
          {intl.formatMessage(
            { id: isOpen ? 'editor.row.fold' : 'editor.row.show' },
            { title: title.toLowerCase() },
          )}
        </button>
        {canRemove && !isReadOnly && (
          <button type="button" className="secondary" onClick={onRemove}>
            {intl.formatMessage({ id: 'editor.row.remove' }, { title: title.toLowerCase() })}
          </button>
        )}
      </div>
    </fieldset>
  );
}

/** Opens a row before a new one is appended at `index` or a field in it is focused. */
export function openRow(
  store: ReturnType<typeof useEditorStore>,
  list: string,
  index: number,
): void {
  store.update((state) =>
    isRowOpen(state.openRows, list, index)
      ? state
      : { ...state, openRows: { ...state.openRows, [`${list}.${index}`]: true } },
  );
}

/** "Add an owner" and the like: opens the new row, then appends it; not offered when read-only. */
export function AddRowButton({
  list,
  count,
  label,
  onAdd,
}: {
  list: ListEntryProps['list'];
  /** Rows now: the new one's index. */
  count: number;
  label: string;
  onAdd: () => void;
}) {
  const store = useEditorStore();
  if (useIsReadOnly()) return null;
  return (
    <button
      type="button"
      className="secondary"
      onClick={() => {
        openRow(store, list, count);
        onAdd();
      }}
    >
      {label}
    </button>
  );
}

/**
 * A list's rows and its add button, the owners' and the funding accounts' alike: one ListEntry per
 * row, the last one never removable, and a new row appended empty with focus in its first field,
 * `name`. `afterRows` stands between the rows and the button (the owners' total).
 */
export function ListRows<List extends ListEntryProps['list']>({
  list,
  empty,
  title,
  summary,
  row,
  addLabel,
  afterRows,
}: {
  list: List;
  empty: () => FieldArray<FormValues, List>;
  /** "Owner 3": the row's name, from its number (1 for the first). */
  title: (number: number) => string;
  summary: (index: number) => ReactNode;
  row: (index: number) => ReactNode;
  addLabel: string;
  afterRows?: (count: number) => ReactNode;
}) {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray<FormValues, List>({ control, name: list });
  return (
    <>
      {fields.map((field, index) => (
        <ListEntry
          key={field.id}
          list={list}
          index={index}
          title={title(index + 1)}
          summary={summary(index)}
          canRemove={fields.length > 1}
          onRemove={() => remove(index)}
        >
          {row(index)}
        </ListEntry>
      ))}
      {afterRows?.(fields.length)}
      <AddRowButton
        list={list}
        count={fields.length}
        label={addLabel}
        onAdd={() =>
          append(empty(), { focusName: `${list}.${fields.length}.name`, shouldFocus: true })
        }
      />
    </>
  );
}
