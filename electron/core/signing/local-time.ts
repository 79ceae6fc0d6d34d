// The signing time as the merchant's wall clock read it, with its offset ("2026-11-26T14:33:00.000-05:00"),
// and the laptop's IANA time zone: evidence a person can read without converting from UTC.

/** ISO 8601 in local time with the offset in force at `ms` (Date's own zone rules). */
export function localIsoWithOffset(ms: number): string {
  const date = new Date(ms);
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const absolute = Math.abs(offsetMinutes);
  const pad = (value: number, length = 2) => String(value).padStart(length, '0');
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `.${pad(date.getMilliseconds(), 3)}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}

/** The laptop's IANA time zone ("America/New_York"), "UTC" when the platform names none. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
