// Why an application that could otherwise be edited opens read-only: the data folder cannot be
// written (decisions 27), so every save would fail. Said above the form, with the folder and the
// system's code in words, in the agent's language (decisions 91).
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReadOnlyFolder } from '../../shared/ipc/app-info-schema';
import { readOnlyReason } from '../words/storage';

export function ReadOnlyFolderNote({ reason }: { reason: ReadOnlyFolder }) {
  const intl = useIntl();
  return (
    <p className="editor-read-only-folder">
      <FormattedMessage
        id="editorFrame.frame.readOnlyFolder"
        values={{ reason: readOnlyReason(intl, reason) }}
      />
    </p>
  );
}
