// An opened Submitted row's dates line (renderer/words/merchant-details.ts): only the dates the
// service gave, and nothing (so the row says why) when it gave none.
import { describe, expect, it } from 'vitest';
import { serviceDatesWords } from '../../renderer/words/merchant-details';
import { serviceDate } from '../../renderer/words/time';

const none = { dateAdded: null, dateApproved: null, dateClosed: null };

describe('serviceDatesWords', () => {
  it('is undefined when the service gave no date, so no "Added —" is shown', () => {
    expect(serviceDatesWords(none)).toBeUndefined();
    expect(serviceDatesWords({ ...none, dateAdded: '  ' })).toBeUndefined();
  });

  it('names only the dates given, the first capitalised', () => {
    expect(serviceDatesWords({ ...none, dateAdded: '2026-11-25' })).toBe(
      `Added ${serviceDate('2026-11-25')}`,
    );
    expect(serviceDatesWords({ ...none, dateApproved: '2026-11-26T09:30:00' })).toBe(
      `Approved ${serviceDate('2026-11-26T09:30:00')}`,
    );
    expect(
      serviceDatesWords({
        dateAdded: '2026-11-25',
        dateApproved: null,
        dateClosed: '2026-12-01',
      }),
    ).toBe(`Added ${serviceDate('2026-11-25')}, closed ${serviceDate('2026-12-01')}`);
  });
});
