// The renderer's first screen in one chunk. Left to itself the bundler splits what mount.tsx
// needs into half a dozen chunks (each piece shared with a lazy screen gets its own), and in
// browser mode a cold load asks for a dozen files at once over HTTP/1.1, six at a time, behind
// which the first screen's requests to main wait (workspace.bench.ts; decisions 59). This puts
// every module mount.tsx reaches by static import into one chunk, except what the entry itself
// reaches (its early requests must not wait for that chunk). Lazy screens import what they share
// with it from it: they always load after it.
//
// The chunk starts with V8's compile hint (decisions 63): almost all of it runs before the first
// rows paint, and V8 otherwise compiles each function on the main thread the first time it is
// called; with the hint it compiles them while the chunk streams in, on a background thread.
//
// Two things stay out of it, in the chunk the entry's import() loads (which would otherwise be a
// one-line facade re-exporting mount from this chunk, so the file count is the same): the first
// screen's own module, and the data it imports that is no code to compile (`isData`: the English
// catalogue, decisions 105). V8 streams each file on its own background thread: a 136 KB string
// inside this chunk lengthened its eager compile, which the first render waits for, by ~40 ms of
// that thread's time; in its own file it costs ~6 ms, beside it.
import type { Plugin } from 'vite';

/** V8's magic comment (Chromium 136+): compile every function of this file eagerly. */
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
    generateBundle: {
      // After Vite's own additions to the chunk: the comment must be its first line.
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && output.name === 'first-screen')
            output.code = `${compileHint}\n${output.code}`;
        }
      },
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
