// Opening and closing the store writes only what changed: a clean open reads the index snapshot
// and lists the folder, and a close with nothing saved leaves the snapshot as it was. A save, or
// a journal left by an earlier run, still ends in a fresh snapshot.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexSnapshotName } from '../../../electron/core/drafts/draft-index';
import { openTestStore, unwrap } from './support/open-store';
import { makeTempDir } from './support/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
let ids: string[];

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  const store = await openTestStore(dir);
  ids = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie'])
    ids.push(unwrap(await store.create({ payload: { legalName: name } })).id);
  await store.close();
});
afterEach(() => cleanup());

/** The snapshot's inode and mtime: an atomic rewrite replaces the inode. */
async function snapshotIdentity(): Promise<string> {
  const info = await stat(path.join(dir, indexSnapshotName));
  return `${info.ino}:${info.mtimeMs}`;
}

describe('draft store open and close', () => {
  it('leave the index snapshot untouched when nothing changed', async () => {
    const before = await snapshotIdentity();
    for (let round = 0; round < 2; round += 1) {
      const store = await openTestStore(dir);
      expect(unwrap(await store.list({})).total).toBe(3);
      expect(unwrap(await store.get(ids[0]!)).payload.legalName).toBe('Alpha');
      await store.close();
    }
    expect(await snapshotIdentity()).toBe(before);
    const journals = (await readdir(dir)).filter((name) => name.endsWith('.journal'));
    expect(journals).toHaveLength(1);
    expect((await stat(path.join(dir, journals[0]!))).size).toBe(0);
  });

  it('write a fresh snapshot on close after a save, which the next open reads', async () => {
    const before = await snapshotIdentity();
    const store = await openTestStore(dir);
    unwrap(await store.save(ids[1]!, { legalName: 'Bravo Renamed' }));
    await store.close();
    expect(await snapshotIdentity()).not.toBe(before);
    const reopened = await openTestStore(dir);
    const names = unwrap(await reopened.list({ sort: 'legalName' })).items.map(
      (item) => item.legalName,
    );
    expect(names).toEqual(['Alpha', 'Bravo Renamed', 'Charlie']);
    await reopened.close();
  });

  it('compact on open when an earlier run left journal lines (no close)', async () => {
    const store = await openTestStore(dir);
    unwrap(await store.save(ids[2]!, { legalName: 'Charlie Renamed' }));
    // No close: the journal holds the line, as after a crash.
    const before = await snapshotIdentity();
    const reopened = await openTestStore(dir);
    expect(await snapshotIdentity()).not.toBe(before);
    expect(unwrap(await reopened.get(ids[2]!)).payload.legalName).toBe('Charlie Renamed');
    await reopened.close();
    await store.close();
  });
});
