// A merchant's details, opened on demand from its worklist row: its review, a new location for it
// (decisions 82), the service's status reason, XMID, dates and funding limits, its status history
// and the submission's audit trail. The list's rows carry none of it but the reason: it is read
// here, for this merchant, when the row opens (decisions 66).
import { Link } from 'wouter';
import { knownName } from '../../shared/drafts/display-name';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { appErrorOf } from '../data/unwrap';
import { useAuditTrail, useMerchantHistory } from '../data/use-outbox';
import { ErrorNotice } from '../ui/ErrorNotice';
import { routes } from '../ui/routes';
import {
  noAuditTrailWords,
  noneGivenYetWords,
  noStatusHistoryWords,
  notCheckedYetWords,
  serviceDatesWords,
} from '../words/merchant-details';
import { moneyWords, statusWords } from '../words/status';
import { dateTimeWords } from '../words/time';
import { NewLocationButton } from './NewLocationButton';

interface MerchantDetailsProps {
  merchant: SubmittedMerchant;
  id: string;
  /** The name of the environment an audit line names (by id). */
  nameOf: (environmentId: string) => string;
}

export function MerchantDetails({ merchant, id, nameOf }: MerchantDetailsProps) {
  const audit = useAuditTrail(merchant.draftId ?? '', merchant.draftId !== undefined);
  const record = useMerchantHistory(merchant);
  const details = record.data?.details;
  const name = knownName(merchant) ?? `merchant ${merchant.merchantId}`;
  return (
    <div className="merchant-details" id={id}>
      {merchant.draftId !== undefined && (
        // The application as the merchant signed it, read-only, with its PDF (decisions 46, 50).
        <p>
          <Link href={routes.review(merchant.draftId)}>
            Review and signature
            <span className="visually-hidden"> of {name}</span>
          </Link>{' '}
          <NewLocationButton draftId={merchant.draftId} name={name} />
        </p>
      )}
      {record.error && <ErrorNotice error={appErrorOf(record.error)} isAlert={false} />}
      <dl className="detail-list">
        {merchant.statusReason && (
          <div>
            <dt>Reason</dt>
            <dd>{merchant.statusReason}</dd>
          </div>
        )}
        {record.isPending ? (
          <div>
            <dt>Details</dt>
            <dd className="muted">Loading…</dd>
          </div>
        ) : (
          record.data && (
            <>
              <div>
                <dt>XMID</dt>
                <dd>{details ? (details.xmid ?? noneGivenYetWords) : notCheckedYetWords}</dd>
              </div>
              <div>
                <dt>Dates</dt>
                {/* Only the dates the service gave; else why there are none. */}
                <dd>
                  {details ? (serviceDatesWords(details) ?? noneGivenYetWords) : notCheckedYetWords}
                </dd>
              </div>
              <div>
                <dt>Funding limits</dt>
                <dd>
                  {details ? (
                    <>
                      {moneyWords(details.fundingDailyMax)} a day,{' '}
                      {moneyWords(details.fundingMonthlyMax)} a month,{' '}
                      {moneyWords(details.fundingTransactionMax)} a transaction
                      {details.fundingDelayDays !== null &&
                        `; funded after ${details.fundingDelayDays} days`}
                      {details.fundingOnHold && (
                        <span className="problem-text"> Funding on hold</span>
                      )}
                    </>
                  ) : (
                    notCheckedYetWords
                  )}
                </dd>
              </div>
            </>
          )
        )}
      </dl>
      <h2 className="small-heading">Status history</h2>
      {record.data?.history.length === 0 ? (
        <p className="muted">{noStatusHistoryWords}</p>
      ) : (
        <ol>
          {record.data?.history.map((entry) => (
            <li key={entry.at}>
              {dateTimeWords(entry.at)}: {statusWords(entry.status)}
              {entry.statusReason ? ` (${entry.statusReason})` : ''}
            </li>
          ))}
        </ol>
      )}
      <h2 className="small-heading">Submission audit trail</h2>
      {audit.error && <ErrorNotice error={appErrorOf(audit.error)} isAlert={false} />}
      {/* No draft here: nothing of its submission can be on this computer. */}
      {merchant.draftId === undefined || audit.data?.entries.length === 0 ? (
        <p className="muted">{noAuditTrailWords}</p>
      ) : (
        <ol>
          {audit.data?.entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              {dateTimeWords(entry.at)}: {entry.action === 'submit' ? 'Sent to' : 'Looked up in'}{' '}
              {nameOf(entry.environmentId)}, attempt {entry.attempt},{' '}
              {entry.outcome === 'ok' ? 'accepted' : entry.outcome.toLowerCase().replace('_', ' ')}
              {entry.httpStatus !== undefined ? ` (HTTP ${entry.httpStatus})` : ''}
              {entry.merchantId ? `, merchant ${entry.merchantId}` : ''}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
