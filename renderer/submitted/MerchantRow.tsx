// One merchant in the Submitted worklist, on one line: its application's name, environment
// (marked Practice for the built-in sandbox), merchant id, status and last change, with Details
// (a disclosure) and Refresh. The details open under the row. In the agent's language; names are
// data, marked translate="no" (decisions 91).
import { memo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { knownName } from '../../shared/drafts/display-name';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { appErrorOf } from '../data/unwrap';
import { useRefreshStatus } from '../data/use-outbox';
import { routes } from '../ui/routes';
import { RowActions } from '../ui/RowActions';
import { useToast } from '../ui/toasts';
import { errorSentence } from '../words/errors';
import { numberedMerchantWords, practiceWords, statusWords } from '../words/status';
import { formatDateTime } from '../words/time';
import { MerchantDetails } from './MerchantDetails';
import { lastChangeOf } from './worklist';

/** The words a message keeps for a screen reader only (`<hidden>` in the catalogue). */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

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
  const name = knownName(merchant) ?? numberedMerchantWords(intl, merchant.merchantId);
  const dba = merchant.dba.trim();
  const refresh = useRefreshStatus(merchant.draftId ?? merchant.merchantId);
  const detailsId = `merchant-${merchant.environmentId ?? 'unknown'}-${merchant.merchantId}`;
  const changedAt = lastChangeOf(merchant);
  return (
    <div className="merchant-row-wrap">
      <div className="merchant-row">
        <span className="merchant-name">
          {merchant.draftId ? (
            <Link href={routes.draft(merchant.draftId)} className="name" translate="no">
              {name}
            </Link>
          ) : (
            <span className="name" translate="no">
              {name}
            </span>
          )}
          {dba !== '' && dba !== name && (
            <span className="dba" translate="no">
              {' '}
              · {dba}
            </span>
          )}
        </span>
        <span className="merchant-environment">
          <span className="environment-label">
            <span className="visually-hidden">
              <FormattedMessage id="submitted.row.environment" />{' '}
            </span>
            <span title={environmentName} translate="no">
              {environmentName}
            </span>
          </span>
          {isPractice && <span className="badge practice">{practiceWords(intl)}</span>}
        </span>
        <span className="merchant-id">
          <span className="visually-hidden">
            <FormattedMessage id="submitted.row.merchantId" />{' '}
          </span>
          {merchant.merchantId}
        </span>
        <span className={`badge status-${(merchant.status ?? 'none').toLowerCase()}`}>
          {statusWords(intl, merchant.status)}
        </span>
        <span className="merchant-changed muted">
          <span className="visually-hidden">
            <FormattedMessage id="submitted.row.lastChange" />{' '}
          </span>
          {changedAt > 0 ? formatDateTime(intl, changedAt) : '—'}
        </span>
        <span className="merchant-actions">
          <button
            type="button"
            className="small disclosure"
            aria-expanded={isOpen}
            aria-controls={isOpen ? detailsId : undefined}
            onClick={() => onToggle(merchant)}
          >
            <FormattedMessage
              id="submitted.row.details"
              values={{ hidden, name: <span translate="no">{name}</span> }}
            />
          </button>
          <RowActions
            name={name}
            actions={[
              {
                id: 'refresh',
                label: intl.formatMessage({
                  id: refresh.isPending ? 'submitted.row.checking' : 'submitted.row.refresh',
                }),
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
