// The OS secret store is recorded at the first start and a change is named, never read as damage
// (decisions 80). Real files in a temp folder; the cipher is the test one with a backend name.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  keychainBackendFileName,
  withRecordedBackend,
} from '../../../electron/core/crypto/keychain-backend';
import { silentLogger, type Cipher } from '../../../electron/core/ports';
import { createTestCipher } from '../drafts/support/test-cipher';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'boarding-keychain-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const withBackend = (backend?: string): Cipher => ({
  ...createTestCipher(),
  ...(backend !== undefined && { backend }),
});
const recordFile = () => path.join(dir, keychainBackendFileName);

describe('withRecordedBackend', () => {
  it('records the store at the first start and reports no change while it stays', async () => {
    const first = await withRecordedBackend(dir, withBackend('gnome_libsecret'), silentLogger);
    expect(first.backendChange).toBeUndefined();
    expect(JSON.parse(await readFile(recordFile(), 'utf8'))).toEqual({
      format: 1,
      backend: 'gnome_libsecret',
    });
    const again = await withRecordedBackend(dir, withBackend('gnome_libsecret'), silentLogger);
    expect(again.backendChange).toBeUndefined();
  });

  it('names both stores after a change, keeps the first one recorded, and still works', async () => {
    await withRecordedBackend(dir, withBackend('gnome_libsecret'), silentLogger);
    const changed = await withRecordedBackend(dir, withBackend('kwallet5'), silentLogger);
    expect(changed.backendChange).toEqual({ recorded: 'gnome_libsecret', current: 'kwallet5' });
    expect(changed.decrypt(changed.encrypt(Buffer.from('round trip'))).toString()).toBe(
      'round trip',
    );
    expect(JSON.parse(await readFile(recordFile(), 'utf8')).backend).toBe('gnome_libsecret');
  });

  it('a host that names no store (browser mode) writes nothing', async () => {
    const cipher = withBackend();
    expect(await withRecordedBackend(dir, cipher, silentLogger)).toBe(cipher);
    await expect(readFile(recordFile())).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a damaged record is left as it is and reports nothing', async () => {
    await writeFile(recordFile(), '{"format":1,');
    const cipher = await withRecordedBackend(dir, withBackend('kwallet6'), silentLogger);
    expect(cipher.backendChange).toBeUndefined();
    expect(await readFile(recordFile(), 'utf8')).toBe('{"format":1,');
  });
});
