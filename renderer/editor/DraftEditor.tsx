// The application editor's entry point, mounted by the workspace frame at #/drafts/<id>. This is
// the frame's side of the seam: the editor owns everything inside <DraftEditor>.
export interface DraftEditorProps {
  draftId: string;
  /** A field path (`owner[0].ssn`) to open and focus, e.g. from the outbox's "Fix" button. */
  focusField?: string;
}

export function DraftEditor({ draftId }: DraftEditorProps) {
  return (
    <section aria-labelledby="editor-heading">
      <h1 id="editor-heading">Application</h1>
      <p>Draft {draftId}: the editor is not built yet.</p>
    </section>
  );
}
