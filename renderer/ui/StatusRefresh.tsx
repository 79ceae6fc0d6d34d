// The line under Submitted's "Refresh all statuses" that says what the last refresh found
// (decisions 53): "Checked 2:33 PM, no changes", or which applications changed and to what.
// A live region, so a screen reader hears it when the refresh ends.
import { useLastStatusCheck } from '../data/use-status-check';
import { statusCheckWords } from '../words/status-check';

export function StatusRefresh() {
  const check = useLastStatusCheck();
  return (
    <p role="status" className="status-check muted" aria-label="Last status check">
      {check ? statusCheckWords(check) : ''}
    </p>
  );
}
