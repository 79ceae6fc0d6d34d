// A real Cipher for tests (conventions 6: no Electron mock): AES-256-GCM under a key derived from a
// label, so two test ciphers with different labels cannot read each other's data key.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Cipher } from '../../../../electron/core/ports';

export interface TestCipherOptions {
  label?: string;
  isAvailable?: boolean;
  isWeak?: boolean;
}

export function createTestCipher(options: TestCipherOptions = {}): Cipher {
  const key = createHash('sha256')
    .update(`boarding-desk test cipher:${options.label ?? 'default'}`)
    .digest();
  return {
    kind: 'test',
    isAvailable: () => options.isAvailable ?? true,
    isWeak: () => options.isWeak ?? false,
    encrypt(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    decrypt(ciphertext) {
      const decipher = createDecipheriv('aes-256-gcm', key, ciphertext.subarray(0, 12));
      decipher.setAuthTag(ciphertext.subarray(12, 28));
      return Buffer.concat([decipher.update(ciphertext.subarray(28)), decipher.final()]);
    },
  };
}
