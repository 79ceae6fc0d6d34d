// A file created whole or not at all, never over another (the browser host's lock, the key file):
// real files in a temp folder.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createExclusiveSync } from '../../node/create-exclusive';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bd-create-exclusive-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('createExclusiveSync', () => {
  it('creates the file when there is none, and leaves no temp file', async () => {
    const file = path.join(dir, 'lock');
    expect(createExclusiveSync(file, 'mine', { isSynced: true })).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('mine');
    expect(await readdir(dir)).toEqual(['lock']);
  });

  it('answers false and keeps the file that is there', async () => {
    const file = path.join(dir, 'lock');
    await writeFile(file, 'theirs');
    expect(createExclusiveSync(file, 'mine')).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('theirs');
    expect(await readdir(dir)).toEqual(['lock']);
  });

  it('creates nothing when the check refuses the written file', async () => {
    const file = path.join(dir, 'key');
    const refuse = () => {
      throw new Error('refused');
    };
    expect(() => createExclusiveSync(file, 'key', { check: refuse })).toThrow('refused');
    expect(await readdir(dir)).toEqual([]);
  });
});
