// Words for the data folder's condition at this start: files set aside because they were damaged
// (each named by what it held, and how much of it) and a read-only data folder. Core answers codes
// and details (decisions 36); the reason it wrote stays in the quarantine folder, for support.
// The headings and footers are catalogue messages (storage.*) the banner shows (decisions 91).
import type { IntlShape } from '../i18n/format';
import type { ReadOnlyFolder, SetAsideFile } from '../../shared/ipc/app-info-schema';
import type { MessageId } from '../i18n/message-ids';
import { diskWords } from './errors';

const fileIds: Record<SetAsideFile['what'], MessageId> = {
  settings: 'storage.file.settings',
  environments: 'storage.file.environments',
  outbox: 'storage.file.outbox',
  status: 'storage.file.status',
  audit: 'storage.file.audit',
  'draft-index': 'storage.file.draftIndex',
  other: 'storage.file.other',
};

/** One line per set-aside file: what it means for the agent, then how much of it was unusable. */
export function setAsideLine(intl: IntlShape, file: SetAsideFile): string {
  const what = intl.formatMessage({ id: fileIds[file.what] });
  return file.count === undefined
    ? intl.formatMessage({ id: 'storage.setAsideLine.unreadable' }, { what })
    : intl.formatMessage({ id: 'storage.setAsideLine.counted' }, { what, count: file.count });
}

/** Why, from the folder and the system's code: "/data is on a read-only disk (EROFS)." */
export function readOnlyReason(intl: IntlShape, folder: ReadOnlyFolder): string {
  return diskWords(intl, folder.path, folder.osCode);
}
