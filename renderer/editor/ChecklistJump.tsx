// On a narrow window (a small laptop, or 200% zoom) the "Ready to submit?" checklist sits below the
// whole form. This bar stays at the bottom of the view while the form scrolls by, and takes the
// agent to the checklist: its heading gets focus, so the next Tab is the first problem. On a wide
// window the checklist is beside the form and the bar is not shown (editor.css).
import { FormattedMessage } from 'react-intl';
import { useEditorState, type EditorState } from './editor-store';
import { formNameOf } from './form-values';

let counted: { problems: unknown; serverErrors: unknown; count: number } | null = null;

/**
 * The checklist's count: every live problem, and each service error on a field not among them.
 * Counted again only when either list changed: the store's other changes (a note, a folded row)
 * ask for it too.
 */
function selectCount(state: EditorState): number {
  if (counted?.problems === state.problems && counted.serverErrors === state.serverErrors)
    return counted.count;
  const names = new Set(state.problems.map((problem) => formNameOf(problem.field) ?? ''));
  const serverOnly = Object.keys(state.serverErrors).filter((name) => !names.has(name));
  const count = state.problems.length + serverOnly.length;
  counted = { problems: state.problems, serverErrors: state.serverErrors, count };
  return count;
}

export function ChecklistJump({ isShown }: { isShown: boolean }) {
  const count = useEditorState(selectCount);
  if (!isShown) return null;
  return (
    <p className="checklist-jump">
      <a
        href="#submit-heading"
        onClick={(event) => {
          event.preventDefault();
          const heading = document.getElementById('submit-heading');
          heading?.scrollIntoView({ block: 'start' });
          heading?.focus();
        }}
      >
        <FormattedMessage id="editor.checklist.jump" values={{ count }} />
      </a>
    </p>
  );
}
