// Comments say what and why in words, and cite RFC sections, decisions numbers (docs/decisions.md)
// and the house style's rule numbers; never a tracker's numbers (an issue, deliverable or item
// followed by its number), which mean nothing in a fresh clone (conventions 10). Every comment in
// every source file is read with the TypeScript parser, so code and strings are never mistaken
// for one.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..', '..');
const skippedFolders = new Set(['node_modules', 'out', 'dist', '.bench', '.git', 'test-results']);
const sourceExtensions = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const trackerNumber = /\b(issue|deliverable|item|ticket|task)s?\s+#?\d+/i;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (sourceExtensions.test(entry.name)) files.push(full);
  }
  return files;
}

/** Each comment of a file with its line number. */
function commentsOf(file: string): { line: number; text: string }[] {
  const text = readFileSync(file, 'utf8');
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Set<number>();
  const found: { line: number; text: string }[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      found.push({
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, 0));
  return found;
}

/** `relative/path:line` for every comment that cites a tracker number. */
function offendersIn(file: string): string[] {
  // A citation may wrap inside a block comment: the line breaks and leading stars go first.
  return commentsOf(file)
    .filter((comment) => trackerNumber.test(comment.text.replace(/\s*(\/\/|\*)\s*/g, ' ')))
    .map((comment) => `${path.relative(root, file)}:${comment.line}`);
}

describe('source comments', () => {
  const files = sourceFiles(root);

  it('cite no tracker numbers', () => {
    expect(files.flatMap(offendersIn)).toEqual([]);
  });

  it('finds a tracker number in any comment, wrapped or not, and ignores code and strings', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bd-tracker-'));
    try {
      const file = path.join(dir, 'probe.ts');
      const tracker = ['iss', 'ue 5'].join(''); // not written out, or this file would cite one
      writeFileSync(
        file,
        [
          `// The outbox (${tracker}): queued applications go out.`, // line 1
          `const label = 'Item 3';`,
          `/** Decisions 10 and RFC 5849 section 3.1 are citations, not tracker numbers. */`,
          `/*`,
          ` * A wrapped one (${tracker.slice(0, -2)}`, // line 5
          ` * ${tracker.slice(-1)}).`,
          ` */`,
          `export const item = label; // see ${tracker}`, // line 8
        ].join('\n'),
      );
      expect(offendersIn(file).map((found) => found.split(':').at(-1))).toEqual(['1', '4', '8']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
