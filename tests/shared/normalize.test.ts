// The shared normaliser (decisions 28): formatting goes, meaning never changes. Examples from the
// agent's side of the counter, then properties over any typed text: what is stored is the typed
// digits minus formatting, or the shared schema reports the field.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitsOf,
  formatPhone,
  normalizeInput,
  normalizeInviteCode,
  normalizePhone,
  validateMerchant,
  type FieldKind,
} from '../../shared/merchant';
import { payloadWith, type Location } from './payload-helpers';

describe('phones', () => {
  it.each([
    ['+1 217 555 0142', '2175550142'],
    ['1 (217) 555-0142', '2175550142'],
    ['+1-217-555-0142', '2175550142'],
    ['12175550142', '2175550142'],
    ['(217) 555-0142', '2175550142'],
    ['217.555.0142', '2175550142'],
    ['2175550142', '2175550142'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each([
    '+44 20 7946 0958', // another country: 12 digits
    '22175550142', // 11 digits not starting with the US code
    '217555014', // 9 digits
    '+2175550142', // a plus without the US code
    '217-555-CALL',
    '',
  ])('%s is left as typed, for the schema to report', (typed) => {
    expect(normalizePhone(typed)).toBe(typed);
  });

  it('the old truncation is gone: "+1 217 555 0142" is never (121) 755-5014', () => {
    expect(formatPhone(normalizePhone('+1 217 555 0142'))).toBe('(217) 555-0142');
  });
});

describe('other kinds', () => {
  it.each<[FieldKind, string, string]>([
    ['percent', '85%', '85'],
    ['percent', ' 85 % ', '85'],
    ['ownership', '33.5%', '33.5'],
    ['taxId', '93-1234567', '931234567'],
    ['ssn', '123-45-6789', '123456789'],
    ['ssn', '123 45 6789', '123456789'],
    ['routingNumber', '0210 0002 1', '021000021'],
    ['accountNumber', '1234 5678 9012', '123456789012'],
    ['zip', '62704 1234', '62704-1234'],
    ['zip', '627041234', '62704-1234'],
    ['zip', ' 62704 ', '62704'],
    ['email', ' robin@example.com ', 'robin@example.com'],
    ['website', ' tonysbistro.com ', 'tonysbistro.com'],
    ['percent', '85 %', '85'],
    ['inviteCode', 'tzs4 beh8 r7vs', 'TZS4-BEH8-R7VS'],
    ['inviteCode', 'tzs4-beh8-r7vs', 'TZS4-BEH8-R7VS'],
    ['inviteCode', 'TZS4BEH8R7VS', 'TZS4-BEH8-R7VS'],
  ])('%s: %j is stored as %j', (kind, typed, stored) => {
    expect(normalizeInput(kind, typed)).toBe(stored);
  });

  it.each<[FieldKind, string]>([
    ['taxId', '93-123456'], // 8 digits: never padded
    ['taxId', '93-12345678'], // 10 digits: never cut
    ['ssn', '123-45-678x'],
    ['percent', 'eighty'],
    ['percent', '8 5'], // a space inside the number is not formatting: never 85
    ['ownership', '50 50'], // never 5050
    ['percent', '8%5'],
    ['percent', '85%%'],
    ['zip', '6270'],
    ['inviteCode', 'tzs4 beh8 r7v$'],
    ['text', ' Tony’s Bistro  '],
  ])('%s: %j is left as typed', (kind, typed) => {
    expect(normalizeInput(kind, typed)).toBe(typed);
  });

  it('a typed invite code passes the QuickStart rule set once normalised', () => {
    expect(normalizeInviteCode('tzs4 beh8 r7vs')).toBe('TZS4-BEH8-R7VS');
  });
});

/** Text an agent might type or paste: digits, formatting, a plus, letters and other signs. */
const typed = fc.string({
  unit: fc.constantFrom(
    ...'0123456789012345678901234567890123456789 -().+/%abcXYZ#\u00a0'.split(''),
  ),
  maxLength: 24,
});

/** Where the schema says something about `field` once `stored` is in the payload. */
function hasError(location: Location, field: string, stored: unknown): boolean {
  const payload = payloadWith(location, field, stored);
  const result = validateMerchant(payload);
  const path =
    location === 'owner'
      ? `owner[0].${field}`
      : location === 'funding'
        ? `fundingAccount[0].${field}`
        : field;
  return !result.ok && result.fieldErrors.some((error) => error.field === path);
}

describe('property: stored is the typed digits minus formatting, or the field shows an error', () => {
  const digitFields: [FieldKind, Location, string][] = [
    ['phone', 'top', 'legalPhone'],
    ['phone', 'owner', 'cell'],
    ['phone', 'funding', 'telephone'],
    ['ssn', 'owner', 'ssn'],
    ['taxId', 'top', 'taxId'],
    ['routingNumber', 'funding', 'routingNumber'],
    ['accountNumber', 'funding', 'accountNumber'],
  ];

  it.each(digitFields)('%s in %s.%s', (kind, location, field) => {
    fc.assert(
      fc.property(typed, (text) => {
        if (text.trim() === '') return;
        const stored = normalizeInput(kind, text);
        if (hasError(location, field, stored)) return;
        const digits = digitsOf(text);
        // Accepted: every typed digit is there, in order, and nothing else; only a US country
        // code in front of an 11-digit phone may go.
        expect(stored).toMatch(/^\d+$/);
        if (kind === 'phone' && digits.length === 11) expect(`1${stored}`).toBe(digits);
        else expect(stored).toBe(digits);
      }),
      { numRuns: 400 },
    );
  });

  it('ZIP codes keep every digit, with the one hyphen of ZIP+4', () => {
    fc.assert(
      fc.property(typed, (text) => {
        if (text.trim() === '') return;
        const stored = normalizeInput('zip', text);
        if (hasError('top', 'legalZip', stored)) return;
        expect(digitsOf(stored)).toBe(digitsOf(text));
      }),
      { numRuns: 400 },
    );
  });

  it('percentages keep the number typed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom('', '%', ' %', '% '),
        (n, sign) => {
          expect(Number(normalizeInput('percent', `${n}${sign}`))).toBe(n);
        },
      ),
    );
  });

  it('normalising twice changes nothing more', () => {
    const kinds: FieldKind[] = ['phone', 'ssn', 'taxId', 'zip', 'percent', 'inviteCode'];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), typed, (kind, text) => {
        const once = normalizeInput(kind, text);
        expect(normalizeInput(kind, once)).toBe(once);
      }),
      { numRuns: 600 },
    );
  });
});
