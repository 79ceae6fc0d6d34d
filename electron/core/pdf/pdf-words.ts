// The PDF's own words in the merchant's language (decisions 100): headings, labels, the signature
// block, "Page 1 of 3", in ICU messages like the app's catalogues (decisions 91), English the
// source, checked against it by the same catalogue check (tests/core/pdf/pdf-words.test.ts).
// Core runs in Node, so intl-messageformat parses each message once, when it is first used.
// Dates, times and percentages are Intl's for the language's US locale (es-US: "7 de diciembre
// de 2026"), as the renderer formats a chosen language (decisions 91).
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type { MerchantLanguage } from '../../../shared/i18n/language-codes';
import en from './words/en.json';
import es from './words/es.json';

export type PdfMessageId = keyof typeof en;

/** Every language's catalogue; a Spanish file lacking an English id fails the type check too. */
export const pdfCatalogues: Record<MerchantLanguage, Record<PdfMessageId, string>> = { en, es };

const locales: Record<MerchantLanguage, string> = { en: 'en-US', es: 'es-US' };

export interface PdfWords {
  language: MerchantLanguage;
  /** One message with its values, as plain text. */
  text(id: PdfMessageId, values?: Record<string, PrimitiveType>): string;
  /** A calendar day in words ("March 4, 1975", "4 de marzo de 1975"). */
  day(date: Date, timeZone?: string): string;
  /** A day and a time with its zone ("November 26, 2026 at 2:33:00 PM EST"). */
  dayAndTime(date: Date, timeZone: string): string;
  /** A percentage given in percent (85 -> "85%"), up to three decimals. */
  percent(value: number): string;
}

const formats = new Map<string, IntlMessageFormat>();

function message(language: MerchantLanguage, id: PdfMessageId): IntlMessageFormat {
  const key = `${language}/${id}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new IntlMessageFormat(pdfCatalogues[language][id], locales[language]);
    formats.set(key, format);
  }
  return format;
}

export function pdfWords(language: MerchantLanguage): PdfWords {
  const locale = locales[language];
  return {
    language,
    text: (id, values = {}) => {
      const parts = message(language, id).format<string>(values);
      return Array.isArray(parts) ? parts.join('') : String(parts);
    },
    day: (date, timeZone) =>
      new Intl.DateTimeFormat(locale, {
        dateStyle: 'long',
        ...(timeZone !== undefined && { timeZone }),
      }).format(date),
    dayAndTime: (date, timeZone) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone }).format(
        date,
      ),
    percent: (value) =>
      new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(
        value / 100,
      ),
  };
}
