// An expected error in plain words (renderer/words/errors.ts, in the agent's language: decisions
// 91), with the reference id of an unexpected one in a read-only field the agent can select and copy for support (conventions 12).
import type { AppError } from '../../shared/result';
import { FormattedMessage, useIntl } from 'react-intl';
import { describeError } from '../words/errors';

export function ErrorNotice({ error, isAlert = true }: { error: AppError; isAlert?: boolean }) {
  const intl = useIntl();
  const words = describeError(intl, error);
  return (
    <div className="error-notice" role={isAlert ? 'alert' : undefined}>
      <p>
        <strong>{words.title}.</strong> {words.detail ?? words.action}
      </p>
      {words.detail !== undefined && <p>{words.action}</p>}
      {words.status !== undefined && (
        <p className="muted">
          <FormattedMessage id="errorNotice.serviceAnswer" values={{ status: words.status }} />
        </p>
      )}
      {words.referenceId !== undefined && (
        <p>
          <label>
            <FormattedMessage id="errorNotice.reference" />{' '}
            <input
              readOnly
              value={words.referenceId}
              size={38}
              onFocus={(e) => e.target.select()}
            />
          </label>
        </p>
      )}
    </div>
  );
}
