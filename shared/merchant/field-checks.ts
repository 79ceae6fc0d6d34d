// Pure format predicates behind the merchant schemas (decisions 13, 14). Kept free of zod so the
// renderer can reuse them for input masks and hints, and so each rule is tested on its own.
import { z } from 'zod';

const digitsOnly = /^\d+$/;

export function isDigits(value: string, minLength: number, maxLength = minLength): boolean {
  return digitsOnly.test(value) && value.length >= minLength && value.length <= maxLength;
}

/**
 * US phone numbers only (decisions 13): the service boards US merchants (state codes, ZIPs), so a
 * phone is the 10-digit national number, digits only, no country code or punctuation.
 */
export function isUsPhone(value: string): boolean {
  return isDigits(value, 10);
}

/**
 * ABA routing transit number: 9 digits whose weighted sum 3-7-1 is a multiple of 10
 * (decisions 13): 3*(d1+d4+d7) + 7*(d2+d5+d8) + (d3+d6+d9) mod 10 == 0.
 */
export function isAbaRoutingNumber(value: string): boolean {
  if (!isDigits(value, 9)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    sum += Number(value[index]) * weights[index]!;
  }
  return sum % 10 === 0;
}

/** `12345` or `12345-6789` (decisions 13). */
export function isUsZip(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value);
}

/**
 * E-mail, by zod's own e-mail pattern (a well-kept, deliberately practical regex) rather than a
 * hand-written one.
 */
export function isEmail(value: string): boolean {
  return z.regexes.email.test(value);
}

/**
 * Invite code (decisions 14): groups of letters and digits separated by single hyphens, as in the
 * spec's sample `TZS4-BEH8-R7VS`. At least two groups, since the spec describes "groups"; case is
 * kept by this check; the editor stores codes upper-cased (normalize.ts, decisions 28).
 */
export function isInviteCode(value: string): boolean {
  return /^[A-Za-z0-9]+(-[A-Za-z0-9]+)+$/.test(value);
}

/** Merchant category code: exactly 4 digits (decisions 13), e.g. the spec's sample `5172`. */
export function isMcc(value: string): boolean {
  return isDigits(value, 4);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * ISO 8601 date-time without zone, `YYYY-MM-DDTHH:MM:SS` exactly (spec tables, decisions 13), and
 * a real calendar moment: `2023-02-30T00:00:00` and `2024-01-01T24:00:00` fail.
 */
export function isLocalDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

/** True when a string has nothing but whitespace: treated as "not entered" everywhere. */
export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}
