// Where the application stands, above the form: why it is read-only (queued, being sent, submitted,
// waiting for a check with the service) or what the service said when it refused it.
import { useIntl } from 'react-intl';
import type { Draft } from '../../shared/drafts/draft-schema';
import { describeError } from '../words/errors';
import { lifecycleWords } from '../words/lifecycle';
import { needsAttentionWords } from '../words/outbox';
import { statusWords } from '../words/status';
import { dateTimeWords } from '../words/time';

export function DraftStatus({ draft }: { draft: Draft }) {
  const intl = useIntl();
  switch (draft.lifecycle) {
    case 'queued':
      return (
        <p className="draft-status is-info" role="status">
          Queued for submission: it is sent as soon as the service can be reached. The form is
          read-only until then; cancel the submission below to change something.
        </p>
      );
    case 'sending':
      return (
        <p className="draft-status is-info" role="status">
          Being sent to the service now. The form is read-only.
        </p>
      );
    case 'needs-attention':
      return (
        <p className="draft-status is-warning" role="status">
          Needs attention: {needsAttentionWords(intl, draft.needsAttention)} The form is read-only
          meanwhile, so it cannot be sent twice.
        </p>
      );
    case 'submitted': {
      const submission = draft.submission;
      return (
        <p className="draft-status is-success" role="status">
          Submitted
          {submission
            ? ` on ${dateTimeWords(submission.submittedAt)}, merchant ${submission.merchantId}${submission.status ? `, status ${statusWords(submission.status)}` : ''}`
            : ''}
          . A submitted application is read-only.
        </p>
      );
    }
    case 'rejected': {
      // The words come from the code and status (decisions 36); the service's own explanation is
      // its text, kept on the encrypted draft, and shown as the service's.
      const words = describeError(intl, {
        code: 'SERVER_REJECTED',
        message: '',
        ...(draft.rejection?.status !== undefined && { status: draft.rejection.status }),
      });
      const serviceSaid = draft.rejection?.message.trim() ?? '';
      return (
        <div className="draft-status is-error" role="alert">
          <p>
            <strong>{words.title}.</strong> {words.detail ?? words.action}
          </p>
          {serviceSaid !== '' && (
            <p>
              The service said: {serviceSaid}
              {words.status !== undefined ? ` (HTTP ${words.status})` : ''}
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
          Imported on {dateTimeWords(imported.at)} from another laptop, where it was{' '}
          {lifecycleWords[imported.fromLifecycle].toLowerCase()}: it may already have been sent from
          there. Check Submitted on that laptop first; sending it again from here keeps its
          reference, so the service does not board it twice.
        </p>
      );
    }
  }
}
