// The listing index: snapshot + journal, compaction, and replay after an unclean stop.
import { createHmac, randomBytes } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDraftIndex, readDraftIndex } from '../../../electron/core/drafts/draft-index';
import { silentLogger } from '../../../electron/core/ports';
import {
  isOldFormatSnapshot,
  snapshotFormat,
} from '../../../electron/core/drafts/draft-index-format';
import { DraftSummarySchema, type DraftSummary } from '../../../shared/drafts/draft-schema';
import { makeTempDir } from './support/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;
const key = randomBytes(32);
const read = () => readDraftIndex(dir, key);
const open = async (journalLimit?: number) =>
  openDraftIndex(await read(), { dir, key, logger: silentLogger, journalLimit });

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir('draft-index-'));
});

afterEach(() => cleanup());

function summary(n: number): DraftSummary {
  const at = new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString();
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    legalName: `Merchant ${n}`,
    dba: '',
    createdAt: at,
    updatedAt: at,
    lifecycle: 'draft',
    errorCount: 3,
    variant: 'full',
    isTrashed: false,
  };
}

async function journals(): Promise<string[]> {
  return (await readdir(dir)).filter((name) => name.endsWith('.journal'));
}

describe('draft index', () => {
  it('replays journal lines after an unclean stop (no close)', async () => {
    const index = await open();
    await index.put(1, summary(1));
    await index.put(2, summary(1));
    await index.put(1, summary(2));
    await index.remove(summary(2).id);
    const loaded = await read();
    expect(
      [...loaded.entries.values()].map((entry) => [entry.summary.legalName, entry.revision]),
    ).toEqual([['Merchant 1', 2]]);
    expect(loaded.damage).toBeNull();
    await index.close();
  });

  it('compacts into a new snapshot generation once the journal passes its limit', async () => {
    const index = await open(5);
    // The snapshot's header line is plain JSON; its entries are sealed.
    const header = async () =>
      JSON.parse((await readFile(path.join(dir, 'index.json'), 'latin1')).split('\n')[0]!) as {
        generation: number;
      };
    const before = await header();
    for (let n = 1; n <= 12; n += 1) await index.put(1, summary(n));
    await index.compact(); // wait for any compaction in flight, then one more
    const after = await header();
    expect(after.generation).toBeGreaterThan(before.generation + 1);
    expect((await read()).entries.size).toBe(12);
    expect(await journals()).toEqual([`index-${after.generation}.journal`]);
    const loaded = await read();
    expect(loaded.entries.size).toBe(12);
    await index.close();
  });

  it('keeps entries put while a compaction is running', async () => {
    const index = await open(1000);
    const compaction = index.compact();
    const puts = Array.from({ length: 20 }, (_, n) => index.put(1, summary(n + 1)));
    await Promise.all([compaction, ...puts]);
    expect((await read()).entries.size).toBe(20);
    await index.close();
    expect((await read()).entries.size).toBe(20);
  });

  it('reports a damaged snapshot and skips malformed entries', async () => {
    await writeFile(path.join(dir, 'index.json'), 'garbage');
    expect((await read()).damage?.reason).toMatch(/index snapshot/);
    const good = { ...summary(1), revision: 1 };
    await writeFile(
      path.join(dir, 'index.json'),
      JSON.stringify({ format: 1, generation: 0, entries: [good, { id: 'x', revision: -1 }] }),
    );
    const loaded = await read();
    expect(loaded.damage).toBeNull();
    expect([...loaded.entries.keys()]).toEqual([good.id]);
    // An older format is read, and reported as not current so the open rewrites it.
    expect(loaded.isSnapshotCurrent).toBe(false);
  });
});

