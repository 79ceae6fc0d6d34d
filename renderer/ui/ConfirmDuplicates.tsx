// Asks before an application that shares a tax id, an SSN, a bank account or its name and ZIP
// with another one is queued (decisions 30): it may be the same merchant a second time. In the
// agent's language (decisions 91). The shared question dialog (ConfirmDialog.tsx): focus starts
// on "Don't queue", Escape answers it.
// `useDuplicateConfirm` gives a screen the question as a promise.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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

function DuplicateQuestions({
  questions,
  onClosed,
}: {
  questions: DuplicateQuestion[];
  onClosed: (isConfirmed: boolean) => void;
}) {
  const intl = useIntl();
  const isOne = questions.length === 1;
  return (
    <ConfirmDialog
      id="duplicates"
      heading={
        isOne
          ? intl.formatMessage({ id: 'editorFrame.duplicate.askOne' }, { name: questions[0]!.name })
          : intl.formatMessage({ id: 'editorFrame.duplicate.askMany' }, { count: questions.length })
      }
      cancelLabel={intl.formatMessage({ id: 'editorFrame.duplicate.dontQueue' })}
      confirmLabel={intl.formatMessage({ id: 'editorFrame.duplicate.queueAnyway' })}
      onClosed={onClosed}
    >
      <p id="duplicates-text">
        <FormattedMessage id="editorFrame.duplicate.shares" values={{ count: questions.length }} />
      </p>
      {questions.map((question) => (
        <section key={question.id} aria-label={question.name}>
          {!isOne && <h3 translate="no">{question.name}</h3>}
          <ul>
            {question.matches.map((match) => (
              <li key={`${match.field}:${match.kind}`}>{duplicateSentence(intl, match)}</li>
            ))}
          </ul>
        </section>
      ))}
    </ConfirmDialog>
  );
}

// A component (not a plain render function) so the dialog's words come from the intl context.
function renderQuestions(
  questions: DuplicateQuestion[],
  onClosed: (isConfirmed: boolean) => void,
): ReactNode {
  return <DuplicateQuestions questions={questions} onClosed={onClosed} />;
}

const isNothingShared = (questions: DuplicateQuestion[]) => questions.length === 0;

export function useDuplicateConfirm(): {
  /** Resolves true when the agent chose to queue anyway; true at once when nothing is shared. */
  ask: (questions: DuplicateQuestion[]) => Promise<boolean>;
  dialog: ReactNode;
} {
  return useConfirm(renderQuestions, isNothingShared);
}
