// Submitted as a worklist: every merchant the service has, one compact line each, searchable by
// legal or DBA name, merchant id, XMID and city, filtered by status and environment, sorted by
// last change (newest first) or A to Z. Details (reason, XMID, dates, funding limits, history)
// open on demand under a row. The list is virtualized (ui/VirtualList.tsx) and filtered in
// memory (worklist.ts): 5,000 merchants answer a keystroke in a few milliseconds. In the agent's
// language, counts in its locale; environment names are data (decisions 91).
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StatusRefresh } from '../ui/StatusRefresh';
import type { SubmittedMerchant } from '../../shared/status/status-schema';
import { appErrorOf } from '../data/unwrap';
import { useMerchants, useRefreshAllStatuses } from '../data/use-outbox';
import { ErrorNotice } from '../ui/ErrorNotice';
import { ScreenHead } from '../ui/ScreenHead';
import { useEnvironmentNames } from '../ui/use-environment-names';
import { narrowWorklist } from '../ui/breakpoints';
import { merchantListBox } from '../ui/list-box';
import { useMediaQuery } from '../ui/use-media-query';
import { VirtualList } from '../ui/VirtualList';
import type { MessageId } from '../i18n/message-ids';
import { errorSentence } from '../words/errors';
import { statusFilters, type StatusFilterId } from '../words/status';
import { MerchantRow } from './MerchantRow';
import { matchMerchants, merchantKey, sortMerchants, type WorklistSort } from './worklist';

/** About one line of text with padding: 15 merchants fit where 4 did. Two lines where narrow. */
const rowHeight = 44;
const narrowRowHeight = 60;
const allEnvironments = '*';

/** The worklist's column headings, in the order of a row's cells (the last, the actions, has none). */
const columnHeadings: readonly MessageId[] = [
  'submitted.column.application',
  'submitted.column.environment',
  'submitted.column.merchantId',
  'submitted.column.status',
  'submitted.column.lastChange',
];

