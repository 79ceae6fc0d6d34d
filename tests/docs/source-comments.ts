// Reading the repository's own text the way a newcomer does: every source file, every comment in
// it (read with the TypeScript parser, so code and strings are never mistaken for one), and the
// Markdown docs. Shared by the tests that keep comments readable in a fresh clone (conventions 10).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '..', '..');
const skippedFolders = new Set([
  'node_modules',
  'out',
  'dist',
  '.bench',
  '.git',
  'test-results',
  'playwright-report',
]);
const sourceExtensions = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function filesUnder(dir: string, wanted: RegExp): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(full, wanted));
    else if (wanted.test(entry.name)) files.push(full);
  }
  return files;
}

/** Every TypeScript and JavaScript file of the repository: sources, tests, scripts, configs. */
export function sourceFiles(dir = root): string[] {
  return filesUnder(dir, sourceExtensions);
}

/** Every Markdown file of the repository (README files and docs/). */
export function markdownFiles(dir = root): string[] {
  return filesUnder(dir, /\.md$/);
}

export interface Comment {
  /** 1-based line of the comment's first line. */
  line: number;
  text: string;
}

/**
 * Each comment of a source text with its line number. Consecutive `//` lines are one comment, as a
 * reader sees them: a citation that wraps from one `//` line to the next is read whole.
 */
export function commentsIn(text: string, fileName = 'probe.ts'): Comment[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (found: ts.CommentRange[] | undefined) => {
    for (const range of found ?? []) ranges.set(range.pos, range);
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, 0));

  const column = (pos: number) => source.getLineAndCharacterOfPosition(pos).character;
  const startsLine = (pos: number) =>
    /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', pos - 1) + 1, pos));
  const joined: { pos: number; end: number; isLine: boolean }[] = [];
  for (const range of [...ranges.values()].sort((a, b) => a.pos - b.pos)) {
    const isLine = range.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    const previous = joined.at(-1);
    // The next line continues a `//` comment that has its own line, or one beside code whose
    // continuation starts in the same column; a `//` line under unrelated code is its own.
    const continues =
      previous?.isLine === true &&
      isLine &&
      /^[ \t]*\r?\n[ \t]*$/.test(text.slice(previous.end, range.pos)) &&
      (startsLine(previous.pos) || column(previous.pos) === column(range.pos));
    if (continues) previous.end = range.end;
    else joined.push({ pos: range.pos, end: range.end, isLine });
  }
  return joined.map(({ pos, end }) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    text: text.slice(pos, end),
  }));
}

export function commentsOf(file: string): Comment[] {
  return commentsIn(readFileSync(file, 'utf8'), file);
}

/** A comment's words on one line: the `//`, the leading stars and the line breaks go. */
export function flattened(comment: string): string {
  return comment.replace(/\s*(\/\/|\/\*+|\*+\/|\*)\s*/g, ' ').replace(/\s+/g, ' ');
}
