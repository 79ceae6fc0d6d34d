// Review notes kept beside data, left out of the renderer's chunks (decisions 98). The category
// synonyms (renderer/editor/category/category-synonyms.ts) carry, beside each term and its codes,
// where the mapping comes from (`source`) and why (`why`): written for the reviewer and checked by
// tests/renderer/category-search.test.ts, never read by the search, and about 3.5 KB gzipped of
// the renderer's 250 KB budget. In the renderer's build those properties are removed from the
// file's object literals; the source, its tests and its types keep them.
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The files and, for each, the properties the renderer does not read. */
const notes: Record<string, readonly string[]> = {
  'renderer/editor/category/category-synonyms.ts': ['why', 'source'],
};

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Every object literal property named one of `names`, as [start, end) with its comma. */
function propertyRanges(
  program: Node,
  names: ReadonlySet<string>,
  code: string,
): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      for (const property of node.properties as Node[]) {
        const key = property.key as Node | undefined;
        const name = key?.type === 'Identifier' ? key.name : key?.value;
        if (property.type !== 'Property' || typeof name !== 'string' || !names.has(name)) continue;
        // The property and the comma after it (object literals here always have one, or end).
        let end = property.end;
        while (end < code.length && /\s/.test(code[end]!)) end += 1;
        if (code[end] === ',') end += 1;
        ranges.push([property.start, end]);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) {
        for (const item of value) if (isNode(item)) visit(item);
      } else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return ranges;
}

export function dropReviewNotes(): Plugin {
  return {
    name: 'boarding:drop-review-notes',
    apply: 'build',
    // After TypeScript is stripped: the parser then reads plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      const file = Object.keys(notes).find((name) => id.replaceAll('\\', '/').endsWith(name));
      if (file === undefined) return undefined;
      const ranges = propertyRanges(
        this.parse(code) as unknown as Node,
        new Set(notes[file]),
        code,
      );
      if (ranges.length === 0) this.error(`${file}: none of ${notes[file]!.join(', ')} found`);
      let kept = '';
      let from = 0;
      for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
        kept += code.slice(from, start);
        from = end;
      }
      return { code: kept + code.slice(from), map: null };
    },
  };
}
