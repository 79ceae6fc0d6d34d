// The decisions are one file each under docs/decisions/ (docs/decisions/README.md says how), and the
// index there is the one `npm run docs:decisions` writes: a file added without the index, a title
// or status changed without it, or a number skipped without a withdrawn file fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Decision,
  indexFile,
  indexMarkdown,
  problemsOf,
  readDecision,
  readDecisions,
} from '../../scripts/docs/decisions-index';

const decisions = readDecisions();

function decision(number: number, status = 'accepted'): Decision {
  const file = `${String(number).padStart(3, '0')}-a-title.md`;
  return { file, number, title: 'A title', status, section: 'A section' };
}

describe('the decisions folder', () => {
  it('holds every number from 1 up, each once, named and with a status', () => {
    expect(decisions.length).toBeGreaterThanOrEqual(82);
    expect(problemsOf(decisions)).toEqual([]);
  });

  it('marks the numbers that were never written as withdrawn', () => {
    const withdrawn = decisions.filter((d) => d.status === 'withdrawn').map((d) => d.number);
    expect(withdrawn).toEqual(expect.arrayContaining([35, 38, 39, 47]));
  });

  it('has the committed index the generator writes (npm run docs:decisions)', async () => {
    expect(readFileSync(indexFile, 'utf8')).toBe(await indexMarkdown(decisions));
  });

  it('the index changes when a decision file is added', async () => {
    const added = [...decisions, decision(decisions.length + 1)];
    expect(await indexMarkdown(added)).not.toBe(readFileSync(indexFile, 'utf8'));
  });

  it('finds a skipped number, a number taken twice, a bad name, status or front block', () => {
    const set = [
      decision(1),
      { ...decision(2), file: '002-Bad Name.md' },
      decision(2),
      decision(4, 'superseded by 9'),
      decision(5, 'maybe'),
      decision(6, 'withdrawn'),
    ];
    expect(problemsOf(set)).toEqual([
      '002-Bad Name.md: the name is not NNN-kebab-title.md for decision 2',
      '004-a-title.md: superseded by 9 names no decision',
      '005-a-title.md: status "maybe" is not accepted, superseded by N or withdrawn',
      '2: taken by 002-Bad Name.md, 002-a-title.md',
      '3: skipped (give it a file with Status: withdrawn)',
    ]);
    expect(readDecision('007-x.md', '# 7. X\n\nSection: Y\n')).toBe(
      '007-x.md: does not open with "# N. Title", "Status: ..." and "Section: ..."',
    );
    expect(readDecision('007-x.md', '# 7. X\n\nStatus: withdrawn\n\nSection: Y\n')).toEqual({
      file: '007-x.md',
      number: 7,
      title: 'X',
      status: 'withdrawn',
      section: 'Y',
    });
  });
});
