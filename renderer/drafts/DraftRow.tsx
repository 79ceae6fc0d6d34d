// One application in the drafts list: select, open, what it is called, when it was last saved,
// its one state (once submitted, the merchant's status: Approved, Declined...), how many problems
// it has while it is still being worked on, and duplicate / new location / trash / restore /
// delete for good.
import { ExampleBadge } from '../ui/ExampleBadge';
import { memo } from 'react';
import { Link, useLocation } from 'wouter';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import { routes } from '../ui/routes';
import { displayName } from '../words/names';
import { lifecycleWords } from '../words/lifecycle';
import { statusWords } from '../words/status';
import { RowActions } from '../ui/RowActions';
import { dateTimeWords } from '../words/time';
import { FormattedMessage } from 'react-intl';
import { signatureMarkMessages } from '../words/signature';
import { newLocationActionWords, newLocationShortWords } from '../words/new-location';

export type RowAction = 'duplicate' | 'newLocation' | 'trash' | 'restore' | 'purge';

// Each button's visible words; its accessible name adds the application's name ("Restore Acme").
const liveActions: readonly [RowAction, string][] = [
  ['duplicate', 'Duplicate'],
  ['newLocation', newLocationActionWords],
  ['trash', 'Move to trash'],
];
const trashedActions: readonly [RowAction, string][] = [
  ['restore', 'Restore'],
  ['purge', 'Delete for good'],
];

interface DraftRowProps {
  summary: DraftSummary;
  isSelected: boolean;
  onSelect: (id: string, isSelected: boolean) => void;
  onAction: (action: RowAction, summary: DraftSummary) => void;
}

export const DraftRow = memo(function DraftRow({
  summary,
  isSelected,
  onSelect,
  onAction,
}: DraftRowProps) {
  const name = displayName(summary);
  const dba = summary.dba.trim();
  const problems = summary.errorCount;
  const [, navigate] = useLocation();
  const isSubmitted = summary.lifecycle === 'submitted';
  return (
    <div className="draft-row">
      {summary.isTrashed ? (
        // Nothing acts on a selection in the trash: its column stays, empty.
        <span />
      ) : (
        <input
          type="checkbox"
          aria-label={`Select ${name}`}
          checked={isSelected}
          onChange={(event) => onSelect(summary.id, event.target.checked)}
        />
      )}
      <div className="draft-name">
        {summary.isTrashed ? (
          <span className="name">{name}</span>
        ) : (
          <Link href={routes.draft(summary.id)} className="name">
            {name}
          </Link>
        )}
        <span className="dba">
          <ExampleBadge isExample={summary.isExample} />
          {dba !== '' && dba !== name ? `Doing business as ${dba}` : ''}
          {summary.variant === 'quickstart'
            ? (dba !== '' && dba !== name ? ' · ' : '') + 'QuickStart'
            : ''}
        </span>
        {summary.signature !== undefined && (
          <span className={`signature-mark is-${summary.signature}`}>
            <FormattedMessage id={signatureMarkMessages[summary.signature]} />
          </span>
        )}
      </div>
      <span className="saved">Saved {dateTimeWords(summary.updatedAt)}</span>
      <StateBadge summary={summary} />
      {isSubmitted ? (
        // Submitted: what the service says is its state; the form's problems no longer matter.
        <span />
      ) : (
        <span className={problems > 0 ? 'badge problems' : 'badge none'}>
          {problems > 0 ? `${problems} ${problems === 1 ? 'problem' : 'problems'}` : 'No problems'}
        </span>
      )}
      <RowActions
        name={name}
        actions={[
          // Review first: the one action that leads on to the merchant's signature.
          ...(summary.isTrashed
            ? []
            : [{ id: 'review', label: 'Review', run: () => navigate(routes.review(summary.id)) }]),
          ...(summary.isTrashed ? trashedActions : liveActions).map(([action, label]) => ({
            id: action,
            label,
            ...(action === 'newLocation' && { shortLabel: newLocationShortWords }),
            run: () => onAction(action, summary),
          })),
        ]}
      />
    </div>
  );
});

/**
 * One state per application: a submitted one shows its merchant's status (as the Submitted
 * screen does), not "Submitted"; until the first check it is "Submitted".
 */
function StateBadge({ summary }: { summary: DraftSummary }) {
  const status = summary.lifecycle === 'submitted' ? summary.merchantStatus : undefined;
  if (status === undefined || status === null)
    return (
      <span className={`badge state-${summary.lifecycle}`}>
        {lifecycleWords[summary.lifecycle]}
      </span>
    );
  return <span className={`badge status-${status.toLowerCase()}`}>{statusWords(status)}</span>;
}
