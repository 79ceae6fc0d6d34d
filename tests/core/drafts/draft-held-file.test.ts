// An autosave that meets the current revision's file held by another process, as a virus
// scanner, the search indexer or a sync client holds it on Windows (decisions 71). The new
// revision is durable before the old file is removed, so the save is acknowledged whatever the
// removal meets: within the wait the old file goes, past it the file stays until the next start.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftFileName, draftsFolderName } from '../../../electron/core/drafts/draft-files';
import { heldFileWaitMs } from '../../../node/file-retry';
import { holdFile } from '../../support/held-file';
import { makeTempDir } from './support/temp-dir';
import { openTestStore, unwrap } from './support/open-store';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir('drafts-held-')));
afterEach(() => cleanup());

const revisionFile = (id: string, revision: number) =>
  path.join(dir, draftsFolderName, draftFileName(id, revision));

async function revisionsOf(id: string): Promise<string[]> {
  return (await readdir(path.join(dir, draftsFolderName)))
    .filter((name) => name.startsWith(id))
    .sort();
}

function collectingLogger() {
  const warnings: { message: string; data?: Record<string, unknown> }[] = [];
  const skip = () => undefined;
  return {
    warnings,
    logger: {
      debug: skip,
      info: skip,
      error: skip,
      warn: (message: string, data?: Record<string, unknown>) => warnings.push({ message, data }),
    },
  };
}

describe('an autosave that meets a held file', () => {
  it('is acknowledged when the old revision is held for 0.6 s, and the old file goes', async () => {
    const store = await openTestStore(dir);
    const draft = unwrap(await store.create({ payload: { legalName: 'Held For A Moment' } }));
    const held = await holdFile(revisionFile(draft.id, 1), 600);
    const saved = await store.save(draft.id, { legalName: 'Saved Through It' });
    expect(saved.ok).toBe(true);
    await held.released;
    expect(await revisionsOf(draft.id)).toEqual([draftFileName(draft.id, 2)]);
    expect(unwrap(await store.get(draft.id)).payload.legalName).toBe('Saved Through It');
    await store.close();
  });

  // Real Windows only: Wine accepts the removal of a held file at once (it goes when the holder
  // closes it), so under Wine nothing is left behind to test.
  it.runIf(process.platform === 'win32' && process.env.BOARDING_WINDOWS_LANE_WINE !== '1')(
    'is acknowledged when the old file is held past the wait; the next start removes it',
    async () => {
      const { logger, warnings } = collectingLogger();
      const store = await openTestStore(dir, { logger });
      const draft = unwrap(await store.create({ payload: { legalName: 'Held A Long Time' } }));
      const held = await holdFile(revisionFile(draft.id, 1), heldFileWaitMs + 2_000);
      const saved = await store.save(draft.id, { legalName: 'Saved Anyway' });
      expect(saved.ok).toBe(true);
      expect(warnings.map((warning) => warning.message)).toContain(
        'old draft revision left for the next start',
      );
      await store.close();
      await held.released;
      const reopened = await openTestStore(dir);
      expect(unwrap(await reopened.get(draft.id)).payload.legalName).toBe('Saved Anyway');
      expect(await revisionsOf(draft.id)).toEqual([draftFileName(draft.id, 2)]);
      await reopened.close();
    },
    20_000,
  );
});
