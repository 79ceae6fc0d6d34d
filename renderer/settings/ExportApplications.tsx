// Settings, Export: every application, or those selected in Drafts, to one encrypted file, with
// a progress bar and Cancel. The passphrase the app makes is shown once, here, and kept nowhere
// (decisions 41); the agent may type their own instead. The file is named by a path (decisions 43).
import { useEffect, useState } from 'react';
import { isStrongPassphrase } from '../../shared/transfer/passphrase-rule';
import { appErrorOf } from '../data/unwrap';
import {
  useCancelExport,
  useStartExport,
  useTransferDefaults,
  useTransferProgress,
} from '../data/use-transfer';
import { ErrorNotice } from '../ui/ErrorNotice';
import { SavePathField, useSaveTarget } from '../ui/save-target';
import { setExportSelection, useExportSelection } from '../ui/export-selection';
import { documentsLeftOutWords, exportDoneWords, transferProblemWords } from '../words/transfer';

export function ExportApplications() {
  const defaults = useTransferDefaults().data;
  const start = useStartExport();
  const cancel = useCancelExport();
  const [filePath, setFilePath] = useState<string | null>(null);
  const [ownPassphrase, setOwnPassphrase] = useState('');
  const [isOwn, setIsOwn] = useState(false);
  const answer = start.data;
  const jobId = answer?.outcome === 'started' ? answer.jobId : undefined;
  const progress = useTransferProgress(jobId);
  const isRunning =
    jobId !== undefined && progress?.state !== 'done' && progress?.state !== 'failed';
  const path = filePath ?? defaults?.exportPath ?? '';
  const problem = answer?.outcome === 'problem' ? answer.problem : progress?.problem;
  const isWeak = isOwn && ownPassphrase !== '' && !isStrongPassphrase(ownPassphrase);
  const selection = useExportSelection();
  const isDone = progress?.state === 'done';
  // The system save dialog in the desktop app, the typed path in browser mode (decisions 77).
  const target = useSaveTarget();
  // The selection was for this export: once written, the panel offers every application again.
  useEffect(() => {
    if (isDone) setExportSelection(null);
  }, [isDone]);
  return (
    <section aria-labelledby="export-heading">
      <h2 id="export-heading">Export applications</h2>
      {selection === null ? (
        <p>
          Writes every application on this laptop (not the trash) to one encrypted file, to move
          them to another laptop. Only the passphrase opens it. To export some of them, select them
          in Drafts and choose Export selected.
        </p>
      ) : (
        <p>
          Writes the {selection.length === 1 ? 'application' : `${selection.length} applications`}{' '}
          selected in Drafts to one encrypted file, to move them to another laptop. Only the
          passphrase opens it.{' '}
          <button type="button" className="link-button" onClick={() => setExportSelection(null)}>
            Export every application instead
          </button>
        </p>
      )}
      <form
        onSubmit={target.submit('export', path, (chosen) =>
          start.mutate({
            filePath: chosen,
            ...(isOwn ? { passphrase: ownPassphrase } : {}),
            ...(selection !== null ? { draftIds: [...selection] } : {}),
          }),
        )}
      >
        <SavePathField
          target={target}
          id="export-path"
          label="Export file (full path)"
          value={path}
          onChange={setFilePath}
        />
        <p className="field inline">
          <input
            id="own-passphrase-choice"
            type="checkbox"
            checked={isOwn}
            onChange={(event) => setIsOwn(event.target.checked)}
          />
          <label htmlFor="own-passphrase-choice">Use my own passphrase</label>
        </p>
        {isOwn && (
          <p className="field">
            <label htmlFor="own-passphrase">Your passphrase</label>
            <input
              id="own-passphrase"
              type="password"
              value={ownPassphrase}
              autoComplete="new-password"
              aria-describedby="own-passphrase-hint"
              aria-invalid={isWeak ? true : undefined}
              onChange={(event) => setOwnPassphrase(event.target.value)}
            />
            <span id="own-passphrase-hint" className="hint">
              At least 16 characters with some variety, e.g. four or five unrelated words.
            </span>
          </p>
        )}
        <button
          type="submit"
          disabled={isRunning || start.isPending || (!target.isDialog && path === '')}
        >
          {target.isDialog ? 'Export…' : 'Export'}
        </button>
      </form>
      {jobId !== undefined && (
        <div aria-live="polite">
          <p>
            <label htmlFor="export-progress">Export progress</label>{' '}
            <progress
              id="export-progress"
              max={Math.max(1, answer?.outcome === 'started' ? answer.total : 1)}
              value={progress?.done ?? 0}
            />{' '}
            {progress?.state === 'done'
              ? exportDoneWords(progress.done, progress.total, progress.leftOut ?? 0) +
                documentsLeftOutWords(progress.documentsLeftOut ?? 0, 'export')
              : `${progress?.done ?? 0} of ${answer?.outcome === 'started' ? answer.total : 0}`}
          </p>
          {isRunning && (
            <button type="button" onClick={() => cancel.mutate(jobId)}>
              Cancel export
            </button>
          )}
        </div>
      )}
      {answer?.outcome === 'started' && answer.generatedPassphrase !== undefined && (
        <div className="notice" role="status">
          <p>
            <strong>Write this passphrase down now.</strong> It is shown only once and is not kept
            anywhere; without it the file cannot be opened.
          </p>
          <p>
            <label htmlFor="generated-passphrase">Passphrase for this export</label>{' '}
            <input
              id="generated-passphrase"
              readOnly
              className="path"
              size={40}
              value={answer.generatedPassphrase}
              onFocus={(event) => event.target.select()}
            />
          </p>
        </div>
      )}
      {problem !== undefined && (
        <p role="alert" className="error-notice">
          {transferProblemWords[problem]}
        </p>
      )}
      {start.error && <ErrorNotice error={appErrorOf(start.error)} />}
      {target.chooseProblem}
    </section>
  );
}
