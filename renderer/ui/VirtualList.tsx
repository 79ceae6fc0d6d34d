// A virtualized list (TanStack Virtual), shared by the drafts home and the Submitted worklist:
// only the rows in view (plus a few) are in the DOM, so 10,000 rows scroll like 10. Each row is a
// list item that says its position (aria-posinset / aria-setsize), so a screen reader still knows
// "row 37 of 10,000". Rows of a fixed height are placed without measuring; a row that opens (a
// disclosure) is measured as it renders.
import {
  elementScroll,
  useVirtualizer,
  type Rect,
  type Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { narrowLists } from './breakpoints';
import { remPx, type ListBox } from './list-box';
import { matchesNow } from './use-media-query';

/**
 * The list's first render already has its rows (decisions 63). The library reads the scroll
 * element's size when it mounts (clientHeight, in a layout effect), which forces a layout of the
 * page without rows, then renders again with them before the first paint: two renders and two
 * layouts, with the other components' effects run in between. Instead the first render takes the
 * height styles.css gives the scroll box (list-box.ts, decisions 107), so every row that can be
 * on screen is in the first frame and no more; the real size arrives from a ResizeObserver after
 * that frame's layout (read then, it forces nothing). The rows kept ready below the visible ones
 * (overscan) wait for that size too.
 */
function firstRect(box: ListBox): Rect {
  const { belowRem, leastRem } = matchesNow(narrowLists) ? box.narrow : box.wide;
  const height = Math.max(window.innerHeight / remPx - belowRem, leastRem) * remPx;
  return { width: window.innerWidth, height };
}

function observeSizeAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: Rect) => void,
): () => void {
  const element = instance.scrollElement;
  if (element === null) return () => undefined;
  const observer = new ResizeObserver(() =>
    report({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

const adopted = new WeakSet<HTMLDivElement>();

/**
 * Scrolls as the library does, except its first write to an element it has just adopted when
 * that write is "go to the top": the element is new (React made it), so it is at the top already,
 * and writing scrollTop would force the layout the first frame is about to do anyway.
 */
const scrollAfterAdopting: VirtualizerOptions<HTMLDivElement, Element>['scrollToFn'] = (
  offset,
  options,
  instance,
) => {
  const element = instance.scrollElement;
  const isFirst = element !== null && !adopted.has(element);
  if (element !== null) adopted.add(element);
  if (isFirst && offset + (options.adjustments ?? 0) === 0) return;
  elementScroll(offset, options, instance);
};

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
  /** The scroll box: its class, and the height styles.css gives it. */
  box: ListBox;
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
  box,
  testId,
}: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [initialRect] = useState(() => firstRect(box));
  const [isSized, setSized] = useState(false);
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, report: (rect: Rect) => void) =>
      observeSizeAfterLayout(instance, (rect) => {
        setSized(true);
        report(rect);
      }),
    [],
  );
  // This build has no React Compiler, which is what the rule protects: the virtualizer re-renders
  // this component itself on scroll, and rows get plain values, not its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: isSized ? 8 : 0,
    initialRect,
    observeElementRect: observeRect,
    scrollToFn: scrollAfterAdopting,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : keyOf(item);
    },
  });
  return (
    <div ref={scrollRef} className={box.className} data-testid={testId}>
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
