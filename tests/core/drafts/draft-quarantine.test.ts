// Damaged files are quarantined (moved, never deleted), reported, and every other draft loads.
import { copyFile, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftStore } from '../../../electron/core/drafts/draft-store';
import { makeTempDir } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';
import { createTestCipher } from './support/test-cipher';

let dir: string;
let cleanup: () => Promise<void>;
let store: DraftStore;
let ids: string[];

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
  store = await openTestStore(dir);
  ids = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
    ids.push(unwrap(await store.create({ payload: { legalName: name } })).id);
  await store.close();
});

afterEach(async () => {
  await store.close();
  await cleanup();
});

async function fileOf(id: string): Promise<string> {
  const name = (await readdir(path.join(dir, 'drafts'))).find((entry) => entry.startsWith(id));
  if (!name) throw new Error(`no file for ${id}`);
  return path.join(dir, 'drafts', name);
}

async function expectOthersLoad(damaged: string): Promise<void> {
  for (const id of ids.filter((other) => other !== damaged))
    expect(unwrap(await store.get(id)).id).toBe(id);
  const listed = unwrap(await store.list({})).items.map((item) => item.id);
  expect(listed.sort()).toEqual(ids.filter((other) => other !== damaged).sort());
}

async function expectQuarantined(id: string, original: Buffer, reason: RegExp): Promise<void> {
  const records = store.quarantined();
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ id, reason: expect.stringMatching(reason) });
  // Moved, byte for byte, not deleted.
  expect(records[0]!.file.startsWith(path.join(dir, 'quarantine'))).toBe(true);
  expect(await readFile(records[0]!.file)).toEqual(original);
  // And counted, so the drafts home can say one was set aside (it is no longer listed).
  expect(store.counts()).toMatchObject({ setAside: 1, newerVersion: 0 });
}

describe('a damaged draft file', () => {
  it('truncated: get reports CORRUPT, the file is quarantined, the rest load', async () => {
    const victim = ids[1]!;
    const file = await fileOf(victim);
    await truncate(file, 20);
    const damaged = await readFile(file);
    store = await openTestStore(dir);
    const result = await store.get(victim);
    expect(result.ok || result.error.code).toBe('CORRUPT');
    await expectQuarantined(victim, damaged, /truncated/);
    await expectOthersLoad(victim);
  });

  it('flipped bytes: GCM authentication fails and verifyAll finds it without a get', async () => {
    const victim = ids[2]!;
    const file = await fileOf(victim);
    const bytes = await readFile(file);
    bytes[bytes.length - 5]! ^= 0xff;
    await writeFile(file, bytes);
    store = await openTestStore(dir);
    expect(unwrap(await store.verifyAll())).toEqual({ checked: 4, quarantined: 1 });
    await expectQuarantined(victim, bytes, /authentication failed/);
    await expectOthersLoad(victim);
  });

  it('from another store (wrong key): quarantined when the index is rebuilt', async () => {
    const other = await makeTempDir();
    try {
      const foreign = await openTestStore(other.dir, {
        cipher: createTestCipher({ label: 'someone else' }),
      });
      const stranger = unwrap(await foreign.create({ payload: { legalName: 'Stranger' } }));
      await foreign.close();
      const source = (await readdir(path.join(other.dir, 'drafts')))[0]!;
      await copyFile(path.join(other.dir, 'drafts', source), path.join(dir, 'drafts', source));
      const bytes = await readFile(path.join(dir, 'drafts', source));
      store = await openTestStore(dir);
      await expectQuarantined(stranger.id, bytes, /another key/);
      await expectOthersLoad(stranger.id);
    } finally {
      await other.cleanup();
    }
  });

  it("renamed to another draft's id: fails authentication instead of showing the wrong data", async () => {
    const [source, target] = [ids[0]!, ids[3]!];
    const targetFile = await fileOf(target);
    await copyFile(await fileOf(source), targetFile);
    const bytes = await readFile(targetFile);
    store = await openTestStore(dir);
    const result = await store.get(target);
    expect(result.ok || result.error.code).toBe('CORRUPT');
    await expectQuarantined(target, bytes, /authentication failed/);
    await expectOthersLoad(target);
  });

  it('stays reported after a restart and is no longer listed', async () => {
    const victim = ids[0]!;
    await truncate(await fileOf(victim), 3);
    store = await openTestStore(dir);
    await store.get(victim);
    await store.close();
    store = await openTestStore(dir);
    expect(store.quarantined().map((record) => record.id)).toEqual([victim]);
    await expectOthersLoad(victim);
  });
});

