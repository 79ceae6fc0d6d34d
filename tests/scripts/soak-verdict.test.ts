// The soak's verdict (decisions 9, 10): the sandbox dedupes by referenceId, so a resend never
// shows as a second merchant; it shows as a 409 or as a POST after a 201 for the same
// referenceId, and either fails the run.
import { describe, expect, it } from 'vitest';
import { isSoakPassed, postsAfterCreated } from '../../scripts/soak-verdict';

const a = '10000000-0000-4000-8000-000000000001';
const b = '10000000-0000-4000-8000-000000000002';

describe('soak verdict', () => {
  it('counts a POST sent after its referenceId was answered 201, not retries before it', () => {
    expect(
      postsAfterCreated([
        { referenceId: a, event: 'post' },
        { referenceId: a, event: 'answer', status: 500 },
        { referenceId: a, event: 'post' },
        { referenceId: a, event: 'no-answer' },
        { referenceId: a, event: 'post' },
        { referenceId: a, event: 'answer', status: 201 },
        { referenceId: b, event: 'post' },
        { referenceId: b, event: 'answer', status: 201 },
        { referenceId: a, event: 'post' },
        { referenceId: a, event: 'answer', status: 201 },
      ]),
    ).toBe(1);
  });

  it('fails a run with a 409 or a POST after a 201 even with no duplicate at the sandbox', () => {
    const clean = { duplicates: 0, lost: 0, answered409: 0, postsAfterCreated: 0 };
    expect(isSoakPassed(clean)).toBe(true);
    expect(isSoakPassed({ ...clean, answered409: 1 })).toBe(false);
    expect(isSoakPassed({ ...clean, postsAfterCreated: 1 })).toBe(false);
    expect(isSoakPassed({ ...clean, lost: 1 })).toBe(false);
  });
});
