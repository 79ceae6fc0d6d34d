// On open, brings the index in line with the draft files (the files are the truth, the index a
// cache). One readdir gives every draft's revisions; an index entry at the newest revision is
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
import type { DraftFiles } from './draft-files';
import { summarizeDraft } from './draft-evaluation';
import type { IndexEntry } from './draft-index';
import { listableEntry } from './draft-list';

export interface ReconcileReport {
  decrypted: number;
  migrated: number;
  quarantined: QuarantinedFile[];
  /** Drafts skipped because a newer app version wrote them; their files are untouched. */
  tooNew: string[];
}

export async function reconcileIndex(
  entries: Map<string, IndexEntry>,
  files: DraftFiles,
  now: () => Date,
  logger: Logger,
): Promise<ReconcileReport> {
  const scan = await files.scan();
  const report: ReconcileReport = { decrypted: 0, migrated: 0, quarantined: [], tooNew: [] };
  // Temp files are writes that never reached their rename, so never an acknowledged version.
  await Promise.all(scan.tempFiles.map((file) => unlink(file).catch(() => undefined)));

  for (const id of entries.keys()) if (!scan.revisions.has(id)) entries.delete(id);

  const limit = pLimit(8); // decrypting is cheap; bounded so a rebuild does not open 10,000 files at once
  await Promise.all(
    [...scan.revisions].map(([id, revisions]) =>
      limit(async () => {
        const newest = revisions[0]!;
        if (entries.get(id)?.revision === newest) return dropOlder(id, revisions.slice(1));
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
          if (outcome.isMigrated) {
            // Persist the migration (and the referenceId it assigned) so it never changes again.
            current = newest + 1;
            await files.write(outcome.draft, current);
            report.migrated += 1;
          }
          entries.set(id, { ...listableEntry(summarizeDraft(outcome.draft)), revision: current });
          return dropOlder(id, revisions.slice(position + (outcome.isMigrated ? 0 : 1)));
        }
      }),
    ),
  );
  return report;

  async function dropOlder(id: string, older: number[]): Promise<void> {
    for (const revision of older) await files.remove(id, revision);
  }
}
