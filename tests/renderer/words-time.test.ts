// The one date and time formatter (renderer/words/time.ts): the same moment reads the same way
// wherever it is shown, a clock time alone (a retry, a sign-in's end) or with its day (a row).
import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dateTimeWords,
  dayAndTimeWords,
  dayWords,
  durationWords,
  formatDateTime,
} from '../../renderer/words/time';
import { catalogueIntl } from './intl';

const intl = catalogueIntl('en');
const spanish = catalogueIntl('es');

describe('time words', () => {
  it('shows a clock time the same alone and inside a date and time', () => {
    const year = new Date().getFullYear();
    for (const [hour, minute] of [
      [5, 21],
      [17, 4],
      [0, 0],
    ] as const) {
      const at = new Date(year, 10, 24, hour, minute);
      expect(dateTimeWords(at)).toContain(clockTime(at));
      expect(dateTimeWords(at.toISOString())).toBe(dateTimeWords(at));
    }
  });

  it('names the year only when it is not this one', () => {
    const year = new Date().getFullYear();
    expect(dateTimeWords(new Date(year, 10, 24, 17, 21))).not.toContain(String(year));
    expect(dateTimeWords(new Date(year - 1, 10, 24, 17, 21))).toContain(String(year - 1));
    expect(dayWords(new Date(year, 10, 24, 17, 21))).not.toMatch(/\d{1,2}:\d{2}/);
  });

  it('keeps text it cannot read as it came, and says a duration in words', () => {
    expect(dateTimeWords('not a date')).toBe('not a date');
    expect(durationWords(intl, 30_000)).toBe('less than a minute');
    expect(durationWords(intl, 4 * 60_000)).toBe('4 min');
    expect(durationWords(intl, (23 * 60 + 59) * 60_000)).toBe('23 h 59 min');
    expect(durationWords(intl, 2 * 3_600_000)).toBe('2 h');
    expect(durationWords(spanish, 30_000)).toBe('menos de un minuto');
  });

  it("says a day and time in the agent's language", () => {
    const now = new Date(2026, 10, 24, 9, 0).getTime();
    const tomorrow = new Date(2026, 10, 25, 14, 28).getTime();
    // ICU's spaces around AM/PM differ between versions: compared as plain spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(dayAndTimeWords(intl, tomorrow, now))).toBe('tomorrow at 2:28 PM');
    expect(plain(dayAndTimeWords(spanish, tomorrow, now))).toBe('mañana, 2:28 p.m.');
    const later = new Date(2026, 11, 3, 9, 5).getTime();
    expect(plain(dayAndTimeWords(spanish, later, now))).toBe('3 dic, 9:05 a.m.');
  });

  it("shows a date and time in the agent's locale, the year only when not this one", () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    const year = new Date().getFullYear();
    const thisYear = new Date(year, 10, 24, 17, 21);
    expect(plain(formatDateTime(intl, thisYear))).toBe('Nov 24, 5:21 PM');
    expect(plain(formatDateTime(spanish, thisYear))).toBe('24 nov, 5:21 p.m.');
    expect(plain(formatDateTime(spanish, new Date(2025, 0, 3, 9, 5)))).toBe(
      '3 ene 2025, 9:05 a.m.',
    );
    expect(formatDateTime(spanish, 'not a date')).toBe('not a date');
  });
});
