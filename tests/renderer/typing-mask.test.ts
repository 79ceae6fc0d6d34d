// The number inputs' typing path (decisions 28): nothing typed is dropped, a character that is not
// part of a number is named and stays, so the value is stored as typed and reported, never joined
// into a different well-formed number; and formatting the normaliser takes out raises no note.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refusedCharacters, typingMask } from '../../renderer/editor/fields/typing-mask';
import { normalizeInput, withoutFormatting } from '../../shared/merchant/normalize';
import { validateMerchant } from '../../shared/merchant/validate';

/** Characters an agent may type between the digits of a phone: an extension, a note. */
const notNumber = fc.constantFrom('x', 'X', '#', ',', ';', '*', 'e', 'ext', 'ext.', ' x', 'a');

describe('typing a number', () => {
  it('"555-0142 x217" is kept whole, names the "x", and is never stored as (555) 014-2217', () => {
    const typed = '555-0142 x217';
    expect(typingMask.test(typed)).toBe(true);
    expect(refusedCharacters(typed)).toBe('x');
    expect(normalizeInput('phone', typed)).toBe(typed);
  });

  it('property: a character that is not part of a number between digits keeps the text as typed, and the schema reports it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,9}$/),
        notNumber,
        fc.stringMatching(/^\d{1,9}$/),
        (before, between, after) => {
          const typed = `${before}${between}${after}`;
          expect(typingMask.test(typed)).toBe(true);
          expect(refusedCharacters(typed)).not.toBe('');
          expect(normalizeInput('phone', typed)).toBe(typed);
          const verdict = validateMerchant({ legalPhone: typed });
          expect(verdict.ok).toBe(false);
          if (!verdict.ok)
            expect(verdict.fieldErrors.map((error) => error.field)).toContain('legalPhone');
        },
      ),
    );
  });

  it('property: the mask drops nothing but control characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (typed) => {
        expect(typingMask.test(typed)).toBe(!/\p{Cc}/u.test(typed));
      }),
    );
  });

  it('property: formatting the normaliser takes out (Unicode dashes, "/") raises no note', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), (character) => {
        if (withoutFormatting(character) === '') expect(refusedCharacters(character)).toBe('');
      }),
    );
    for (const dash of ['\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '/'])
      expect(refusedCharacters(`217${dash}555${dash}0142`)).toBe('');
  });
});
