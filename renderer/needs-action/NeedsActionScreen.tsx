// Needs action: the merchants that wait on the agent (More information needed, Declined, Closed),
// newest change first, each with the service's reason and the next step in plain words. A
// declined one can start a new application from itself: core copies it without the numbers that
// must be typed again (decisions 51) and the editor opens on the copy, where the duplicate check
// names the declined application. A merchant the agent has acted on is marked handled and folds
// into "Handled" until its status changes (decisions 61). In the agent's language (decisions 91).
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { lastChangeOf, merchantKey } from '../../shared/status/merchant-order';
import { isHandled, needsAgent } from '../../shared/status/needs-action';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { appErrorOf } from '../data/unwrap';
import { useMarkHandled, useMerchants } from '../data/use-outbox';
import { ErrorNotice } from '../ui/ErrorNotice';
import { routes } from '../ui/routes';
import { useToast } from '../ui/toasts';
import { errorSentence } from '../words/errors';
import { handledWords } from '../words/status';
import { formatDateTime } from '../words/time';
import { ActionCard, hiddenWords, MerchantFacts, merchantName } from './ActionCard';

const newestFirst = (a: SubmittedMerchant, b: SubmittedMerchant) =>
  lastChangeOf(b) - lastChangeOf(a);

export function NeedsActionScreen() {
  const intl = useIntl();
  const merchants = useMerchants();
  const mark = useMarkHandled();
  const notify = useToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const all = merchants.data?.merchants ?? [];
  const list = all.filter(needsAgent).sort(newestFirst);
  const handled = all.filter(isHandled).sort(newestFirst);

  async function markHandled(merchant: SubmittedMerchant, isHandledNow = true): Promise<void> {
    const name = merchantName(intl, merchant);
    const marked = await mark
      .mutateAsync({
        merchantId: merchant.merchantId,
        environmentId: merchant.environmentId,
        ...(merchant.draftId !== undefined && { draftId: merchant.draftId }),
        status: merchant.status ?? '',
        isHandled: isHandledNow,
      })
      .then(
        () => true,
        (error: unknown) => {
          notify(`${name}: ${errorSentence(intl, appErrorOf(error))}`, 'problem');
          return false;
        },
      );
    if (!marked) return;
    notify(handledWords(intl, name, isHandledNow), 'success');
    // The card the agent acted on is gone: focus goes back to the screen's heading, not the page.
    heading.current?.focus();
  }

  return (
    <section aria-labelledby="needs-action-heading" className="screen">
      <h1 id="needs-action-heading" ref={heading} tabIndex={-1}>
        <FormattedMessage id="needsAction.heading" />
      </h1>
      <p className="muted">
        <FormattedMessage id="needsAction.intro" />
      </p>
      {merchants.error && <ErrorNotice error={appErrorOf(merchants.error)} />}
      {list.length === 0 && !merchants.isPending && (
        <p className="empty">
          <FormattedMessage
            id="needsAction.empty"
            values={{ link: (chunks) => <Link href={routes.submitted}>{chunks}</Link> }}
          />
        </p>
      )}
      {list.length > 0 && (
        <ul className="item-list" aria-label={intl.formatMessage({ id: 'needsAction.listLabel' })}>
          {list.map((merchant) => (
            <ActionCard key={merchantKey(merchant)} merchant={merchant} markHandled={markHandled} />
          ))}
        </ul>
      )}
      {handled.length > 0 && (
        <details className="sent-today">
          <summary>
            <h2 className="group-heading">
              <FormattedMessage
                id="needsAction.handled.heading"
                values={{ count: handled.length }}
              />
            </h2>
          </summary>
          <ul
            className="item-list"
            aria-label={intl.formatMessage({ id: 'needsAction.handled.label' })}
          >
            {handled.map((merchant) => {
              const name = merchantName(intl, merchant);
              return (
                <li key={merchantKey(merchant)} className="item-card action-card tone-done">
                  <h3 className="item-name" translate="no">
                    {name}
                  </h3>
                  <MerchantFacts merchant={merchant} />
                  {merchant.handled && (
                    <p className="muted">
                      <FormattedMessage
                        id="needsAction.handled.when"
                        values={{ when: formatDateTime(intl, merchant.handled.at) }}
                      />
                    </p>
                  )}
                  <p className="item-actions">
                    <button
                      type="button"
                      className="small"
                      onClick={() => void markHandled(merchant, false)}
                    >
                      <FormattedMessage
                        id="needsAction.handled.moveBack"
                        values={{ ...hiddenWords, name: <span translate="no">{name}</span> }}
                      />
                    </button>
                  </p>
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </section>
  );
}
