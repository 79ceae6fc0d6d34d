// One merchant that waits on the agent: its status, the service's reason, the next step, and what
// the agent can do from here: start a new application from a declined one (decisions 51), and mark
// the merchant handled once they have acted (decisions 61). In the agent's language; names and
// the service's reason are data, marked translate="no" (decisions 91).
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { knownName } from '../../shared/drafts/display-name';
import { lastChangeOf } from '../../shared/status/merchant-order';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { useDraftActions } from '../data/use-draft-actions';
import { routes } from '../ui/routes';
import { MakeDraftButton } from '../ui/MakeDraftButton';
import { useEnvironmentNames } from '../ui/use-environment-names';
import type { IntlShape } from '../i18n/format';
import {
  needsActionTone,
  nextStepWords,
  numberedMerchantWords,
  practiceWords,
  startAgainWords,
  statusWords,
} from '../words/status';
import { formatDateTime } from '../words/time';

/** The words a message keeps for a screen reader only (`<hidden>` in the catalogue). */
export const hiddenWords = {
  hidden: (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>,
};
const bold = { b: (chunks: ReactNode[]) => <strong>{chunks}</strong> };

export function merchantName(intl: IntlShape, merchant: SubmittedMerchant): string {
  return knownName(merchant) ?? numberedMerchantWords(intl, merchant.merchantId);
}

function StartAgain({ merchant, name }: { merchant: SubmittedMerchant; name: string }) {
  const actions = useDraftActions();
  const intl = useIntl();
  if (merchant.draftId === undefined) return null;
  const draftId = merchant.draftId;
  return (
    <MakeDraftButton
      name={name}
      make={() => actions.copySubmitted(draftId)}
      madeWords={(made) => startAgainWords(intl, made)}
      className="small primary"
    >
      <FormattedMessage id="needsAction.card.startAgain" />
    </MakeDraftButton>
  );
}

/** The merchant's name, status, environment and when it last changed, as one line of facts. */
export function MerchantFacts({ merchant }: { merchant: SubmittedMerchant }) {
  const intl = useIntl();
  const { nameOf, isPractice } = useEnvironmentNames();
  const changedAt = lastChangeOf(merchant);
  return (
    <p className="action-facts">
      <span className={`badge status-${(merchant.status ?? '').toLowerCase()}`}>
        {statusWords(intl, merchant.status)}
      </span>{' '}
      <FormattedMessage
        id="needsAction.facts"
        values={{
          merchantId: merchant.merchantId,
          environment: <span translate="no">{nameOf(merchant.environmentId)}</span>,
        }}
      />
      {isPractice(merchant.environmentId) && (
        <span className="badge practice">{practiceWords(intl)}</span>
      )}
      {changedAt > 0 && <span className="muted"> · {formatDateTime(intl, changedAt)}</span>}
    </p>
  );
}

export function ActionCard({
  merchant,
  markHandled,
}: {
  merchant: SubmittedMerchant;
  /** Resolves once the mark is saved (or refused; the caller says so). */
  markHandled: (merchant: SubmittedMerchant) => Promise<void>;
}) {
  const intl = useIntl();
  const name = merchantName(intl, merchant);
  const [isBusy, setIsBusy] = useState(false);
  return (
    <li className={`item-card action-card tone-${needsActionTone(merchant.status)}`}>
      <h2 className="item-name" translate="no">
        {merchant.draftId ? <Link href={routes.draft(merchant.draftId)}>{name}</Link> : name}
      </h2>
      <MerchantFacts merchant={merchant} />
      <p className="action-reason">
        <FormattedMessage
          id="needsAction.card.reason"
          values={{
            ...bold,
            reason: merchant.statusReason?.trim() ? (
              // The service's own words, shown as it sent them.
              <span translate="no">{merchant.statusReason.trim()}</span>
            ) : (
              intl.formatMessage({ id: 'needsAction.card.noReason' })
            ),
          }}
        />
      </p>
      <p className="action-next">
        <FormattedMessage
          id="needsAction.card.next"
          values={{ ...bold, step: nextStepWords(intl, merchant.status) ?? '' }}
        />
      </p>
      <p className="item-actions">
        {merchant.status === 'Declined' && <StartAgain merchant={merchant} name={name} />}{' '}
        <button
          type="button"
          className="small"
          aria-busy={isBusy}
          onClick={async () => {
            if (isBusy) return;
            setIsBusy(true);
            await markHandled(merchant);
            setIsBusy(false);
          }}
        >
          <FormattedMessage
            id="needsAction.card.markHandled"
            values={{ ...hiddenWords, name: <span translate="no">{name}</span> }}
          />
        </button>
      </p>
    </li>
  );
}
