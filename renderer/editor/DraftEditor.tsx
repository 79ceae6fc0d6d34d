// The application editor's entry point, mounted by the workspace frame at #/drafts/<id>. This is
// the frame's side of the seam: the editor owns everything inside <DraftEditor>. Its words are in
// the agent's language (decisions 91).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appErrorOf } from '../data/unwrap';
import { queryKeys } from '../data/query-keys';
import { useDraft } from '../data/use-draft';
import { errorSentence } from '../words/errors';
import { ApplicationForm } from './ApplicationForm';
import { warmUpWhenIdle } from './warm-up';
import { warmUpFormWhenIdle } from './WarmUpForm';
import './editor.css';

warmUpWhenIdle();
warmUpFormWhenIdle();

export interface DraftEditorProps {
  draftId: string;
  /** A field path (`owner[0].ssn`) to open and focus, e.g. from the outbox's "Fix" button. */
  focusField?: string;
}

export function DraftEditor({ draftId, focusField }: DraftEditorProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const query = useDraft(draftId, { isOpening: true });
  // Each load of the stored draft starts the form afresh (after "use the other version").
  const [generation, setGeneration] = useState(0);

  // A file found damaged on opening was just set aside (or another version's draft left alone):
  // the lists and their counts change, so the drafts home shows why it is gone. The failed draft
  // query itself is kept, so its error (code and details) still gives the words that explain.
  const failedCode = query.isError ? appErrorOf(query.error).code : undefined;
  useEffect(() => {
    if (failedCode !== 'CORRUPT') return;
    void queryClient.invalidateQueries({
      queryKey: queryKeys.drafts,
      predicate: (cached) => cached.queryKey[1] !== 'one',
    });
  }, [failedCode, queryClient]);

  if (query.isPending) {
    return (
      <p className="editor-loading" role="status">
        <FormattedMessage id="editorFrame.frame.opening" />
      </p>
    );
  }
  // A read again that failed for want of a connection (a socket reopen re-reads the draft,
  // decisions 67) keeps the form: the agent's typing is in it, and the draft shown is the last one
  // read. Any other failure, or nothing to show, is the error view.
  const isOfflineAgain = query.data !== undefined && failedCode === 'OFFLINE';
  if (query.isError && !isOfflineAgain) {
    return (
      <section className="editor" aria-labelledby="editor-heading">
        <h1 id="editor-heading">
          <FormattedMessage id="editorFrame.frame.heading" />
        </h1>
        <p role="alert">{errorSentence(intl, appErrorOf(query.error))}</p>
      </section>
    );
  }
  return (
    <ApplicationForm
      key={`${draftId}:${generation}`}
      draft={query.data}
      focusField={focusField}
      onReload={() => {
        void queryClient
          .resetQueries({ queryKey: queryKeys.draft(draftId) })
          .then(() => setGeneration((count) => count + 1));
      }}
    />
  );
}
