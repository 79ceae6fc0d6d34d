// Settings, Support bundle: one file the agent chooses to write and send to support, with
// versions, counts, settings and the logs, every value that could be personal or secret masked
// (decisions 44). Nothing is sent by the app.
import { useState } from 'react';
import { appErrorOf } from '../data/unwrap';
import { useSaveTarget } from '../data/use-save-target';
import { useWriteSupportBundle } from '../data/use-support';
import { useTransferDefaults } from '../data/use-transfer';
import { ErrorNotice } from '../ui/ErrorNotice';
import { supportProblemWords } from '../words/support';

export function SupportBundle() {
  const write = useWriteSupportBundle();
  const exportPath = useTransferDefaults().data?.exportPath;
  const suggested = exportPath?.replace(
    /boarding-desk-export-(.*)\.age$/,
    'boarding-desk-support-$1.json',
  );
  const [filePath, setFilePath] = useState<string | null>(null);
  const value = filePath ?? suggested ?? '';
  const answer = write.data;
  // The system save dialog in the desktop app, the typed path in browser mode (decisions 77).
  const target = useSaveTarget();
  const [chooseError, setChooseError] = useState<unknown>(null);
  return (
    <section aria-labelledby="support-heading">
      <h2 id="support-heading">Support bundle</h2>
      <p>
        Writes one file for support: app versions, counts, settings and recent logs. Numbers, names,
        e-mail addresses and sign-in secrets are masked. Nothing is sent; you choose whether to send
        the file.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setChooseError(null);
          target
            .resolve('support', value)
            .then((chosen) => chosen !== null && write.mutate(chosen))
            .catch(setChooseError);
        }}
      >
        {!target.isDialog && (
          <p className="field">
            <label htmlFor="support-path">Support bundle file (full path)</label>
            <input
              id="support-path"
              value={value}
              spellCheck={false}
              autoComplete="off"
              onChange={(event) => setFilePath(event.target.value)}
            />
          </p>
        )}
        <button type="submit" disabled={write.isPending || (!target.isDialog && value === '')}>
          {target.isDialog ? 'Write support bundle…' : 'Write support bundle'}
        </button>
      </form>
      {answer?.outcome === 'written' && (
        <p role="status">
          Support bundle written to <code className="path">{answer.filePath}</code>.
        </p>
      )}
      {answer?.outcome === 'problem' && (
        <p role="alert" className="error-notice">
          {supportProblemWords[answer.problem]}
        </p>
      )}
      {write.error && <ErrorNotice error={appErrorOf(write.error)} />}
      {chooseError !== null && <ErrorNotice error={appErrorOf(chooseError)} />}
    </section>
  );
}
