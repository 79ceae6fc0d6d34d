// The words for what a status check found (decisions 53): "Checked 2:33 PM, no changes", or what
// changed, named by the application ("Checked 2:33 PM: Corner Bakery LLC now Approved."). Not the
// toast's sentence ("... is now Approved."): the line and the toast are read side by side.
// "No changes" only when every due merchant was asked about; a check that stopped early says how
// far it got and why ("Stopped after 1 of 50: the service had a problem. Try again later.").
import type { ErrorCode } from '../../shared/result';
import type { StatusCheck } from '../../shared/status/status-schema';
import { statusWords } from './status';
import { clockTime } from './time';

/** Changes named one by one at most; the rest are counted. */
const namedAtMost = 3;

export function statusCheckWords(check: StatusCheck): string {
  const at = `Checked ${clockTime(check.checkedAt)}`;
  const parts: string[] = [];
  const changes = check.changes.filter((change) => change.status !== null);
  const isComplete = check.checked >= check.due && check.stopped === undefined;
  if (changes.length > 0) {
    const named = changes
      .slice(0, namedAtMost)
      .map(
        (change) =>
          `${change.name || `Merchant ${change.merchantId}`} now ${statusWords(change.status)}`,
      );
    const more = changes.length - named.length;
    parts.push(`${at}: ${named.join('; ')}${more > 0 ? `; and ${more} more changed` : ''}.`);
  } else parts.push(isComplete ? `${at}, no changes.` : `${at}.`);
  const waitWords =
    check.retryAt === undefined
      ? undefined
      : `The service asked to wait: statuses are checked again after ${clockTime(check.retryAt)}.`;
  if (check.stopped !== undefined) {
    const asked = check.checked + check.failures.length;
    const why =
      check.stopped.code === 'RATE_LIMITED' && waitWords !== undefined
        ? waitWords
        : stoppedWords(check.stopped.code);
    parts.push(`Stopped after ${asked} of ${check.due}: ${lowerFirst(why)}`);
  } else if (waitWords !== undefined) parts.push(waitWords);
  else if (check.failures.length > 0)
    parts.push(
      check.failures.length === 1
        ? `1 of ${check.due} merchants could not be checked.`
        : `${check.failures.length} of ${check.due} merchants could not be checked.`,
    );
  return parts.join(' ');
}

function stoppedWords(code: ErrorCode): string {
  switch (code) {
    case 'OFFLINE':
    case 'TIMEOUT':
      return 'The service could not be reached. Try again later.';
    case 'RATE_LIMITED':
      return 'The service asked to wait. Try again later.';
    case 'INVALID_STATE':
      return 'The environment changed during the check. Try again.';
    default:
      return code.startsWith('AUTH_')
        ? 'Sign in again to check the rest.'
        : 'The service had a problem. Try again later.';
  }
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
