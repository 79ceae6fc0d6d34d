// The words for what a status check found (decisions 53): "Checked 2:33 PM, no changes", or what
// changed, named by the application ("Checked 2:33 PM: Corner Bakery LLC now Approved."). Not the
// toast's sentence ("... is now Approved."): the line and the toast are read side by side.
// "No changes" only when every due merchant was asked about; a check that stopped early says how
// far it got and why ("Stopped after 1 of 50: the service had a problem. Try again later.").
// In the agent's language (decisions 91): each sentence is one message with its counts.
import type { ErrorCode } from '../../shared/result';
import type { StatusCheck } from '../../shared/status/status-schema';
import { formatClock, type IntlShape } from '../i18n/format';
import { numberedMerchantWords, statusWords } from './status';

/** Changes named one by one at most; the rest are counted. */
const namedAtMost = 3;

export function statusCheckWords(intl: IntlShape, check: StatusCheck): string {
  const time = formatClock(intl, check.checkedAt);
  const parts: string[] = [];
  const changes = check.changes.filter((change) => change.status !== null);
  const isComplete = check.checked >= check.due && check.stopped === undefined;
  if (changes.length > 0) {
    const named = changes.slice(0, namedAtMost).map((change) =>
      intl.formatMessage(
        { id: 'status.check.change' },
        {
          name: change.name || numberedMerchantWords(intl, change.merchantId),
          status: statusWords(intl, change.status),
        },
      ),
    );
    parts.push(
      intl.formatMessage(
        { id: 'status.check.changed' },
        { time, changes: named.join('; '), more: changes.length - named.length },
      ),
    );
  } else
    parts.push(
      intl.formatMessage(
        { id: 'status.check.checked' },
        { time, isComplete: isComplete ? 'yes' : 'no' },
      ),
    );
  const retryAt = check.retryAt === undefined ? undefined : formatClock(intl, check.retryAt);
  if (check.stopped !== undefined) {
    const reason =
      check.stopped.code === 'RATE_LIMITED' && retryAt !== undefined
        ? 'wait'
        : stoppedReason(check.stopped.code);
    parts.push(
      intl.formatMessage(
        { id: 'status.check.stopped' },
        {
          asked: check.checked + check.failures.length,
          due: check.due,
          reason,
          time: retryAt ?? '',
        },
      ),
    );
  } else if (retryAt !== undefined)
    parts.push(intl.formatMessage({ id: 'status.check.wait' }, { time: retryAt }));
  else if (check.failures.length > 0)
    parts.push(
      intl.formatMessage(
        { id: 'status.check.failures' },
        { failed: check.failures.length, due: check.due },
      ),
    );
  return parts.join(' ');
}

function stoppedReason(
  code: ErrorCode,
): 'unreachable' | 'rateLimited' | 'changed' | 'signIn' | 'other' {
  switch (code) {
    case 'OFFLINE':
    case 'TIMEOUT':
      return 'unreachable';
    case 'RATE_LIMITED':
      return 'rateLimited';
    case 'INVALID_STATE':
      return 'changed';
    default:
      return code.startsWith('AUTH_') ? 'signIn' : 'other';
  }
}
