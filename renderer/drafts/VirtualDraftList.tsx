// The drafts list, virtualized (TanStack Virtual): only the rows in view (plus a few) are in the
// DOM, so 10,000 drafts scroll as smoothly as 10. Each row is a list item that says its position
// (aria-posinset / aria-setsize), so a screen reader still knows "row 37 of 10,000".
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { DraftSummary } from '../../shared/drafts/draft-schema';
import { DraftRow, type RowAction } from './DraftRow';

const rowHeight = 64;

interface VirtualDraftListProps {
  drafts: readonly DraftSummary[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, isSelected: boolean) => void;
  onAction: (action: RowAction, summary: DraftSummary) => void;
}

export function VirtualDraftList({ drafts, selected, onSelect, onAction }: VirtualDraftListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // This build has no React Compiler, which is what the rule protects: the virtualizer re-renders
  // this component itself on scroll, and rows get plain values, not its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: drafts.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (index) => drafts[index]?.id ?? index,
  });
  return (
    <div ref={scrollRef} className="draft-scroll" data-testid="draft-scroll">
      <ul
        aria-label="Applications"
        className="draft-list"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const summary = drafts[item.index];
          if (summary === undefined) return null;
          return (
            <li
              key={item.key}
              aria-setsize={drafts.length}
              aria-posinset={item.index + 1}
              style={{ transform: `translateY(${item.start}px)`, height: rowHeight }}
            >
              <DraftRow
                summary={summary}
                isSelected={selected.has(summary.id)}
                onSelect={onSelect}
                onAction={onAction}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
