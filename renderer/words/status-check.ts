// The words for what a status check found (decisions 53): "Checked 2:33 PM, no changes", or what
// changed, named by the application ("Checked 2:33 PM: Corner Bakery LLC now Approved."). Not the
// toast's sentence ("... is now Approved."): the line and the toast are read side by side.
import type { StatusCheck } from '../../shared/status/status-schema';
import { statusWords } from './status';
import { clockTime } from './time';

/** Changes named one by one at most; the rest are counted. */
const namedAtMost = 3;

export function statusCheckWords(check: StatusCheck): string {
  const at = `Checked ${clockTime(check.checkedAt)}`;
  const parts: string[] = [];
  const changes = check.changes.filter((change) => change.status !== null);
  if (changes.length === 0) parts.push(`${at}, no changes.`);
  else {
    const named = changes
      .slice(0, namedAtMost)
      .map(
        (change) =>
          `${change.name || `Merchant ${change.merchantId}`} now ${statusWords(change.status)}`,
      );
    const more = changes.length - named.length;
    parts.push(`${at}: ${named.join('; ')}${more > 0 ? `; and ${more} more changed` : ''}.`);
  }
  if (check.retryAt !== undefined)
    parts.push(
      `The service asked to wait: statuses are checked again after ${clockTime(check.retryAt)}.`,
    );
  else if (check.failures.length > 0)
    parts.push(
      check.failures.length === 1
        ? '1 merchant could not be checked.'
        : `${check.failures.length} merchants could not be checked.`,
    );
  return parts.join(' ');
}
