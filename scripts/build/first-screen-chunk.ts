// The renderer's first screen in one chunk. Left to itself the bundler splits what mount.tsx
// needs into half a dozen chunks (each piece shared with a lazy screen gets its own), and in
// browser mode a cold load asks for a dozen files at once over HTTP/1.1, six at a time, behind
// which the first screen's requests to main wait (workspace.bench.ts; decisions 59). This puts
// every module mount.tsx reaches by static import into one chunk, except what the entry itself
// reaches (its early requests must not wait for that chunk). Lazy screens import what they share
// with it from it: they always load after it.
import type { Plugin } from 'vite';

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

export function firstScreenChunk(entry: string, firstScreen: string): Plugin {
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
      captured = new Set([...staticClosure(firstId, info)].filter((id) => !entryPart.has(id)));
      early = new Set([...entryPart].filter((id) => id !== entryId));
    },
  };
}
