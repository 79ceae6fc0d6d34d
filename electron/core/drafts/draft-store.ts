// The offline draft store (issue 5): every application the agent is working on, encrypted at rest,
// crash-safe, listable without decrypting, and the outbox's SubmissionSource.
//
// Layout under `dir`: data-key.json (the data key wrapped by the Cipher port), drafts/ (one
// AES-256-GCM file per draft, named by id and revision), index.json + index-<n>.journal (listing
// fields only, a derivable cache; see draft-index.ts), quarantine/ (unreadable files, never deleted).
// Drafts written by a newer app version stay in drafts/ untouched and are left out (tooNew()).
//
// A save is acknowledged only after the new revision's file is fsynced and renamed into place
// and the directory fsynced (atomic-write.ts): a crash leaves the previous or the new version.
// Operations on one draft run one at a time in call order (keyed-queue.ts), so the last
// acknowledged save is the one on disk.
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import {
  currentDraftSchemaVersion,
  DraftListQuerySchema,
  DraftPayloadSchema,
  type Draft,
  type DraftPayload,
  type DraftSummary,
  type DraftVariant,
  type QuarantinedFile,
} from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { SubmissionItem } from '../outbox/submission-source';
import { silentLogger, systemClock, type Clock, type Logger } from '../ports';
import { listQuarantine, quarantineFile } from '../storage/quarantine';
import { loadOrCreateDataKey } from './data-key';
import {
  editedLifecycle,
  evaluatePayload,
  summarizeDraft,
  type PayloadEvaluation,
} from './draft-evaluation';
import { createDraftFiles } from './draft-files';
import { openDraftIndex, readDraftIndex } from './draft-index';
import { listDrafts } from './draft-list';
import { reconcileIndex } from './draft-reconcile';
import {
  applyCancelQueued,
  applyEdit,
  applyLifecycleChange,
  applyStatus,
} from './draft-transitions';
import type {
  DraftChange,
  DraftChangeListener,
  DraftStore,
  DraftStoreOptions,
} from './draft-store-api';
import { createKeyedQueue } from './keyed-queue';

export type {
  DraftChange,
  DraftChangeListener,
  DraftStore,
  DraftStoreOptions,
} from './draft-store-api';

const cacheSize = 64; // recently edited drafts kept decrypted, so an autosave does not re-read its file

export async function openDraftStore(options: DraftStoreOptions): Promise<Result<DraftStore>> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const now = () => new Date(clock.now());
  try {
    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    const key = await loadOrCreateDataKey(options.dir, options.cipher, {
      allowWeakCipher: options.allowWeakCipher,
    });
    if (!key.ok) return key;
    const files = await createDraftFiles(options.dir, key.value);
    const loaded = await readDraftIndex(options.dir);
    if (loaded.damage) {
      await quarantineFile(options.dir, loaded.damage.file, {
        reason: loaded.damage.reason,
        at: now(),
      });
      logger.warn('draft index quarantined; rebuilding from draft files');
    }
    const report = await reconcileIndex(loaded.entries, files, now, logger);
    const index = await openDraftIndex(options.dir, loaded, logger, options.indexJournalLimit);
    const quarantinedFiles = await listQuarantine(options.dir);
    logger.info('draft store opened', {
      drafts: index.size,
      decrypted: report.decrypted,
      migrated: report.migrated,
      quarantined: report.quarantined.length,
      tooNew: report.tooNew.length,
    });
    const tooNewIds = new Set(report.tooNew);
    return ok(buildStore({ files, index, quarantinedFiles, tooNewIds, clock, logger, now }));
  } catch (error) {
    logger.error('draft store could not be opened', {
      code: (error as NodeJS.ErrnoException).code,
    });
    return err('STORAGE', `The drafts folder could not be opened (${storageCode(error)}).`);
  }
}

