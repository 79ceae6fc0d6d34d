// The open sequence behind openDraftStore: data key, draft files, index (a damaged one is
// quarantined and rebuilt), reconcile the index against the files (the files are the truth), then
// the quarantine record. Throws on I/O failure; draft-store.ts turns that into STORAGE.
import type { QuarantinedFile } from '../../../shared/drafts/draft-schema';
import { ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import { ensurePrivateDir } from '../../../node/private-dir';
import { listQuarantine, quarantineFile } from '../storage/quarantine';
import { loadOrCreateDataKey } from './data-key';
import { createDraftFiles, type DraftFiles } from './draft-files';
import { indexKeyOf, openDraftIndex, readDraftIndex, type DraftIndex } from './draft-index';
import { reconcileIndex } from './draft-reconcile';
import type { DraftStoreOptions } from './draft-store-api';
import { createDuplicateIndex, type DuplicateIndex } from './duplicate-index';
import { duplicateKeyOf } from './duplicate-keys';

export interface OpenedDrafts {
  files: DraftFiles;
  index: DraftIndex;
  quarantinedFiles: QuarantinedFile[];
  tooNewIds: Set<string>;
  duplicates: DuplicateIndex;
}

export async function openDrafts(
  options: DraftStoreOptions,
  logger: Logger,
  now: () => Date,
): Promise<Result<OpenedDrafts>> {
  await ensurePrivateDir(options.dir);
  const key = await loadOrCreateDataKey(options.dir, options.cipher, {
    allowWeakCipher: options.allowWeakCipher,
  });
  if (!key.ok) return key;
  const isReadOnly = options.isReadOnly === true;
  const files = await createDraftFiles(options.dir, key.value, { isReadOnly });
  const indexKey = indexKeyOf(key.value);
  // The folder listing runs on the thread pool while the snapshot is parsed.
  const [loaded, scan] = await Promise.all([readDraftIndex(options.dir, indexKey), files.scan()]);
  if (loaded.damage && !isReadOnly) {
    await quarantineFile(options.dir, loaded.damage.file, {
      reason: loaded.damage.reason,
      at: now(),
    });
    logger.warn('draft index quarantined; rebuilding from draft files');
  }
  const report = await reconcileIndex(loaded.entries, files, scan, now, logger, { isReadOnly });
  const isChanged = report.isChanged || !loaded.isSnapshotCurrent;
  const index = await openDraftIndex(loaded, {
    dir: options.dir,
    key: indexKey,
    logger,
    journalLimit: options.indexJournalLimit,
    isChanged,
    isReadOnly,
  });
  const quarantinedFiles = await listQuarantine(options.dir);
  logger.info('draft store opened', {
    drafts: index.size,
    decrypted: report.decrypted,
    migrated: report.migrated,
    quarantined: report.quarantined.length,
    tooNew: report.tooNew.length,
  });
  const tooNewIds = new Set(report.tooNew);
  // Loaded in the background from here on, never awaited by the open (duplicate-index.ts,
  // decisions 30).
  const duplicates = createDuplicateIndex({
    dir: options.dir,
    key: duplicateKeyOf(key.value),
    logger,
    isReadOnly,
    sources: {
      entryOf: (id) => index.get(id),
      entries: () => index.values(),
      read: async (id, revision) => {
        const outcome = await files.read(id, revision);
        return outcome.kind === 'ok' ? outcome.draft : null;
      },
    },
  });
  void duplicates.loadInBackground();
  return ok({ files, index, quarantinedFiles, tooNewIds, duplicates });
}
