// Every citation resolves in a fresh clone (conventions 10): each `decisions N` and `conventions N`
// in source, tests, scripts and docs names a decision with its own file under docs/decisions/ (and
// not withdrawn) or an entry of docs/conventions.md, each Electron security checklist item cited is
// in the conventions' table of that checklist, and no comment or doc names a file outside the
// repository.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDecisions } from '../../scripts/docs/decisions-index';
import {
  commentsIn,
  commentsOf,
  flattened,
  markdownFiles,
  root,
  sourceFiles,
} from './source-comments';

/** The decisions that can be cited: one file each under docs/decisions/, less the withdrawn. */
function decisionsOf(): Set<number> {
  return new Set(
    readDecisions()
      .filter((decision) => decision.status !== 'withdrawn')
      .map((decision) => decision.number),
  );
}

/** The numbers of a doc's top-level numbered list ("12. **...**"): its entries. */
function entriesOf(doc: string): Set<number> {
  const text = readFileSync(path.join(root, 'docs', doc), 'utf8');
  return new Set([...text.matchAll(/^(\d+)\. /gm)].map((match) => Number(match[1])));
}

/** The Electron checklist items listed in docs/conventions.md (its table's first column). */
function checklistItems(): Set<number> {
  const text = readFileSync(path.join(root, 'docs', 'conventions.md'), 'utf8');
  const table = text.slice(text.indexOf('## The Electron security checklist'));
  return new Set([...table.matchAll(/^\| (\d+) +\|/gm)].map((match) => Number(match[1])));
}

// "decisions 9, 10", "decisions 3 to 6", "conventions 2-4", "conventions 1 and 2".
const numberList = String.raw`(\d+(?:\s*(?:,|and|or|to|-|–)\s*\d+)*)`;
const citation = new RegExp(String.raw`\b(decisions|conventions)\s+` + numberList, 'gi');
const checklistCitation = new RegExp(String.raw`\bchecklist\s+(?:items?\s+)?` + numberList, 'gi');

/** Every number a list names: "3 to 6" is 3, 4, 5 and 6. */
function numbersOf(list: string): number[] {
  const numbers: number[] = [];
  for (const part of list.split(/\s*(?:,|and|or)\s*/)) {
    const range = /^(\d+)\s*(?:to|-|–)\s*(\d+)$/.exec(part);
    if (range) {
      for (let n = Number(range[1]); n <= Number(range[2]); n++) numbers.push(n);
    } else if (/^\d+$/.test(part)) numbers.push(Number(part));
  }
  return numbers;
}

interface Known {
  decisions: Set<number>;
  conventions: Set<number>;
  checklist: Set<number>;
}

/** Each citation in a text's words of an entry that does not exist. */
function unresolved(words: string, known: Known): string[] {
  const missing: string[] = [];
  for (const match of words.matchAll(citation)) {
    const doc = match[1]!.toLowerCase() as 'decisions' | 'conventions';
    for (const n of numbersOf(match[2]!)) if (!known[doc].has(n)) missing.push(`${doc} ${n}`);
  }
  for (const match of words.matchAll(checklistCitation)) {
    for (const n of numbersOf(match[1]!))
      if (!known.checklist.has(n)) missing.push(`checklist ${n}`);
  }
  return missing;
}

/**
 * What names a file outside the repository: the style guide that used to live beside it, an
 * absolute path on this machine, or a relative path that leaves the repository for the folder
 * beside it (`../shared/...`) or for a file that exists out there. A relative path that leaves it
 * for nothing (an import specifier quoted from another folder) is not a file and passes.
 */
