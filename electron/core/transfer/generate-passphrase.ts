// The passphrase the app offers for an export (decisions 41): six groups of five random digits,
// e.g. "40721-88310-05267-91833-62004-17759". 30 decimal digits carry log2(10^30) = 99.7 bits,
// beyond offline guessing even before scrypt's 2^16 work factor (decisions 41); digits read aloud and type the
// same on every keyboard layout. crypto.randomInt draws without modulo bias.
import { randomInt } from 'node:crypto';

export const passphraseGroups = 6;
export const passphraseGroupLength = 5;

export function generatePassphrase(): string {
  const groups: string[] = [];
  for (let group = 0; group < passphraseGroups; group += 1) {
    let digits = '';
    for (let index = 0; index < passphraseGroupLength; index += 1) digits += String(randomInt(10));
    groups.push(digits);
  }
  return groups.join('-');
}
