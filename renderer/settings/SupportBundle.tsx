// Settings, Support bundle: one file the agent chooses to write and send to support, with
// versions, counts, settings and the logs, every value that could be personal or secret masked
// (decisions 44). Nothing is sent by the app. In the agent's language (decisions 91).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appErrorOf } from '../data/unwrap';
import { useWriteSupportBundle } from '../data/use-support';
import { useTransferDefaults } from '../data/use-transfer';
import { ErrorNotice } from '../ui/ErrorNotice';
import { SavePathField, useSaveTarget } from '../ui/save-target';
import { supportProblemMessages } from '../words/support';
import { SettingsSection } from './SettingsSection';

export function SupportBundle() {
  const intl = useIntl();
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
    <SettingsSection id="support" heading={<FormattedMessage id="support.heading" />}>
      <p>
        <FormattedMessage id="support.intro" />
      </p>
      <form onSubmit={target.submit('support', value, (chosen) => write.mutate(chosen))}>
        <SavePathField
          target={target}
          id="support-path"
          label={intl.formatMessage({ id: 'support.fileLabel' })}
          value={value}
          onChange={setFilePath}
        />
        <button type="submit" disabled={write.isPending || target.lacksPath(value)}>
          <FormattedMessage
            id="support.write"
            values={{ isDialog: target.isDialog ? 'yes' : 'no' }}
          />
        </button>
      </form>
      {answer?.outcome === 'written' && (
        <p role="status">
          <FormattedMessage
            id="support.written"
            values={{ path: <code className="path">{answer.filePath}</code> }}
          />
        </p>
      )}
      {answer?.outcome === 'problem' && (
        <p role="alert" className="error-notice">
          <FormattedMessage id={supportProblemMessages[answer.problem]} />
        </p>
      )}
      {write.error && <ErrorNotice error={appErrorOf(write.error)} />}
      {target.chooseProblem}
    </SettingsSection>
  );
}
