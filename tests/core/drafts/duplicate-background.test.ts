// The duplicate index is loaded in the background once the store opens (decisions 30), so the
// first lookup finds it ready instead of decrypting every draft while the agent waits. Real temp
// dirs: the store's own files, and the index's file over counted draft reads.
import { access, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDuplicateIndex,
  duplicatesFileName,
  type DuplicateIndexSources,
} from '../../../electron/core/drafts/duplicate-index';
import type { IndexEntry } from '../../../electron/core/drafts/draft-index-format';
import { silentLogger, type Logger } from '../../../electron/core/ports';
import type { Draft, DraftPayload } from '../../../shared/drafts/draft-schema';
import { validFullPayload } from '../../fixtures/merchant';
import { openTestStore, unwrap } from './support/open-store';
import { makeTempDir } from './support/temp-dir';

let dir: string;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ dir, cleanup } = await makeTempDir());
});

afterEach(async () => {
  await cleanup();
});

function payloadWith(taxId: string): DraftPayload {
  const { referenceId: _referenceId, ...payload } = validFullPayload({ taxId });
  return payload as DraftPayload;
}

function recordingLogger(lines: [string, unknown][]): Logger {
  const push = (message: string, data?: unknown) => void lines.push([message, data]);
  return { debug: push, info: push, warn: push, error: push };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the store loads its duplicate index after opening', () => {
  it('without a lookup, and the first lookup then reads no draft', async () => {
    let store = await openTestStore(dir);
    const first = unwrap(await store.create({ payload: payloadWith('864209753') }));
    unwrap(await store.create({ payload: payloadWith('123456780') }));
    await store.close();
    // Gone (as after an update that brings the index): every draft must be decrypted again.
    await rm(path.join(dir, duplicatesFileName));

    const lines: [string, unknown][] = [];
    store = await openTestStore(dir, { logger: recordingLogger(lines) });
    const loaded = () => lines.filter(([message]) => message === 'duplicate index loaded');
    await until(() => loaded().length > 0);
    expect(loaded()).toEqual([['duplicate index loaded', { entries: 2, decrypted: 2 }]]);

    const found = unwrap(await store.findDuplicates('new-one', { taxId: '864209753' })).matches;
    expect(found[0]?.others.map((other) => other.id)).toEqual([first.id]);
    expect(loaded()).toHaveLength(1);
    await store.close();
  });
});

describe('the background load', () => {
  const drafts = Array.from({ length: 60 }, (_, n) => ({
    id: `draft-${String(n)}`,
    taxId: String(100_000_000 + n),
  }));

  /** Reads after the fifth wait for `gate`, when one is given. */
  function countedSources(gate?: Promise<void>): DuplicateIndexSources & { reads: () => number } {
    let reads = 0;
    const entries = new Map(
      drafts.map(({ id }) => [
        id,
        {
          revision: 1,
          summary: { id, legalName: id, lifecycle: 'draft', createdAt: '', isTrashed: false },
        } as unknown as IndexEntry,
      ]),
    );
    return {
      entryOf: (id) => entries.get(id),
      entries: () => entries.values(),
      read: async (id) => {
        reads += 1;
        await new Promise((resolve) => setImmediate(resolve));
        if (gate && reads > 5) await gate;
        const taxId = drafts.find((draft) => draft.id === id)!.taxId;
        return { id, payload: payloadWith(taxId) } as unknown as Draft;
      },
      reads: () => reads,
    };
  }

  function indexOver(sources: DuplicateIndexSources) {
    return createDuplicateIndex({
      dir,
      key: Buffer.alloc(32, 7),
      sources,
      logger: silentLogger,
    });
  }

  it('reads every draft once; a lookup after it reads none', async () => {
    const sources = countedSources();
    const index = indexOver(sources);
    await index.loadInBackground();
    expect(sources.reads()).toBe(drafts.length);
    const found = await index.find('new-one', { taxId: drafts[7]!.taxId });
    expect(found.matches[0]?.others.map((other) => other.id)).toEqual(['draft-7']);
    expect(sources.reads()).toBe(drafts.length);
    await index.close();
  });

  it('a lookup before it is ready joins it: each draft is still read once', async () => {
    const sources = countedSources();
    const index = indexOver(sources);
    const background = index.loadInBackground();
    const found = await index.find('new-one', { taxId: drafts[59]!.taxId });
    await background;
    expect(found.matches[0]?.others.map((other) => other.id)).toEqual(['draft-59']);
    expect(sources.reads()).toBe(drafts.length);
    await index.close();
  });

  it('stops when the index closes, and writes no partial file', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sources = countedSources(gate);
    const index = indexOver(sources);
    const background = index.loadInBackground();
    await until(() => sources.reads() > 5);
    const closing = index.close();
    release();
    await closing;
    await background;
    expect(sources.reads()).toBe(6);
    await expect(access(path.join(dir, duplicatesFileName))).rejects.toThrow(/ENOENT/);
  });
});
