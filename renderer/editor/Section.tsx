// One section of the application: a heading (h2) whose button folds the section away, so an agent
// can see the whole form's outline. Folded sections stay mounted (hidden), so their inputs keep
// their values and the checklist can open one and focus a field in it.
import type { ReactNode } from 'react';
import { useEditorState, useEditorStore } from './editor-store';
import { useIntl } from 'react-intl';
import type { SectionId } from '../words/fields';
import { sectionTitle } from '../words/field-places';
import { openRow } from './sections/ListEntry';

export function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const store = useEditorStore();
  const isCollapsed = useEditorState((state) => state.collapsed[id] === true);
  const title = sectionTitle(useIntl(), id);
  return (
    <section className="editor-section" aria-labelledby={`section-${id}-heading`}>
      <h2 id={`section-${id}-heading`}>
        <button
          type="button"
          className="section-toggle"
          aria-expanded={!isCollapsed}
          aria-controls={`section-${id}-body`}
          onClick={() =>
            store.update((state) => ({
              ...state,
              collapsed: { ...state.collapsed, [id]: !isCollapsed },
            }))
          }
        >
          {title}
        </button>
      </h2>
      <div className="section-body" id={`section-${id}-body`} hidden={isCollapsed}>
        {children}
      </div>
    </section>
  );
}

/** Opens a section (if folded) and focuses an input in it, after the browser shows it. */
export function openAndFocus(
  store: ReturnType<typeof useEditorStore>,
  section: SectionId,
  inputId: string,
): void {
  store.update((state) =>
    state.collapsed[section] || state.isWholeFormAsked !== true
      ? {
          ...state,
          collapsed: { ...state.collapsed, [section]: false },
          isWholeFormAsked: true,
        }
      : state,
  );
  // A field in a folded owner or account row: open the row too (`field-owner-3-ssn`).
  const row = /^field-(owner|fundingAccount)-(\d+)-/.exec(inputId);
  if (row) openRow(store, row[1]!, Number(row[2]));
  requestAnimationFrame(() => {
    const input = document.getElementById(inputId);
    input?.scrollIntoView({ block: 'center' });
    input?.focus();
  });
}
