// Asks before an application whose invite code is warned is queued (decisions 86): expired, not
// valid yet, or not in the pricing plans. Core refuses such a code until the agent confirms that
// very code; this asks the question core's refusal names, in the shared question dialog.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { InviteCodeStanding } from '../../shared/policy/invite-catalogue';
import { confirmCodeWords } from '../words/catalogue';
import { ConfirmDialog, useConfirm } from './ConfirmDialog';

interface Question {
  standing: InviteCodeStanding;
  code: string;
}

function Question({
  question: { standing, code },
  onClosed,
}: {
  question: Question;
  onClosed: (isConfirmed: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      id="invite-code"
      heading={intl.formatMessage({ id: 'catalogue.confirm.heading' }, { code })}
      cancelLabel={intl.formatMessage({ id: 'catalogue.confirm.cancel' })}
      confirmLabel={intl.formatMessage({ id: 'catalogue.confirm.confirm' })}
      onClosed={onClosed}
    >
      <p id="invite-code-text">{confirmCodeWords(intl, standing, code)}</p>
    </ConfirmDialog>
  );
}

function renderQuestion(question: Question, onClosed: (isConfirmed: boolean) => void): ReactNode {
  return <Question question={question} onClosed={onClosed} />;
}

export function useInviteCodeConfirm(): {
  /** Resolves true when the agent chose to queue with this code anyway. */
  ask: (standing: InviteCodeStanding, code: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const { ask, dialog } = useConfirm(renderQuestion);
  return { ask: (standing, code) => ask({ standing, code }), dialog };
}
