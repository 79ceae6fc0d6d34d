// The listing index: snapshot + journal, compaction, and replay after an unclean stop.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDraftIndex, readDraftIndex } from '../../../electron/core/drafts/draft-index';
import { silentLogger } from '../../../electron/core/ports';
import type { DraftSummary } from '../../../shared/drafts/draft-schema';
import { makeTempDir } from './support/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;

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
    const index = await openDraftIndex(dir, await readDraftIndex(dir), silentLogger);
    await index.put(1, summary(1));
    await index.put(2, summary(1));
    await index.put(1, summary(2));
    await index.remove(summary(2).id);
    const loaded = await readDraftIndex(dir);
    expect(
      [...loaded.entries.values()].map((entry) => [entry.summary.legalName, entry.revision]),
    ).toEqual([['Merchant 1', 2]]);
    expect(loaded.damage).toBeNull();
    await index.close();
  });

  it('compacts into a new snapshot generation once the journal passes its limit', async () => {
    const index = await openDraftIndex(dir, await readDraftIndex(dir), silentLogger, 5);
    const before = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8')) as {
      generation: number;
    };
    for (let n = 1; n <= 12; n += 1) await index.put(1, summary(n));
    await index.compact(); // wait for any compaction in flight, then one more
    const after = JSON.parse(await readFile(path.join(dir, 'index.json'), 'utf8')) as {
      generation: number;
      entries: unknown[];
    };
    expect(after.generation).toBeGreaterThan(before.generation + 1);
    expect(after.entries).toHaveLength(12);
    expect(await journals()).toEqual([`index-${after.generation}.journal`]);
    const loaded = await readDraftIndex(dir);
    expect(loaded.entries.size).toBe(12);
    await index.close();
  });

  it('keeps entries put while a compaction is running', async () => {
    const index = await openDraftIndex(dir, await readDraftIndex(dir), silentLogger, 1000);
    const compaction = index.compact();
    const puts = Array.from({ length: 20 }, (_, n) => index.put(1, summary(n + 1)));
    await Promise.all([compaction, ...puts]);
    expect((await readDraftIndex(dir)).entries.size).toBe(20);
    await index.close();
    expect((await readDraftIndex(dir)).entries.size).toBe(20);
  });

  it('reports a damaged snapshot and skips malformed entries', async () => {
    await writeFile(path.join(dir, 'index.json'), 'garbage');
    expect((await readDraftIndex(dir)).damage?.reason).toMatch(/index snapshot/);
    const good = { ...summary(1), revision: 1 };
    await writeFile(
      path.join(dir, 'index.json'),
      JSON.stringify({ format: 1, generation: 0, entries: [good, { id: 'x', revision: -1 }] }),
    );
    const loaded = await readDraftIndex(dir);
    expect(loaded.damage).toBeNull();
    expect([...loaded.entries.keys()]).toEqual([good.id]);
  });
});
