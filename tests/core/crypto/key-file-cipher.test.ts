import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openKeyFileCipher } from '../../../electron/core/crypto/key-file-cipher';

let dir: string;
let keyFile: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'key-file-cipher-'));
  keyFile = path.join(dir, 'vault.key');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function open() {
  const opened = openKeyFileCipher(keyFile);
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

describe.skipIf(process.platform === 'win32')('key-file cipher (browser mode)', () => {
  it('creates a 32-byte key file with mode 0600', async () => {
    const cipher = open();
    expect(cipher.kind).toBe('aes-gcm-keyfile');
    expect(cipher.isAvailable()).toBe(true);
    expect(cipher.isWeak()).toBe(false);
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect((await readFile(keyFile)).length).toBe(32);
  });

  it('never leaves a temp file, and every opener of one path gets the same key', async () => {
    const ciphers = Array.from({ length: 5 }, () => open());
    const sealed = ciphers[0]!.encrypt(Buffer.from('same key everywhere'));
    for (const cipher of ciphers) {
      expect(cipher.decrypt(sealed).toString()).toBe('same key everywhere');
    }
    expect(await readdir(dir)).toEqual(['vault.key']);
  });

  it('round-trips, hides the plaintext and never repeats a ciphertext', () => {
    const cipher = open();
    const secret = Buffer.from('token-secret-0123456789');
    const first = cipher.encrypt(secret);
    const second = cipher.encrypt(secret);
    expect(first.equals(second)).toBe(false);
    expect(first.includes(secret)).toBe(false);
    expect(cipher.decrypt(first).equals(secret)).toBe(true);
  });

  it('keeps the same key across openings and never overwrites it', async () => {
    const ciphertext = open().encrypt(Buffer.from('persisted'));
    const keyBefore = await readFile(keyFile);
    const reopened = open();
    expect(reopened.decrypt(ciphertext).toString()).toBe('persisted');
    expect((await readFile(keyFile)).equals(keyBefore)).toBe(true);
  });

  it('rejects tampered ciphertext and ciphertext from another key', async () => {
    const cipher = open();
    const ciphertext = cipher.encrypt(Buffer.from('secret'));
    const tampered = Buffer.from(ciphertext);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => cipher.decrypt(Buffer.from('short'))).toThrow();
    keyFile = path.join(dir, 'other.key');
    const other = open();
    expect(() => other.decrypt(ciphertext)).toThrow();
  });

  it('refuses a key file other users can read, and says how to fix it', async () => {
    open();
    await chmod(keyFile, 0o644);
    const opened = openKeyFileCipher(keyFile);
    expect(opened.ok).toBe(false);
    if (opened.ok) return;
    expect(opened.error.code).toBe('ENCRYPTION_UNAVAILABLE');
    expect(opened.error.message).toContain('chmod 600');
    expect(opened.error.message).toContain('644');
  });

  it('refuses a key file of the wrong size without replacing it', async () => {
    await writeFile(keyFile, 'too short', { mode: 0o600 });
    const opened = openKeyFileCipher(keyFile);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error.code).toBe('ENCRYPTION_UNAVAILABLE');
    expect(await readFile(keyFile, 'utf8')).toBe('too short');
  });

  it('reports an unusable location as ENCRYPTION_UNAVAILABLE', () => {
    const opened = openKeyFileCipher(path.join(dir, 'missing-dir', 'vault.key'));
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error.code).toBe('ENCRYPTION_UNAVAILABLE');
  });
});
