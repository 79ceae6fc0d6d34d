// The decisions are one file each under docs/decisions/ (docs/decisions/README.md says how), and the
// index there is the one `npm run docs:decisions` writes: a file added without the index, a title
// or status changed without it, a number skipped without a withdrawn file, or a file without its
// Context, Decision and Consequences (and Where in the code) fails here, naming the file.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Decision,
  indexFile,
  indexMarkdown,
  problemsOf,
  readDecision,
  readDecisions,
  sectionProblemsOf,
  sectionsOfAccepted,
} from '../../scripts/docs/decisions-index';

const decisions = readDecisions();

function decision(number: number, status = 'accepted'): Decision {
  const file = `${String(number).padStart(3, '0')}-a-title.md`;
  const headings = status === 'withdrawn' ? ['Context', 'Decision'] : [...sectionsOfAccepted];
  return { file, number, title: 'A title', status, section: 'A section', headings };
}

describe('the decisions folder', () => {
  it('holds every number from 1 up, each once, named and with a status', () => {
    expect(decisions.length).toBeGreaterThanOrEqual(82);
    expect(problemsOf(decisions)).toEqual([]);
  });

  it('gives every decision its Context, Decision and Consequences, and Where in the code', () => {
    const lacking = decisions.flatMap(sectionProblemsOf);
    expect(lacking).toEqual([]);
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
      headings: [],
    });
  });

  it('finds a decision without its sections, or with them out of order, and names the file', () => {
    const read = (text: string) => {
      const decision = readDecision('009-x.md', text);
      if (typeof decision === 'string') throw new Error(decision);
      return decision;
    };
    const front = (status: string) => `# 9. X\n\nStatus: ${status}\n\nSection: Y\n\n`;
    const whole =
      '## Context\n\nWhy.\n\n## Decision\n\n**X.**\n\n## Consequences\n\nCost.\n\n' +
      '## Where in the code\n\n- `x.ts`\n';
    expect(sectionProblemsOf(read(front('accepted') + whole))).toEqual([]);
    // The older shape: one Decision, context and consequences mixed into it.
    expect(
      sectionProblemsOf(read(front('accepted') + '## Decision\n\nAll.\n\n## Where in the code\n')),
    ).toEqual([
      '009-x.md: has no "## Context" (a decision has Context, Decision, Consequences, Where in the code)',
      '009-x.md: has no "## Consequences" (a decision has Context, Decision, Consequences, Where in the code)',
    ]);
    expect(
      sectionProblemsOf(
        read(front('superseded by 3') + whole.replace('## Context', '## Background')),
      ),
    ).toEqual([
      '009-x.md: has no "## Context" (a decision has Context, Decision, Consequences, Where in the code)',
    ]);
    expect(
      sectionProblemsOf(
        read(
          front('accepted') +
            '## Decision\n\n## Context\n\n## Consequences\n\n## Where in the code\n',
        ),
      ),
    ).toEqual([
      '009-x.md: "## Decision" is out of order (Context, Decision, Consequences, Where in the code)',
    ]);
    // A withdrawn number needs only Context and Decision.
    expect(
      sectionProblemsOf(
        read(front('withdrawn') + '## Context\n\nWhy.\n\n## Decision\n\nWithdrawn.\n'),
      ),
    ).toEqual([]);
    expect(sectionProblemsOf(read(front('withdrawn') + '## Why withdrawn\n\nWhy.\n'))).toEqual([
      '009-x.md: has no "## Context" (a withdrawn decision has Context, Decision)',
      '009-x.md: has no "## Decision" (a withdrawn decision has Context, Decision)',
    ]);
    // The set's problems carry them.
    const unshaped = { ...decision(1), headings: ['Decision', 'Where in the code'] };
    expect(problemsOf([unshaped])).toEqual([
      '001-a-title.md: has no "## Context" (a decision has Context, Decision, Consequences, Where in the code)',
      '001-a-title.md: has no "## Consequences" (a decision has Context, Decision, Consequences, Where in the code)',
    ]);
  });
});
