// "Save PDF" (decisions 50): the application's PDF, written by the core to the file the agent
// names by its full path (proposed: the home folder, by day), as exports are (decisions 43). Used
// by the editor, and by the review and Submitted screens.
import { useState } from 'react';
import { usePdfDefaults, useSavePdf } from '../data/use-documents';
import { appErrorOf } from '../data/unwrap';
import { pdfProblemWords, pdfSavedWords } from '../words/documents';
import { ErrorNotice } from './ErrorNotice';

export function SavePdfButton({ draftId }: { draftId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const defaults = usePdfDefaults(draftId);
  const save = useSavePdf(draftId);
  const filePath = typed ?? defaults.data?.filePath ?? '';
  const inputId = `pdf-path-${draftId}`;
  const answer = save.data;
  return (
    <div className="save-pdf no-print">
      <button type="button" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        Save PDF
      </button>
      {isOpen && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(filePath);
          }}
        >
          <p className="field">
            <label htmlFor={inputId}>PDF file (full path)</label>
            <input
              id={inputId}
              value={filePath}
              onChange={(event) => setTyped(event.target.value)}
              spellCheck={false}
              autoComplete="off"
            />
          </p>
          <button type="submit" disabled={save.isPending || filePath.trim() === ''}>
            Save the PDF
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
    </div>
  );
}
