// The line under Submitted's "Refresh all statuses" that says what the last refresh found
// (decisions 53): "Checked 2:33 PM, no changes", or which applications changed and to what.
// A live region, so a screen reader hears it when the refresh ends. In the agent's language.
import { useIntl } from 'react-intl';
import { useLastStatusCheck } from '../data/use-status-check';
import { statusCheckWords } from '../words/status-check';

export function StatusRefresh() {
  const intl = useIntl();
  const check = useLastStatusCheck();
  return (
    <p
      role="status"
      className="status-check muted"
      aria-label={intl.formatMessage({ id: 'submitted.statusCheckLabel' })}
    >
      {check ? statusCheckWords(intl, check) : ''}
    </p>
  );
}
