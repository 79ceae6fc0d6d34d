// What autosave is doing, in words: "Saving…", "Saved at 12:03", or "Not saved" with the reason
// (the one error map) and a way forward. A conflict names what happened and keeps the agent's
// version on screen until they choose.
import { useIntl } from 'react-intl';
import { useState, useSyncExternalStore } from 'react';
import { readDraft } from '../data/use-draft';
import { errorSentence } from '../words/errors';
import { clockTime } from '../words/time';
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
      {state.kind === 'pending' && <span>Unsaved changes</span>}
      {state.kind === 'saving' && <span>Saving…</span>}
      {state.kind === 'saved' && <span>Saved at {clockTime(state.at)}</span>}
      {state.kind === 'failed' && (
        <span className="save-problem">
          Not saved: {errorSentence(intl, state.error)}{' '}
          <button type="button" className="secondary" onClick={() => void autosaver.flush()}>
            Try again
          </button>
        </span>
      )}
      {state.kind === 'conflict' && (
        <span className="save-problem">
          Not saved: this application was changed somewhere else (another window) after you opened
          it. Your changes are still here.{' '}
          <button type="button" onClick={() => void keepMine()}>
            Keep my version
          </button>{' '}
          <button type="button" className="secondary" onClick={onReload}>
            Use the other version (drops mine)
          </button>
        </span>
      )}
      {problem && <span className="save-problem">{problem}</span>}
    </div>
  );
}