describe('index snapshot', () => {
  async function writeSnapshot(count: number): Promise<string> {
    const index = await open();
    for (let n = 1; n <= count; n += 1) await index.put(n, summary(n));
    await index.compact();
    await index.close();
    return readFile(path.join(dir, 'index.json'), 'utf8');
  }

  it('reads back what it wrote, exactly, as the current snapshot', async () => {
    const trashed: DraftSummary = {
      ...summary(4),
      dba: 'Café "Zoë" \\ 北京',
      lifecycle: 'rejected',
      variant: 'quickstart',
      errorCount: 0,
      isTrashed: true,
      trashedAt: '2025-02-03T04:05:06.789Z',
    };
    const index = await open();
    for (let n = 1; n <= 3; n += 1) await index.put(n, summary(n));
    await index.put(7, trashed);
    await index.compact();
    await index.close();
    const loaded = await read();
    expect(loaded.damage).toBeNull();
    expect(loaded.isSnapshotCurrent).toBe(true);
    expect([...loaded.entries.values()]).toEqual([
      ...[1, 2, 3].map((n) => ({ summary: summary(n), revision: n })),
      { summary: trashed, revision: 7 },
    ]);
  });

  it('refuses a snapshot written under another key', async () => {
    await writeSnapshot(2);
    const loaded = await readDraftIndex(dir, randomBytes(32));
    expect(loaded.damage?.reason).toMatch(/authentication code/);
    expect(loaded.entries.size).toBe(0);
  });

  it.each([
    [
      'an edited entry',
      (bytes: Buffer) => {
        const copy = Buffer.from(bytes);
        copy[copy.length - 5]! ^= 0x01;
        return copy;
      },
    ],
    [
      'a dropped byte',
      (bytes: Buffer) => Buffer.concat([bytes.subarray(0, -6), bytes.subarray(-5)]),
    ],
    [
      'a replayed generation',
      (bytes: Buffer) =>
        Buffer.from(
          bytes.toString('latin1').replace(/"generation":\d+/, '"generation":99'),
          'latin1',
        ),
    ],
    ['a truncated file', (bytes: Buffer) => bytes.subarray(0, -2)],
  ])('refuses %s', async (_, tamper) => {
    await writeSnapshot(3);
    const bytes = await readFile(path.join(dir, 'index.json'));
    const tampered = tamper(bytes);
    expect(tampered.equals(bytes)).toBe(false);
    await writeFile(path.join(dir, 'index.json'), tampered);
    for (const journal of await journals()) await rm(path.join(dir, journal));
    const loaded = await read();
    expect(loaded.damage?.reason).toMatch(/authentication code|expected shape/);
    expect(loaded.entries.size).toBe(0);
  });

  it('keeps no name in plaintext: snapshot and journal are sealed', async () => {
    const index = await open();
    await index.put(1, { ...summary(1), legalName: 'Jane Q Proprietor', dba: 'Janes Nails' });
    await index.compact();
    await index.put(2, { ...summary(2), legalName: 'John Journal Only' });
    const files = await readdir(dir);
    const text = (
      await Promise.all(files.map((name) => readFile(path.join(dir, name), 'latin1')))
    ).join('\n');
    for (const name of ['Jane Q Proprietor', 'Janes Nails', 'John Journal Only', 'Merchant'])
      expect(text).not.toContain(name);
    await index.close();
    expect((await read()).entries.get(summary(2).id)?.summary.legalName).toBe('John Journal Only');
  });

  it('reads a format 2 (plaintext, HMAC) snapshot and plaintext journal lines once, as not current', async () => {
    const records = [
      [
        1,
        summary(1).id,
        'Legacy Name',
        '',
        summary(1).createdAt,
        summary(1).updatedAt,
        'draft',
        0,
        'full',
        0,
        '',
      ],
    ];
    const body = JSON.stringify(records);
    const mac = createHmac('sha256', key).update('4:').update(body).digest('base64url');
    await writeFile(
      path.join(dir, 'index.json'),
      `{"format":2,"generation":4,"mac":"${mac}","entries":${body}}`,
    );
    await writeFile(
      path.join(dir, 'index-4.journal'),
      `${JSON.stringify({ put: { ...summary(2), revision: 1 } })}\n`,
    );
    const loaded = await read();
    expect(loaded.damage).toBeNull();
    expect(loaded.isSnapshotCurrent).toBe(false);
    expect([...loaded.entries.values()].map((entry) => entry.summary.legalName)).toEqual([
      'Legacy Name',
      summary(2).legalName,
    ]);

    // Opening it rewrites it sealed and removes the plaintext journal: no name stays readable.
    await (await open()).close();
    expect(
      (await readFile(path.join(dir, 'index.json'), 'latin1')).startsWith('{"format":4,'),
    ).toBe(true);
    expect(await journals()).not.toContain('index-4.journal');
    const text = (
      await Promise.all(
        (await readdir(dir)).map((name) => readFile(path.join(dir, name), 'latin1')),
      )
    ).join('\n');
    expect(text).not.toContain('Legacy Name');
    expect(text).not.toContain(summary(2).legalName);
    expect((await read()).entries.get(summary(1).id)?.summary.legalName).toBe('Legacy Name');
  });

  it('accepts older formats only until a sealed snapshot was written', async () => {
    await writeSnapshot(2);
    const forged = { ...summary(1), legalName: 'Forged Name', revision: 1 };
    // A plaintext journal line beside the sealed snapshot (no key needed to write one) is ignored.
    const [journal] = await journals();
    await writeFile(path.join(dir, journal!), `${JSON.stringify({ put: forged })}\n`, {
      flag: 'a',
    });
    let loaded = await read();
    expect(loaded.entries.get(forged.id)?.summary.legalName).toBe(summary(1).legalName);
    expect(loaded.dropped).toMatch(/plaintext index journal lines/);
    expect(loaded.isSnapshotCurrent).toBe(false); // rewritten, so the line goes

    // A format 1 snapshot over it: ignored too, even with no sealed snapshot left beside it.
    for (const name of await journals()) await rm(path.join(dir, name));
    await writeFile(
      path.join(dir, 'index.json'),
      JSON.stringify({ format: 1, generation: 0, entries: [forged] }),
    );
    loaded = await read();
    expect(loaded.entries.size).toBe(0);
    expect(loaded.damage).toBeNull(); // dropped, not quarantined: rebuilt from the draft files
    expect(loaded.dropped).toMatch(/older-format index snapshot/);
  });

  it('drops, never quarantines, a format 2 snapshot that fails its code (it holds plaintext names)', async () => {
    await writeFile(
      path.join(dir, 'index.json'),
      `{"format":2,"generation":4,"mac":"${'A'.repeat(43)}","entries":[]}`,
    );
    const loaded = await read();
    expect(loaded.damage).toBeNull();
    expect(loaded.dropped).toMatch(/authentication code/);
    expect(loaded.entries.size).toBe(0);
  });

  it('names the entry shape its format trusts', () => {
    // A snapshot is trusted without a zod pass, so a new summary field must come with a new
    // snapshotFormat (draft-index-format.ts); this list is the shape format 4 describes (city
    // joined it; merchantStatus is never indexed: drafts:list joins it, decisions 52; the
    // signature's state, decisions 46, and the example flag, decisions 55, are in every record).
    expect(snapshotFormat).toBe(4);
    expect(Object.keys(DraftSummarySchema.shape)).toEqual([
      'id',
      'legalName',
      'dba',
      'createdAt',
      'updatedAt',
      'lifecycle',
      'errorCount',
      'variant',
      'isTrashed',
      'trashedAt',
      'signature',
      'city',
      'merchantStatus',
      'isExample',
    ]);
  });

  it('replays no journal beside an older-format snapshot: its lines lack the newer fields', async () => {
    const first = await open();
    await first.put(1, summary(1));
    await first.close();
    // An unclean stop of the older version: a journal line after its last snapshot.
    const second = await open();
    await second.put(2, { ...summary(1), legalName: 'Merchant 1 renamed' });
    const file = path.join(dir, 'index.json');
    const bytes = await readFile(file);
    await writeFile(
      file,
      Buffer.from(bytes.toString('latin1').replace('{"format":4,', '{"format":3,'), 'latin1'),
    );
    const loaded = await read();
    expect(loaded.dropped).toMatch(/older-format index snapshot/);
    // Nothing trusted from that format: reconciliation rebuilds each entry from its draft file.
    expect(loaded.entries.size).toBe(0);
    // The "crashed" index still holds its journal open: on Windows the folder cannot be removed
    // while it does.
    await second.close();
  });

  it('takes a format 3 snapshot (before city) as an older one, dropped and rebuilt', () => {
    expect(isOldFormatSnapshot(Buffer.from('{"format":3,"generation":7,"iv":"x"}\n'))).toBe(true);
    expect(isOldFormatSnapshot(Buffer.from('{"format":4,"generation":7,"iv":"x"}\n'))).toBe(false);
  });
});
