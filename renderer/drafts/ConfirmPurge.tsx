// Asks before an application leaves this computer for good. A native modal <dialog>, opened with
// showModal(): the page behind is inert, focus starts on the safe choice ("Keep it", first in
// order), Escape cancels, and closing returns focus to the button that opened it.
import { useEffect, useRef, useState } from 'react';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import type { AppError, Result } from '../../shared/result';
import { errorSentence } from '../errors/error-text';
import { displayName } from './filter-drafts';

interface ConfirmPurgeProps {
  summary: DraftSummary;
  purge: (summary: DraftSummary) => Promise<Result<unknown>>;
  /** After the dialog has closed: whether the application was deleted. */
  onClosed: (isDeleted: boolean) => void;
}

export function ConfirmPurge({ summary, purge, onClosed }: ConfirmPurgeProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isDeleted = useRef(false);
  const [problem, setProblem] = useState<AppError | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const name = displayName(summary);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const confirm = async () => {
    setIsBusy(true);
    setProblem(null);
    const result = await purge(summary);
    setIsBusy(false);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    isDeleted.current = true;
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="purge-heading"
      aria-describedby="purge-text"
      onClose={() => onClosed(isDeleted.current)}
    >
      <h2 id="purge-heading">Delete {name} for good?</h2>
      <p id="purge-text">
        Everything in it, SSNs and bank account numbers included, is removed from this computer. It
        cannot be restored.
      </p>
      {problem && (
        <p className="problem-text" role="alert">
          Not deleted: {errorSentence(problem)}
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          Keep it
        </button>
        <button
          type="button"
          className="danger"
          aria-busy={isBusy}
          onClick={() => void (isBusy ? undefined : confirm())}
        >
          Delete for good
        </button>
      </div>
    </dialog>
  );
}
