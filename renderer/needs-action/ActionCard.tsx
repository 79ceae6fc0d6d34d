// One merchant that waits on the agent: its status, the service's reason, the next step, and what
// the agent can do from here: start a new application from a declined one (decisions 51), and mark
// the merchant handled once they have acted (decisions 61).
import { useState } from 'react';
import { Link } from 'wouter';
import { knownName } from '../../shared/drafts/display-name';
import { lastChangeOf } from '../../shared/status/merchant-order';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { useDraftActions } from '../data/use-draft-actions';
import { routes } from '../ui/routes';
import { MakeDraftButton } from '../ui/MakeDraftButton';
import { useEnvironmentNames } from '../ui/use-environment-names';
import {
  needsActionTone,
  nextStepWords,
  practiceWords,
  startAgainWords,
  statusWords,
} from '../words/status';
import { dateTimeWords } from '../words/time';

export function merchantName(merchant: SubmittedMerchant): string {
  return knownName(merchant) ?? `Merchant ${merchant.merchantId}`;
}

function StartAgain({ merchant, name }: { merchant: SubmittedMerchant; name: string }) {
  const actions = useDraftActions();
  if (merchant.draftId === undefined) return null;
  const draftId = merchant.draftId;
  return (
    <MakeDraftButton
      name={name}
      make={() => actions.copySubmitted(draftId)}
      madeWords={startAgainWords}
      className="small primary"
    >
      Start a new application from this one
    </MakeDraftButton>
  );
}

/** The merchant's name, status, environment and when it last changed, as one line of facts. */
export function MerchantFacts({ merchant }: { merchant: SubmittedMerchant }) {
  const { nameOf, isPractice } = useEnvironmentNames();
  const changedAt = lastChangeOf(merchant);
  return (
    <p className="action-facts">
      <span className={`badge status-${(merchant.status ?? '').toLowerCase()}`}>
        {statusWords(merchant.status)}
      </span>{' '}
      Merchant {merchant.merchantId} in {nameOf(merchant.environmentId)}
      {isPractice(merchant.environmentId) && (
        <span className="badge practice">{practiceWords}</span>
      )}
      {changedAt > 0 && <span className="muted"> · {dateTimeWords(changedAt)}</span>}
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
  const name = merchantName(merchant);
  const [isBusy, setIsBusy] = useState(false);
  return (
    <li className={`item-card action-card tone-${needsActionTone(merchant.status)}`}>
      <h2 className="item-name">
        {merchant.draftId ? <Link href={routes.draft(merchant.draftId)}>{name}</Link> : name}
      </h2>
      <MerchantFacts merchant={merchant} />
      <p className="action-reason">
        <strong>Reason: </strong>
        {merchant.statusReason?.trim() || 'The service gave no reason.'}
      </p>
      <p className="action-next">
        <strong>Next step: </strong>
        {nextStepWords(merchant.status)}
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
          Mark as handled<span className="visually-hidden"> ({name})</span>
        </button>
      </p>
    </li>
  );
}
