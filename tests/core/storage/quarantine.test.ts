import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listQuarantine, quarantineFile } from '../../../electron/core/storage/quarantine';
import { makeTempDir } from '../drafts/support/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir('quarantine-'));
});

afterEach(() => cleanup());

describe('quarantine', () => {
  it('moves the file byte for byte, records why, and lists it after a restart', async () => {
    const file = path.join(dir, 'broken.draft');
    await writeFile(file, Buffer.from([1, 2, 3, 250]));
    const at = new Date('2025-03-04T05:06:07.000Z');
    const record = await quarantineFile(dir, file, { id: 'abc', reason: 'truncated file', at });
    expect(await readdir(dir)).toEqual(['quarantine']);
    expect(await readFile(record.file)).toEqual(Buffer.from([1, 2, 3, 250]));
    expect(await listQuarantine(dir)).toEqual([
      { id: 'abc', file: record.file, reason: 'truncated file', at: at.toISOString() },
    ]);
  });

  it('never overwrites an earlier quarantined file of the same name', async () => {
    const at = new Date('2025-03-04T05:06:07.000Z');
    const first = path.join(dir, 'same.draft');
    await writeFile(first, 'one');
    const a = await quarantineFile(dir, first, { reason: 'first', at });
    await writeFile(first, 'two');
    const b = await quarantineFile(dir, first, { reason: 'second', at });
    expect(a.file).not.toBe(b.file);
    expect(await readFile(a.file, 'utf8')).toBe('one');
    expect(await readFile(b.file, 'utf8')).toBe('two');
    expect((await listQuarantine(dir)).map((record) => record.reason).sort()).toEqual([
      'first',
      'second',
    ]);
  });

  it('still reports a file whose reason record is damaged, and is empty when nothing was moved', async () => {
    expect(await listQuarantine(dir)).toEqual([]);
    const file = path.join(dir, 'x.draft');
    await writeFile(file, 'x');
    const record = await quarantineFile(dir, file, { reason: 'bad', at: new Date() });
    await writeFile(`${record.file}.reason.json`, '{not json');
    expect(await listQuarantine(dir)).toMatchObject([
      { file: record.file, reason: 'reason record unreadable' },
    ]);
  });
});
