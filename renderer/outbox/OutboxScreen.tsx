// The outbox: every queued application with its state in plain words, overall progress, retry
// and cancel; a rejection shows the service's field errors and a Fix button that opens the
// application with those errors on its inputs.
import { Link, useLocation } from 'wouter';
import type { OutboxItem } from '../../shared/outbox/outbox-schema';
import { routes } from '../ui/routes';
import { useToast } from '../ui/toasts';
import { appErrorOf } from '../data/unwrap';
import { useDraft } from '../data/use-draft';
import { useDraftSummaries } from '../data/use-drafts';
import { useOutbox, useOutboxAction } from '../data/use-outbox';
import { useIsOnline } from '../data/use-online';
import { useEnvironments } from '../data/use-session';
import { displayName } from '../words/names';
import { fieldName } from '../words/fields';
import { describeError, errorSentence } from '../words/errors';
import { ErrorNotice } from '../ui/ErrorNotice';
import { useNow } from '../ui/use-now';
import { isPending, itemWords, pausedWords } from '../words/outbox';

function ServiceErrors({ draftId }: { draftId: string }) {
  const [, navigate] = useLocation();
  const draft = useDraft(draftId);
  const errors = draft.data?.serverErrors ?? [];
  const rejection = draft.data?.rejection;
  // Words for the refusal's status (a 413 says what to shorten); the field errors follow.
  const rejectionDetail = rejection
    ? describeError({ code: 'SERVER_REJECTED', message: '', status: rejection.status }).detail
    : undefined;
  // The service's own explanation, kept on the encrypted draft: shown as the service's words.
  const serviceSaid = rejection?.message.trim() ?? '';
  if (draft.error) return <ErrorNotice error={appErrorOf(draft.error)} isAlert={false} />;
  return (
    <div className="service-errors">
      {rejectionDetail !== undefined && <p>{rejectionDetail}</p>}
      {serviceSaid !== '' && <p>The service said: {serviceSaid}</p>}
      {errors.length > 0 && (
        <ul aria-label="Problems the service found">
          {errors.map((error) => (
            <li key={error.field}>
              <strong>{fieldName(error.field)}</strong>: {error.message}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="primary small"
        onClick={() => navigate(routes.draft(draftId, errors[0]?.field))}
      >
        Fix
      </button>
    </div>
  );
}

export function OutboxScreen() {
  const outbox = useOutbox();
  const summaries = useDraftSummaries(false).data;
  const environments = useEnvironments().data;
  const action = useOutboxAction();
  const isOnline = useIsOnline();
  const notify = useToast();
  useNow(15_000); // "retrying at" and waits move on without an event
  const state = outbox.data;
  const names = new Map(summaries?.map((summary) => [summary.id, displayName(summary)]));
  const environmentName = (id: string) =>
    environments?.environments.find((environment) => environment.id === id)?.name ?? id;

  const run = (kind: 'cancel' | 'retry', item: OutboxItem) =>
    action.mutate(
      { action: kind, draftId: item.draftId },
      { onError: (error) => notify(errorSentence(appErrorOf(error)), 'problem') },
    );

  const items = state?.items ?? [];
  const finished = items.filter((item) => item.state === 'submitted').length;
  return (
    <section aria-labelledby="outbox-heading" className="screen">
      <h1 id="outbox-heading">Outbox</h1>
      {outbox.error && <ErrorNotice error={appErrorOf(outbox.error)} />}
      {state && (
        <div className="outbox-summary">
          <label htmlFor="outbox-progress">
            {items.length === 0
              ? 'Nothing queued.'
              : `${finished} of ${items.length} sent; ${state.totals.pending} waiting, ${state.totals.needsAttention + state.totals.rejected} need you`}
          </label>
          <progress id="outbox-progress" max={Math.max(1, items.length)} value={finished} />
          {state.paused && state.totals.pending > 0 && (
            <p className="muted">{pausedWords[state.paused.reason]}</p>
          )}
        </div>
      )}
      {items.length === 0 && state && (
        <p className="empty">
          Applications you queue appear here until they are sent. Queue one from{' '}
          <Link href={routes.drafts}>Drafts</Link>.
        </p>
      )}
      <ul className="outbox-items" aria-label="Queued applications">
        {items.map((item) => {
          const words = itemWords(
            item,
            { paused: state?.paused ?? null, isOnline },
            {
              selectedEnvironmentId: environments?.selectedId,
              environmentName,
            },
          );
          const name = names.get(item.draftId) ?? 'Application';
          return (
            <li key={item.draftId} className={`outbox-item tone-${words.tone}`}>
              <h2 className="item-name">
                <Link href={routes.draft(item.draftId)}>{name}</Link>
              </h2>
              <p className="item-state">
                <strong>{words.title}</strong>
                {words.detail && <span> {words.detail}</span>}
              </p>
              {item.state === 'rejected' && <ServiceErrors draftId={item.draftId} />}
              <p className="item-actions">
                {(item.state === 'needs-attention' || item.state === 'retry-wait') && (
                  <button type="button" className="small" onClick={() => run('retry', item)}>
                    Retry now<span className="visually-hidden"> {name}</span>
                  </button>
                )}
                {isPending(item) && item.state !== 'sending' && item.state !== 'checking' && (
                  <button type="button" className="small" onClick={() => run('cancel', item)}>
                    Cancel submission<span className="visually-hidden"> of {name}</span>
                  </button>
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