interface StoreParts {
  files: Awaited<ReturnType<typeof createDraftFiles>>;
  index: Awaited<ReturnType<typeof openDraftIndex>>;
  quarantinedFiles: QuarantinedFile[];
  tooNewIds: Set<string>;
  clock: Clock;
  logger: Logger;
  now: () => Date;
}

function buildStore({
  files,
  index,
  quarantinedFiles,
  tooNewIds,
  clock,
  logger,
  now,
}: StoreParts): DraftStore {
  const queue = createKeyedQueue();
  const cache = new Map<string, { revision: number; draft: Draft }>();
  const listeners = new Set<DraftChangeListener>();
  let isClosed = false;

  function emit(change: DraftChange): void {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        logger.error('draft change listener failed', { message: (error as Error).message });
      }
    }
  }

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

  /** Writes a new revision durably, then updates the index and drops the old revision's file. */
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

  /** Runs `work` for one draft behind its queue, turning thrown I/O errors into STORAGE. */
  function guarded<T>(id: string, work: () => Promise<Result<T>>): Promise<Result<T>> {
    if (isClosed) return Promise.resolve(err('INTERNAL', 'The draft store is closed.'));
    return queue.run(id, async () => {
      try {
        return await work();
      } catch (error) {
        logger.error('draft write failed', {
          draftId: id,
          code: (error as NodeJS.ErrnoException).code,
        });
        return err('STORAGE', `The application could not be saved (${storageCode(error)}).`);
      }
    });
  }

  function change(
    id: string,
    type: 'saved' | 'trashed' | 'restored' | 'lifecycle' | 'status',
    step: (draft: Draft, nowMs: number) => Result<Draft | null>,
  ) {
    return guarded(id, async (): Promise<Result<DraftSummary>> => {
      const current = await load(id);
      if (!current.ok) return current;
      const next = step(current.value, clock.now());
      if (!next.ok) return next;
      if (next.value === null) return ok(summarizeDraft(current.value));
      const summary = await persist(next.value);
      emit({ type, id, summary });
      return ok(summary);
    });
  }

  async function createFrom(
    payload: DraftPayload,
    variant: DraftVariant | undefined,
  ): Promise<Result<Draft>> {
    const id = randomUUID();
    return guarded(id, async () => {
      const at = now().toISOString();
      const evaluation = evaluatePayload(payload);
      const draft: Draft = {
        id,
        referenceId: randomUUID(), // fixed for the draft's life (decisions 10)
        schemaVersion: currentDraftSchemaVersion,
        lifecycle: editedLifecycle(evaluation),
        createdAt: at,
        updatedAt: at,
        payload,
        ...(variant === undefined ? {} : { variant }),
      };
      const summary = await persist(draft, evaluation);
      emit({ type: 'created', id, summary });
      return ok(structuredClone(draft));
    });
  }

  return {
    async create(initial = {}) {
      const payload = DraftPayloadSchema.safeParse(initial.payload ?? {});
      if (!payload.success)
        return err('BAD_REQUEST', 'The application data must be a JSON object.');
      const { referenceId: _referenceId, ...data } = payload.data; // the draft's own is sent (decisions 10)
      return createFrom(data, initial.variant);
    },
    async get(id) {
      const draft = await guarded(id, () => load(id));
      return draft.ok ? ok(structuredClone(draft.value)) : draft;
    },
    async save(id, payload, options = {}) {
      const parsed = DraftPayloadSchema.safeParse(payload);
      if (!parsed.success) return err('BAD_REQUEST', 'The application data must be a JSON object.');
      return change(id, 'saved', (draft, nowMs) => {
        const edit = applyEdit(draft, parsed.data, nowMs, options.expectedUpdatedAt);
        return edit.ok ? ok(edit.value.draft) : edit;
      });
    },
    async duplicate(id) {
      const source = await guarded(id, () => load(id));
      if (!source.ok) return source;
      const { referenceId: _referenceId, ...payload } = structuredClone(source.value.payload);
      return createFrom(payload, source.value.variant);
    },
    async delete(id) {
      const result = await change(id, 'trashed', (draft, nowMs) => {
        if (draft.trashedAt !== undefined) return ok(null);
        if (
          draft.lifecycle === 'queued' ||
          draft.lifecycle === 'sending' ||
          draft.lifecycle === 'needs-attention'
        ) {
          return err(
            'INVALID_STATE',
            `This application is ${draft.lifecycle}; take it out of the outbox first.`,
          );
        }
        return ok({ ...draft, trashedAt: new Date(nowMs).toISOString() });
      });
      return result.ok ? ok(undefined) : result;
    },
    restore(id) {
      return change(id, 'restored', (draft) => {
        if (draft.trashedAt === undefined) return ok(null);
        const { trashedAt: _trashedAt, ...rest } = draft;
        return ok(rest);
      });
    },
    purge(id) {
      return guarded(id, async () => {
        const current = await load(id);
        if (!current.ok) return current;
        if (current.value.trashedAt === undefined)
          return err('INVALID_STATE', 'Only an application in the trash can be removed for good.');
        const revision = index.get(id)?.revision;
        await index.remove(id);
        cache.delete(id);
        if (revision !== undefined) await files.remove(id, revision);
        emit({ type: 'purged', id });
        return ok(undefined);
      });
    },
    async list(query = {}) {
      const parsed = DraftListQuerySchema.safeParse(query);
      if (!parsed.success) return err('BAD_REQUEST', 'The list query is malformed.');
      return ok(listDrafts(index.values(), parsed.data));
    },
    quarantined: () => quarantinedFiles.map((record) => ({ ...record })),
    tooNew: () => [...tooNewIds],
    enqueue: (id) =>
      change(id, 'lifecycle', (draft, nowMs) =>
        applyLifecycleChange(draft, { to: 'queued' }, nowMs),
      ),
    cancelQueued: (id) =>
      change(id, 'lifecycle', (draft, nowMs) => applyCancelQueued(draft, nowMs)),
    recordStatus: (id, status) =>
      change(id, 'status', (draft, nowMs) => applyStatus(draft, status, nowMs)),
    async markLifecycle(id, lifecycleChange) {
      const result = await change(id, 'lifecycle', (draft, nowMs) =>
        applyLifecycleChange(draft, lifecycleChange, nowMs),
      );
      return result.ok ? ok(undefined) : result;
    },
    async loadForSubmission(id): Promise<Result<SubmissionItem>> {
      const draft = await guarded(id, () => load(id));
      if (!draft.ok) return draft;
      const { trashedAt, lifecycle, referenceId, payload } = draft.value;
      if (trashedAt !== undefined) return err('INVALID_STATE', 'This application is in the trash.');
      if (lifecycle === 'submitted')
        return err('INVALID_STATE', 'This application was already submitted.');
      // The payload carries the draft's fixed referenceId, whatever the form held (decisions 10).
      return ok({
        draftId: id,
        referenceId,
        payload: { ...structuredClone(payload), referenceId },
      });
    },
    async verifyAll() {
      const before = quarantinedFiles.length;
      const ids = [...index.values()].map((entry) => entry.summary.id);
      for (const id of ids) {
        const loaded = await guarded(id, () => load(id));
        if (!loaded.ok && loaded.error.code === 'STORAGE') return loaded;
      }
      return ok({ checked: ids.length, quarantined: quarantinedFiles.length - before });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (isClosed) return;
      isClosed = true;
      await queue.idle();
      await index.close();
      cache.clear();
      listeners.clear();
    },
  };
}

function tooNewError(): Result<never> {
  return err(
    'CORRUPT',
    'This application was saved by a newer version of the app and cannot be opened here. Its file was left unchanged; update the app to open it.',
  );
}

function storageCode(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? 'unexpected error';
}
