// A virtualized list (TanStack Virtual), shared by the drafts home and the Submitted worklist:
// only the rows in view (plus a few) are in the DOM, so 10,000 rows scroll like 10. Each row is a
// list item that says its position (aria-posinset / aria-setsize), so a screen reader still knows
// "row 37 of 10,000". Rows of a fixed height are placed without measuring; a row that opens (a
// disclosure) is measured as it renders.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';

interface VirtualListProps<T> {
  items: readonly T[];
  label: string;
  rowHeight: number;
  keyOf: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /**
   * Rows that may be taller than rowHeight (a disclosure is open): those alone are measured as
   * they render. Measuring every row costs a layout per row on each keystroke of a search.
   */
  isMeasured?: (item: T) => boolean;
  className: string;
  scrollClassName: string;
  testId?: string;
}

export function VirtualList<T>({
  items,
  label,
  rowHeight,
  keyOf,
  renderRow,
  isMeasured,
  className,
  scrollClassName,
  testId,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // This build has no React Compiler, which is what the rule protects: the virtualizer re-renders
  // this component itself on scroll, and rows get plain values, not its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : keyOf(item);
    },
  });
  return (
    <div ref={scrollRef} className={scrollClassName} data-testid={testId}>
      <ul aria-label={label} className={className} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          const measured = isMeasured?.(item) ?? false;
          return (
            <li
              key={row.key}
              data-index={row.index}
              ref={measured ? virtualizer.measureElement : undefined}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{
                transform: `translateY(${row.start}px)`,
                ...(measured ? {} : { height: rowHeight }),
              }}
            >
              {renderRow(item)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
