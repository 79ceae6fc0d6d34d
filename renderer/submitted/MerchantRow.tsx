// One merchant in the Submitted worklist, on one line: its application's name, environment
// (marked Practice for the built-in sandbox), merchant id, status and last change, with Details
// (a disclosure) and Refresh. The details open under the row.
import { useIntl } from 'react-intl';
import { memo } from 'react';
import { Link } from 'wouter';
import { knownName } from '../../shared/drafts/display-name';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { appErrorOf } from '../data/unwrap';
import { useRefreshStatus } from '../data/use-outbox';
import { routes } from '../ui/routes';
import { RowActions } from '../ui/RowActions';
import { useToast } from '../ui/toasts';
import { errorSentence } from '../words/errors';
import { practiceWords, statusWords } from '../words/status';
import { dateTimeWords } from '../words/time';
import { MerchantDetails } from './MerchantDetails';
import { lastChangeOf } from './worklist';

interface MerchantRowProps {
  merchant: SubmittedMerchant;
  environmentName: string;
  isPractice: boolean;
  nameOf: (environmentId: string) => string;
  /** Held by the list, which measures an open row (its height is no longer one line). */
  isOpen: boolean;
  onToggle: (merchant: SubmittedMerchant) => void;
}

export const MerchantRow = memo(function MerchantRow({
  merchant,
  environmentName,
  isPractice,
  nameOf,
  isOpen,
  onToggle,
}: MerchantRowProps) {
  const intl = useIntl();
  const notify = useToast();
  const name = knownName(merchant) ?? `Merchant ${merchant.merchantId}`;
  const dba = merchant.dba.trim();
  const refresh = useRefreshStatus(merchant.draftId ?? merchant.merchantId);
  const detailsId = `merchant-${merchant.environmentId ?? 'unknown'}-${merchant.merchantId}`;
  const changedAt = lastChangeOf(merchant);
  return (
    <div className="merchant-row-wrap">
      <div className="merchant-row">
        <span className="merchant-name">
          {merchant.draftId ? (
            <Link href={routes.draft(merchant.draftId)} className="name">
              {name}
            </Link>
          ) : (
            <span className="name">{name}</span>
          )}
          {dba !== '' && dba !== name && <span className="dba"> · {dba}</span>}
        </span>
        <span className="merchant-environment">
          <span className="environment-label" title={environmentName}>
            <span className="visually-hidden">Environment: </span>
            {environmentName}
          </span>
          {isPractice && <span className="badge practice">{practiceWords}</span>}
        </span>
        <span className="merchant-id">
          <span className="visually-hidden">Merchant id </span>
          {merchant.merchantId}
        </span>
        <span className={`badge status-${(merchant.status ?? 'none').toLowerCase()}`}>
          {statusWords(merchant.status)}
        </span>
        <span className="merchant-changed muted">
          <span className="visually-hidden">Last change </span>
          {changedAt > 0 ? dateTimeWords(changedAt) : '—'}
        </span>
        <span className="merchant-actions">
          <button
            type="button"
            className="small disclosure"
            aria-expanded={isOpen}
            aria-controls={isOpen ? detailsId : undefined}
            onClick={() => onToggle(merchant)}
          >
            Details<span className="visually-hidden"> of {name}</span>
          </button>
          <RowActions
            name={name}
            actions={[
              {
                id: 'refresh',
                label: refresh.isPending ? 'Checking…' : 'Refresh',
                run: () => {
                  if (!refresh.isPending)
                    refresh.mutate(undefined, {
                      onError: (error) =>
                        notify(`${name}: ${errorSentence(intl, appErrorOf(error))}`, 'problem'),
                    });
                },
              },
            ]}
          />
        </span>
      </div>
      {isOpen && <MerchantDetails merchant={merchant} id={detailsId} nameOf={nameOf} />}
    </div>
  );
});
