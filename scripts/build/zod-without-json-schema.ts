// The renderer validates with zod but never writes a JSON Schema (decisions 98). zod's classic
// API imports its JSON Schema generator for every schema's `toJSONSchema()` and
// `~standard.jsonSchema` methods, so the renderer carried the generator and a processor per schema
// kind: about 5 KB gzipped of the 250 KB budget, never run. In the renderer's build, those two
// modules, imported from the classic API only, are replaced by stand-ins with the same exports
// that throw when called; parsing, `~standard.validate` and everything else stay zod's own, and
// so does `aggregateChecks`, which the classic API's `minLength`, `maxLength` and `format`
// getters read (re-exported from zod's module, so only it and its helpers are bundled).
// Main, core and the tests use zod unchanged. A zod that imports another name from them fails
// the build (a missing export), never quietly.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The replaced modules, each with the exports kept as zod's own. */
const replaced: Record<string, readonly string[]> = {
  'json-schema-processors.js': ['aggregateChecks'],
  'to-json-schema.js': [],
};
const prefix = '\0zod-without-json-schema:';

/** The module's export names, as zod's build writes them (`export function x`, `export const x`). */
function exportNames(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const match of source.matchAll(/^export (?:function|const|class) (\w+)/gm))
    names.add(match[1]!);
  for (const match of source.matchAll(/^export \{([^}]*)\}/gm))
    for (const part of match[1]!.split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!
          .trim(),
      );
  names.delete('');
  return [...names];
}

/**
 * Source of the stand-in for zod's module `file`: `kept` re-exported from it, every other export
 * a function that throws when called (the method factories return one).
 */
export function standIn(file: string, names: readonly string[], kept: readonly string[]): string {
  const lines = [
    ...(kept.length > 0 ? [`export { ${kept.join(', ')} } from ${JSON.stringify(file)};`] : []),
    'function unavailable() {',
    "  throw new Error('zod JSON Schema generation is not built into the renderer (decisions 98)');",
    '}',
  ];
  for (const name of names.filter((candidate) => !kept.includes(candidate)))
    lines.push(
      name.startsWith('create') && name.endsWith('Method')
        ? `export const ${name} = () => unavailable;`
        : `export const ${name} = unavailable;`,
    );
  return lines.join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  const zodCore = path.dirname(
    createRequire(import.meta.url)
      .resolve('zod/v4/core')
      .replace(/index\.c?js$/, 'index.js'),
  );
  return {
    name: 'boarding:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer))
        return undefined;
      const file = Object.keys(replaced).find((name) => source === `../core/${name}`);
      return file === undefined ? undefined : prefix + file;
    },
    load(id) {
      if (!id.startsWith(prefix)) return undefined;
      const name = id.slice(prefix.length);
      const file = path.join(zodCore, name);
      return standIn(file, exportNames(file), replaced[name] ?? []);
    },
  };
}
