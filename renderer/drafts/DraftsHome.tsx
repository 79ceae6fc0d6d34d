// The drafts home: every application on this computer, searchable as you type, filtered by
// state with counts at a glance, sorted, and acted on one at a time or several at once. From the
// trash an application can be deleted for good, after a confirmation (ConfirmPurge). In the
// agent's language, counts in its locale (decisions 91).
import { ExampleButton } from '../ui/ExampleButton';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { DraftSummary, DraftVariant } from '../../shared/drafts/draft-schema';
import { setExportSelection } from '../ui/export-selection';
import { routes } from '../ui/routes';
import { useToast } from '../ui/toasts';
import { appErrorOf } from '../data/unwrap';
import { formatCount } from '../i18n/format';
import { useDraftActions } from '../data/use-draft-actions';
import { useDraftCounts, useDraftSummaries } from '../data/use-drafts';
import { errorSentence } from '../words/errors';
import { useDuplicateConfirm } from '../ui/ConfirmDuplicates';
import { ErrorNotice } from '../ui/ErrorNotice';
import { ScreenHead } from '../ui/ScreenHead';
import { TextField } from '../ui/TextField';
import { validateAndQueue, type BulkQueueOutcome } from './bulk-queue';
import { ConfirmPurge } from './ConfirmPurge';
import { SetAsideNotice } from './SetAsideNotice';
import type { RowAction } from './DraftRow';
import { filterDrafts, type DraftSortId } from './filter-drafts';
import { displayName } from '../words/names';
import { newLocationMadeWords } from '../words/new-location';
import { draftFilters, type DraftFilterId } from '../words/lifecycle';
import { useSortedDrafts } from './use-sorted-drafts';
import { VirtualDraftList } from './VirtualDraftList';

