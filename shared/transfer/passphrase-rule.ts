// The strength rule for a passphrase the agent types instead of the generated one (decisions 41):
// one rule, used by the export handler and by the form's hint, so the renderer writes none of its
// own. Length and variety are what a person can act on; the scrypt work factor (2^18) in the age
// format adds about 18 bits against guessing on top of the passphrase itself.
export const minimumPassphraseLength = 16;
export const minimumDistinctCharacters = 8;

export function isStrongPassphrase(passphrase: string): boolean {
  const characters = [...passphrase.normalize('NFC').trim()];
  return (
    characters.length >= minimumPassphraseLength &&
    new Set(characters.map((character) => character.toLowerCase())).size >=
      minimumDistinctCharacters
  );
}
