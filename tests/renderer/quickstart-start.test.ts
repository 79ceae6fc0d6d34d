// A QuickStart start is judged by the QuickStart rules until its invite code is typed, with the
// missing code as its first problem; afterwards (and for a full start) the payload picks the rules.
import { describe, expect, it } from 'vitest';
import { payloadToValues } from '../../renderer/editor/form-values';
import {
  isQuickStartStart,
  missingInviteCode,
  startProblems,
} from '../../renderer/editor/quickstart-start';

const empty = payloadToValues({});

describe('the QuickStart start', () => {
  it('lists only what QuickStart needs, the invite code first', () => {
    const verdict = startProblems('quickstart', empty, {});
    expect(verdict.variant).toBe('quickstart');
    expect(verdict.problems[0]).toEqual({ field: 'inviteCode', message: missingInviteCode });
    const fields = verdict.problems.map((problem) => problem.field);
    expect(fields).toContain('legalName');
    expect(fields).not.toContain('legalAddress');
    expect(fields).not.toContain('category');
  });

  it('is the full rule set for a full start', () => {
    const verdict = startProblems('full', empty, {});
    expect(verdict.variant).toBe('full');
    expect(verdict.problems.map((problem) => problem.field)).toContain('legalAddress');
    expect(verdict.problems.length).toBeGreaterThan(15);
  });

  it('ends once an invite code is typed: the payload picks the rules', () => {
    const typed = { ...empty, inviteCode: 'TZS4-BEH8-R7VS' };
    expect(isQuickStartStart('quickstart', typed)).toBe(false);
    const verdict = startProblems('quickstart', typed, {});
    expect(verdict.problems.some((problem) => problem.message === missingInviteCode)).toBe(false);
  });
});
