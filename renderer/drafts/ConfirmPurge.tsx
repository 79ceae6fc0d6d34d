// Asks before applications leave this computer for good (one from its row, or the whole trash). A
// native modal <dialog>, opened with showModal(): the page behind is inert, focus starts on the
// safe choice ("Keep", first in order), Escape cancels, and closing returns focus to the button
// that opened it.
import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect, useRef, useState } from 'react';
import type { AppError, Result } from '../../shared/result';
import { errorSentence } from '../words/errors';

interface ConfirmPurgeProps {
  /** The question, e.g. "Delete Acme LLC for good?". */
  title: string;
  /** What goes, in words: "Everything in it, ..." */
  consequence: string;
  confirmLabel: string;
  cancelLabel: string;
  purge: () => Promise<Result<unknown>>;
  /** After the dialog has closed: whether the deletion happened. */
  onClosed: (isDeleted: boolean) => void;
}

export function ConfirmPurge({
  title,
  consequence,
  confirmLabel,
  cancelLabel,
  purge,
  onClosed,
}: ConfirmPurgeProps) {
  const intl = useIntl();
  const dialog = useRef<HTMLDialogElement>(null);
  const isDeleted = useRef(false);
  const [problem, setProblem] = useState<AppError | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const confirm = async () => {
    setIsBusy(true);
    setProblem(null);
    const result = await purge();
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
      <h2 id="purge-heading">{title}</h2>
      <p id="purge-text">{consequence}</p>
      {problem && (
        <p className="problem-text" role="alert">
          <FormattedMessage
            id="drafts.purge.notDeleted"
            values={{ reason: errorSentence(intl, problem) }}
          />
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="danger"
          aria-busy={isBusy}
          onClick={() => void (isBusy ? undefined : confirm())}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
