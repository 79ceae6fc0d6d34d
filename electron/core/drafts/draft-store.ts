// The offline draft store: every application the agent is working on, encrypted at rest,
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
// acknowledged save is the one on disk. This file wires the pieces: the open sequence is
// draft-store-open.ts, the per-draft read/write path draft-revisions.ts.
import { randomUUID } from 'node:crypto';
import {
  currentDraftSchemaVersion,
  DraftListQuerySchema,
  DraftPayloadSchema,
  type Draft,
  type DraftPayload,
  type DraftSummary,
  type DraftVariant,
} from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { SubmissionItem } from '../outbox/submission-source';
import { silentLogger, systemClock, type Clock, type Logger } from '../ports';
import { createDraftChangeEmitter } from './draft-change-emitter';
import { editedLifecycle, evaluatePayload, summarizeDraft } from './draft-evaluation';
import { listDrafts } from './draft-list';
import { createDraftRevisions } from './draft-revisions';
import type { DraftStore, DraftStoreOptions } from './draft-store-api';
import { storageCode } from './draft-store-errors';
import { openDrafts, type OpenedDrafts } from './draft-store-open';
import { toSubmissionItem } from './draft-submission';
import {
  applyCancelQueued,
  applyEdit,
  applyLifecycleChange,
  applyStatus,
} from './draft-transitions';
import { applyRestore, applyTrash } from './draft-trash';
import { createKeyedQueue } from './keyed-queue';

export type {
  DraftChange,
  DraftChangeListener,
  DraftStore,
  DraftStoreOptions,
} from './draft-store-api';

export async function openDraftStore(options: DraftStoreOptions): Promise<Result<DraftStore>> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? silentLogger;
  const now = () => new Date(clock.now());
  try {
    const opened = await openDrafts(options, logger, now);
    if (!opened.ok) return opened;
    return ok(buildStore({ ...opened.value, clock, logger, now }));
  } catch (error) {
    logger.error('draft store could not be opened', {
      code: (error as NodeJS.ErrnoException).code,
    });
    return err('STORAGE', `The drafts folder could not be opened (${storageCode(error)}).`);
  }
}

interface StoreParts extends OpenedDrafts {
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
  const changes = createDraftChangeEmitter(logger);
  const { emit } = changes;
  const revisions = createDraftRevisions({
    files,
    index,
    quarantinedFiles,
    tooNewIds,
    logger,
    now,
    emit,
  });
  const { load, persist } = revisions;
  let isClosed = false;

  /**
   * Runs `work` for one draft behind its queue, turning thrown I/O errors into STORAGE. `action`
   * names what failed in the agent's words: a read that fails must not say "could not be saved".
   */
  function guarded<T>(
    id: string,
    work: () => Promise<Result<T>>,
    action: 'read' | 'saved' = 'saved',
  ): Promise<Result<T>> {
    if (isClosed) return Promise.resolve(err('INTERNAL', 'The draft store is closed.'));
    return queue.run(id, async () => {
      try {
        return await work();
      } catch (error) {
        logger.error(action === 'read' ? 'draft read failed' : 'draft write failed', {
          draftId: id,
          code: (error as NodeJS.ErrnoException).code,
        });
        return err('STORAGE', `The application could not be ${action} (${storageCode(error)}).`);
      }
    });
  }
  const read = (id: string) => guarded(id, () => load(id), 'read');

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
      const draft = await read(id);
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
      const source = await read(id);
      if (!source.ok) return source;
      const { referenceId: _referenceId, ...payload } = structuredClone(source.value.payload);
      return createFrom(payload, source.value.variant);
    },
    async delete(id) {
      const result = await change(id, 'trashed', applyTrash);
      return result.ok ? ok(undefined) : result;
    },
    restore: (id) => change(id, 'restored', applyRestore),
    purge(id) {
      return guarded(id, async () => {
        const current = await load(id);
        if (!current.ok) return current;
        if (current.value.trashedAt === undefined)
          return err('INVALID_STATE', 'Only an application in the trash can be removed for good.');
        const revision = index.get(id)?.revision;
        await index.remove(id);
        revisions.forget(id);
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
      const draft = await read(id);
      if (!draft.ok) return draft;
      return toSubmissionItem(id, draft.value);
    },
    async verifyAll() {
      const before = quarantinedFiles.length;
      const ids = [...index.values()].map((entry) => entry.summary.id);
      for (const id of ids) {
        const loaded = await read(id);
        if (!loaded.ok && loaded.error.code === 'STORAGE') return loaded;
      }
      return ok({ checked: ids.length, quarantined: quarantinedFiles.length - before });
    },
    onChange: (listener) => changes.add(listener),
    async close() {
      if (isClosed) return;
      isClosed = true;
      await queue.idle();
      await index.close();
      revisions.clear();
      changes.clear();
    },
  };
}
