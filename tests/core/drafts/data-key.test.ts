// The data key exists only wrapped by the Cipher; without a usable Cipher nothing is written.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDraftStore } from '../../../electron/core/drafts/draft-store';
import { makeTempDir, readAllFiles } from './support/temp-dir';
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

  it('a missing key file beside existing drafts refuses to open and changes nothing', async () => {
    const store = await openTestStore(dir);
    const draft = unwrap(await store.create({ payload: { legalName: 'Keep Me' } }));
    unwrap(await store.create({ payload: { legalName: 'Keep Me Too' } }));
    await store.close();
    const keyFile = path.join(dir, 'data-key.json');
    const keyBytes = await readFile(keyFile);
    await rm(keyFile);
    const before = await readAllFiles(dir);

    const result = await openDraftStore({ dir, cipher: createTestCipher() });
    expect(result.ok || result.error).toMatchObject({
      code: 'CORRUPT',
      message: expect.stringContaining('key file is missing'),
    });
    expect(!result.ok && result.error.message).toContain('Nothing was changed');
    expect(await readAllFiles(dir)).toEqual(before); // no new key, no quarantine/, same bytes
    expect(await readdir(dir)).not.toContain('quarantine');

    // Putting the key back brings the drafts back.
    await writeFile(keyFile, keyBytes);
    const reopened = await openTestStore(dir);
    expect(unwrap(await reopened.get(draft.id)).payload.legalName).toBe('Keep Me');
    expect(reopened.quarantined()).toEqual([]);
    await reopened.close();
  });

  it('a missing key file in a store without drafts is a fresh start: a new key is created', async () => {
    await (await openTestStore(dir)).close(); // folders and index exist, no draft file
    await rm(path.join(dir, 'data-key.json'));
    const store = await openTestStore(dir);
    unwrap(await store.create({ payload: { legalName: 'Fresh' } }));
    await store.close();
    expect(await readdir(dir)).toContain('data-key.json');
  });
});
