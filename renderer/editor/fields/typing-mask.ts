// What a number input keeps of what is typed, and which characters its note names (decisions 28).
// Everything typed is kept, in order: a character that is neither a digit nor formatting ("x" in
// "555-0142 x217", "#", a comma) stays in the text, so the shared normaliser leaves the value as
// typed and the schema reports the field. Dropping it would join the digits on either side into
// a different, well-formed number that is stored without a word ((555) 014-2217).
// The formatting characters here are the ones normalize.ts takes out (spaces, hyphens and the
// Unicode dashes, dots, brackets, slash) plus "+" of a country code: none of them raises a note.
import type { IntlShape } from '../../i18n/format';

/** What a number field takes, named for the note's message (`editor.input.notANumber`). */
export type Expects = 'digits10' | 'digits9' | 'digits4' | 'digits';

/** A character that may be typed into a number without a note: a digit or formatting. */
const numberTyping = /[\d\s().+\-/\u00a0\u2010-\u2015]/u;

/**
 * Any text but control characters (a paste can carry a tab or a line break, never meant): the
 * mask keeps everything else so that nothing typed is lost.
 */
export const typingMask = /^[^\p{Cc}]*$/u;

/** The characters of `text` that are not part of a number, each once, the first eight. */
export function refusedCharacters(text: string): string {
  const refused = [...new Set([...text].filter((character) => !numberTyping.test(character)))];
  return refused.slice(0, 8).join('');
}

/** The note beside a field whose text has characters that are not part of a number. */
export function notANumberNote(
  intl: IntlShape,
  refused: string,
  label: string,
  expects: Expects,
): string {
  return intl.formatMessage({ id: 'editor.input.notANumber' }, { refused, label, expects });
}
