// The one place that turns what an agent typed or pasted into the value that is stored (decisions
// 28). It only ever removes formatting: spaces, hyphens, dots and brackets between digits, a "%"
// after a share, a leading US country code "+1"/"1" on an 11-digit phone, and the letter case and
// separators of an invite code. When the text is not a formatted version of a well-formed value
// it is returned exactly as typed, so the shared schema reports it on the field: nothing is cut
// short, padded or guessed. Used by the editor's inputs and form values and by the shared field
// rules' messages, so what the form keeps, what is stored and what the checks judge agree.
import type { FieldKind } from './field-kind';
import type { FieldMessage } from './field-messages';

/** Characters that format a number and never carry meaning: space, hyphen, dot, brackets, slash. */
const numberFormatting = /[\s\-.()/\u00a0\u2010-\u2015]/gu;

/** The text without formatting characters (digits and anything else stay, in order). */
export function withoutFormatting(text: string): string {
  return text.replace(numberFormatting, '');
}

/** Only the digits of a text, in order. */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * A US phone (decisions 13, 28): the 10-digit national number. A leading "+1" or "1" on 11 digits
 * is the country code and is dropped ("+1 217 555 0142" -> 2175550142). Any other count, or
 * anything but digits and formatting, is left as typed: the schema says how many digits it has.
 */
export function normalizePhone(text: string): string {
  const bare = withoutFormatting(text);
  const match = /^(?:\+?1)?(\d{10})$/.exec(bare);
  return match ? match[1]! : text;
}

/** Exactly `length` digits once formatting is taken out (SSN, EIN, routing number), else as typed. */
function normalizeDigits(text: string, minLength: number, maxLength = minLength): string {
  const bare = withoutFormatting(text);
  return /^\d+$/.test(bare) && bare.length >= minLength && bare.length <= maxLength ? bare : text;
}

/** `12345` or `12345-6789` from "12345", "123456789", "12345 6789" or " 12345-6789 ". */
function normalizeZip(text: string): string {
  const bare = withoutFormatting(text);
  if (/^\d{5}$/.test(bare)) return bare;
  if (/^\d{9}$/.test(bare)) return `${bare.slice(0, 5)}-${bare.slice(5)}`;
  return text;
}

/**
 * "85%", " 85 % " and "85" all mean 85: spaces around the text and one trailing "%" go. Spaces or
 * a "%" inside the number ("8 5", "50 50", "8%5") are not formatting: kept as typed, an error.
 */
function normalizeShare(text: string): string {
  const bare = text.trim().replace(/\s*%$/u, '').trim();
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(bare) ? bare : text;
}

/**
 * Invite codes (decisions 14, 28): letters and digits in groups, upper-cased, the groups joined by
 * single hyphens whatever separated them ("tzs4 beh8 r7vs" -> TZS4-BEH8-R7VS). One ungrouped run
 * of 8 or more characters whose length is a multiple of 4 is grouped in fours like the spec's
 * sample; anything else keeps its own grouping, and text with other characters is left as typed.
 */
export function normalizeInviteCode(text: string): string {
  const groups = text
    .trim()
    .split(/[\s\-_.]+/u)
    .filter(Boolean);
  if (groups.length === 0 || !groups.every((group) => /^[A-Za-z0-9]+$/.test(group))) return text;
  const upper = groups.map((group) => group.toUpperCase());
  if (upper.length === 1) {
    const [run] = upper as [string];
    if (run.length < 8 || run.length % 4 !== 0) return run;
    return run.match(/.{4}/g)!.join('-');
  }
  return upper.join('-');
}

/**
 * The value to store for text typed into a field of `kind`. Free text, dates, states and codes are
 * kept as they are; e-mail and website lose surrounding spaces only.
 */
export function normalizeInput(kind: FieldKind, text: string): string {
  switch (kind) {
    case 'phone':
      return normalizePhone(text);
    case 'ssn':
    case 'taxId':
    case 'routingNumber':
      return normalizeDigits(text, 9);
    case 'accountNumber':
      return normalizeDigits(text, 4, 17);
    case 'mcc':
      return normalizeDigits(text, 4);
    case 'zipExtension':
      return normalizeDigits(text, 4);
    case 'zip':
      return normalizeZip(text);
    case 'percent':
    case 'ownership':
      return normalizeShare(text);
    case 'inviteCode':
      return normalizeInviteCode(text);
    case 'email':
    case 'website':
      return text.trim();
    default:
      return text;
  }
}

/** How a stored phone is shown: (217) 555-0142; anything else as it is. */
export function formatPhone(value: string): string {
  return /^\d{10}$/.test(value)
    ? `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`
    : value;
}

/**
 * The verdict for a phone that is not 10 digits after normalisation, saying what was counted, so
 * an agent who typed 9 or 12 digits sees which way it is wrong.
 */
export function phoneRule(value: string): FieldMessage {
  const bare = withoutFormatting(value);
  if (!/^\+?\d*$/.test(bare)) return { code: 'phoneNotUs' };
  return { code: 'phoneDigits', values: { count: digitsOf(bare).length } };
}
