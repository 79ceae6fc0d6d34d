// One application in the drafts list: select, open, what it is called, when it was last saved,
// its state, how many problems it has, and duplicate / trash / restore / delete for good.
import { ExampleBadge } from '../ui/ExampleBadge';
import { memo } from 'react';
import { Link } from 'wouter';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import { routes } from '../ui/routes';
import { displayName } from '../words/names';
import { lifecycleWords } from '../words/lifecycle';
import { dateTimeWords } from '../words/time';

export type RowAction = 'duplicate' | 'trash' | 'restore' | 'purge';

// Each button's visible words; its accessible name adds the application's name ("Restore Acme").
const liveActions: readonly [RowAction, string][] = [
  ['duplicate', 'Duplicate'],
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
      </div>
      <span className="saved">Saved {dateTimeWords(summary.updatedAt)}</span>
      <span className={`badge state-${summary.lifecycle}`}>
        {lifecycleWords[summary.lifecycle]}
      </span>
      <span className={problems > 0 ? 'badge problems' : 'badge none'}>
        {problems > 0 ? `${problems} ${problems === 1 ? 'problem' : 'problems'}` : 'No problems'}
      </span>
      <span className="row-actions">
        {(summary.isTrashed ? trashedActions : liveActions).map(([action, label]) => (
          <button
            key={action}
            type="button"
            className="small"
            onClick={() => onAction(action, summary)}
          >
            {label}
            <span className="visually-hidden"> {name}</span>
          </button>
        ))}
      </span>
    </div>
  );
});
