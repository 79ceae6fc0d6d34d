// The editor is where an agent goes next from almost every screen, and its chunk (form, masks,
// field catalog) is the largest. It is fetched and evaluated once the browser is idle after the
// first screen is up, so opening the first draft of the day does not wait for it; the first
// screen itself is never delayed (idle time only, and the chunk stays out of the first load).
//
// Once loaded, the editor renders directly instead of through React.lazy: a lazy component
// suspends on its first render even when its module is already here, and React then holds the
// revealed screen back for its fallback throttle (about 300 ms), which was most of the first
// open's time.
import type { DraftEditor } from '../editor/DraftEditor';

let loaded: typeof DraftEditor | null = null;

export function loadDraftEditor() {
  return import('../editor/DraftEditor').then((module) => {
    loaded = module.DraftEditor;
    return module;
  });
}

/** The editor component if its chunk has loaded, else null (render the lazy one). */
export function loadedDraftEditor(): typeof DraftEditor | null {
  return loaded;
}

/** Runs `load` when the browser is next idle (within 3 s at the latest); returns a cancel. */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  // A failed preload is not an error: opening the screen loads it again and shows its own failure.
  const id = requestIdleCallback(() => void load().catch(() => undefined), { timeout: 3000 });
  return () => cancelIdleCallback(id);
}
