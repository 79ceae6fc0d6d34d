// Whether a CSS media query matches now, kept current: for layout a script must know (a list's
// row height where narrow rows wrap to two lines, which of a row's two action layouts to render).
import { useSyncExternalStore } from 'react';

// One list per query for the page's life: every row of a list asks the same question on each
// render, and matchMedia makes and evaluates a new list each time it is called.
const lists = new Map<string, MediaQueryList>();

function listFor(query: string): MediaQueryList {
  let list = lists.get(query);
  if (list === undefined) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether `query` matches now, outside React (a value read once, before anything renders). */
export function matchesNow(query: string): boolean {
  return listFor(query).matches;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listFor(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => listFor(query).matches,
  );
}