export function SubmittedScreen() {
  const intl = useIntl();
  const merchants = useMerchants();
  const refreshAll = useRefreshAllStatuses();
  const { environments, nameOf, isPractice } = useEnvironmentNames();
  const [search, setSearch] = useState('');
  const [statusId, setStatusId] = useState<StatusFilterId>('all');
  const [environmentId, setEnvironmentId] = useState(allEnvironments);
  const [sort, setSort] = useState<WorklistSort>('changed');
  const isNarrow = useMediaQuery(narrowWorklist);
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());
  const onToggle = useCallback((merchant: SubmittedMerchant) => {
    const key = merchantKey(merchant);
    setOpenKeys((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  const isOpen = useCallback(
    (merchant: SubmittedMerchant) => openKeys.has(merchantKey(merchant)),
    [openKeys],
  );
  const list = useMemo(() => merchants.data?.merchants ?? [], [merchants.data]);
  const statuses = statusFilters.find((filter) => filter.id === statusId)?.statuses ?? null;
  const sorted = useMemo(() => sortMerchants(list, sort), [list, sort]);
  const visible = useMemo(
    () =>
      matchMerchants(sorted, {
        search,
        statuses,
        environmentId: environmentId === allEnvironments ? null : environmentId,
      }),
    [sorted, search, statuses, environmentId],
  );
  // Only the environments merchants were submitted to, in the order Settings lists them.
  const usedEnvironments = useMemo(() => {
    const used = new Set(list.map((merchant) => merchant.environmentId ?? ''));
    return [
      ...environments.filter((environment) => used.has(environment.id)),
      ...[...used]
        .filter((id) => !environments.some((environment) => environment.id === id))
        .map((id) => ({ id, name: nameOf(id === '' ? null : id) })),
    ];
  }, [list, environments, nameOf]);
  const renderRow = useCallback(
    (merchant: SubmittedMerchant) => (
      <MerchantRow
        merchant={merchant}
        environmentName={nameOf(merchant.environmentId)}
        isPractice={isPractice(merchant.environmentId)}
        nameOf={nameOf}
        isOpen={isOpen(merchant)}
        onToggle={onToggle}
      />
    ),
    [nameOf, isPractice, isOpen, onToggle],
  );
  const failures = refreshAll.data?.failures ?? [];
  return (
    <section aria-labelledby="submitted-heading" className="screen">
      <ScreenHead id="submitted-heading" heading="submitted.heading">
        {/* Not disabled while checking: a disabled button drops keyboard focus to the page. */}
        <button
          type="button"
          aria-busy={refreshAll.isPending}
          onClick={() => {
            if (!refreshAll.isPending) refreshAll.mutate();
          }}
          disabled={list.length === 0}
        >
          <FormattedMessage id="submitted.refreshAll" />
        </button>
      </ScreenHead>
      <p role="status" className="muted">
        {refreshAll.isPending ? intl.formatMessage({ id: 'submitted.checking' }) : ''}
      </p>
      <StatusRefresh />
      {merchants.error && <ErrorNotice error={appErrorOf(merchants.error)} />}
      {refreshAll.error && <ErrorNotice error={appErrorOf(refreshAll.error)} />}
      {failures.length > 0 && (
        <div className="error-notice" role="alert">
          <p>
            <FormattedMessage id="submitted.failures" values={{ count: failures.length }} />
          </p>
          <ul>
            {failures.map((failure) => (
              <li key={failure.merchantId}>
                <FormattedMessage
                  id="submitted.failure"
                  values={{ merchantId: failure.merchantId }}
                />{' '}
                {errorSentence(intl, { code: failure.code, message: '', status: failure.status })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {list.length === 0 && !merchants.isPending ? (
        <p className="empty">
          <FormattedMessage id="submitted.empty" />
        </p>
      ) : (
        <>
          <div className="worklist-tools" role="search">
            <label className="worklist-search">
              <span>
                <FormattedMessage id="submitted.search" />
              </span>
              <input
                type="search"
                value={search}
                placeholder={intl.formatMessage({ id: 'submitted.search.placeholder' })}
                onChange={(event) => setSearch(event.target.value)}
              />
            </label>
            <label>
              <span>
                <FormattedMessage id="submitted.status" />
              </span>
              <select
                value={statusId}
                onChange={(event) => setStatusId(event.target.value as StatusFilterId)}
              >
                {statusFilters.map((filter) => (
                  <option key={filter.id} value={filter.id}>
                    {intl.formatMessage({ id: filter.label })}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>
                <FormattedMessage id="submitted.environment" />
              </span>
              <select
                value={environmentId}
                onChange={(event) => setEnvironmentId(event.target.value)}
              >
                <option value={allEnvironments}>
                  {intl.formatMessage({ id: 'submitted.environment.all' })}
                </option>
                {usedEnvironments.map((environment) => (
                  <option key={environment.id} value={environment.id} translate="no">
                    {environment.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>
                <FormattedMessage id="submitted.sort.label" />
              </span>
              <select
                value={sort}
                onChange={(event) => setSort(event.target.value as WorklistSort)}
              >
                <option value="changed">
                  {intl.formatMessage({ id: 'submitted.sort.changed' })}
                </option>
                <option value="name">{intl.formatMessage({ id: 'submitted.sort.name' })}</option>
              </select>
            </label>
          </div>
          <p className="result-count" role="status" data-query={search}>
            {intl.formatMessage(
              {
                id:
                  visible.length === list.length
                    ? 'submitted.count.all'
                    : 'submitted.count.filtered',
              },
              { shown: visible.length, total: list.length },
            )}
          </p>
          <div className="merchant-columns" aria-hidden="true">
            {columnHeadings.map((id) => (
              <span key={id}>
                <FormattedMessage id={id} />
              </span>
            ))}
            <span />
          </div>
          <VirtualList
            items={visible}
            label={intl.formatMessage({ id: 'submitted.listLabel' })}
            rowHeight={isNarrow ? narrowRowHeight : rowHeight}
            keyOf={merchantKey}
            renderRow={renderRow}
            isMeasured={isOpen}
            className="merchant-list"
            box={merchantListBox}
            testId="merchant-scroll"
          />
        </>
      )}
    </section>
  );
}
