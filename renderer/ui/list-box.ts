// The height styles.css gives a virtual list's scroll box, known before the box is laid out: the
// list's first render holds the rows that fit in it, not a window's worth (decisions 107). Each
// box is the window's height less what stands above and below it, never less than a least
// height, with less above in a short window (breakpoints.ts `narrowLists`). The stylesheet test
// (tests/renderer/breakpoints.test.ts) holds these figures equal to styles.css's. Figures only,
// no DOM: VirtualList.tsx reads them.

export interface ListBox {
  /** The scroll element's class in styles.css. */
  className: string;
  /** `height: calc(100vh - <belowRem>rem); min-height: <leastRem>rem`, wide and narrow. */
  wide: { belowRem: number; leastRem: number };
  narrow: { belowRem: number; leastRem: number };
}

export const draftListBox: ListBox = {
  className: 'draft-scroll',
  wide: { belowRem: 22, leastRem: 18 },
  narrow: { belowRem: 14, leastRem: 10 },
};

export const merchantListBox: ListBox = {
  className: 'merchant-scroll',
  wide: { belowRem: 19, leastRem: 16 },
  narrow: { belowRem: 14, leastRem: 10 },
};

/** styles.css's root font size (`:root`), in CSS pixels: one rem. */
export const remPx = 15;
