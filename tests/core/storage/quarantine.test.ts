import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
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

  it('lists a quarantined file that lost its reason record, and no record without its file', async () => {
    // Left by a crash between the move and the sidecar (the order before the fix).
    const folder = path.join(dir, 'quarantine');
    await mkdir(folder);
    const orphan = path.join(folder, 'lost.draft.2025-01-02T03-04-05-000Z');
    await writeFile(orphan, 'kept');
    const modified = new Date('2025-01-02T03:04:05.000Z');
    await utimes(orphan, modified, modified);
    // Left by a crash between the sidecar and the move (the order now): the file was never moved.
    const unmoved = path.join(folder, 'never-moved.draft.2025-01-02T03-04-05-000Z');
    await writeFile(
      `${unmoved}.reason.json`,
      JSON.stringify({ file: unmoved, reason: 'x', at: modified.toISOString() }),
    );
    await writeFile(path.join(folder, 'a.reason.json.tmp-0a1b2c'), '{"half');

    expect(await listQuarantine(dir)).toEqual([
      { file: orphan, reason: 'unknown (no reason was recorded)', at: modified.toISOString() },
    ]);
  });
});
