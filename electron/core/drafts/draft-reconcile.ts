// On open, brings the index in line with the draft files (the files are the truth, the index a
// cache). One readdir (the caller's scan) gives every draft's revisions; an index entry at the newest revision is
// trusted without decrypting, so a clean start with 10,000 drafts decrypts nothing. Only drafts the
// index lacks or has at an older revision (a crash lost its journal line, the index was damaged or
// deleted) are decrypted. A file that fails is quarantined and the next older revision, if a crash
// left one, is tried instead. A draft whose file was written by a newer app version is skipped
// whole: not listed, nothing quarantined or removed, and no older revision is used in its place
// (saving that one would write the next revision number, i.e. over the newer file).
import { unlink } from 'node:fs/promises';
import pLimit from 'p-limit';
import type { QuarantinedFile } from '../../../shared/drafts/draft-schema';
import type { Logger } from '../ports';
import type { DraftFiles, DraftFolderScan } from './draft-files';
import { summarizeDraft } from './draft-transitions';
import { indexEntry, indexFactsOf, type IndexEntry } from './draft-index-format';

export interface ReconcileReport {
  decrypted: number;
  migrated: number;
  quarantined: QuarantinedFile[];
  /** Drafts skipped because a newer app version wrote them; their files are untouched. */
  tooNew: string[];
  /** True when any entry was dropped or rebuilt: the index on disk no longer matches. */
  isChanged: boolean;
}

export async function reconcileIndex(
  entries: Map<string, IndexEntry>,
  files: DraftFiles,
  scan: DraftFolderScan,
  now: () => Date,
  logger: Logger,
  options: { isReadOnly?: boolean } = {},
): Promise<ReconcileReport> {
  // Read-only (decisions 27): migrations stay in memory and older revisions stay on disk.
  const canWrite = options.isReadOnly !== true;
  const report: ReconcileReport = {
    decrypted: 0,
    migrated: 0,
    quarantined: [],
    tooNew: [],
    isChanged: false,
  };
  // Temp files are writes that never reached their rename, so never an acknowledged version.
  // Read-only: they stay until a writable open.
  if (canWrite)
    await Promise.all(scan.tempFiles.map((file) => unlink(file).catch(() => undefined)));

  for (const id of entries.keys()) {
    if (scan.newest.has(id)) continue;
    entries.delete(id);
    report.isChanged = true;
  }

  // The common case, an entry at the newest revision, costs one map lookup and no await: only
  // work that reads and decrypts files goes through the limiter (bounded so a rebuild does not
  // open 10,000 files at once).
  const limit = pLimit(8);
  const work: Promise<void>[] = [];
  for (const [id, newest] of scan.newest) {
    const older = scan.older.get(id);
    if (entries.get(id)?.revision === newest) {
      if (older) work.push(dropOlder(id, older));
      continue;
    }
    report.isChanged = true;
    work.push(limit(() => rebuildEntry(id, [newest, ...(older ?? [])])));
  }
  await Promise.all(work);
  return report;

  /** Decrypts the newest readable revision and makes it the draft's entry. */
  async function rebuildEntry(id: string, revisions: number[]): Promise<void> {
    const newest = revisions[0]!;
    entries.delete(id);
    for (const [position, revision] of revisions.entries()) {
      const outcome = await files.read(id, revision);
      report.decrypted += 1;
      if (outcome.kind === 'missing') continue;
      if (outcome.kind === 'too-new') {
        report.tooNew.push(id);
        logger.warn('draft written by a newer app version left in place', {
          draftId: id,
          revision,
          schemaVersion: outcome.schemaVersion,
        });
        return;
      }
      if (outcome.kind === 'corrupt') {
        report.quarantined.push(await files.quarantine(id, revision, outcome.reason, now()));
        logger.warn('draft file quarantined', {
          draftId: id,
          revision,
          reason: outcome.reason,
        });
        continue;
      }
      let current = revision;
      if (outcome.isMigrated && canWrite) {
        // Persist the migration (and the referenceId it assigned) so it never changes again.
        current = newest + 1;
        await files.write(outcome.draft, current);
        report.migrated += 1;
      }
      entries.set(
        id,
        indexEntry(summarizeDraft(outcome.draft), current, indexFactsOf(outcome.draft)),
      );
      return dropOlder(id, revisions.slice(position + (current !== revision ? 0 : 1)));
    }
  }

  async function dropOlder(id: string, older: number[]): Promise<void> {
    if (!canWrite) return;
    for (const revision of older) {
      // Still held by another program after the retries (Windows): the newest revision is what
      // counts, and the next start tries again (decisions 71).
      await files.remove(id, revision).catch((error: unknown) => {
        logger.warn('old draft revision left for the next start', {
          draftId: id,
          revision,
          code: (error as NodeJS.ErrnoException).code,
        });
      });
    }
  }
}
