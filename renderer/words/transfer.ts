// Words for moving applications between laptops: each transfer problem code and each dry-run
// verdict (decisions 40-43). Core answers the code; these are the sentences.
import type { ImportVerdict, TransferProblem } from '../../shared/transfer/transfer-schema';

export const transferProblemWords: Record<TransferProblem, string> = {
  'wrong-passphrase': 'That passphrase does not open this file. Check it and try again.',
  damaged:
    'This file is damaged or incomplete (cut short or changed). Nothing was imported. Export it again on the other laptop.',
  'not-an-export': 'This is not a Boarding Desk export file. Nothing was imported.',
  'too-new':
    'This file was made by a newer version of Boarding Desk. Update the app here, then import it.',
  'file-exists':
    'A file with that name is already there. Choose another name; nothing was overwritten.',
  'file-missing': 'No such file, or it changed since it was checked. Check the path and try again.',
  'not-readable':
    'That is not a file that can be read here (a folder, or no permission to read it). Check the path and try again.',
  'not-writable': 'The export could not be written there. Choose a folder you can write to.',
  'disk-full':
    'That disk is full, so the export was not saved and nothing was left on it. Free some space or choose another disk.',
  'weak-passphrase':
    'That passphrase is too easy to guess. Use at least 16 characters with some variety, or let the app make one.',
  cancelled: 'The export was cancelled. No file was left behind.',
};

export const verdictWords: Record<ImportVerdict, string> = {
  new: 'New',
  'already-here': 'Already here',
  conflicting: 'Different here (kept as it is)',
};

function applications(count: number): string {
  return count === 1 ? '1 application' : `${count} applications`;
}

/**
 * The end of an export, told truthfully: an application deleted or unreadable while the export
 * ran is left out of the file, and the agent is told how many (decisions 40).
 */
export function exportDoneWords(done: number, total: number, leftOut: number): string {
  if (leftOut === 0) return `Done: ${applications(done)} exported.`;
  return `Done: ${done} of ${total} exported; ${applications(leftOut)} left out (deleted or unreadable on this laptop while the export ran).`;
}

function documents(count: number): string {
  return count === 1 ? '1 document' : `${count} documents`;
}

/** Documents not carried (unreadable on this laptop, or not stored on import), told, not hidden. */
export function documentsLeftOutWords(count: number, where: 'export' | 'import'): string {
  if (count === 0) return '';
  return where === 'export'
    ? ` ${documents(count)} could not be read here and ${count === 1 ? 'was' : 'were'} left out of the file.`
    : ` ${documents(count)} in the file could not be stored here; import the file again to add ${count === 1 ? 'it' : 'them'}.`;
}

function handledMarks(count: number): string {
  return count === 1 ? '1 handled mark' : `${count} handled marks`;
}

/** What became of the file's handled marks on import (decisions 64), told, not hidden. */
export function marksImportedWords(
  marks: { taken: number } | { notKept: true } | undefined,
): string {
  if (marks === undefined) return '';
  if ('notKept' in marks)
    return ' The handled marks could not be kept (the status history could not be written); import the file again to add them.';
  if (marks.taken === 0) return '';
  return ` ${handledMarks(marks.taken)} moved ${marks.taken === 1 ? 'its merchant' : 'their merchants'} out of Needs action.`;
}

/**
 * The import button, saying what it will bring: new applications, the handled marks the file
 * would set here (decisions 64), or both. A file of applications already here may still bring
 * marks, and then the button imports those.
 */
export function importButtonWords(newCount: number, handled: number): string {
  const applicationsWords = `${newCount} new ${newCount === 1 ? 'application' : 'applications'}`;
  if (handled === 0) return `Import ${applicationsWords}`;
  if (newCount === 0) return `Import ${handledMarks(handled)}`;
  return `Import ${applicationsWords} and ${handledMarks(handled)}`;
}

/** The dry run's line on marks, or nothing when the file would set none here. */
export function handledDryRunWords(handled: number): string {
  if (handled === 0) return '';
  return ` ${handledMarks(handled)} would move ${handled === 1 ? 'its merchant' : 'their merchants'} out of Needs action here.`;
}
