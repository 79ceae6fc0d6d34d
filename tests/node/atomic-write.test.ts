import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fsyncDirectory, isTempFileName, writeFileAtomic } from '../../node/atomic-write';
import { makeTempDir } from '../core/drafts/support/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir('atomic-write-'));
});

afterEach(() => cleanup());

describe('writeFileAtomic', () => {
  it('creates and replaces a file, leaving no temp file behind', async () => {
    const file = path.join(dir, 'one.bin');
    await writeFileAtomic(file, Buffer.from('first'));
    await writeFileAtomic(file, 'second, longer');
    expect(await readFile(file, 'utf8')).toBe('second, longer');
    expect(await readdir(dir)).toEqual(['one.bin']);
  });

  it('creates files readable by this user only (0600) unless told otherwise', async () => {
    if (process.platform === 'win32') return;
    const file = path.join(dir, 'private.bin');
    await writeFileAtomic(file, 'secret-ish');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await writeFileAtomic(path.join(dir, 'shared.bin'), 'x', { mode: 0o644 });
    expect((await stat(path.join(dir, 'shared.bin'))).mode & 0o777).toBe(0o644);
  });

  it('keeps the old content and cleans up when the rename cannot happen', async () => {
    const target = path.join(dir, 'target');
    await mkdir(target); // renaming a file over a directory fails
    await writeFile(path.join(target, 'inside'), 'old');
    await expect(writeFileAtomic(target, 'new')).rejects.toThrow();
    expect(await readFile(path.join(target, 'inside'), 'utf8')).toBe('old');
    expect((await readdir(dir)).filter(isTempFileName)).toEqual([]);
  });

  it('fails cleanly when the folder does not exist', async () => {
    await expect(writeFileAtomic(path.join(dir, 'missing', 'file'), 'x')).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('leaves exactly one complete version when many writes to one file overlap', async () => {
    const file = path.join(dir, 'raced.txt');
    const versions = Array.from({ length: 20 }, (_, n) => `version ${n} `.repeat(50 + n));
    await Promise.all(versions.map((text) => writeFileAtomic(file, text)));
    expect(versions).toContain(await readFile(file, 'utf8'));
    expect(await readdir(dir)).toEqual(['raced.txt']);
  });
});

describe('fsyncDirectory and temp names', () => {
  it('syncs an existing directory and fails for a missing one', async () => {
    await expect(fsyncDirectory(dir)).resolves.toBeUndefined();
    if (process.platform !== 'win32')
      await expect(fsyncDirectory(path.join(dir, 'nope'))).rejects.toMatchObject({
        code: 'ENOENT',
      });
  });

  it('recognises its own temp files only', () => {
    expect(isTempFileName('abc.1.draft.tmp-0a1b2c3d4e5f')).toBe(true);
    expect(isTempFileName('abc.1.draft')).toBe(false);
  });
});
