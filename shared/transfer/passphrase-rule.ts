// The strength rule for a passphrase the agent types instead of the generated one (decisions 41):
// one rule, used by the export handler and by the form's hint, so the renderer writes none of its
// own. Length and variety are what a person can act on; the scrypt work factor (2^16, decisions
// 41) in the age format adds about 16 bits against guessing on top of the passphrase itself.
export const minimumPassphraseLength = 16;
export const minimumDistinctCharacters = 8;

/**
 * The one form of a typed passphrase, on export and on import alike: outer spaces dropped (a
 * copy and paste adds them) and Unicode composed (NFC), so "é" typed on one keyboard opens what
 * another keyboard's "é" locked.
 */
export function normalisePassphrase(passphrase: string): string {
  return passphrase.normalize('NFC').trim();
}

export function isStrongPassphrase(passphrase: string): boolean {
  const characters = [...normalisePassphrase(passphrase)];
  return (
    characters.length >= minimumPassphraseLength &&
    new Set(characters.map((character) => character.toLowerCase())).size >=
      minimumDistinctCharacters
  );
}
