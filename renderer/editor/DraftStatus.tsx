// Where the application stands, above the form: why it is read-only (queued, being sent, submitted,
// waiting for a check with the service) or what the service said when it refused it. In the
// agent's language (decisions 91); days and times by format.ts.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Draft } from '../../shared/drafts/draft-schema';
import { formatClock, formatDay, formatDayOfYear, type IntlShape } from '../i18n/format';
import { describeError } from '../words/errors';
import { lifecycleKey } from '../words/lifecycle';
import { needsAttentionWords } from '../words/outbox';
import { statusWords } from '../words/status';

/** The day (with its year when it is not this year's) and the time, for "Submitted on …". */
function when(intl: IntlShape, at: string): { day: string; time: string } {
  const isThisYear = new Date(at).getFullYear() === new Date().getFullYear();
  return {
    day: isThisYear ? formatDay(intl, at) : formatDayOfYear(intl, at),
    time: formatClock(intl, at),
  };
}

export function DraftStatus({ draft }: { draft: Draft }) {
  const intl = useIntl();
  switch (draft.lifecycle) {
    case 'queued':
      return (
        <p className="draft-status is-info" role="status">
          <FormattedMessage id="editorFrame.status.queued" />
        </p>
      );
    case 'sending':
      return (
        <p className="draft-status is-info" role="status">
          <FormattedMessage id="editorFrame.status.sending" />
        </p>
      );
    case 'needs-attention':
      return (
        <p className="draft-status is-warning" role="status">
          <FormattedMessage
            id="editorFrame.status.needsAttention"
            values={{ reason: needsAttentionWords(intl, draft.needsAttention) }}
          />
        </p>
      );
    case 'submitted': {
      const submission = draft.submission;
      const merchantId = <span translate="no">{submission?.merchantId}</span>;
      return (
        <p className="draft-status is-success" role="status">
          {submission === undefined ? (
            <FormattedMessage id="editorFrame.status.submitted" />
          ) : submission.status ? (
            <FormattedMessage
              id="editorFrame.status.submittedWithStatus"
              values={{
                ...when(intl, submission.submittedAt),
                merchantId,
                status: statusWords(intl, submission.status),
              }}
            />
          ) : (
            <FormattedMessage
              id="editorFrame.status.submittedAs"
              values={{ ...when(intl, submission.submittedAt), merchantId }}
            />
          )}
        </p>
      );
    }
    case 'rejected': {
      // The words come from the code and status (decisions 36); the service's own explanation is
      // its text, kept on the encrypted draft, and shown as the service's (in its language).
      const words = describeError(intl, {
        code: 'SERVER_REJECTED',
        message: '',
        ...(draft.rejection?.status !== undefined && { status: draft.rejection.status }),
      });
      const serviceSaid = draft.rejection?.message.trim() ?? '';
      const message = <span translate="no">{serviceSaid}</span>;
      return (
        <div className="draft-status is-error" role="alert">
          <p>
            <strong>{words.title}.</strong> {words.detail ?? words.action}
          </p>
          {serviceSaid !== '' && (
            <p>
              {words.status !== undefined ? (
                <FormattedMessage
                  id="editorFrame.status.serviceSaidWithStatus"
                  values={{ message, status: words.status }}
                />
              ) : (
                <FormattedMessage id="editorFrame.status.serviceSaid" values={{ message }} />
              )}
            </p>
          )}
        </div>
      );
    }
    default: {
      // Imported from another laptop where it was on its way (decisions 42): it arrived Ready, and
      // the agent must know it may already be at the service before sending it from here.
      const imported = draft.imported;
      if (!imported?.mayHaveBeenSent) return null;
      return (
        <p className="draft-status is-warning" role="status">
          <FormattedMessage
            id="editorFrame.status.imported"
            values={{ ...when(intl, imported.at), state: lifecycleKey(imported.fromLifecycle) }}
          />
        </p>
      );
    }
  }
}
