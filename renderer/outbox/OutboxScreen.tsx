// The outbox: what needs the agent first, then what waits to be sent, then today's sent items
// folded into "Sent today (N)" (older ones are in Submitted), each naming its environment; every
// state in plain words, retry and cancel; a rejection shows the service's field errors and a Fix button that opens the
// application with those errors on its inputs. In the agent's language (decisions 91); names are
// data, marked translate="no".
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { OutboxItem } from '../../shared/outbox/outbox-schema';
import type { MessageId } from '../i18n/message-ids';
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
import { isPending, itemWords, outboxSummaryWords, pausedWords } from '../words/outbox';
import { useEnvironmentNames } from '../ui/use-environment-names';
import { groupOutbox } from './outbox-order';

/**
 * One group of the outbox: its heading with the count and its named list; nothing while empty.
 * Today's sent items are folded (a `details` whose summary is the heading).
 */
function OutboxGroup({
  items,
  renderItem,
  headingId,
  listLabelId,
  isFolded = false,
}: {
  items: OutboxItem[];
  renderItem: (item: OutboxItem) => ReactNode;
  headingId: MessageId;
  listLabelId: MessageId;
  isFolded?: boolean;
}) {
  const intl = useIntl();
  if (items.length === 0) return null;
  const heading = (
    <h2 className="group-heading">
      <FormattedMessage id={headingId} values={{ count: items.length }} />
    </h2>
  );
  const list = (
    <ul className="item-list" aria-label={intl.formatMessage({ id: listLabelId })}>
      {items.map(renderItem)}
    </ul>
  );
  if (!isFolded)
    return (
      <>
        {heading}
        {list}
      </>
    );
  return (
    <details className="sent-today">
      <summary>{heading}</summary>
      {list}
    </details>
  );
}

