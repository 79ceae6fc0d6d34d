// Submitted applications: merchant id, status and reason, xmid, dates and funding limits; refresh
// one or all; each one's status history and submission audit trail. Status changes also raise a
// toast wherever the agent is (use-contract-events.ts).
import { StatusRefresh } from '../ui/StatusRefresh';
import { useState } from 'react';
import { Link } from 'wouter';
import { knownName } from '../../shared/drafts/display-name';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { routes } from '../ui/routes';
import { useToast } from '../ui/toasts';
import { appErrorOf } from '../data/unwrap';
import {
  useAuditTrail,
  useMerchants,
  useRefreshAllStatuses,
  useRefreshStatus,
} from '../data/use-outbox';
import { errorSentence } from '../words/errors';
import { ErrorNotice } from '../ui/ErrorNotice';
import { moneyWords, statusWords } from '../words/status';
import { dateTimeWords, serviceDate } from '../words/time';

function History({ merchant }: { merchant: SubmittedMerchant }) {
  const audit = useAuditTrail(merchant.draftId ?? '', merchant.draftId !== undefined);
  return (
    <div className="history">
      <h2 className="small-heading">Status history</h2>
      <ol>
        {merchant.history.map((entry) => (
          <li key={entry.at}>
            {dateTimeWords(entry.at)}: {statusWords(entry.status)}
            {entry.statusReason ? ` (${entry.statusReason})` : ''}
          </li>
        ))}
      </ol>
      <h2 className="small-heading">Submission audit trail</h2>
      {audit.error && <ErrorNotice error={appErrorOf(audit.error)} isAlert={false} />}
      <ol>
        {audit.data?.entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            {dateTimeWords(entry.at)}: {entry.action === 'submit' ? 'Sent' : 'Looked up'} to{' '}
            {entry.environmentId}, attempt {entry.attempt},{' '}
            {entry.outcome === 'ok' ? 'accepted' : entry.outcome.toLowerCase().replace('_', ' ')}
            {entry.httpStatus !== undefined ? ` (HTTP ${entry.httpStatus})` : ''}
            {entry.merchantId ? `, merchant ${entry.merchantId}` : ''}
          </li>
        ))}
      </ol>
    </div>
  );
}

function MerchantRow({ merchant }: { merchant: SubmittedMerchant }) {
  const notify = useToast();
  const [isOpen, setIsOpen] = useState(false);
  const name = knownName(merchant) ?? `Merchant ${merchant.merchantId}`;
  const details = merchant.details;
  const refresh = useRefreshStatus(merchant.draftId ?? merchant.merchantId);
  const detailsId = `merchant-${merchant.merchantId}-${merchant.environmentId ?? 'unknown'}`;
  return (
    <>
      <tr>
        <th scope="row">
          {merchant.draftId ? <Link href={routes.draft(merchant.draftId)}>{name}</Link> : name}
        </th>
        <td>{merchant.merchantId}</td>
        <td>
          <span className={`badge status-${(merchant.status ?? 'none').toLowerCase()}`}>
            {statusWords(merchant.status)}
          </span>
          {merchant.statusReason && merchant.statusReason !== statusWords(merchant.status) && (
            <div className="muted">{merchant.statusReason}</div>
          )}
        </td>
        <td>{details?.xmid ?? '—'}</td>
        <td>
          Added {serviceDate(details?.dateAdded)}
          {details?.dateApproved && <div>Approved {serviceDate(details.dateApproved)}</div>}
          {details?.dateClosed && <div>Closed {serviceDate(details.dateClosed)}</div>}
        </td>
        <td>
          {details ? (
            <>
              {moneyWords(details.fundingDailyMax)} a day, {moneyWords(details.fundingMonthlyMax)} a
              month, {moneyWords(details.fundingTransactionMax)} a transaction
              {details.fundingDelayDays !== null && (
                <div>Funded after {details.fundingDelayDays} days</div>
              )}
              {details.fundingOnHold && <div className="problem-text">Funding on hold</div>}
            </>
          ) : (
            '—'
          )}
        </td>
        <td>
          {/* A flex box inside the cell: a flex td stops being a table cell and leaves a gap. */}
          <div className="row-actions">
            <button
              type="button"
              className="small"
              aria-busy={refresh.isPending}
              onClick={() => {
                // Not disabled while checking, like "Refresh all": focus stays on the button.
                if (!refresh.isPending)
                  refresh.mutate(undefined, {
                    onError: (error) => notify(errorSentence(appErrorOf(error)), 'problem'),
                  });
              }}
            >
              {refresh.isPending ? 'Checking…' : 'Refresh'}
              <span className="visually-hidden"> {name}</span>
            </button>
            <button
              type="button"
              className="small"
              aria-expanded={isOpen}
              aria-controls={detailsId}
              onClick={() => setIsOpen(!isOpen)}
            >
              History<span className="visually-hidden"> of {name}</span>
            </button>
          </div>
        </td>
      </tr>
      {isOpen && (
        <tr id={detailsId}>
          <td colSpan={7}>
            <History merchant={merchant} />
          </td>
        </tr>
      )}
    </>
  );
}

export function SubmittedScreen() {
  const merchants = useMerchants();
  const refreshAll = useRefreshAllStatuses();
  const list = merchants.data?.merchants ?? [];
  const failures = refreshAll.data?.failures ?? [];
  return (
    <section aria-labelledby="submitted-heading" className="screen">
      <div className="screen-head">
        <h1 id="submitted-heading">Submitted</h1>
        <div className="actions">
          {/* Not disabled while checking: a disabled button drops keyboard focus to the page. */}
          <button
            type="button"
            aria-busy={refreshAll.isPending}
            onClick={() => {
              if (!refreshAll.isPending) refreshAll.mutate();
            }}
            disabled={list.length === 0}
          >
            Refresh all statuses
          </button>
        </div>
      </div>
      <p role="status" className="muted">
        {refreshAll.isPending ? 'Checking statuses…' : ''}
      </p>
      <StatusRefresh />
      {merchants.error && <ErrorNotice error={appErrorOf(merchants.error)} />}
      {refreshAll.error && <ErrorNotice error={appErrorOf(refreshAll.error)} />}
      {failures.length > 0 && (
        <div className="error-notice" role="alert">
          <p>{failures.length} could not be checked:</p>
          <ul>
            {failures.map((failure) => (
              <li key={failure.merchantId}>
                Merchant {failure.merchantId}:{' '}
                {errorSentence({ code: failure.code, message: '', status: failure.status })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {list.length === 0 && !merchants.isPending ? (
        <p className="empty">
          Nothing submitted yet. Queued applications appear here once the service has them.
        </p>
      ) : (
        <div className="table-scroll">
          <table className="merchants">
            <caption className="visually-hidden">
              Submitted applications and their merchant status
            </caption>
            <thead>
              <tr>
                <th scope="col">Application</th>
                <th scope="col">Merchant id</th>
                <th scope="col">Status</th>
                <th scope="col">XMID</th>
                <th scope="col">Dates</th>
                <th scope="col">Funding limits</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((merchant) => (
                <MerchantRow
                  key={`${merchant.environmentId}-${merchant.merchantId}`}
                  merchant={merchant}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
