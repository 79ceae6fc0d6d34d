// A question before an action, as a native modal <dialog> opened with showModal(): the page behind
// is inert, focus starts on the safe choice (first in order), Escape answers it with no, and
// closing returns focus to the button that was pressed. `useConfirm` gives a screen the question as
// a promise; the duplicates' question (decisions 30) and the invite code's (decisions 86) use it.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** Stem of the heading's and the text's ids. */
  id: string;
  heading: string;
  /** What the agent reads before choosing; its first element is the dialog's description. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onClosed: (isConfirmed: boolean) => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isConfirmed = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${props.id}-heading`}
      aria-describedby={`${props.id}-text`}
      onClose={() => props.onClosed(isConfirmed.current)}
    >
      <h2 id={`${props.id}-heading`}>{props.heading}</h2>
      {props.children}
      <div className="actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          {props.cancelLabel}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            isConfirmed.current = true;
            dialog.current?.close();
          }}
        >
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

const neverSkip = () => false;

/**
 * A question as a promise: `ask(question)` shows `render(question, onClosed)` and resolves with
 * the answer; `skip(question)` true resolves true at once without asking.
 */
export function useConfirm<Q>(
  render: (question: Q, onClosed: (isConfirmed: boolean) => void) => ReactNode,
  skip: (question: Q) => boolean = neverSkip,
): { ask: (question: Q) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<{
    question: Q;
    answer: (isConfirmed: boolean) => void;
  } | null>(null);
  const ask = useCallback(
    (question: Q) =>
      skip(question)
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => setPending({ question, answer: resolve })),
    [skip],
  );
  const dialog =
    pending &&
    render(pending.question, (isConfirmed) => {
      setPending(null);
      pending.answer(isConfirmed);
    });
  return { ask, dialog };
}
