// Words for the data folder's condition at this start: files set aside because they were damaged
// (each named by what it held, with core's reason) and a read-only data folder.
import type { SetAsideFile } from '../../shared/ipc/app-info-schema';

const fileWords: Record<SetAsideFile['what'], string> = {
  settings: 'Your settings were reset to the defaults',
  environments: 'Some environments were not loaded',
  outbox: 'The outbox queue was started afresh (applications keep their state in their drafts)',
  status: 'The status history was started afresh (statuses are fetched again)',
  audit: 'The submission log was started afresh',
  'draft-index': 'The list of applications was rebuilt from the applications themselves',
  other: 'A file could not be read',
};

/** One line per set-aside file: what it means for the agent, then core's reason. */
export function setAsideLine(file: SetAsideFile): string {
  const reason = file.reason.replace(/\.$/, '');
  return `${fileWords[file.what]} (${reason}).`;
}

export const setAsideHeading = 'Some files could not be read and were set aside.';
export const setAsideFooter =
  'Boarding Desk started with everything it could read. The damaged files are kept, not deleted, in the quarantine folders of the data folder (Settings shows where) for support.';

export const readOnlyHeading = 'The data folder is read-only: nothing can be saved or sent.';
/** Core's reason as a sentence: "/data is on a read-only disk (EROFS)." */
export function readOnlyReason(reason: string): string {
  const text = reason.charAt(0).toUpperCase() + reason.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export const readOnlyFooter =
  'You can still read every application. Make the folder writable and restart Boarding Desk to work as usual.';