function outsideFiles(words: string, file: string): string[] {
  const found = [...words.matchAll(/\bSTYLE\.md\b|\/work\/[\w./-]+/g)].map((match) => match[0]);
  for (const match of words.matchAll(/(?:^|[\s(`'"[])((?:\.\.\/)+[\w.-][\w./-]*)/g)) {
    const target = path.resolve(path.dirname(file), match[1]!);
    const outside = path.relative(root, target);
    if (!outside.startsWith('..')) continue;
    if (/^(\.\.\/)+shared\//.test(outside + '/') || existsSync(target)) found.push(match[1]!);
  }
  return found;
}

const known: Known = {
  decisions: decisionsOf(),
  conventions: entriesOf('conventions.md'),
  checklist: checklistItems(),
};

/** `relative/path:line  what` for each problem in the comments of every source file. */
function sourceProblems(): string[] {
  return sourceFiles().flatMap((file) =>
    commentsOf(file).flatMap((comment) => {
      const words = flattened(comment.text);
      return [...unresolved(words, known), ...outsideFiles(words, file)].map(
        (problem) => `${path.relative(root, file)}:${comment.line}  ${problem}`,
      );
    }),
  );
}

/** The same for the Markdown docs, read line by line with wrapped lines joined. */
function docProblems(): string[] {
  return markdownFiles().flatMap((file) => {
    const words = readFileSync(file, 'utf8').replace(/\s+/g, ' ');
    return [...unresolved(words, known), ...outsideFiles(words, file)].map(
      (problem) => `${path.relative(root, file)}  ${problem}`,
    );
  });
}

describe('citations', () => {
  it('the numbered docs have entries to cite', () => {
    expect(known.decisions.size).toBeGreaterThan(30);
    // A withdrawn number has a file saying why, but nothing to cite.
    expect([known.decisions.has(34), known.decisions.has(35), known.decisions.has(36)]).toEqual([
      true,
      false,
      true,
    ]);
    expect(known.conventions.size).toBeGreaterThanOrEqual(20);
    expect([...known.checklist]).toEqual(expect.arrayContaining([5, 13, 17, 20]));
  });

  it('in source, test and script comments resolve, and name no file outside the repository', () => {
    expect(sourceProblems()).toEqual([]);
  });

  it('in the docs resolve, and name no file outside the repository', () => {
    expect(docProblems()).toEqual([]);
  });

  it('in test names and other strings resolve too', () => {
    // Test titles cite decisions too ("QuickStart (decisions 14)"): the whole text is read.
    const problems = sourceFiles().flatMap((file) =>
      unresolved(readFileSync(file, 'utf8').replace(/\n\s*(\/\/|\*)/g, ' '), known).map(
        (problem) => `${path.relative(root, file)}  ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('finds a citation of a missing entry or an outside file, wrapped or not', () => {
    // Built from parts, so this file cites nothing that is missing.
    const missing = ['decisions', String(known.decisions.size + 50)].join(' ');
    const [word, number] = missing.split(' ') as [string, string];
    const guide = ['STYLE', 'md'].join('.');
    const probe = [
      `// Fine: decisions 10, conventions 2-4, Electron security checklist 13.`, // line 1
      `let fine = 1;`,
      `// Missing: ${missing}.`, // line 3
      ``,
      `// A wrapped one, as the ${word}`, // line 5
      `// ${number} said.`,
      ``,
      `/** Rule 3 of ${guide}, kept in ../../../shared/notes.md */`, // line 8
      `export const label = '${missing}'; // a string is not a comment`, // line 9
      `// conventions 1 and ${known.conventions.size + 1}; checklist ${known.checklist.size + 90}`, // line 10
    ].join('\n');
    const file = path.join(root, 'tests', 'docs', 'probe.ts');
    const found = commentsIn(probe).flatMap((comment) => {
      const words = flattened(comment.text);
      return [...unresolved(words, known), ...outsideFiles(words, file)].map(
        (problem) => `${comment.line}  ${problem}`,
      );
    });
    expect(found).toEqual([
      `3  ${missing}`,
      `5  ${missing}`,
      `8  ${guide}`,
      `8  ../../../shared/notes.md`,
      `10  conventions ${known.conventions.size + 1}`,
      `10  checklist ${known.checklist.size + 90}`,
    ]);
  });
});
