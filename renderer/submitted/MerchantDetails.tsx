// A merchant's details, opened on demand from its worklist row: its review, a new location for it
// (decisions 82), the service's status reason, XMID, dates and funding limits, its status history
// and the submission's audit trail. The list's rows carry none of it but the reason: it is read
// here, for this merchant, when the row opens (decisions 66). In the agent's language, dates and
// money in its locale; what the service wrote (a reason) is shown as sent (decisions 91).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { knownName } from '../../shared/drafts/display-name';
import type { AuditEntry } from '../../shared/outbox/audit-entry-schema';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { appErrorOf } from '../data/unwrap';
import { useAuditTrail, useMerchantHistory } from '../data/use-outbox';
import type { IntlShape } from '../i18n/format';
import { ErrorNotice } from '../ui/ErrorNotice';
import { routes } from '../ui/routes';
import { serviceDatesWords } from '../words/merchant-details';
import { moneyWords, numberedMerchantWords, statusWords } from '../words/status';
import { formatDateTime } from '../words/time';
import { NewLocationButton } from './NewLocationButton';

/** The words a message keeps for a screen reader only (`<hidden>` in the catalogue). */
const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** One line of the submission's audit trail: when, where, which attempt and what came of it. */
function auditWords(intl: IntlShape, entry: AuditEntry, environment: string): string {
  const outcome = intl.formatMessage(
    { id: 'submitted.audit.outcome' },
    {
      outcome: entry.outcome === 'ok' ? 'ok' : 'other',
      // An error code, as core names it (a code, not a word: the same in every language).
      code: entry.outcome,
      hasHttp: entry.httpStatus === undefined ? 'no' : 'yes',
      httpStatus: entry.httpStatus ?? 0,
    },
  );
  return intl.formatMessage(
    { id: 'submitted.audit' },
    {
      action: entry.action === 'submit' ? 'submit' : 'lookup',
      when: formatDateTime(intl, entry.at),
      environment,
      attempt: entry.attempt,
      outcome,
      hasMerchant: entry.merchantId ? 'yes' : 'no',
      merchantId: entry.merchantId ?? '',
    },
  );
}

interface MerchantDetailsProps {
  merchant: SubmittedMerchant;
  id: string;
  /** The name of the environment an audit line names (by id). */
  nameOf: (environmentId: string) => string;
}

export function MerchantDetails({ merchant, id, nameOf }: MerchantDetailsProps) {
  const intl = useIntl();
  const audit = useAuditTrail(merchant.draftId ?? '', merchant.draftId !== undefined);
  const record = useMerchantHistory(merchant);
  const details = record.data?.details;
  const name = knownName(merchant) ?? numberedMerchantWords(intl, merchant.merchantId);
  const notCheckedYet = intl.formatMessage({ id: 'submitted.details.notCheckedYet' });
  const noneGivenYet = intl.formatMessage({ id: 'submitted.details.noneGivenYet' });
  return (
    <div className="merchant-details" id={id}>
      {merchant.draftId !== undefined && (
        // The application as the merchant signed it, read-only, with its PDF (decisions 46, 50).
        <p>
          <Link href={routes.review(merchant.draftId)}>
            <FormattedMessage
              id="submitted.details.review"
              values={{ hidden, name: <span translate="no">{name}</span> }}
            />
          </Link>{' '}
          <NewLocationButton draftId={merchant.draftId} name={name} />
        </p>
      )}
      {record.error && <ErrorNotice error={appErrorOf(record.error)} isAlert={false} />}
      <dl className="detail-list">
        {merchant.statusReason && (
          <div>
            <dt>
              <FormattedMessage id="submitted.details.reason" />
            </dt>
            <dd translate="no">{merchant.statusReason}</dd>
          </div>
        )}
        {record.isPending ? (
          <div>
            <dt>
              <FormattedMessage id="submitted.details.details" />
            </dt>
            <dd className="muted">
              <FormattedMessage id="submitted.details.loading" />
            </dd>
          </div>
        ) : (
          record.data && (
            <>
              <div>
                <dt>
                  <FormattedMessage id="submitted.details.xmid" />
                </dt>
                <dd>{details ? (details.xmid ?? noneGivenYet) : notCheckedYet}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="submitted.details.datesLabel" />
                </dt>
                {/* Only the dates the service gave; else why there are none. */}
                <dd>
                  {details ? (serviceDatesWords(intl, details) ?? noneGivenYet) : notCheckedYet}
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="submitted.details.fundingLabel" />
                </dt>
                <dd>
                  {details ? (
                    <>
                      <FormattedMessage
                        id="submitted.details.funding"
                        values={{
                          daily: moneyWords(intl, details.fundingDailyMax),
                          monthly: moneyWords(intl, details.fundingMonthlyMax),
                          transaction: moneyWords(intl, details.fundingTransactionMax),
                          hasDelay: details.fundingDelayDays === null ? 'no' : 'yes',
                          delayDays: details.fundingDelayDays ?? 0,
                        }}
                      />
                      {details.fundingOnHold && (
                        <span className="problem-text">
                          {' '}
                          <FormattedMessage id="submitted.details.fundingOnHold" />
                        </span>
                      )}
                    </>
                  ) : (
                    notCheckedYet
                  )}
                </dd>
              </div>
            </>
          )
        )}
      </dl>
      <h2 className="small-heading">
        <FormattedMessage id="submitted.details.historyHeading" />
      </h2>
      {record.data?.history.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="submitted.details.noStatusHistory" />
        </p>
      ) : (
        <ol>
          {record.data?.history.map((entry) => (
            <li key={entry.at}>
              <FormattedMessage
                id="submitted.details.historyLine"
                values={{
                  when: formatDateTime(intl, entry.at),
                  status: statusWords(intl, entry.status),
                  hasReason: entry.statusReason ? 'yes' : 'no',
                  // The service's own words, shown as it sent them.
                  reason: <span translate="no">{entry.statusReason}</span>,
                }}
              />
            </li>
          ))}
        </ol>
      )}
      <h2 className="small-heading">
        <FormattedMessage id="submitted.details.auditHeading" />
      </h2>
      {audit.error && <ErrorNotice error={appErrorOf(audit.error)} isAlert={false} />}
      {/* No draft here: nothing of its submission can be on this computer. */}
      {merchant.draftId === undefined || audit.data?.entries.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="submitted.details.noAuditTrail" />
        </p>
      ) : (
        <ol>
          {audit.data?.entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              {auditWords(intl, entry, nameOf(entry.environmentId))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
