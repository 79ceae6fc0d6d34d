// The agent's locale and the values formatted in it (decisions 91): the system's language picks
// the catalogue and its full locale the formats; a chosen language stands for its US locale;
// money, percentages, counts, days and US phone numbers in English and Spanish.
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCount,
  formatDay,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatUsPhone,
} from '../../renderer/i18n/format';
import { resolveAgentLocale } from '../../renderer/i18n/locales';
import { catalogueIntl } from './intl';

/** ICU's spaces (narrow, no-break) as plain ones: they differ between ICU versions. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe("the agent's locale", () => {
  it("follows the system's language when it has a catalogue, else English", () => {
    expect(resolveAgentLocale('system', ['es-MX', 'en-US'])).toEqual({
      locale: 'es-MX',
      catalogue: 'es',
    });
    expect(resolveAgentLocale('system', ['fr-FR', 'es-US'])).toEqual({
      locale: 'es-US',
      catalogue: 'es',
    });
    expect(resolveAgentLocale('system', ['fr-FR', 'de'])).toEqual({
      locale: 'en-US',
      catalogue: 'en',
    });
    expect(resolveAgentLocale('system', [])).toEqual({ locale: 'en-US', catalogue: 'en' });
  });

  it('is the US locale of a chosen language, and the pseudo-locale only when asked', () => {
    expect(resolveAgentLocale('es', ['en-GB'])).toEqual({ locale: 'es-US', catalogue: 'es' });
    expect(resolveAgentLocale('en', ['es-MX'])).toEqual({ locale: 'en-US', catalogue: 'en' });
    expect(resolveAgentLocale('es', [], true)).toEqual({ locale: 'en-XA', catalogue: 'en-XA' });
  });
});

describe('values in the locale', () => {
  const english = catalogueIntl('en');
  const spanish = catalogueIntl('es');
  const at = new Date(2026, 10, 24, 17, 21);

  it('formats money, percentages and counts', () => {
    expect(formatMoney(english, 1234.5)).toBe('$1,234.50');
    expect(formatMoney(spanish, 1234.5)).toBe('$1,234.50');
    // In Mexico "$" is the peso: US dollars say so.
    expect(plain(formatMoney(catalogueIntl('es', 'es-MX'), 1234.5))).toBe('USD 1,234.50');
    expect(formatPercent(english, 2.95)).toBe('2.95%');
    expect(formatPercent(spanish, 2.95)).toBe('2.95%');
    expect(formatPercent(english, 0.125)).toBe('0.125%');
    expect(formatCount(english, 10000)).toBe('10,000');
  });

  it('formats days and times', () => {
    expect(plain(formatClock(english, at))).toBe('5:21 PM');
    expect(plain(formatClock(spanish, at))).toBe('5:21 p.m.');
    expect(formatDay(english, at)).toBe('Nov 24');
    expect(formatDay(spanish, at)).toBe('24 nov');
    expect(formatLongDate(english, at)).toBe('November 24, 2026');
    expect(formatLongDate(spanish, at)).toBe('24 de noviembre de 2026');
  });

  it('formats a US phone number the same in both languages, and leaves anything else as given', () => {
    expect(formatUsPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatUsPhone('+1 555.123.4567')).toBe('(555) 123-4567');
    expect(formatUsPhone('12345')).toBe('12345');
    expect(formatUsPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
