// Settings, Import: passphrase, then a dry run listing what is new, already here or different
// here, and only then the import (decisions 42). Nothing is written before the agent confirms.
import { useState } from 'react';
import type { ImportPreview } from '../../shared/transfer/transfer-schema';
import { appErrorOf } from '../data/unwrap';
import { useImportChecked, usePreviewImport } from '../data/use-transfer';
import { ErrorNotice } from '../ui/ErrorNotice';
import {
  documentsLeftOutWords,
  marksImportedWords,
  handledDryRunWords,
  importButtonWords,
  transferProblemWords,
  verdictWords,
} from '../words/transfer';

type Checked = Extract<ImportPreview, { outcome: 'preview' }>;

function DryRun({ preview }: { preview: Checked }) {
  const { counts } = preview;
  return (
    <>
      <p>
        {counts.new} new, {counts.alreadyHere} already here, {counts.conflicting} different here
        (those are kept as they are here).{handledDryRunWords(counts.handled ?? 0)}
      </p>
      <table>
        <caption>What the file holds</caption>
        <thead>
          <tr>
            <th scope="col">Application</th>
            <th scope="col">On this laptop</th>
          </tr>
        </thead>
        <tbody>
          {preview.items.map((item) => (
            <tr key={item.id}>
              <td>{item.legalName || 'Untitled application'}</td>
              <td>{verdictWords[item.verdict]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function ImportApplications() {
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
    <section aria-labelledby="import-heading">
      <h2 id="import-heading">Import applications</h2>
      <p>
        Adds the applications of an export file from another laptop. Applications that were waiting
        to be sent arrive Ready with a note, since the other laptop may have sent them.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          importChecked.reset();
          preview.mutate({ filePath, passphrase });
        }}
      >
        <p className="field">
          <label htmlFor="import-path">File to import (full path)</label>
          <input
            id="import-path"
            value={filePath}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setFilePath(event.target.value)}
          />
        </p>
        <p className="field">
          <label htmlFor="import-passphrase">Passphrase of the file</label>
          <input
            id="import-passphrase"
            type="password"
            autoComplete="off"
            value={passphrase}
            onChange={(event) => setPassphrase(event.target.value)}
          />
        </p>
        <button type="submit" disabled={preview.isPending || filePath === '' || passphrase === ''}>
          Check file
        </button>
      </form>
      {preview.isPending && <p role="status">Checking the whole file…</p>}
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
            {importButtonWords(checked.counts.new, checked.counts.handled ?? 0)}
          </button>
        </>
      )}
      {done && (
        <p role="status">
          Imported {done.imported} applications; {done.skipped} were already here or different here
          and were left as they are.{documentsLeftOutWords(done.documentsLeftOut ?? 0, 'import')}
          {marksImportedWords(done.marks)}
        </p>
      )}
      {problem !== undefined && (
        <p role="alert" className="error-notice">
          {transferProblemWords[problem]}
        </p>
      )}
      {preview.error && <ErrorNotice error={appErrorOf(preview.error)} />}
      {importChecked.error && <ErrorNotice error={appErrorOf(importChecked.error)} />}
    </section>
  );
}
