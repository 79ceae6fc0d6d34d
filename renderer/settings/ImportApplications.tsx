// Settings, Import: passphrase, then a dry run listing what is new, already here or different
// here, and only then the import (decisions 42). Nothing is written before the agent confirms.
// In the agent's language (decisions 91); the applications' names are data.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportPreview } from '../../shared/transfer/transfer-schema';
import { useImportChecked, usePreviewImport } from '../data/use-transfer';
import { TextField } from '../ui/TextField';
import { TransferNotices } from './TransferNotices';
import {
  documentsLeftOutWords,
  marksImportedWords,
  handledDryRunWords,
  importButtonWords,
  verdictMessages,
} from '../words/transfer';
import { SettingsSection } from './SettingsSection';

type Checked = Extract<ImportPreview, { outcome: 'preview' }>;

function DryRun({ preview }: { preview: Checked }) {
  const intl = useIntl();
  const { counts } = preview;
  return (
    <>
      <p>
        <FormattedMessage
          id="transfer.import.counts"
          values={{
            newCount: counts.new,
            alreadyHere: counts.alreadyHere,
            conflicting: counts.conflicting,
          }}
        />
        {handledDryRunWords(intl, counts.handled ?? 0)}
      </p>
      <table>
        <caption>
          <FormattedMessage id="transfer.import.fileHolds" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="transfer.import.column.application" />
            </th>
            <th scope="col">
              <FormattedMessage id="transfer.import.column.here" />
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.items.map((item) => (
            <tr key={item.id}>
              {item.legalName ? (
                <td translate="no">{item.legalName}</td>
              ) : (
                <td>
                  <FormattedMessage id="transfer.import.untitled" />
                </td>
              )}
              <td>
                <FormattedMessage id={verdictMessages[item.verdict]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function ImportApplications() {
  const intl = useIntl();
  const preview = usePreviewImport();
  const importChecked = useImportChecked();
  const [filePath, setFilePath] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const checked = preview.data?.outcome === 'preview' ? preview.data : undefined;
  const problem =
    preview.data?.outcome === 'problem'
      ? preview.data.problem
      : importChecked.data?.outcome === 'problem'
        ? importChecked.data.problem
        : undefined;
  const done = importChecked.data?.outcome === 'imported' ? importChecked.data : undefined;
  return (
    <SettingsSection id="import" heading={<FormattedMessage id="transfer.import.heading" />}>
      <p>
        <FormattedMessage id="transfer.import.intro" />
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          importChecked.reset();
          preview.mutate({ filePath, passphrase });
        }}
      >
        <TextField
          id="import-path"
          label={<FormattedMessage id="transfer.import.fileLabel" />}
          value={filePath}
          spellCheck={false}
          autoComplete="off"
          onChange={setFilePath}
        />
        <TextField
          id="import-passphrase"
          label={<FormattedMessage id="transfer.import.passphraseLabel" />}
          type="password"
          autoComplete="off"
          value={passphrase}
          onChange={setPassphrase}
        />
        <button type="submit" disabled={preview.isPending || filePath === '' || passphrase === ''}>
          <FormattedMessage id="transfer.import.check" />
        </button>
      </form>
      {preview.isPending && (
        <p role="status">
          <FormattedMessage id="transfer.import.checking" />
        </p>
      )}
      {checked && !done && (
        <>
          <DryRun preview={checked} />
          <button
            type="button"
            // Marks alone are worth an import: the applications may be here already (64).
            disabled={
              importChecked.isPending ||
              (checked.counts.new === 0 && (checked.counts.handled ?? 0) === 0)
            }
            onClick={() =>
              // The passphrase has done its work: it does not stay in the form.
              importChecked.mutate(checked.token, { onSettled: () => setPassphrase('') })
            }
          >
            {importButtonWords(intl, checked.counts.new, checked.counts.handled ?? 0)}
          </button>
        </>
      )}
      {done && (
        <p role="status">
          <FormattedMessage
            id="transfer.import.done"
            values={{ imported: done.imported, skipped: done.skipped }}
          />
          {documentsLeftOutWords(intl, done.documentsLeftOut ?? 0, 'import')}
          {marksImportedWords(intl, done.marks)}
        </p>
      )}
      <TransferNotices problem={problem} errors={[preview.error, importChecked.error]} />
    </SettingsSection>
  );
}
