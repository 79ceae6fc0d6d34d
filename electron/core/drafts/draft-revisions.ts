// The per-draft read and write path under the store's queue: loading a draft's current revision
// (through a small decrypted cache, quarantining a damaged file, setting aside one a newer app
// version wrote) and persisting a new revision. A save is durable before the index moves to it
// and only then is the previous revision's file removed, so a crash leaves one or the other.
import type { Draft, DraftSummary, QuarantinedFile } from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { Logger } from '../ports';
import { summarizeDraft, type PayloadEvaluation } from './draft-evaluation';
import type { DraftFiles } from './draft-files';
import type { DraftIndex } from './draft-index';
import type { DraftChange } from './draft-store-api';
import { tooNewError } from './draft-store-errors';

const cacheSize = 64; // recently edited drafts kept decrypted, so an autosave does not re-read its file

export interface DraftRevisionParts {
  files: DraftFiles;
  index: DraftIndex;
  quarantinedFiles: QuarantinedFile[];
  tooNewIds: Set<string>;
  logger: Logger;
  now: () => Date;
  emit: (change: DraftChange) => void;
}

export interface DraftRevisions {
  load(id: string): Promise<Result<Draft>>;
  /** Writes a new revision durably, then updates the index and drops the old revision's file. */
  persist(draft: Draft, evaluation?: PayloadEvaluation): Promise<DraftSummary>;
  /** Drops a draft from the decrypted cache. */
  forget(id: string): void;
  clear(): void;
}

export function createDraftRevisions({
  files,
  index,
  quarantinedFiles,
  tooNewIds,
  logger,
  now,
  emit,
}: DraftRevisionParts): DraftRevisions {
  const cache = new Map<string, { revision: number; draft: Draft }>();

  function remember(id: string, revision: number, draft: Draft): void {
    cache.delete(id);
    cache.set(id, { revision, draft });
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  }

  async function load(id: string): Promise<Result<Draft>> {
    const entry = index.get(id);
    // CORRUPT, not NOT_FOUND: the outbox drops a queued item whose draft is gone (send-attempt.ts).
    if (!entry && tooNewIds.has(id)) return tooNewError();
    if (!entry) return err('NOT_FOUND', 'No such application.');
    const cached = cache.get(id);
    if (cached?.revision === entry.revision) return ok(cached.draft);
    const outcome = await files.read(id, entry.revision);
    if (outcome.kind === 'missing') {
      await index.remove(id);
      return err('NOT_FOUND', "This application's file is missing.");
    }
    if (outcome.kind === 'corrupt') {
      quarantinedFiles.push(await files.quarantine(id, entry.revision, outcome.reason, now()));
      await index.remove(id);
      cache.delete(id);
      logger.warn('draft file quarantined', { draftId: id, reason: outcome.reason });
      emit({ type: 'quarantined', id });
      return err(
        'CORRUPT',
        "This application's file is damaged; it was set aside for support and not deleted.",
      );
    }
    if (outcome.kind === 'too-new') {
      // The index trusted an entry (e.g. one the newer version journalled): drop it, keep the file.
      tooNewIds.add(id);
      await index.remove(id);
      cache.delete(id);
      logger.warn('draft written by a newer app version left in place', {
        draftId: id,
        revision: entry.revision,
        schemaVersion: outcome.schemaVersion,
      });
      return tooNewError();
    }
    if (outcome.isMigrated) await persist(outcome.draft);
    else remember(id, entry.revision, outcome.draft);
    return ok(outcome.draft);
  }

  async function persist(draft: Draft, evaluation?: PayloadEvaluation): Promise<DraftSummary> {
    const previous = index.get(draft.id)?.revision ?? 0;
    const revision = previous + 1;
    await files.write(draft, revision);
    const summary = summarizeDraft(draft, evaluation);
    await index.put(revision, summary);
    remember(draft.id, revision, draft);
    if (previous > 0) await files.remove(draft.id, previous);
    return summary;
  }

  return {
    load,
    persist,
    forget: (id) => cache.delete(id),
    clear: () => cache.clear(),
  };
}
