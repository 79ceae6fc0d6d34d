// The data key exists only wrapped by the Cipher; without a usable Cipher nothing is written.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDraftStore } from '../../../electron/core/drafts/draft-store';
import { makeTempDir } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';
import { createTestCipher } from './support/test-cipher';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
});

afterEach(() => cleanup());

describe('data key', () => {
  it('refuses to create a key, or any file, when the Cipher is unavailable', async () => {
    const result = await openDraftStore({ dir, cipher: createTestCipher({ isAvailable: false }) });
    expect(result.ok || result.error.code).toBe('ENCRYPTION_UNAVAILABLE');
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a weak Cipher unless the user accepted it', async () => {
    const weak = createTestCipher({ isWeak: true });
    const refused = await openDraftStore({ dir, cipher: weak });
    expect(refused.ok || refused.error.code).toBe('ENCRYPTION_UNAVAILABLE');
    const accepted = unwrap(await openDraftStore({ dir, cipher: weak, allowWeakCipher: true }));
    await accepted.close();
  });

  it('stores the key only wrapped, and reuses it on the next open', async () => {
    let store = await openTestStore(dir);
    const draft = unwrap(await store.create({ payload: { legalName: 'Reopened' } }));
    await store.close();
    const keyFile = JSON.parse(await readFile(path.join(dir, 'data-key.json'), 'utf8')) as {
      cipher: string;
      wrappedKey: string;
    };
    expect(keyFile.cipher).toBe('test');
    expect(Buffer.from(keyFile.wrappedKey, 'base64').length).toBe(12 + 16 + 32); // iv + tag + key: wrapped, not raw
    store = await openTestStore(dir);
    expect(unwrap(await store.get(draft.id)).payload.legalName).toBe('Reopened');
    await store.close();
  });

  it('a Cipher that cannot unwrap the key refuses to open and touches nothing', async () => {
    const store = await openTestStore(dir);
    unwrap(await store.create());
    await store.close();
    const before = (await readdir(path.join(dir, 'drafts'))).sort();
    const keyBefore = await readFile(path.join(dir, 'data-key.json'));
    const result = await openDraftStore({
      dir,
      cipher: createTestCipher({ label: 'another machine' }),
    });
    expect(result.ok || result.error.code).toBe('ENCRYPTION_UNAVAILABLE');
    expect((await readdir(path.join(dir, 'drafts'))).sort()).toEqual(before);
    expect(await readFile(path.join(dir, 'data-key.json'))).toEqual(keyBefore);
  });

  it('a damaged key file is reported as CORRUPT and left in place', async () => {
    await (await openTestStore(dir)).close();
    await writeFile(path.join(dir, 'data-key.json'), '{"format":1,');
    const result = await openDraftStore({ dir, cipher: createTestCipher() });
    expect(result.ok || result.error.code).toBe('CORRUPT');
    expect(await readFile(path.join(dir, 'data-key.json'), 'utf8')).toBe('{"format":1,');
  });
});
