// Encryption of the listing index (snapshot and journal lines): it holds every legal and DBA
// name, and a sole proprietor's legal name is a person's name, so it is PII and never on disk in
// plaintext (decisions 26). AES-256-GCM (authenticated: a damaged or edited index fails to open
// and is rebuilt from the draft files) under a key derived from the index key, itself derived from
// the data key (draft-index-snapshot.ts indexKeyOf), so the index opens exactly where the drafts do.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ivLength = 12; // the GCM standard nonce size (NIST SP 800-38D)
const tagLength = 16;
const linePrefix = 'e1:';
const journalAad = Buffer.from('boarding-desk index journal line');

/** The AES-256-GCM key of the index, derived from its HMAC key so neither key serves two uses. */
export function indexSealKeyOf(indexKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', indexKey, Buffer.alloc(0), 'boarding-desk index aead', 32));
}

export interface Sealed {
  iv: Buffer;
  tag: Buffer;
  body: Buffer;
}

export function seal(key: Buffer, aad: Buffer, plaintext: Buffer): Sealed {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

/** The plaintext, or null when the bytes are not exactly what `seal` wrote under this key. */
export function unseal(key: Buffer, aad: Buffer, sealed: Sealed): Buffer | null {
  if (sealed.iv.length !== ivLength || sealed.tag.length !== tagLength) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.iv);
    decipher.setAAD(aad);
    decipher.setAuthTag(sealed.tag);
    return Buffer.concat([decipher.update(sealed.body), decipher.final()]);
  } catch {
    return null;
  }
}

/**
 * One journal line: `e1:` and base64url of iv, tag and ciphertext. The AAD is fixed, not the
 * journal's generation: a line appended while the journal rotates may land in the next
 * generation's file, and replaying it there is harmless (puts and removes are idempotent).
 */
export function sealLine(key: Buffer, text: string): string {
  const { iv, tag, body } = seal(key, journalAad, Buffer.from(text, 'utf8'));
  return `${linePrefix}${Buffer.concat([iv, tag, body]).toString('base64url')}`;
}

/**
 * The line's text: decrypted for a sealed line, as it is for a line of an older plaintext journal
 * (read once, then compacted away), null for a damaged one.
 */
export function unsealLine(key: Buffer, line: string): string | null {
  if (!line.startsWith(linePrefix)) return line.startsWith('{') ? line : null;
  const bytes = Buffer.from(line.slice(linePrefix.length), 'base64url');
  if (bytes.length < ivLength + tagLength) return null;
  const plaintext = unseal(key, journalAad, {
    iv: bytes.subarray(0, ivLength),
    tag: bytes.subarray(ivLength, ivLength + tagLength),
    body: bytes.subarray(ivLength + tagLength),
  });
  return plaintext === null ? null : plaintext.toString('utf8');
}

/** True for a journal line that is not sealed: an older app's plaintext line. */
export function isPlaintextLine(line: string): boolean {
  return !line.startsWith(linePrefix);
}
