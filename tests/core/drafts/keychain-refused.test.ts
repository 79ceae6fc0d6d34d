// macOS "Deny" (decisions 74, 80): safeStorage.decryptString throws when the Keychain refuses the
// app its item. The drafts' key file is then intact and the only way back to the drafts: the open
// must answer the keychain-refused reason, set nothing aside, make no new key, and leave every
// byte of the folder as it was, however often it is tried; with the Keychain's consent at the
// next start, everything opens.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDraftStore } from '../../../electron/core/drafts/draft-store';
import type { Cipher } from '../../../electron/core/ports';
import { makeTempDir, readAllFiles } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';
import { createTestCipher } from './support/test-cipher';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
});

afterEach(() => cleanup());

/** The test cipher as the Keychain leaves it after "Deny": it encrypts, but will not decrypt. */
function deniedKeychain(extra: Partial<Cipher> = {}): Cipher {
  const cipher = createTestCipher();
  return {
    ...cipher,
    ...extra,
    decrypt: () => {
      throw new Error(
        'Error while decrypting the ciphertext provided to safeStorage.decryptString.',
      );
    },
  };
}

describe('a keychain that refuses the drafts key', () => {
  it('answers keychain-refused and leaves every file as it was, however often tried', async () => {
    const store = await openTestStore(dir);
    const first = unwrap(await store.create({ payload: { legalName: 'Kept One' } }));
    unwrap(await store.create({ payload: { legalName: 'Kept Two' } }));
    await store.close();
    const before = await readAllFiles(dir);

    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await openDraftStore({ dir, cipher: deniedKeychain() });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error.code).toBe('ENCRYPTION_UNAVAILABLE');
      expect(result.error.details).toEqual({ reason: 'keychain-refused' });
    }
    // Not one file added, removed or changed: no quarantine folder, no new key, no rebuilt index.
    expect(await readAllFiles(dir)).toEqual(before);

    const reopened = await openTestStore(dir);
    expect(unwrap(await reopened.get(first.id)).payload.legalName).toBe('Kept One');
    expect(unwrap(await reopened.list()).total).toBe(2);
    await reopened.close();
  });

  it('names both stores when the keychain changed since the first start', async () => {
    await (await openTestStore(dir)).close();
    const result = await openDraftStore({
      dir,
      cipher: deniedKeychain({
        backend: 'kwallet5',
        backendChange: { recorded: 'gnome_libsecret', current: 'kwallet5' },
      }),
    });
    expect(result.ok || result.error.details).toEqual({
      reason: 'keychain-refused',
      keychain: { recorded: 'gnome_libsecret', current: 'kwallet5' },
    });
  });

  it('a missing key file is still not a refusal: the two cases keep their own answers', async () => {
    const store = await openTestStore(dir);
    unwrap(await store.create());
    await store.close();
    await rm(path.join(dir, 'data-key.json'));
    const result = await openDraftStore({ dir, cipher: deniedKeychain() });
    expect(result.ok || result.error.code).toBe('CORRUPT');
  });
});
