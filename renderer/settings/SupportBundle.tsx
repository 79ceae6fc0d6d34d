// Settings, Support bundle: one file the agent chooses to write and send to support, with
// versions, counts, settings and the logs, every value that could be personal or secret masked
// (decisions 44). Nothing is sent by the app.
import { useState } from 'react';
import { appErrorOf } from '../data/unwrap';
import { useWriteSupportBundle } from '../data/use-support';
import { useTransferDefaults } from '../data/use-transfer';
import { ErrorNotice } from '../ui/ErrorNotice';
import { SavePathField, useSaveTarget } from '../ui/save-target';
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
  return (
    <section aria-labelledby="support-heading">
      <h2 id="support-heading">Support bundle</h2>
      <p>
        Writes one file for support: app versions, counts, settings and recent logs. Numbers, names,
        e-mail addresses and sign-in secrets are masked. Nothing is sent; you choose whether to send
        the file.
      </p>
      <form onSubmit={target.submit('support', value, (chosen) => write.mutate(chosen))}>
        <SavePathField
          target={target}
          id="support-path"
          label="Support bundle file (full path)"
          value={value}
          onChange={setFilePath}
        />
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
      {target.chooseProblem}
    </section>
  );
}
