// The stylesheet's widths a script must know too, for what it renders rather than how it looks:
// each is an `@media` block of styles.css (tests/renderer/breakpoints.test.ts holds them equal).

/** The rows' layout is short of space: a row's actions fold into one menu (RowActions.tsx). */
export const shortOfSpace = '(max-width: 1100px)';

/** The Submitted worklist's rows wrap to two lines, so the list's row height grows. */
export const narrowWorklist = '(max-width: 900px)';

/** The lists' scroll boxes take more of a short window (list-box.ts). */
export const narrowLists = '(max-width: 760px)';
