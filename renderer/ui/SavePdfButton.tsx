// "Save PDF" (decisions 50): the application's PDF, written by the core to the file the agent
// chooses: in the desktop app through the system save dialog, opened on the proposal (the home
// folder, by day); in browser mode by its typed full path, as exports are (decisions 43, 77).
// Used by the editor, and by the review and Submitted screens.
import { useState } from 'react';
import { usePdfDefaults, useSavePdf } from '../data/use-documents';
import { appErrorOf } from '../data/unwrap';
import { pdfProblemWords, pdfSavedWords } from '../words/documents';
import { ErrorNotice } from './ErrorNotice';
import { SavePathField, useSaveTarget } from './save-target';

export function SavePdfButton({ draftId }: { draftId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const defaults = usePdfDefaults(draftId);
  const save = useSavePdf(draftId);
  const filePath = typed ?? defaults.data?.filePath ?? '';
  const inputId = `pdf-path-${draftId}`;
  const answer = save.data;
  const target = useSaveTarget();
  return (
    <div className="save-pdf no-print">
      <button type="button" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        Save PDF
      </button>
      {isOpen && (
        <form onSubmit={target.submit('pdf', filePath, (chosen) => save.mutate(chosen))}>
          <SavePathField
            target={target}
            id={inputId}
            label="PDF file (full path)"
            value={filePath}
            onChange={setTyped}
          />
          <button
            type="submit"
            disabled={save.isPending || (!target.isDialog && filePath.trim() === '')}
          >
            {target.isDialog ? 'Save the PDF…' : 'Save the PDF'}
          </button>
        </form>
      )}
      <p role="status">
        {save.isPending
          ? 'Writing the PDF…'
          : answer?.outcome === 'written'
            ? pdfSavedWords(answer.filePath)
            : ''}
      </p>
      {answer?.outcome === 'problem' && <p role="alert">{pdfProblemWords[answer.problem]}</p>}
      {save.isError && <ErrorNotice error={appErrorOf(save.error)} />}
      {target.chooseProblem}
    </div>
  );
}