export function DraftsHome() {
  const intl = useIntl();
  const actions = useDraftActions();
  const notify = useToast();
  const [, navigate] = useLocation();
  const [filterId, setFilterId] = useState<DraftFilterId>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DraftSortId>('updated');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<BulkQueueOutcome | null>(null);
  // What the delete-for-good dialog asks about: one trashed application, or the whole trash.
  const [toPurge, setToPurge] = useState<DraftSummary | 'trash' | null>(null);
  const filters = useRef<HTMLDivElement>(null);
  const isTrash = filterId === 'trash';
  const list = useDraftSummaries(isTrash);
  const counts = useDraftCounts().data;

  const sorted = useSortedDrafts(list.data, sort);
  const filter = draftFilters.find((candidate) => candidate.id === filterId) ?? draftFilters[0];
  // Filtered in the keystroke's own render, not deferred: one pass over precomputed keys costs
  // under a millisecond at 10,000 drafts, and a deferred render painted the list a frame later
  // (keystroke to the list painted, median 19.5 -> 9.9 ms, decisions 65).
  const visible = useMemo(
    () => filterDrafts(sorted, { search, states: filter.states }),
    [sorted, search, filter],
  );

  const create = useMutation({
    mutationFn: (variant: DraftVariant) => actions.create(variant),
    onSuccess: (draft) => navigate(routes.draft(draft.id)),
  });

  const onAction = useCallback(
    (action: RowAction, summary: DraftSummary) => {
      if (action === 'purge') {
        setToPurge(summary);
        return;
      }
      const name = displayName(intl, summary);
      const run = async () => {
        if (action === 'duplicate') {
          const copy = await actions.duplicate(summary.id);
          // decisions 30: the copy opens at once, as a draft named "(copy)", to be looked at.
          if (copy.ok) {
            notify(intl.formatMessage({ id: 'drafts.duplicated' }, { name }), 'success');
            navigate(routes.draft(copy.value.id));
          }
          return copy;
        }
        if (action === 'newLocation') {
          const made = await actions.newLocation(summary.id);
          // decisions 82: the new draft opens on the one thing left to type, the location.
          if (made.ok) {
            notify(newLocationMadeWords(intl, name), 'success');
            navigate(routes.draft(made.value.id, 'locationName'));
          }
          return made;
        }
        if (action === 'trash') {
          const trashed = await actions.trash(summary.id);
          if (trashed.ok) notify(intl.formatMessage({ id: 'drafts.trashed' }, { name }));
          return trashed;
        }
        const restored = await actions.restore(summary.id);
        if (restored.ok) notify(intl.formatMessage({ id: 'drafts.restored' }, { name }), 'success');
        return restored;
      };
      void run().then((result) => {
        if (!result.ok) notify(`${name}: ${errorSentence(intl, result.error)}`, 'problem');
        setSelected((current) => {
          const next = new Set(current);
          next.delete(summary.id);
          return next;
        });
      });
    },
    [intl, notify, actions, navigate],
  );

  const onSelect = useCallback((id: string, isSelected: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const purge = useCallback(
    async (target: DraftSummary | 'trash') => {
      if (target === 'trash') {
        const emptied = await actions.emptyTrash();
        if (emptied.ok)
          notify(
            intl.formatMessage({ id: 'drafts.trashEmptied' }, { count: emptied.value.purged }),
          );
        return emptied;
      }
      const purged = await actions.purge(target.id);
      if (purged.ok)
        notify(intl.formatMessage({ id: 'drafts.purged' }, { name: displayName(intl, target) }));
      return purged;
    },
    [intl, notify, actions],
  );
  const trashedCount = counts?.trashed ?? 0;

  const selectedDrafts = visible.filter((draft) => selected.has(draft.id));
  const duplicateConfirm = useDuplicateConfirm();
  const bulkQueue = useMutation({
    mutationFn: () => validateAndQueue(intl, selectedDrafts, duplicateConfirm.ask),
    onSuccess: (result) => {
      setOutcome(result);
      setSelected(new Set());
      actions.queued();
    },
  });

  const countOf = (id: DraftFilterId): number | undefined => {
    if (counts === undefined) return undefined;
    const entry = draftFilters.find((candidate) => candidate.id === id);
    if (id === 'all') return counts.total;
    if (id === 'trash') return counts.trashed;
    return entry?.states?.reduce((sum, state) => sum + (counts.byLifecycle[state] ?? 0), 0);
  };

  return (
    <section aria-labelledby="drafts-heading" className="screen">
      <ScreenHead id="drafts-heading" heading="drafts.heading">
        <button
          type="button"
          className="primary"
          onClick={() => create.mutate('full')}
          disabled={create.isPending}
        >
          <FormattedMessage id="drafts.new" />
        </button>
        <button
          type="button"
          onClick={() => create.mutate('quickstart')}
          disabled={create.isPending}
        >
          <FormattedMessage id="drafts.newQuickStart" />
        </button>
      </ScreenHead>
      {create.error && <ErrorNotice error={appErrorOf(create.error)} />}
      <SetAsideNotice counts={counts} />

      <div
        className="filters"
        role="group"
        aria-label={intl.formatMessage({ id: 'drafts.filtersLabel' })}
        ref={filters}
      >
        {draftFilters.map((candidate) => {
          const count = countOf(candidate.id);
          return (
            <button
              key={candidate.id}
              type="button"
              className="filter"
              aria-pressed={filterId === candidate.id}
              onClick={() => {
                setFilterId(candidate.id);
                setSelected(new Set());
              }}
            >
              <FormattedMessage id={candidate.labelId} />
              {count !== undefined && <span className="count">{formatCount(intl, count)}</span>}
            </button>
          );
        })}
      </div>

      <div className="list-tools">
        <TextField
          id="draft-search"
          label={<FormattedMessage id="drafts.search" />}
          isInline
          type="search"
          value={search}
          onChange={setSearch}
          autoComplete="off"
        />
        <p className="field inline">
          <label htmlFor="draft-sort">
            <FormattedMessage id="drafts.sort.label" />
          </label>
          <select
            id="draft-sort"
            value={sort}
            onChange={(event) => setSort(event.target.value as DraftSortId)}
          >
            <option value="updated">{intl.formatMessage({ id: 'drafts.sort.updated' })}</option>
            <option value="name">{intl.formatMessage({ id: 'drafts.sort.name' })}</option>
            <option value="created">{intl.formatMessage({ id: 'drafts.sort.created' })}</option>
          </select>
        </p>
        {/* data-query: the search this count (and the list) was computed for; the bench times
            keystroke to paint by it. */}
        <p className="result-count" role="status" data-query={search}>
          {intl.formatMessage(
            list.isPending
              ? { id: 'drafts.count.loading' }
              : { id: list.isComplete ? 'drafts.count.shown' : 'drafts.count.partial' },
            { count: visible.length },
          )}
        </p>
      </div>

      {!isTrash && (
        <div
          className="bulk"
          role="group"
          aria-label={intl.formatMessage({ id: 'drafts.selection.label' })}
        >
          <span>
            <FormattedMessage
              id="drafts.selection.count"
              values={{ count: selectedDrafts.length }}
            />
          </span>
          <button
            type="button"
            onClick={() => bulkQueue.mutate()}
            disabled={selectedDrafts.length === 0 || bulkQueue.isPending}
          >
            <FormattedMessage
              id={bulkQueue.isPending ? 'drafts.selection.checking' : 'drafts.selection.queue'}
            />
          </button>
          <button
            type="button"
            onClick={() => {
              setExportSelection(selectedDrafts.map((draft) => draft.id));
              navigate(routes.settings);
            }}
            disabled={selectedDrafts.length === 0}
          >
            <FormattedMessage id="drafts.selection.export" />
          </button>
          {selectedDrafts.length > 0 && (
            <button type="button" className="link-button" onClick={() => setSelected(new Set())}>
              <FormattedMessage id="drafts.selection.clear" />
            </button>
          )}
        </div>
      )}
      {duplicateConfirm.dialog}
      {outcome && <QueueOutcome outcome={outcome} onClose={() => setOutcome(null)} />}
      {isTrash && trashedCount > 0 && (
        <div
          className="bulk"
          role="group"
          aria-label={intl.formatMessage({ id: 'drafts.trash.label' })}
        >
          <button type="button" className="danger" onClick={() => setToPurge('trash')}>
            <FormattedMessage id="drafts.trash.empty" />
          </button>
          <span className="muted">
            <FormattedMessage id="drafts.trash.note" />
          </span>
        </div>
      )}
      {toPurge && (
        <ConfirmPurge
          {...(toPurge === 'trash'
            ? {
                title: intl.formatMessage(
                  { id: 'drafts.purge.all.title' },
                  { count: trashedCount },
                ),
                consequence: intl.formatMessage({ id: 'drafts.purge.all.consequence' }),
                confirmLabel: intl.formatMessage({ id: 'drafts.purge.all.confirm' }),
                cancelLabel: intl.formatMessage({ id: 'drafts.purge.all.cancel' }),
              }
            : {
                title: intl.formatMessage(
                  { id: 'drafts.purge.one.title' },
                  { name: displayName(intl, toPurge) },
                ),
                consequence: intl.formatMessage({ id: 'drafts.purge.one.consequence' }),
                confirmLabel: intl.formatMessage({ id: 'drafts.purge.one.confirm' }),
                cancelLabel: intl.formatMessage({ id: 'drafts.purge.one.cancel' }),
              })}
          purge={() => purge(toPurge)}
          onClosed={(isDeleted) => {
            setToPurge(null);
            // Its row (and the button focus went back to) is gone: stay in the trash's filter.
            if (isDeleted)
              filters.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
          }}
        />
      )}

      {list.error ? (
        <ErrorNotice error={appErrorOf(list.error)} />
      ) : visible.length === 0 && !list.isPending ? (
        <p className="empty">
          {search.trim() !== '' ? (
            <FormattedMessage
              id="drafts.empty.search"
              values={{ search: <span translate="no">{search.trim()}</span> }}
            />
          ) : (
            <FormattedMessage id={isTrash ? 'drafts.empty.trash' : 'drafts.empty.none'} />
          )}
          {search.trim() === '' && !isTrash && <ExampleButton className="small" leadingSpace />}
        </p>
      ) : (
        <VirtualDraftList
          drafts={visible}
          selected={selected}
          onSelect={onSelect}
          onAction={onAction}
        />
      )}
    </section>
  );
}

function QueueOutcome({ outcome, onClose }: { outcome: BulkQueueOutcome; onClose: () => void }) {
  // Focus moves here when it appears: the button that was pressed is disabled now (nothing is
  // selected), and the agent should read what happened next.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [outcome]);
  return (
    <section className="outcome" aria-labelledby="outcome-heading">
      <h2 id="outcome-heading" ref={headingRef} tabIndex={-1}>
        <FormattedMessage
          id="drafts.outcome.heading"
          values={{ queued: outcome.queued, skipped: outcome.skipped.length }}
        />
      </h2>
      {outcome.skipped.length > 0 && (
        <ul>
          {outcome.skipped.map((skip) => (
            <li key={skip.id}>
              <strong translate="no">{skip.name}</strong>: {skip.reason}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="small" onClick={onClose}>
        <FormattedMessage id="drafts.outcome.close" />
      </button>
    </section>
  );
}
