// Words for the data folder's condition at this start: files set aside because they were damaged
// (each named by what it held, and how much of it) and a read-only data folder. Core answers codes
// and details (decisions 36); the reason it wrote stays in the quarantine folder, for support.
import type { ReadOnlyFolder, SetAsideFile } from '../../shared/ipc/app-info-schema';
import { diskWords } from './errors';

const fileWords: Record<SetAsideFile['what'], string> = {
  settings: 'Your settings were reset to the defaults',
  environments: 'Some environments were not loaded',
  outbox: 'The outbox queue was started afresh (applications keep their state in their drafts)',
  status: 'The status history was started afresh (statuses are fetched again)',
  audit: 'The submission log was started afresh',
  'draft-index': 'The list of applications was rebuilt from the applications themselves',
  other: 'A file could not be read',
};

/** One line per set-aside file: what it means for the agent, then how much of it was unusable. */
export function setAsideLine(file: SetAsideFile): string {
  const count = file.count;
  const how =
    count === undefined
      ? 'the file could not be read'
      : `${count === 1 ? '1 entry' : `${count} entries`} could not be read; the rest were kept`;
  return `${fileWords[file.what]} (${how}).`;
}

export const setAsideHeading = 'Some files could not be read and were set aside.';
export const setAsideFooter =
  'Boarding Desk started with everything it could read. The damaged files are kept, not deleted, in the quarantine folders of the data folder (Settings shows where) for support.';

export const readOnlyHeading = 'The data folder is read-only: nothing can be saved or sent.';
/** Why, from the folder and the system's code: "/data is on a read-only disk (EROFS)." */
export function readOnlyReason(folder: ReadOnlyFolder): string {
  return diskWords(folder.path, folder.osCode);
}

export const readOnlyFooter =
  'You can still read every application. Make the folder writable and restart Boarding Desk to work as usual.';
