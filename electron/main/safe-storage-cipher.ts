// The Cipher port over Electron safeStorage (conventions 6): the OS keychain (Keychain, DPAPI,
// libsecret/kwallet). On Linux without a keyring Electron falls back to `basic_text`, a hard-coded
// key: reported as weak so the vault asks the user before storing secrets. Bytes are
// base64-encoded first because safeStorage encrypts strings.
import type { SafeStorage } from 'electron';
import type { Cipher } from '../core/ports';

export type SafeStorageLike = Pick<
  SafeStorage,
  'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'
>;

/**
 * The store behind safeStorage, as Electron names it on Linux; the one store each other platform
 * has. Recorded in the data folder so a change is named (decisions 80).
 */
export function safeStorageBackend(
  safeStorage: Pick<SafeStorageLike, 'getSelectedStorageBackend'>,
  platform: NodeJS.Platform,
): string {
  if (platform === 'linux') return safeStorage.getSelectedStorageBackend();
  if (platform === 'darwin') return 'keychain';
  if (platform === 'win32') return 'dpapi';
  return platform;
}

export function createSafeStorageCipher(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
): Cipher {
  const isWeak = () =>
    platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text';
  return {
    kind: isWeak() ? 'safeStorage:basic_text' : 'safeStorage',
    backend: safeStorageBackend(safeStorage, platform),
    isAvailable: () => safeStorage.isEncryptionAvailable(),
    isWeak,
    encrypt: (plaintext) => safeStorage.encryptString(plaintext.toString('base64')),
    decrypt: (ciphertext) => Buffer.from(safeStorage.decryptString(ciphertext), 'base64'),
  };
}
