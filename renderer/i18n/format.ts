// Dates, times, money, percentages and phone numbers in the agent's locale (decisions 91), through
// react-intl's formatters: Intl underneath, one formatter per locale and options, made on first
// use and kept (never as a module loads: the first one reads ICU's locale data, decisions 63).
// Words around these values live in the catalogues; these give only the value.
import type { IntlShape as FormatjsIntl } from '@formatjs/intl';

/**
 * What words and formatters use of react-intl's object (the catalogue too: a word looked up by an
 * id made from data, such as a field's label, asks whether it is there): react-intl's own (in components) and
 * @formatjs/intl's (in Node tests) both fit. Typed from @formatjs/intl, so the words carry no React
 * types into the Node-side typecheck.
 */
export type IntlShape = Pick<
  FormatjsIntl,
  'locale' | 'messages' | 'formatMessage' | 'formatDate' | 'formatTime' | 'formatNumber'
>;

type Moment = Date | number | string;

/** "5:21 PM" (en-US), "5:21 p. m." (es-US). */
export function formatClock(intl: IntlShape, at: Moment): string {
  return intl.formatTime(new Date(at), { hour: 'numeric', minute: '2-digit' });
}

/** "Nov 24" (en-US), "24 nov" (es-US): a day without its year. */
export function formatDay(intl: IntlShape, at: Moment): string {
  return intl.formatDate(new Date(at), { month: 'short', day: 'numeric' });
}

/** "Nov 24, 2026" (en-US), "24 nov 2026" (es-US). */
export function formatDayOfYear(intl: IntlShape, at: Moment): string {
  return intl.formatDate(new Date(at), { dateStyle: 'medium' });
}

/** "November 24, 2026" (en-US), "24 de noviembre de 2026" (es-US): a day written out. */
export function formatLongDate(intl: IntlShape, at: Moment): string {
  return intl.formatDate(new Date(at), { dateStyle: 'long' });
}

/** "$1,234.50" (en-US), "$1,234.50" (es-US): an amount in dollars, cents shown. */
export function formatMoney(intl: IntlShape, amount: number, currency = 'USD'): string {
  return intl.formatNumber(amount, { style: 'currency', currency });
}

/**
 * "2.95%" (en-US and es-US): a rate given in percent (2.95 for 2.95 %), as pricing
 * states it, to at most three decimals.
 */
export function formatPercent(intl: IntlShape, percent: number): string {
  return intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 3 });
}

/** A count with the locale's grouping: "10,000". */
export function formatCount(intl: IntlShape, count: number): string {
  return intl.formatNumber(count);
}

/**
 * "(555) 123-4567": a US number (NANP) reads the same in English and Spanish, and Intl has no
 * phone format, so this is the one formatter here that does not vary by locale. Anything that
 * is not ten digits (after an optional leading 1) is shown as it was given.
 */
export function formatUsPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return value;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