describe('a damaged or missing index', () => {
  it('a torn index of an older format: dropped (not quarantined) and rebuilt from the draft files', async () => {
    await writeFile(path.join(dir, 'index.json'), '{"format":1,"generation":');
    for (const journal of (await readdir(dir)).filter((name) => name.endsWith('.journal')))
      await rm(path.join(dir, journal));
    store = await openTestStore(dir);
    expect(store.quarantined()).toEqual([]);
    expect(
      unwrap(await store.list({ sort: 'legalName' })).items.map((item) => item.legalName),
    ).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });

  it('garbage index of no known format: quarantined and rebuilt from the draft files', async () => {
    await writeFile(path.join(dir, 'index.json'), 'not an index at all');
    for (const journal of (await readdir(dir)).filter((name) => name.endsWith('.journal')))
      await rm(path.join(dir, journal));
    store = await openTestStore(dir);
    expect(store.quarantined()).toMatchObject([
      { reason: expect.stringContaining('index snapshot') },
    ]);
    expect(store.quarantined()[0]?.id).toBeUndefined();
    expect(
      unwrap(await store.list({ sort: 'legalName' })).items.map((item) => item.legalName),
    ).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });

  it('an index edited on disk is not believed: quarantined and rebuilt from the files', async () => {
    const file = path.join(dir, 'index.json');
    const bytes = await readFile(file);
    // One flipped bit in the sealed entries: only the authentication code can tell.
    bytes[bytes.length - 3]! ^= 0x20;
    await writeFile(file, bytes);
    store = await openTestStore(dir);
    expect(store.quarantined()).toMatchObject([
      { reason: expect.stringContaining('authentication code') },
    ]);
    expect(
      unwrap(await store.list({ sort: 'legalName' })).items.map((item) => item.legalName),
    ).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });

  it('deleted index: rebuilt silently; a damaged draft found on the way is quarantined', async () => {
    for (const name of (await readdir(dir)).filter((entry) => entry.startsWith('index')))
      await rm(path.join(dir, name));
    const victim = ids[3]!;
    const file = await fileOf(victim);
    await writeFile(file, 'not a draft at all');
    store = await openTestStore(dir);
    await expectQuarantined(victim, Buffer.from('not a draft at all'), /truncated|bad magic/);
    await expectOthersLoad(victim);
  });

  it('a torn journal line is skipped and the entry repaired from its draft file', async () => {
    store = await openTestStore(dir);
    unwrap(await store.save(ids[0]!, { legalName: 'Alpha Renamed' }));
    // Simulate a crash: drop the clean-shutdown snapshot's view by tearing the last journal line.
    const journal = (await readdir(dir)).find((name) => name.endsWith('.journal'))!;
    const text = await readFile(path.join(dir, journal), 'utf8');
    expect(text).not.toContain('Alpha Renamed'); // sealed, like the snapshot
    // Reopen without close(): the journal is the only record of the rename; cut it mid-line.
    await writeFile(path.join(dir, journal), text.slice(0, text.length - 12));
    const second = await openTestStore(dir);
    try {
      expect(
        unwrap(await second.list({ search: 'alpha' })).items.map((item) => item.legalName),
      ).toEqual(['Alpha Renamed']);
      expect(second.quarantined()).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
