// Asks before an application that shares a tax id, an SSN, a bank account or its name and ZIP
// with another one is queued (decisions 30): it may be the same merchant a second time. The shared
// question dialog (ConfirmDialog.tsx): focus starts on "Don't queue", Escape answers it.
// `useDuplicateConfirm` gives a screen the question as a promise.
import type { ReactNode } from 'react';
import type { DuplicateMatch } from '../../shared/drafts/duplicate-schema';
import { duplicateSentence } from '../words/duplicates';
import { ConfirmDialog, useConfirm } from './ConfirmDialog';

export interface DuplicateQuestion {
  /** The draft's id: names repeat in a bulk queue (two "Tony's Bistro"), ids do not. */
  id: string;
  /** The application about to be queued, as the agent knows it. */
  name: string;
  matches: DuplicateMatch[];
}

function renderQuestions(
  questions: DuplicateQuestion[],
  onClosed: (isConfirmed: boolean) => void,
): ReactNode {
  const isOne = questions.length === 1;
  return (
    <ConfirmDialog
      id="duplicates"
      heading={
        isOne
          ? `Queue “${questions[0]!.name}” anyway?`
          : `Queue these ${questions.length} applications anyway?`
      }
      cancelLabel="Don’t queue"
      confirmLabel="Queue anyway"
      onClosed={onClosed}
    >
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
    </ConfirmDialog>
  );
}

const isNothingShared = (questions: DuplicateQuestion[]) => questions.length === 0;

export function useDuplicateConfirm(): {
  /** Resolves true when the agent chose to queue anyway; true at once when nothing is shared. */
  ask: (questions: DuplicateQuestion[]) => Promise<boolean>;
  dialog: ReactNode;
} {
  return useConfirm(renderQuestions, isNothingShared);
}
