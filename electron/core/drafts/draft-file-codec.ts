// The bytes of one draft file, and its name. The whole draft body (SSN, tax id, account numbers,
// everything) is AES-256-GCM ciphertext; only a 7-byte header is in the clear.
//
//   name:  <draft id>.<revision>.draft          revision: 1, 2, 3... one per acknowledged write
//   bytes: "BDDR" | format u8 (1) | schemaVersion u16be | iv (12) | tag (16) | ciphertext
//
// The header, the draft id and the revision are the GCM additional authenticated data, so a file
// renamed to another draft's id, rolled back to an older revision's name, or given a different
// schemaVersion fails authentication and is quarantined instead of loading someone else's data.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const magic = Buffer.from('BDDR', 'ascii');
const formatVersion = 1;
const headerLength = 7;
const ivLength = 12; // NIST SP 800-38D: 96-bit random IVs; one data key sees far fewer than 2^32 writes
const tagLength = 16;
const namePattern =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([1-9][0-9]{0,14})\.draft$/;

export interface DraftFileName {
  id: string;
  revision: number;
}

export function draftFileName(id: string, revision: number): string {
  return `${id}.${revision}.draft`;
}

/** Parses `<id>.<revision>.draft`; anything else in the drafts folder is not a draft file. */
export function parseDraftFileName(name: string): DraftFileName | null {
  const match = namePattern.exec(name);
  if (!match?.[1] || !match[2]) return null;
  return { id: match[1], revision: Number(match[2]) };
}

export function encodeDraftFile(
  key: Buffer,
  name: DraftFileName,
  schemaVersion: number,
  plaintext: Buffer,
): Buffer {
  const header = Buffer.alloc(headerLength);
  magic.copy(header, 0);
  header.writeUInt8(formatVersion, 4);
  header.writeUInt16BE(schemaVersion, 5);
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
  cipher.setAAD(additionalData(header, name));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
}

export type DecodedDraftFile =
  { ok: true; schemaVersion: number; plaintext: Buffer } | { ok: false; reason: string };

/** Reasons name the failure only: they end up in quarantine records and logs. */
export function decodeDraftFile(key: Buffer, name: DraftFileName, bytes: Buffer): DecodedDraftFile {
  if (bytes.length < headerLength + ivLength + tagLength)
    return { ok: false, reason: 'truncated file' };
  if (!bytes.subarray(0, 4).equals(magic))
    return { ok: false, reason: 'not a draft file (bad magic)' };
  if (bytes.readUInt8(4) !== formatVersion)
    return { ok: false, reason: `unknown file format ${bytes.readUInt8(4)}` };
  const header = bytes.subarray(0, headerLength);
  const iv = bytes.subarray(headerLength, headerLength + ivLength);
  const tag = bytes.subarray(headerLength + ivLength, headerLength + ivLength + tagLength);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagLength });
    decipher.setAAD(additionalData(header, name));
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([
      decipher.update(bytes.subarray(headerLength + ivLength + tagLength)),
      decipher.final(),
    ]);
    return { ok: true, schemaVersion: header.readUInt16BE(5), plaintext };
  } catch {
    return {
      ok: false,
      reason: 'authentication failed (damaged, tampered, renamed or encrypted with another key)',
    };
  }
}

function additionalData(header: Buffer, name: DraftFileName): Buffer {
  return Buffer.concat([header, Buffer.from(`\0${name.id}\0${name.revision}`, 'utf8')]);
}
