// The format predicates behind the schemas, checked as properties against an independent
// computation (fast-check), and the state list.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAbaRoutingNumber, isLocalDateTime, usStateCodes } from '../../shared/merchant';

describe('format predicates as properties', () => {
  it('ABA: for any 8 digits exactly one check digit passes, the one the 3-7-1 sum asks for', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
        (digits) => {
          const weights = [3, 7, 1, 3, 7, 1, 3, 7];
          const partial = digits.reduce((sum, digit, index) => sum + digit * weights[index]!, 0);
          const expected = (10 - (partial % 10)) % 10;
          const passing = [...Array(10).keys()].filter((check) =>
            isAbaRoutingNumber(`${digits.join('')}${check}`),
          );
          expect(passing).toEqual([expected]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('date-time: agrees with the calendar for any year/month/day/time', () => {
    const pad = (value: number, width = 2) => String(value).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (year, month, day, hour, minute) => {
          const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:07`;
          const date = new Date(Date.UTC(year, month - 1, day, hour, minute, 7));
          const isReal = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          expect(isLocalDateTime(text)).toBe(isReal);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('state list: 50 states, DC, 5 territories, 3 military codes, no duplicates', () => {
    expect(usStateCodes).toHaveLength(59);
    expect(new Set(usStateCodes).size).toBe(59);
  });
});
