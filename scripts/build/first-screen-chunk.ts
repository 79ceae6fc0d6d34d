// The renderer's first screen in one chunk. Left to itself the bundler splits what mount.tsx
// needs into half a dozen chunks (each piece shared with a lazy screen gets its own), and in
// browser mode a cold load asks for a dozen files at once over HTTP/1.1, six at a time, behind
// which the first screen's requests to main wait (workspace.bench.ts; decisions 59). This puts
// every module mount.tsx reaches by static import into one chunk, except what the entry itself
// reaches (its early requests must not wait for that chunk). Lazy screens import what they share
// with it from it: they always load after it.
//
// The chunk carries no V8 compile hint (decisions 106, which withdrew decisions 63's): with
// `//# allFunctionsCalledOnLoad` V8 compiled every function of it on one background thread once
// it had arrived, and the first render waited for all of it, React DOM's unused paths too; left to
// compile lazily, the drafts home's rows paint 77-103 ms sooner (same-run A/B, quiet machine).
//
// Two things stay out of it, in the chunk the entry's import() loads (which would otherwise be a
// one-line facade re-exporting mount from this chunk, so the file count is the same): the first
// screen's own module, and the data it imports that is no code to compile (`isData`: the English
// catalogue, decisions 105). V8 streams each file on its own background thread: a 136 KB string
// inside this chunk, then compile-hinted, lengthened its compile, which the first render waited
// for, by ~40 ms of that thread's time; in its own file it cost ~6 ms, beside it.
import type { Plugin } from 'vite';

/**
 * V8's magic comment (Chromium 136+) that compiles every function of a file eagerly. No chunk
 * carries it (decisions 106); named here so the build's test can say so.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

interface GraphModule {
  importedIds: readonly string[];
}

/** Every module `start` reaches by static import, itself included. */
function staticClosure(start: string, info: (id: string) => GraphModule | null): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const imported of info(id)?.importedIds ?? []) stack.push(imported);
  }
  return seen;
}

export function firstScreenChunk(
  entry: string,
  firstScreen: string,
  isData: (id: string) => boolean = () => false,
): Plugin {
  let captured = new Set<string>();
  let early = new Set<string>();
  return {
    name: 'boarding:first-screen-chunk',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'early',
                    test: (id: string) => early.has(id),
                    priority: 2,
                  },
                  {
                    name: 'first-screen',
                    test: (id: string) => captured.has(id),
                    // The captured set is closed over static imports already, minus the entry's
                    // part, which must stay in the entry's own chunks.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const find = (suffix: string) => ids.find((id) => id.endsWith(suffix));
      const entryId = find(entry);
      const firstId = find(firstScreen);
      if (entryId === undefined || firstId === undefined) {
        captured = new Set();
        return;
      }
      const info = (id: string) => this.getModuleInfo(id);
      const entryPart = staticClosure(entryId, info);
      captured = new Set(
        [...staticClosure(firstId, info)].filter(
          (id) => !entryPart.has(id) && id !== firstId && !isData(id),
        ),
      );
      early = new Set([...entryPart].filter((id) => id !== entryId));
    },
  };
}
