// One owner or funding account: a group (fieldset) named "Owner 3", with its inputs, or folded to a
// one-line summary. The first rows open with the form and later ones start folded, so a ten-owner
// application opens quickly and reads as a list; a row the agent adds opens at once, and the
// checklist opens a row to focus a field in it. Folded rows keep their values (react-hook-form
// holds them), and their problems are counted in the summary.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useEditorState, useEditorStore, useIsReadOnly } from '../editor-store';

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
