// The drafts home's cold load parses and runs every module its first chunks hold (decisions 57):
// the entry (renderer/app/main.tsx) and what it mounts (mount.tsx), with everything they import
// statically. zod is a third of that code once bundled and the first screen validates nothing,
// so no module there may import it; the screens loaded later (the editor, Settings) may. Nor may
// one make an Intl formatter as it loads (decisions 63): the first one made reads ICU's locale
// data, which a worker reads meanwhile, and a module-level one runs before the worker has.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const entries = ['renderer/app/main.tsx', 'renderer/app/mount.tsx'];

/** Specifiers a module imports for their values (not `import type`, not `import()`). */
function valueImports(source: string): string[] {
  const found: string[] = [];
  const pattern = /^(?:import|export)\s+(?!type\b)(?:[\s\S]*?\sfrom\s+)?'([^']+)';/gm;
  for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Every module on the first screen's path, and the packages each imports. */
function firstScreenGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (graph.has(file)) continue;
    const specifiers = valueImports(readFileSync(file, 'utf8'));
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      const next = resolveModule(file, specifier);
      if (next) queue.push(next);
    }
  }
  return graph;
}

describe("the first screen's code", () => {
  it('reads its imports (a known path is found)', () => {
    const files = [...firstScreenGraph().keys()].map((file) => path.relative(root, file));
    expect(files).toContain('renderer/drafts/DraftsHome.tsx');
    expect(files).toContain('renderer/words/outbox.ts');
    expect(files).not.toContain('renderer/editor/DraftEditor.tsx');
  });

  it('imports no zod', () => {
    const importers = [...firstScreenGraph()]
      .filter(([, specifiers]) => specifiers.some((specifier) => /^zod(\/|$)/.test(specifier)))
      .map(([file]) => path.relative(root, file));
    expect(importers).toEqual([]);
  });

  it('makes no Intl formatter as a module loads (only when first used)', () => {
    const atLoad =
      /^(?:export\s+)?(?:const|let|var)\s[^=\n]*=[^\n;]*(?:\bIntl\.\w+\(|\.toLocale\w*String\()|^(?:new\s+)?Intl\.\w+\(/m;
    // The pattern finds what it is for.
    expect(atLoad.test('const collator = new Intl.Collator(undefined, { numeric: true });')).toBe(
      true,
    );
    expect(atLoad.test('const label = (1000).toLocaleString();')).toBe(true);
    expect(atLoad.test('  return new Intl.NumberFormat().format(value);')).toBe(false);
    const makers = [...firstScreenGraph().keys()]
      .filter((file) => atLoad.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(makers).toEqual([]);
  });
});
