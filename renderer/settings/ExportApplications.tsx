// Settings, Export: every application, or those selected in Drafts, to one encrypted file, with
// a progress bar and Cancel. The passphrase the app makes is shown once, here, and kept nowhere
// (decisions 41); the agent may type their own instead. The file is named by a path (decisions 43).
// In the agent's language (decisions 91).
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isStrongPassphrase } from '../../shared/transfer/passphrase-rule';
import {
  useCancelExport,
  useStartExport,
  useTransferDefaults,
  useTransferProgress,
} from '../data/use-transfer';
import { TextField } from '../ui/TextField';
import { TransferNotices } from './TransferNotices';
import { SavePathField, useSaveTarget } from '../ui/save-target';
import { setExportSelection, useExportSelection } from '../ui/export-selection';
import { documentsLeftOutWords, exportDoneWords } from '../words/transfer';
import { SettingsSection } from './SettingsSection';

/** The catalogue's <b> tag: the notice's lead words. */
const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

export function ExportApplications() {
  const intl = useIntl();
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
    <SettingsSection id="export" heading={<FormattedMessage id="transfer.export.heading" />}>
      {selection === null ? (
        <p>
          <FormattedMessage id="transfer.export.every" />
        </p>
      ) : (
        <p>
          <FormattedMessage id="transfer.export.selected" values={{ count: selection.length }} />{' '}
          <button type="button" className="link-button" onClick={() => setExportSelection(null)}>
            <FormattedMessage id="transfer.export.everyInstead" />
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
          label={intl.formatMessage({ id: 'transfer.export.fileLabel' })}
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
          <label htmlFor="own-passphrase-choice">
            <FormattedMessage id="transfer.export.ownChoice" />
          </label>
        </p>
        {isOwn && (
          <TextField
            id="own-passphrase"
            label={<FormattedMessage id="transfer.export.ownLabel" />}
            type="password"
            value={ownPassphrase}
            autoComplete="new-password"
            aria-describedby="own-passphrase-hint"
            aria-invalid={isWeak ? true : undefined}
            onChange={setOwnPassphrase}
            after={
              <span id="own-passphrase-hint" className="hint">
                <FormattedMessage id="transfer.export.ownHint" />
              </span>
            }
          />
        )}
        <button type="submit" disabled={isRunning || start.isPending || target.lacksPath(path)}>
          <FormattedMessage
            id="transfer.export.submit"
            values={{ isDialog: target.isDialog ? 'yes' : 'no' }}
          />
        </button>
      </form>
      {jobId !== undefined && (
        <div aria-live="polite">
          <p>
            <label htmlFor="export-progress">
              <FormattedMessage id="transfer.export.progressLabel" />
            </label>{' '}
            <progress
              id="export-progress"
              max={Math.max(1, answer?.outcome === 'started' ? answer.total : 1)}
              value={progress?.done ?? 0}
            />{' '}
            {progress?.state === 'done'
              ? exportDoneWords(intl, progress.done, progress.total, progress.leftOut ?? 0) +
                documentsLeftOutWords(intl, progress.documentsLeftOut ?? 0, 'export')
              : intl.formatMessage(
                  { id: 'transfer.export.progress' },
                  {
                    done: progress?.done ?? 0,
                    total: answer?.outcome === 'started' ? answer.total : 0,
                  },
                )}
          </p>
          {isRunning && (
            <button type="button" onClick={() => cancel.mutate(jobId)}>
              <FormattedMessage id="transfer.export.cancel" />
            </button>
          )}
        </div>
      )}
      {answer?.outcome === 'started' && answer.generatedPassphrase !== undefined && (
        <div className="notice" role="status">
          <p>
            <FormattedMessage id="transfer.export.writeDown" values={{ b: bold }} />
          </p>
          <p>
            <label htmlFor="generated-passphrase">
              <FormattedMessage id="transfer.export.generatedLabel" />
            </label>{' '}
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
      <TransferNotices problem={problem} errors={[start.error]} />
      {target.chooseProblem}
    </SettingsSection>
  );
}
