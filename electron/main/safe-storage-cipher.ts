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

export function createSafeStorageCipher(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
): Cipher {
  const isWeak = () =>
    platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text';
  return {
    kind: isWeak() ? 'safeStorage:basic_text' : 'safeStorage',
    isAvailable: () => safeStorage.isEncryptionAvailable(),
    isWeak,
    encrypt: (plaintext) => safeStorage.encryptString(plaintext.toString('base64')),
    decrypt: (ciphertext) => Buffer.from(safeStorage.decryptString(ciphertext), 'base64'),
  };
}
