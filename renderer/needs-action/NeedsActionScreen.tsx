// Needs action: the merchants that wait on the agent (More information needed, Declined, Closed),
// newest change first, each with the service's reason and the next step in plain words. A
// declined one can start a new application from itself: core copies it without the numbers that
// must be typed again (decisions 51) and the editor opens on the copy, where the duplicate check
// names the declined application.
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { knownName } from '../../shared/drafts/display-name';
import { lastChangeOf, merchantKey } from '../../shared/status/merchant-order';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { useDraftActions } from '../data/use-draft-actions';
import { appErrorOf } from '../data/unwrap';
import { useMerchants } from '../data/use-outbox';
import { ErrorNotice } from '../ui/ErrorNotice';
import { routes } from '../ui/routes';
import { useToast } from '../ui/toasts';
import { useEnvironmentNames } from '../ui/use-environment-names';
import { errorSentence } from '../words/errors';
import {
  needsAction,
  needsActionTone,
  nextStepWords,
  practiceWords,
  startAgainWords,
  statusWords,
} from '../words/status';
import { dateTimeWords } from '../words/time';

function StartAgain({ merchant, name }: { merchant: SubmittedMerchant; name: string }) {
  const actions = useDraftActions();
  const notify = useToast();
  const [, navigate] = useLocation();
  const [isBusy, setIsBusy] = useState(false);
  if (merchant.draftId === undefined) return null;
  const draftId = merchant.draftId;
  return (
    <button
      type="button"
      className="small primary"
      aria-busy={isBusy}
      onClick={async () => {
        if (isBusy) return;
        setIsBusy(true);
        const copied = await actions.copySubmitted(draftId);
        setIsBusy(false);
        if (!copied.ok) return notify(`${name}: ${errorSentence(copied.error)}`, 'problem');
        notify(startAgainWords(name), 'success');
        navigate(routes.draft(copied.value.id));
      }}
    >
      Start a new application from this one<span className="visually-hidden"> ({name})</span>
    </button>
  );
}

export function NeedsActionScreen() {
  const merchants = useMerchants();
  const { nameOf, isPractice } = useEnvironmentNames();
  const list = (merchants.data?.merchants ?? [])
    .filter((merchant) => needsAction(merchant.status))
    .sort((a, b) => lastChangeOf(b) - lastChangeOf(a));
  return (
    <section aria-labelledby="needs-action-heading" className="screen">
      <h1 id="needs-action-heading">Needs action</h1>
      <p className="muted">
        Merchants that wait on you: underwriting needs more information, declined them, or closed
        them. Each says why, as the service put it, and what to do next.
      </p>
      {merchants.error && <ErrorNotice error={appErrorOf(merchants.error)} />}
      {list.length === 0 && !merchants.isPending && (
        <p className="empty">
          Nothing needs you now. Merchants appear here when their status asks something of you;
          every merchant is in <Link href={routes.submitted}>Submitted</Link>.
        </p>
      )}
      {list.length > 0 && (
        <ul className="item-list" aria-label="Merchants that need action">
          {list.map((merchant) => {
            const name = knownName(merchant) ?? `Merchant ${merchant.merchantId}`;
            const changedAt = lastChangeOf(merchant);
            return (
              <li
                key={merchantKey(merchant)}
                className={`item-card action-card tone-${needsActionTone(merchant.status)}`}
              >
                <h2 className="item-name">
                  {merchant.draftId ? (
                    <Link href={routes.draft(merchant.draftId)}>{name}</Link>
                  ) : (
                    name
                  )}
                </h2>
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
                <p className="action-reason">
                  <strong>Reason: </strong>
                  {merchant.statusReason?.trim() || 'The service gave no reason.'}
                </p>
                <p className="action-next">
                  <strong>Next step: </strong>
                  {nextStepWords(merchant.status)}
                </p>
                {merchant.status === 'Declined' && (
                  <p className="item-actions">
                    <StartAgain merchant={merchant} name={name} />
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