function ServiceErrors({ draftId }: { draftId: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const draft = useDraft(draftId);
  const errors = draft.data?.serverErrors ?? [];
  const rejection = draft.data?.rejection;
  // Words for the refusal's status (a 413 says what to shorten); the field errors follow.
  const rejectionDetail = rejection
    ? describeError(intl, { code: 'SERVER_REJECTED', message: '', status: rejection.status }).detail
    : undefined;
  // The service's own explanation, kept on the encrypted draft: shown as the service's words.
  const serviceSaid = rejection?.message.trim() ?? '';
  if (draft.error) return <ErrorNotice error={appErrorOf(draft.error)} isAlert={false} />;
  return (
    <div className="service-errors">
      {rejectionDetail !== undefined && <p>{rejectionDetail}</p>}
      {serviceSaid !== '' && (
        <p>
          <FormattedMessage
            id="outbox.serviceSaid"
            values={{ message: <span translate="no">{serviceSaid}</span> }}
          />
        </p>
      )}
      {errors.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'outbox.problemsFound' })}>
          {errors.map((error) => (
            <li key={error.field}>
              <strong>{fieldName(intl, error.field)}</strong>: {error.message}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="primary small"
        onClick={() => navigate(routes.draft(draftId, errors[0]?.field))}
      >
        <FormattedMessage id="outbox.fix" />
      </button>
    </div>
  );
}

/** The catalogue's <hidden> tag: words for a screen reader only (the item's name on a button). */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

export function OutboxScreen() {
  const intl = useIntl();
  const outbox = useOutbox();
  const summaries = useDraftSummaries(false).data;
  const environments = useEnvironments().data;
  const action = useOutboxAction();
  const isOnline = useIsOnline();
  const notify = useToast();
  const now = useNow(15_000); // "retrying at", waits and "today" move on without an event
  const { nameOf, isPractice } = useEnvironmentNames();
  const state = outbox.data;
  const names = new Map(summaries?.map((summary) => [summary.id, displayName(intl, summary)]));

  // A failure names the application it was about (an agent may have several in the outbox).
  const run = (kind: 'cancel' | 'retry', item: OutboxItem) =>
    action.mutate(
      { action: kind, draftId: item.draftId },
      {
        onError: (error) =>
          notify(
            `${names.get(item.draftId) ?? 'Application'}: ${errorSentence(intl, appErrorOf(error))}`,
            'problem',
          ),
      },
    );

  const items = state?.items ?? [];
  const { needsYou, waiting, sentToday } = groupOutbox(items, now);
  const shown = needsYou.length + waiting.length + sentToday.length;
  const renderItem = (item: OutboxItem) => {
    const words = itemWords(
      intl,
      item,
      { paused: state?.paused ?? null, isOnline },
      { selectedEnvironmentId: environments?.selectedId, environmentName: nameOf },
    );
    const name = names.get(item.draftId) ?? intl.formatMessage({ id: 'outbox.untitled' });
    return (
      <li key={item.draftId} className={`item-card tone-${words.tone}`}>
        <h3 className="item-name">
          <Link href={routes.draft(item.draftId)} translate="no">
            {name}
          </Link>
        </h3>
        <p className="item-state">
          <strong>{words.title}</strong>
          {words.detail && <span> {words.detail}</span>}
        </p>
        {item.environmentId !== undefined && (
          <p className="item-environment muted">
            <FormattedMessage
              id="outbox.environment"
              values={{
                isSent: item.state === 'submitted' ? 'yes' : 'no',
                // A withdrawn environment is no longer listed: its last known name (decisions 85).
                name: (
                  <span translate="no">
                    {item.lastError?.environmentName ?? nameOf(item.environmentId)}
                  </span>
                ),
              }}
            />
            {isPractice(item.environmentId) && (
              <span className="badge practice">
                <FormattedMessage id="status.practice" />
              </span>
            )}
          </p>
        )}
        {item.state === 'rejected' && <ServiceErrors draftId={item.draftId} />}
        <p className="item-actions">
          {(item.state === 'needs-attention' || item.state === 'retry-wait') && (
            <button type="button" className="small" onClick={() => run('retry', item)}>
              <FormattedMessage id="outbox.retryNow" values={{ name, hidden }} />
            </button>
          )}
          {isPending(item) && item.state !== 'sending' && item.state !== 'checking' && (
            <button type="button" className="small" onClick={() => run('cancel', item)}>
              <FormattedMessage id="outbox.cancel" values={{ name, hidden }} />
            </button>
          )}
        </p>
      </li>
    );
  };
  return (
    <section aria-labelledby="outbox-heading" className="screen">
      <h1 id="outbox-heading">
        <FormattedMessage id="outbox.heading" />
      </h1>
      {outbox.error && <ErrorNotice error={appErrorOf(outbox.error)} />}
      {state && (
        <div className="outbox-summary">
          <p>{outboxSummaryWords(intl, needsYou.length, waiting.length, sentToday.length)}</p>
          {state.paused && state.totals.pending > 0 && (
            <p className="muted">{pausedWords(intl, state.paused.reason)}</p>
          )}
        </div>
      )}
      {shown === 0 && state && (
        <p className="empty">
          <FormattedMessage
            id="outbox.empty"
            values={{
              submitted: (chunks: ReactNode[]) => <Link href={routes.submitted}>{chunks}</Link>,
              drafts: (chunks: ReactNode[]) => <Link href={routes.drafts}>{chunks}</Link>,
            }}
          />
        </p>
      )}
      <OutboxGroup
        items={needsYou}
        renderItem={renderItem}
        headingId="outbox.group.needsYou"
        listLabelId="outbox.group.needsYouList"
      />
      <OutboxGroup
        items={waiting}
        renderItem={renderItem}
        headingId="outbox.group.waiting"
        listLabelId="outbox.group.waitingList"
      />
      <OutboxGroup
        items={sentToday}
        renderItem={renderItem}
        headingId="outbox.group.sentToday"
        listLabelId="outbox.group.sentTodayList"
        isFolded
      />
    </section>
  );
}
