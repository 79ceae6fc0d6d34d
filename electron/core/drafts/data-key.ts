// One random 256-bit data key per draft store encrypts every draft file (AES-256-GCM). The key
// itself is stored only wrapped by the `Cipher` port (safeStorage in Electron, a 0600 key file in
// browser mode), so copying the data folder to another machine or user yields nothing readable.
// Wrapping one small key keeps the OS keychain off the autosave path.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { err, ok, type Result } from '../../../shared/result';
import type { Cipher } from '../ports';
import { writeFileAtomic } from '../../../node/atomic-write';
import { parseDraftFileName } from './draft-files';
import { draftsFolderName } from './draft-files';

export const dataKeyFileName = 'data-key.json';
const keyLength = 32;

const DataKeyFileSchema = z.object({
  format: z.literal(1),
  cipher: z.string(), // the Cipher kind that wrapped it, for support
  wrappedKey: z.base64(),
});

export interface DataKeyOptions {
  /** Accept a weak Cipher (Linux basic_text). Off by default: the user is asked first. */
  allowWeakCipher?: boolean;
}

/**
 * Loads the store's data key, creating it on first use. Never writes a key the Cipher cannot
 * protect: without encryption there is no key, hence no drafts on disk in plaintext.
 * A damaged or foreign key file is left untouched (it is the only way back to the drafts).
 * A missing key file is a first use only when no draft file exists: a new key beside existing
 * drafts would make every one of them fail to decrypt and be quarantined on open.
 */
export async function loadOrCreateDataKey(
  dir: string,
  cipher: Cipher,
  options: DataKeyOptions = {},
): Promise<Result<Buffer>> {
  if (!cipher.isAvailable()) {
    // A disk problem behind the missing key is said as such, not as a missing keychain.
    if (cipher.problem?.code === 'STORAGE')
      return err('STORAGE', `Drafts cannot be opened: ${cipher.problem.message}`);
    return err(
      'ENCRYPTION_UNAVAILABLE',
      'Drafts cannot be stored: the system keychain is unavailable, and they are never stored unencrypted.',
    );
  }
  if (cipher.isWeak() && options.allowWeakCipher !== true) {
    return err(
      'ENCRYPTION_UNAVAILABLE',
      'Drafts cannot be stored: the system keychain only offers weak protection and it was not accepted.',
    );
  }
  const file = path.join(dir, dataKeyFileName);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT' ? null : error,
  );
  if (text instanceof Error)
    return err('STORAGE', `The drafts key file could not be read (${text.code ?? 'error'}).`);
  if (text === null) {
    const drafts = await countStoredDrafts(dir);
    if (drafts instanceof Error)
      return err('STORAGE', `The drafts folder could not be read (${drafts.code ?? 'error'}).`);
    // CORRUPT, not STORAGE: retrying cannot help, the store lost a file it needs (the renderer
    // says "damaged, kept for support"); nothing is quarantined because nothing was touched.
    if (drafts > 0)
      return err(
        'CORRUPT',
        `The drafts key file is missing, so the saved applications (${drafts}) cannot be opened. Nothing was changed: restore data-key.json from a backup, or contact support.`,
      );
    return createDataKey(file, cipher);
  }

  const parsed = DataKeyFileSchema.safeParse(safeJson(text));
  if (!parsed.success)
    return err(
      'CORRUPT',
      'The drafts key file is damaged; drafts cannot be opened. It was left in place for support.',
    );
  let key: Buffer;
  try {
    key = cipher.decrypt(Buffer.from(parsed.data.wrappedKey, 'base64'));
  } catch {
    // The keychain refused (macOS "Deny", a locked or different Linux keyring): the key file is
    // intact and is the only way back to the drafts, so nothing is set aside and no key is made
    // over it (decisions 74, 80). A later start with the keychain's consent opens everything.
    return err(
      'ENCRYPTION_UNAVAILABLE',
      "The drafts key could not be unlocked with this computer's keychain; nothing was changed.",
      {
        details: {
          reason: 'keychain-refused',
          ...(cipher.backendChange !== undefined && { keychain: cipher.backendChange }),
        },
      },
    );
  }
  if (key.length !== keyLength)
    return err('CORRUPT', 'The drafts key file holds a key of the wrong size.');
  return ok(key);
}

async function createDataKey(file: string, cipher: Cipher): Promise<Result<Buffer>> {
  const key = randomBytes(keyLength);
  let wrapped: Buffer;
  try {
    wrapped = cipher.encrypt(key);
    // Prove the round trip before any draft depends on this key.
    if (!timingSafeEqual(cipher.decrypt(wrapped), key)) throw new Error('round trip mismatch');
  } catch {
    return err(
      'ENCRYPTION_UNAVAILABLE',
      'Drafts cannot be stored: the system keychain failed to protect the drafts key.',
    );
  }
  const body = { format: 1, cipher: cipher.kind, wrappedKey: wrapped.toString('base64') };
  try {
    await writeFileAtomic(file, JSON.stringify(body));
  } catch (error) {
    return err(
      'STORAGE',
      `The drafts key file could not be written (${(error as NodeJS.ErrnoException).code ?? 'error'}).`,
    );
  }
  return ok(key);
}

/** Drafts with a file in the store's drafts folder; 0 when the folder does not exist yet. */
async function countStoredDrafts(dir: string): Promise<number | NodeJS.ErrnoException> {
  try {
    const names = await readdir(path.join(dir, draftsFolderName));
    return new Set(names.map((name) => parseDraftFileName(name)?.id).filter(Boolean)).size;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    return failure.code === 'ENOENT' ? 0 : failure;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
