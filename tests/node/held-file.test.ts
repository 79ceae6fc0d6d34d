// A file held by another process, as a virus scanner, the search indexer or a sync client holds
// one on Windows (decisions 71): the operation waits a bounded time and then succeeds, or fails
// with the file named. The holder is a real second process (tests/support/hold-file.mjs); on
// Windows it blocks rename and unlink, on POSIX it blocks nothing. Both lanes run this file.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../node/atomic-write';
import { heldFileWaitMs, isHeldFileError, unlinkRetrying } from '../../node/file-retry';
import { makeTempDir } from '../core/drafts/support/temp-dir';
import { holdFile } from '../support/held-file';

const isWindows = process.platform === 'win32';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir('held-file-')));
afterEach(() => cleanup());

describe('a file held by another process', () => {
  it('is replaced by an atomic write once the holder lets go within the wait', async () => {
    const file = path.join(dir, 'state.json');
    await writeFile(file, 'old');
    const held = await holdFile(file, 600);
    await writeFileAtomic(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    await held.released;
  });

  it('is removed once the holder lets go within the wait', async () => {
    const file = path.join(dir, 'old-revision');
    await writeFile(file, 'old');
    const held = await holdFile(file, 600);
    await unlinkRetrying(file);
    // Windows refuses the removal until the holder lets go (and the retry waits); Wine accepts
    // it at once and removes the file when the holder closes it. Gone either way by then.
    await held.released;
    await expect(readFile(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.runIf(isWindows)(
    'fails with the file named once the wait is over, and the old bytes stay',
    async () => {
      const file = path.join(dir, 'state.json');
      await writeFile(file, 'old');
      const held = await holdFile(file, heldFileWaitMs + 2_000);
      const error = await writeFileAtomic(file, 'new').catch((caught: unknown) => caught);
      expect(isHeldFileError(error)).toBe(true);
      expect(String((error as Error).message)).toContain('state.json');
      await held.released;
      expect(await readFile(file, 'utf8')).toBe('old');
    },
    20_000,
  );
});

describe('isHeldFileError', () => {
  it('is true only for the codes a held file gives, and only on Windows', () => {
    for (const code of ['EPERM', 'EBUSY', 'EACCES']) {
      expect(isHeldFileError({ code }, 'win32')).toBe(true);
      expect(isHeldFileError({ code }, 'linux')).toBe(false);
      expect(isHeldFileError({ code }, 'darwin')).toBe(false);
    }
    for (const code of ['ENOENT', 'EEXIST', 'ENOSPC', 'EROFS', undefined])
      expect(isHeldFileError({ code }, 'win32')).toBe(false);
  });
});
