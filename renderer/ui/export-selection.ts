// The applications chosen in Drafts for an export, handed to Settings' Export panel. Screens never
// import each other, so the hand-over lives a layer below both: a small store of ids (no payload),
// kept in memory only and cleared once that export is written or the agent chooses them all.
import { useSyncExternalStore } from 'react';

let selection: readonly string[] | null = null;
const listeners = new Set<() => void>();

/** Ids to export, or null for every application. */
export function setExportSelection(ids: readonly string[] | null): void {
  selection = ids === null || ids.length === 0 ? null : [...ids];
  for (const listener of listeners) listener();
}

export function useExportSelection(): readonly string[] | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => selection,
  );
}
