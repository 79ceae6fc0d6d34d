// Naming a finished export or support bundle (decisions 40, 44) where the file system has no
// hard links, as on a FAT or exFAT USB stick: link(2) answers EPERM or ENOTSUP there, and the
// file is still published whole, private and never over an existing file. And writeNewFile over
// a file the agent consented to replace (decisions 81): renamed over it only when complete.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishFile, writeNewFile } from '../../node/publish-file';
import { makeTempDir } from '../core/drafts/support/temp-dir';
import { expectPrivateFile } from '../support/file-modes';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir('publish-file-')));
afterEach(() => cleanup());

/** link(2) as a FAT file system answers it. */
function refusingLink(code: string) {
  return async () => {
    throw Object.assign(new Error(`${code}: operation not permitted, link`), { code });
  };
}

describe('publishFile without hard links', () => {
  it('copies the whole file to the name, 0600, for each code such a file system answers', async () => {
    const temp = path.join(dir, '.temp');
    const bytes = Buffer.alloc(300_000, 7);
    await writeFile(temp, bytes, { mode: 0o600 });
    for (const code of ['EPERM', 'ENOTSUP', 'EXDEV']) {
      const target = path.join(dir, `out-${code}.age`);
      await publishFile(temp, target, refusingLink(code));
      expect((await readFile(target)).equals(bytes)).toBe(true);
      await expectPrivateFile(target);
    }
  });

  it('never writes over an existing file', async () => {
    const temp = path.join(dir, '.temp');
    await writeFile(temp, 'new');
    const target = path.join(dir, 'taken.age');
    await writeFile(target, 'already here');
    await expect(publishFile(temp, target, refusingLink('EPERM'))).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect(await readFile(target, 'utf8')).toBe('already here');
  });
});

describe('writeNewFile with consent to replace', () => {
  it('keeps the old file whole until the complete new one replaces it, and leaves nothing beside it', async () => {
    const target = path.join(dir, 'out.pdf');
    await writeFile(target, 'old content', { mode: 0o644 });
    const seenWhileWriting: string[] = [];
    await writeNewFile(
      target,
      async (handle) => {
        await handle.writeFile('new ');
        seenWhileWriting.push(await readFile(target, 'utf8'));
        await handle.writeFile('content');
        seenWhileWriting.push(await readFile(target, 'utf8'));
      },
      { mayReplace: true },
    );
    expect(seenWhileWriting).toEqual(['old content', 'old content']);
    expect(await readFile(target, 'utf8')).toBe('new content');
    await expectPrivateFile(target);
    expect(await readdir(dir)).toEqual(['out.pdf']);
  });

  it('leaves the old file untouched and no temporary file when the write fails', async () => {
    const target = path.join(dir, 'out.age');
    await writeFile(target, 'old content');
    const failure = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    await expect(
      writeNewFile(
        target,
        async (handle) => {
          await handle.writeFile('half of the new');
          throw failure;
        },
        { mayReplace: true },
      ),
    ).rejects.toBe(failure);
    expect(await readFile(target, 'utf8')).toBe('old content');
    expect(await readdir(dir)).toEqual(['out.age']);
  });

  it('creates the file when there is none, and without consent never writes over one', async () => {
    const target = path.join(dir, 'bundle.json');
    await writeNewFile(target, (handle) => handle.writeFile('first'), { mayReplace: true });
    expect(await readFile(target, 'utf8')).toBe('first');
    await expect(
      writeNewFile(target, (handle) => handle.writeFile('second')),
    ).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(target, 'utf8')).toBe('first');
    expect(await readdir(dir)).toEqual(['bundle.json']);
  });
});
