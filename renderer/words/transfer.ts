// Words for moving applications between laptops: each transfer problem code and each dry-run
// verdict (decisions 40-43), in the agent's language (decisions 91). Core answers the code; these
// are the sentences. The sentences that follow another on the same line come with their leading
// space, and as '' when there is nothing to say.
import type { ImportVerdict, TransferProblem } from '../../shared/transfer/transfer-schema';
import type { IntlShape } from '../i18n/format';
import type { MessageId } from '../i18n/message-ids';

export const transferProblemMessages: Record<TransferProblem, MessageId> = {
  'wrong-passphrase': 'transfer.problem.wrongPassphrase',
  damaged: 'transfer.problem.damaged',
  'not-an-export': 'transfer.problem.notAnExport',
  'too-new': 'transfer.problem.tooNew',
  'file-exists': 'transfer.problem.fileExists',
  'file-missing': 'transfer.problem.fileMissing',
  'not-readable': 'transfer.problem.notReadable',
  'not-writable': 'transfer.problem.notWritable',
  'disk-full': 'transfer.problem.diskFull',
  'weak-passphrase': 'transfer.problem.weakPassphrase',
  cancelled: 'transfer.problem.cancelled',
};

export const verdictMessages: Record<ImportVerdict, MessageId> = {
  new: 'transfer.verdict.new',
  'already-here': 'transfer.verdict.alreadyHere',
  conflicting: 'transfer.verdict.conflicting',
};

/**
 * The end of an export, told truthfully: an application deleted or unreadable while the export
 * ran is left out of the file, and the agent is told how many (decisions 40).
 */
export function exportDoneWords(
  intl: IntlShape,
  done: number,
  total: number,
  leftOut: number,
): string {
  return intl.formatMessage({ id: 'transfer.export.done' }, { done, total, leftOut });
}

/** Documents not carried (unreadable on this laptop, or not stored on import), told, not hidden. */
export function documentsLeftOutWords(
  intl: IntlShape,
  count: number,
  where: 'export' | 'import',
): string {
  if (count === 0) return '';
  const id =
    where === 'export' ? 'transfer.documentsLeftOut.export' : 'transfer.documentsLeftOut.import';
  return ` ${intl.formatMessage({ id }, { count })}`;
}

/** What became of the file's handled marks on import (decisions 64), told, not hidden. */
export function marksImportedWords(
  intl: IntlShape,
  marks: { taken: number } | { notKept: true } | undefined,
): string {
  if (marks === undefined) return '';
  if ('notKept' in marks) return ` ${intl.formatMessage({ id: 'transfer.import.marksNotKept' })}`;
  if (marks.taken === 0) return '';
  return ` ${intl.formatMessage({ id: 'transfer.import.marksTaken' }, { taken: marks.taken })}`;
}

/**
 * The import button, saying what it will bring: new applications, the handled marks the file
 * would set here (decisions 64), or both. A file of applications already here may still bring
 * marks, and then the button imports those.
 */
export function importButtonWords(intl: IntlShape, newCount: number, handled: number): string {
  return intl.formatMessage({ id: 'transfer.import.button' }, { newCount, handled });
}

/** The dry run's line on marks, or nothing when the file would set none here. */
export function handledDryRunWords(intl: IntlShape, handled: number): string {
  if (handled === 0) return '';
  return ` ${intl.formatMessage({ id: 'transfer.import.handledDryRun' }, { handled })}`;
}
