// Asks before an application that shares a tax id, an SSN, a bank account or its name and ZIP
// with another one is queued (decisions 30): it may be the same merchant a second time. A native
// modal <dialog> opened with showModal(): the page behind is inert, focus starts on the safe
// choice ("Don't queue", first in order), Escape answers it, and closing returns focus to the
// button that was pressed. `useDuplicateConfirm` gives a screen the question as a promise.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { DuplicateMatch } from '../../shared/drafts/duplicate-schema';
import { duplicateSentence } from '../words/duplicates';

export interface DuplicateQuestion {
  /** The draft's id: names repeat in a bulk queue (two "Tony's Bistro"), ids do not. */
  id: string;
  /** The application about to be queued, as the agent knows it. */
  name: string;
  matches: DuplicateMatch[];
}

interface Pending {
  questions: DuplicateQuestion[];
  answer: (isConfirmed: boolean) => void;
}

export function useDuplicateConfirm(): {
  /** Resolves true when the agent chose to queue anyway; true at once when nothing is shared. */
  ask: (questions: DuplicateQuestion[]) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback(
    (questions: DuplicateQuestion[]) =>
      questions.length === 0
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => setPending({ questions, answer: resolve })),
    [],
  );
  const dialog = pending && (
    <ConfirmDuplicates
      questions={pending.questions}
      onClosed={(isConfirmed) => {
        setPending(null);
        pending.answer(isConfirmed);
      }}
    />
  );
  return { ask, dialog };
}

function ConfirmDuplicates({
  questions,
  onClosed,
}: {
  questions: DuplicateQuestion[];
  onClosed: (isConfirmed: boolean) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const isConfirmed = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  const isOne = questions.length === 1;
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="duplicates-heading"
      aria-describedby="duplicates-text"
      onClose={() => onClosed(isConfirmed.current)}
    >
      <h2 id="duplicates-heading">
        {isOne
          ? `Queue “${questions[0]!.name}” anyway?`
          : `Queue these ${questions.length} applications anyway?`}
      </h2>
      <p id="duplicates-text">
        {isOne ? 'It shares' : 'Each shares'} details with another application on this computer: it
        may be the same merchant a second time.
      </p>
      {questions.map((question) => (
        <section key={question.id} aria-label={question.name}>
          {!isOne && <h3>{question.name}</h3>}
          <ul>
            {question.matches.map((match) => (
              <li key={`${match.field}:${match.kind}`}>{duplicateSentence(match)}</li>
            ))}
          </ul>
        </section>
      ))}
      <div className="actions">
        <button type="button" onClick={() => dialog.current?.close()}>
          Don’t queue
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            isConfirmed.current = true;
            dialog.current?.close();
          }}
        >
          Queue anyway
        </button>
      </div>
    </dialog>
  );
}
