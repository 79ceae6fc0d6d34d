// "Save PDF" (decisions 50): the application's PDF, written by the core to the file the agent
// chooses: in the desktop app through the system save dialog, opened on the proposal (the home
// folder, by day); in browser mode by its typed full path, as exports are (decisions 43, 77).
// Used by the editor, and by the review and Submitted screens. In the agent's language (decisions
// 91); the path is data, shown as typed.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePdfDefaults, useSavePdf } from '../data/use-documents';
import { appErrorOf } from '../data/unwrap';
import { pdfProblemWords } from '../words/documents';
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
  const intl = useIntl();
  return (
    <div className="save-pdf no-print">
      <button type="button" aria-expanded={isOpen} onClick={() => setIsOpen(!isOpen)}>
        <FormattedMessage id="documents.pdf.open" />
      </button>
      {isOpen && (
        <form onSubmit={target.submit('pdf', filePath, (chosen) => save.mutate(chosen))}>
          <SavePathField
            target={target}
            id={inputId}
            label={intl.formatMessage({ id: 'documents.pdf.pathLabel' })}
            value={filePath}
            onChange={setTyped}
          />
          <button type="submit" disabled={save.isPending || target.lacksPath(filePath.trim())}>
            <FormattedMessage
              id={target.isDialog ? 'documents.pdf.saveInDialog' : 'documents.pdf.save'}
            />
          </button>
        </form>
      )}
      <p role="status">
        {save.isPending ? (
          <FormattedMessage id="documents.pdf.writing" />
        ) : (
          answer?.outcome === 'written' && (
            <FormattedMessage
              id="documents.pdf.saved"
              values={{ path: <span translate="no">{answer.filePath}</span> }}
            />
          )
        )}
      </p>
      {answer?.outcome === 'problem' && <p role="alert">{pdfProblemWords(intl, answer.problem)}</p>}
      {save.isError && <ErrorNotice error={appErrorOf(save.error)} />}
      {target.chooseProblem}
    </div>
  );
}
