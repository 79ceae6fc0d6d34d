// Real AES-GCM ciphers with the availability flags the Electron backends report, so the vault's
// refusals can be tested without Electron: safeStorage unavailable, or Linux basic_text (weak).
import { randomBytes } from 'node:crypto';
import { aesGcmCipher } from '../../../electron/core/crypto/key-file-cipher';
import type { Cipher } from '../../../electron/core/ports';

export function testCipher(flags: { isAvailable?: boolean; isWeak?: boolean } = {}): Cipher {
  const inner = aesGcmCipher(randomBytes(32), 'test');
  return {
    ...inner,
    kind: flags.isWeak ? 'test:basic_text' : 'test',
    isAvailable: () => flags.isAvailable ?? true,
    isWeak: () => flags.isWeak ?? false,
  };
}
