// The OS secret store that protects this data folder's keys, written down at the first start
// (keychain-backend.json beside the drafts) and compared at every later one (decisions 80). On
// Linux, Electron picks GNOME's keyring, KWallet or a basic text key by the desktop session it
// finds; started from another session, safeStorage cannot unwrap the drafts key, and without this
// record that would read as damage. With it, the failure names both stores.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../../../node/atomic-write';
import type { Cipher, Logger } from '../ports';

export const keychainBackendFileName = 'keychain-backend.json';

const KeychainBackendFileSchema = z.object({
  format: z.literal(1),
  backend: z.string().min(1).max(50),
});

/**
 * The cipher, told of a change of store when the recorded one differs from its own. The record
 * is written only when there is none: the first store stays named until support resets it,
 * since keys it wrapped stay its own. Never fails the start: a folder that cannot be read or
 * written just goes without the record (logged).
 */
export async function withRecordedBackend(
  dataDir: string,
  cipher: Cipher,
  logger: Logger,
): Promise<Cipher> {
  const current = cipher.backend;
  if (current === undefined) return cipher;
  const file = path.join(dataDir, keychainBackendFileName);
  let text: string | null;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      logger.warn('keychain record not read', { code: (error as NodeJS.ErrnoException).code });
      return cipher;
    }
    text = null;
  }
  if (text === null) {
    await writeFileAtomic(file, JSON.stringify({ format: 1, backend: current })).catch(
      (error: unknown) =>
        logger.warn('keychain record not written', {
          code: (error as NodeJS.ErrnoException).code,
        }),
    );
    return cipher;
  }
  const parsed = KeychainBackendFileSchema.safeParse(safeJson(text));
  if (!parsed.success) {
    logger.warn('keychain record unreadable; left as it is');
    return cipher;
  }
  if (parsed.data.backend === current) return cipher;
  logger.warn('keychain changed since the first start', {
    recorded: parsed.data.backend,
    current,
  });
  return { ...bound(cipher), backendChange: { recorded: parsed.data.backend, current } };
}

/** A copy whose methods still work when called off the copy. */
function bound(cipher: Cipher): Cipher {
  return {
    kind: cipher.kind,
    ...(cipher.problem !== undefined && { problem: cipher.problem }),
    ...(cipher.backend !== undefined && { backend: cipher.backend }),
    isAvailable: () => cipher.isAvailable(),
    isWeak: () => cipher.isWeak(),
    encrypt: (plaintext) => cipher.encrypt(plaintext),
    decrypt: (ciphertext) => cipher.decrypt(ciphertext),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
