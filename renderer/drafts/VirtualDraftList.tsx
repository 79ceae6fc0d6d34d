// The drafts list over the shared virtual list (ui/VirtualList.tsx): 10,000 drafts scroll as
// smoothly as 10.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import { draftListBox } from '../ui/list-box';
import { VirtualList } from '../ui/VirtualList';
import { DraftRow, type RowAction } from './DraftRow';

const rowHeight = 64;

interface VirtualDraftListProps {
  drafts: readonly DraftSummary[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, isSelected: boolean) => void;
  onAction: (action: RowAction, summary: DraftSummary) => void;
}

const keyOf = (summary: DraftSummary) => summary.id;

export function VirtualDraftList({ drafts, selected, onSelect, onAction }: VirtualDraftListProps) {
  const intl = useIntl();
  const renderRow = useCallback(
    (summary: DraftSummary) => (
      <DraftRow
        summary={summary}
        isSelected={selected.has(summary.id)}
        onSelect={onSelect}
        onAction={onAction}
      />
    ),
    [selected, onSelect, onAction],
  );
  return (
    <VirtualList
      items={drafts}
      label={intl.formatMessage({ id: 'drafts.listLabel' })}
      rowHeight={rowHeight}
      keyOf={keyOf}
      renderRow={renderRow}
      className="draft-list"
      box={draftListBox}
      testId="draft-scroll"
    />
  );
}
