// Every date and time the screen shows, in one place, so the same moment always reads the same
// way: a clock time is "5:21 PM" in a banner, a retry and a list row alike.
// Formatters are made on first use: building an Intl formatter loads locale data, about 10 ms
// each, which the drafts home would otherwise pay before its first paint.
// In the agent's language (decisions 91): the forms that take react-intl's object first
// (formatDateTime, formatServiceDate) format in the screen's locale through its memoized
// formatters. The forms without it format in the system's locale, for the words not converted yet.
import { formatClock, formatDay, type IntlShape } from '../i18n/format';

type Formats = {
  clock: Intl.DateTimeFormat;
  thisYear: Intl.DateTimeFormat;
  otherYear: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  dayOfYear: Intl.DateTimeFormat;
  serviceWithTime: Intl.DateTimeFormat;
  serviceDay: Intl.DateTimeFormat;
};
const made: Partial<Formats> = {};

function format<K extends keyof Formats>(key: K, options: Intl.DateTimeFormatOptions) {
  return (made[key] ??= new Intl.DateTimeFormat(undefined, options));
}

const clockOptions = { hour: 'numeric', minute: '2-digit' } as const;

/** "5:21 PM": the time of day, as every date-and-time below also shows it. */
export function clockTime(at: Date | number | string): string {
  return format('clock', clockOptions).format(new Date(at));
}

/** "Nov 24, 5:21 PM"; the year only when it is not this year's ("Nov 24, 2025, 5:21 PM"). */
export function dateTimeWords(at: Date | number | string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return date.getFullYear() === new Date().getFullYear()
    ? format('thisYear', { month: 'short', day: 'numeric', ...clockOptions }).format(date)
    : format('otherYear', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * "Nov 24, 5:21 PM" (en-US), "24 nov, 5:21 p.m." (es-US): `dateTimeWords` in the agent's locale;
 * the year only when it is not this year's.
 */
export function formatDateTime(intl: IntlShape, at: Date | number | string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  return date.getFullYear() === new Date().getFullYear()
    ? intl.formatDate(date, { month: 'short', day: 'numeric', ...clockOptions })
    : intl.formatDate(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Nov 24": a day without its time. */
export function dayWords(at: Date | number | string): string {
  return format('day', { month: 'short', day: 'numeric' }).format(new Date(at));
}

/** "Nov 24, 2026": a day and its year, for a date that may be months away (retention). */
export function dayOfYearWords(at: Date | number | string): string {
  return format('dayOfYear', { dateStyle: 'medium' }).format(new Date(at));
}

/** "23 h 59 min", "4 min", "less than a minute" (decisions 91: the agent's language). */
export function durationWords(intl: IntlShape, ms: number): string {
  if (ms < 60_000) return intl.formatMessage({ id: 'time.lessThanAMinute' });
  const minutes = Math.floor(ms / 60_000);
  return intl.formatMessage(
    { id: 'time.duration' },
    { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
  );
}

const naiveDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * The service's dates are ISO 8601 without a zone (decisions 11). They are shown in the app's
 * date words ("Nov 25, 2026, 7:06 AM") at the same wall-clock time: formatted as UTC, so no zone
 * shift is invented. Anything else is shown exactly as received.
 */
export function serviceDate(value: string | null | undefined): string {
  const read = readServiceDate(value);
  if (read === undefined) return value || '—';
  return read.hasTime
    ? format('serviceWithTime', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'UTC',
      }).format(read.at)
    : format('serviceDay', { dateStyle: 'medium', timeZone: 'UTC' }).format(read.at);
}

/**
 * `serviceDate` in the agent's locale: "Nov 25, 2026, 7:06 AM" (en-US), "25 nov 2026, 7:06 a.m."
 * (es-US), the service's wall-clock time kept (formatted as UTC); anything else as received.
 */
export function formatServiceDate(intl: IntlShape, value: string | null | undefined): string {
  const read = readServiceDate(value);
  if (read === undefined) return value || '—';
  return read.hasTime
    ? intl.formatDate(read.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
    : intl.formatDate(read.at, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** A naive service date as a UTC instant at its wall-clock time, or undefined when it is not one. */
function readServiceDate(
  value: string | null | undefined,
): { at: number; hasTime: boolean } | undefined {
  if (!value) return undefined;
  const parts = naiveDateTime.exec(value);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts
    .slice(1)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const at = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(at) || new Date(at).getUTCDate() !== day) return undefined;
  return { at, hasTime: parts[4] !== undefined };
}

const zoned = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 26, 2026, 2:33 PM EST": a moment as the clock read where it happened (a signature's time
 * and zone), with the zone's name so it reads the same on any laptop.
 */
export function zonedDateTimeWords(at: string, timeZone: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  let formatter = zoned.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat(undefined, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      });
    } catch {
      return dateTimeWords(date);
    }
    zoned.set(timeZone, formatter);
  }
  return formatter.format(date);
}

/** The local calendar day of `at` as YYYY-MM-DD (the start-of-day reminder's "once a day"). */
export function localDayKey(at: Date | number): string {
  const date = new Date(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole calendar days from `now`'s local day to `at`'s (0 today, 1 tomorrow, -1 yesterday). */
function daysApart(at: number, now: number): number {
  const midnight = (value: number) => {
    const date = new Date(value);
    return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  };
  return Math.round((midnight(at) - midnight(now)) / 86_400_000);
}

/** "today at 4:10 PM", "tomorrow at 2:28 PM", "yesterday at 9:05 AM", else "Nov 24 at 5:21 PM". */
export function dayAndTimeWords(intl: IntlShape, at: number, now: number): string {
  const days = daysApart(at, now);
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : days === -1 ? 'yesterday' : 'other';
  return intl.formatMessage(
    { id: 'time.dayAndTime' },
    { day, date: formatDay(intl, at), time: formatClock(intl, at) },
  );
}

/** True when `at` falls on `now`'s local calendar day. */
export function isSameLocalDay(at: number, now: number): boolean {
  return daysApart(at, now) === 0;
}
