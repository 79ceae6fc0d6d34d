// Documents go with their application whether or not the document service was ever opened
// (decisions 48): tied to the draft store as soon as the workspace opens, so a purge (Delete
// forever, Empty trash, retention at start) removes the application's documents folder, and a
// sweep removes folders left behind: an application no longer on this laptop (a purge that
// stopped half-way, a crash) or one reduced by retention whose documents were not removed then.
// Removing a folder needs no key, so a keyring that cannot open never keeps documents on disk.
// A failure here is logged and retried by the next sweep; it never stops a purge or retention.
import type { DraftStore } from '../drafts/draft-store-api';
import type { Logger } from '../ports';
import { documentFolderIds, removeDocumentFolder } from './document-files';

function logFailure(logger: Logger, error: unknown): void {
  logger.warn('documents of a removed application not removed', {
    code: (error as NodeJS.ErrnoException).code,
  });
}

/** Removes the documents of every purged application from now on; returns the unsubscribe. */
export function removeDocumentsOnPurge(
  draftsDir: string,
  drafts: DraftStore,
  logger: Logger,
): () => void {
  return drafts.onChange((change) => {
    if (change.type !== 'purged') return;
    void removeDocumentFolder(draftsDir, change.id).catch((error: unknown) =>
      logFailure(logger, error),
    );
  });
}

/**
 * Removes documents folders whose application is gone or was reduced. An application set aside
 * (quarantined) keeps its documents: its file may still be recovered. Returns how many went.
 */
export async function sweepDocuments(
  draftsDir: string,
  drafts: DraftStore,
  logger: Logger,
): Promise<number> {
  let removed = 0;
  try {
    const setAside = new Set(drafts.quarantined().map((file) => file.id));
    for (const id of await documentFolderIds(draftsDir)) {
      if (setAside.has(id)) continue;
      const draft = await drafts.get(id);
      const isGone = !draft.ok && draft.error.code === 'NOT_FOUND';
      const isReduced = draft.ok && draft.value.strippedAt !== undefined;
      if (!isGone && !isReduced) continue;
      await removeDocumentFolder(draftsDir, id);
      removed += 1;
    }
  } catch (error) {
    logFailure(logger, error);
  }
  if (removed > 0) logger.info('documents of removed applications swept', { removed });
  return removed;
}
