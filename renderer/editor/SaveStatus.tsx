// What autosave is doing, in words: "Saving…", "Saved at 12:03", or "Not saved" with the reason
// (the one error map) and a way forward. A conflict names what happened and keeps the agent's
// version on screen until they choose. In the agent's language (decisions 91), the time by
// format.ts.
import { useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatClock } from '../i18n/format';
import { readDraft } from '../data/use-draft';
import { errorSentence } from '../words/errors';
import type { Autosaver } from './autosaver';

export function SaveStatus({
  autosaver,
  draftId,
  onReload,
}: {
  autosaver: Autosaver;
  draftId: string;
  /** Starts the editor again from the stored draft. */
  onReload: () => void;
}) {
  const intl = useIntl();
  const state = useSyncExternalStore(autosaver.subscribe, autosaver.state);
  const [problem, setProblem] = useState<string | null>(null);
  const keepMine = async () => {
    setProblem(null);
    const latest = await readDraft(draftId);
    if (!latest.ok) {
      setProblem(errorSentence(intl, latest.error));
      return;
    }
    await autosaver.overwrite(latest.value.updatedAt);
  };
  return (
    <div className="save-status" role="status">
      {state.kind === 'pending' && (
        <span>
          <FormattedMessage id="editorFrame.save.pending" />
        </span>
      )}
      {state.kind === 'saving' && (
        <span>
          <FormattedMessage id="editorFrame.save.saving" />
        </span>
      )}
      {state.kind === 'saved' && (
        <span>
          <FormattedMessage
            id="editorFrame.save.savedAt"
            values={{ time: formatClock(intl, state.at) }}
          />
        </span>
      )}
      {state.kind === 'failed' && (
        <span className="save-problem">
          <FormattedMessage
            id="editorFrame.save.notSaved"
            values={{ reason: errorSentence(intl, state.error) }}
          />{' '}
          <button type="button" className="secondary" onClick={() => void autosaver.flush()}>
            <FormattedMessage id="editorFrame.save.tryAgain" />
          </button>
        </span>
      )}
      {state.kind === 'conflict' && (
        <span className="save-problem">
          <FormattedMessage id="editorFrame.save.conflict" />{' '}
          <button type="button" onClick={() => void keepMine()}>
            <FormattedMessage id="editorFrame.save.keepMine" />
          </button>{' '}
          <button type="button" className="secondary" onClick={onReload}>
            <FormattedMessage id="editorFrame.save.useOther" />
          </button>
        </span>
      )}
      {problem && <span className="save-problem">{problem}</span>}
    </div>
  );
}
