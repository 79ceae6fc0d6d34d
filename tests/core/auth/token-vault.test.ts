import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Conf from 'conf';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TokenVault, tokenLifetimeMs } from '../../../electron/core/auth/token-vault';
import { openKeyFileCipher } from '../../../electron/core/crypto/key-file-cipher';
import type { Cipher } from '../../../electron/core/ports';
import { filesUnder, secretsFoundIn } from './scan-files';
import { testCipher } from './test-ciphers';

const pair = {
  token: 'access-token-AAAA1111',
  tokenSecret: 'token-secret-BBBB2222',
  obtainedAt: 1_700_000_000_000,
};
const consumerSecret = 'consumer-secret-CCCC3333';

let dir: string;
let store: Conf;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'token-vault-'));
  store = new Conf({ cwd: dir, configName: 'vault', projectName: 'boarding-desk-test' });
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function keyFileCipher(): Cipher {
  const opened = openKeyFileCipher(path.join(dir, 'vault.key'));
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

describe('token vault', () => {
  it('stores token, token secret and consumer secret encrypted, with expiry at obtainedAt + 24 h', async () => {
    const vault = new TokenVault({ store, cipher: keyFileCipher() });
    const saved = vault.saveSession('sandbox', pair);
    expect(saved.ok && saved.value.expiresAt).toBe(pair.obtainedAt + tokenLifetimeMs);
    expect(vault.saveConsumerSecret('prod', consumerSecret).ok).toBe(true);

    // A fresh vault over the same files reads everything back.
    const reopened = new TokenVault({
      store: new Conf({ cwd: dir, configName: 'vault', projectName: 'x' }),
      cipher: keyFileCipher(),
    });
    const loaded = reopened.loadSession('sandbox');
    expect(loaded.ok && loaded.value).toEqual({
      environmentId: 'sandbox',
      ...pair,
      expiresAt: pair.obtainedAt + tokenLifetimeMs,
    });
    expect(reopened.sessionMetadata('sandbox')).toEqual({
      environmentId: 'sandbox',
      obtainedAt: pair.obtainedAt,
      expiresAt: pair.obtainedAt + tokenLifetimeMs,
    });
    const secret = reopened.loadConsumerSecret('prod');
    expect(secret.ok && secret.value).toBe(consumerSecret);
    expect(reopened.hasConsumerSecret('prod')).toBe(true);
    expect(reopened.hasConsumerSecret('sandbox')).toBe(false);

    // The files on disk hold ciphertext only.
    expect((await filesUnder(dir)).map((file) => path.basename(file)).sort()).toEqual([
      'vault.json',
      'vault.key',
    ]);
    expect(await secretsFoundIn(dir, [pair.token, pair.tokenSecret, consumerSecret])).toEqual([]);
  });

  it('asks for a consumer secret it can no longer read to be entered again, and forgets it', () => {
    new TokenVault({ store, cipher: keyFileCipher() }).saveConsumerSecret('prod', consumerSecret);
    // Another key (the key file was replaced): the sealed secret cannot be opened.
    const wrongKey: Cipher = {
      ...keyFileCipher(),
      decrypt: () => {
        throw new Error('wrong key');
      },
    };
    const rekeyed = new TokenVault({ store, cipher: wrongKey });
    const loaded = rekeyed.loadConsumerSecret('prod');
    expect(!loaded.ok && loaded.error).toMatchObject({
      code: 'CORRUPT',
      details: { reason: 'secret-unreadable' },
    });
    expect(rekeyed.hasConsumerSecret('prod')).toBe(false);
  });

  it('refuses to store anything when encryption is unavailable', () => {
    const vault = new TokenVault({ store, cipher: testCipher({ isAvailable: false }) });
    const saved = vault.saveSession('sandbox', pair);
    expect(!saved.ok && saved.error.code).toBe('ENCRYPTION_UNAVAILABLE');
    const secret = vault.saveConsumerSecret('prod', consumerSecret);
    expect(!secret.ok && secret.error.code).toBe('ENCRYPTION_UNAVAILABLE');
    expect(store.size).toBe(0);
  });

  it('refuses weak encryption (Linux basic_text) unless the user accepted it', () => {
    const vault = new TokenVault({ store, cipher: testCipher({ isWeak: true }) });
    const refused = vault.saveSession('sandbox', pair);
    expect(!refused.ok && refused.error.code).toBe('ENCRYPTION_UNAVAILABLE');
    expect(!refused.ok && refused.error.message).toContain('weak');
    expect(vault.sessionMetadata('sandbox')).toBeUndefined();
    expect(vault.saveSession('sandbox', pair, { acceptWeakEncryption: true }).ok).toBe(true);
    expect(vault.sessionMetadata('sandbox')).toBeDefined();
  });

  it('wipes one session on expiry and everything on sign-out', async () => {
    const vault = new TokenVault({ store, cipher: keyFileCipher() });
    vault.saveSession('sandbox', pair);
    vault.saveSession('prod', { ...pair, token: 'other-token' });
    vault.saveConsumerSecret('prod', consumerSecret);
    vault.removeSession('sandbox');
    expect(vault.sessionMetadata('sandbox')).toBeUndefined();
    expect(vault.sessionMetadata('prod')).toBeDefined();
    vault.wipe('prod');
    expect(vault.sessionMetadata('prod')).toBeUndefined();
    expect(vault.hasConsumerSecret('prod')).toBe(false);
    vault.saveSession('sandbox', pair);
    vault.saveConsumerSecret('prod', consumerSecret);
    vault.wipeAll();
    expect(store.store).toEqual({});
  });

  it('drops a session it cannot decrypt (CORRUPT) instead of failing forever', () => {
    new TokenVault({ store, cipher: testCipher() }).saveSession('sandbox', pair);
    const otherKey = new TokenVault({ store, cipher: testCipher() });
    const loaded = otherKey.loadSession('sandbox');
    expect(!loaded.ok && loaded.error.code).toBe('CORRUPT');
    expect(otherKey.sessionMetadata('sandbox')).toBeUndefined();
    const again = otherKey.loadSession('sandbox');
    expect(again.ok && again.value).toBeUndefined();
  });

  it('ignores a damaged store entry (validated on read) and keeps working', () => {
    store.set('sessions', { sandbox: { obtainedAt: 'yesterday', sealed: 42 } });
    const vault = new TokenVault({ store, cipher: testCipher() });
    expect(vault.sessionMetadata('sandbox')).toBeUndefined();
    expect(vault.saveSession('sandbox', pair).ok).toBe(true);
    expect(vault.sessionMetadata('sandbox')?.obtainedAt).toBe(pair.obtainedAt);
  });
});
