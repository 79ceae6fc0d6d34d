// Comments say what and why in words, and cite RFC sections, decisions numbers (docs/decisions/)
// and the conventions' numbers (docs/conventions.md); never a tracker's numbers (an issue,
// deliverable or item followed by its number), which mean nothing in a fresh clone
// (conventions 10). Every comment in every source file is read with the TypeScript parser, so code
// and strings are never mistaken for one, and a citation wrapped over two lines is read whole.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsIn, commentsOf, flattened, root, sourceFiles } from './source-comments';

const trackerNumber = /\b(issue|deliverable|item|ticket|task)s?\s+#?\d+/i;

/** The line of every comment of a text that cites a tracker number. */
function trackerLines(text: string): number[] {
  return commentsIn(text)
    .filter((comment) => trackerNumber.test(flattened(comment.text)))
    .map((comment) => comment.line);
}

describe('source comments', () => {
  it('cite no tracker numbers', () => {
    const offenders = sourceFiles().flatMap((file) =>
      commentsOf(file)
        .filter((comment) => trackerNumber.test(flattened(comment.text)))
        .map((comment) => `${path.relative(root, file)}:${comment.line}`),
    );
    expect(offenders).toEqual([]);
  });

  it('finds a tracker number in any comment, wrapped or not, and ignores code and strings', () => {
    const tracker = ['iss', 'ue 5'].join(''); // not written out, or this file would cite one
    const word = tracker.slice(0, -2);
    const number = tracker.slice(-1);
    const probe = [
      `// The outbox (${tracker}): queued applications go out.`, // line 1
      `const label = 'Item 3';`,
      `/** Decisions 10 and RFC 5849 section 3.1 are citations, not tracker numbers. */`,
      `/*`, // line 4
      ` * A wrapped one (${word}`,
      ` * ${number}).`,
      ` */`,
      `export const item = label; // see ${tracker}`, // line 8
      `// A line comment that wraps, as the ${word}`, // line 9
      `//   ${number} said, over two lines.`,
      `const other = 1; // a comment beside code ends with ${word}`, // line 11
      `                 // ${number}, continued in its column.`,
      `const third = 2; // beside code, the ${word}`,
      `// ${number} on the next line starts a comment of its own.`,
      `// Two comments with a blank line between are two: the ${word}`, // line 15
      ``,
      `// ${number} here is a count of something else.`,
    ].join('\n');
    expect(trackerLines(probe)).toEqual([1, 4, 8, 9, 11]);
  });
});
