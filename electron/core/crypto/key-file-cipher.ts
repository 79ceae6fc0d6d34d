// The browser-mode Cipher (no Electron safeStorage): AES-256-GCM with a random 32-byte key kept in
// a file only the user can read (mode 0600). Weaker than an OS keychain, since anything running as
// the user can read the key, but it keeps secrets out of plaintext files and backups of the
// store alone. GCM authenticates, so a tampered or foreign ciphertext fails to decrypt.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { fstatSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createExclusiveSync } from '../../../node/create-exclusive';
import { err, ok, type Result } from '../../../shared/result';
import type { Cipher } from '../ports';
import {
  describeStorageFailure,
  isDiskFullOrReadOnly,
  storageDetails,
} from '../storage/storage-failure';

const keyLength = 32;
const ivLength = 12; // the GCM standard nonce size (NIST SP 800-38D)
const tagLength = 16;
const formatVersion = 1;

function isOwnerOnly(mode: number): boolean {
  // POSIX permission bits; Windows reports 0o666 for every file and protects by ACL instead.
  return process.platform === 'win32' || (mode & 0o077) === 0;
}

/**
 * Creates the key file, never overwriting one (that would orphan every secret and draft). The key
 * is written and fsync'd under a temp name, then hard-linked to the final name: link(2) fails
 * with EEXIST instead of replacing, and the final name never exists half-written, so a crash or
 * a second process starting at the same moment sees either no key or a whole one.
 */
function createKeyFile(path: string): Buffer | undefined {
  const key = randomBytes(keyLength);
  const isCreated = createExclusiveSync(path, key, {
    isSynced: true,
    check: (fd) => {
      if (!isOwnerOnly(fstatSync(fd).mode)) throw new Error('key file mode is not 0600');
    },
  });
  return isCreated ? key : undefined;
}

export function aesGcmCipher(key: Buffer, kind = 'aes-gcm-keyfile'): Cipher {
  if (key.length !== keyLength) throw new Error('AES-256-GCM needs a 32-byte key');
  return {
    kind,
    isAvailable: () => true,
    isWeak: () => false,
    encrypt(plaintext: Buffer): Buffer {
      const iv = randomBytes(ivLength);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return Buffer.concat([Buffer.from([formatVersion]), iv, cipher.getAuthTag(), body]);
    },
    decrypt(ciphertext: Buffer): Buffer {
      if (ciphertext.length < 1 + ivLength + tagLength || ciphertext[0] !== formatVersion) {
        throw new Error('not an AES-GCM ciphertext of this format');
      }
      const iv = ciphertext.subarray(1, 1 + ivLength);
      const tag = ciphertext.subarray(1 + ivLength, 1 + ivLength + tagLength);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(ciphertext.subarray(1 + ivLength + tagLength)),
        decipher.final(),
      ]);
    },
  };
}

/**
 * Loads the key from `keyFilePath`, creating it (mode 0600, exclusive create) only when it is
 * missing. Read first: a key that exists must open on a full or read-only disk, where even an
 * empty temp file cannot be made (decisions 23). Refuses a key file other users can read or one of
 * the wrong size: ENCRYPTION_UNAVAILABLE, with the fix in the message (the path is not a secret;
 * the key never appears anywhere). A missing key that cannot be created for lack of space or a
 * read-only disk is STORAGE, naming the disk.
 */
export function openKeyFileCipher(keyFilePath: string): Result<Cipher> {
  let key: Buffer;
  try {
    const existing = readExisting(keyFilePath);
    if (existing === undefined) {
      try {
        const created = createKeyFile(keyFilePath);
        if (created !== undefined) return ok(aesGcmCipher(created));
      } catch (error) {
        if (!isDiskFullOrReadOnly(error)) throw error;
        const where = path.dirname(keyFilePath);
        return err(
          'STORAGE',
          `The key file ${keyFilePath} could not be created: ${describeStorageFailure(error, where)}.`,
          { details: storageDetails(error, where) },
        );
      }
    }
    // Another process created it between our read and our create (link(2) said EEXIST).
    key = existing ?? readFileSync(keyFilePath);
    const mode = statSync(keyFilePath).mode;
    if (!isOwnerOnly(mode)) {
      return err(
        'ENCRYPTION_UNAVAILABLE',
        `The key file ${keyFilePath} can be read by other users (mode ${(mode & 0o777).toString(8)}). Run "chmod 600" on it, then try again.`,
      );
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown';
    return err(
      'ENCRYPTION_UNAVAILABLE',
      `The key file ${keyFilePath} could not be read or created (${code}).`,
    );
  }
  if (key.length !== keyLength) {
    return err(
      'ENCRYPTION_UNAVAILABLE',
      `The key file ${keyFilePath} is damaged (wrong size). Restore it from a backup: a new key cannot open the drafts and sign-in saved with the old one.`,
    );
  }
  return ok(aesGcmCipher(key));
}

/** The key file's bytes, or undefined when there is none yet. */
function readExisting(keyFilePath: string): Buffer | undefined {
  try {
    return readFileSync(keyFilePath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
