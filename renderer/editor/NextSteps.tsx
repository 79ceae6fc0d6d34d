// What to do once an application is on its way (queued, being sent, submitted): start the next
// one, or go back to the drafts. Shown under the status line that the form takes focus to after
// "Queue for submission", so the agent hears where it stands and what comes next. In the agent's
// language (decisions 91).
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { Lifecycle } from '../../shared/drafts/lifecycle';
import { routes } from '../ui/routes';
import { appErrorOf } from '../data/unwrap';
import { useCreateDraft } from '../data/use-draft';
import { errorSentence } from '../words/errors';

const onItsWay: readonly Lifecycle[] = ['queued', 'sending', 'submitted'];

export function NextSteps({ lifecycle }: { lifecycle: Lifecycle }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const create = useCreateDraft((draft) => navigate(routes.draft(draft.id)));
  if (!onItsWay.includes(lifecycle)) return null;
  return (
    <div className="next-steps">
      <button type="button" disabled={create.isPending} onClick={() => create.mutate('full')}>
        <FormattedMessage id="editorFrame.next.startNext" />
      </button>
      <a href={`#${routes.drafts}`}>
        <FormattedMessage id="editorFrame.next.backToDrafts" />
      </a>
      {create.error && <p role="alert">{errorSentence(intl, appErrorOf(create.error))}</p>}
    </div>
  );
}
