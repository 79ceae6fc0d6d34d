// The offline draft store: every application the agent is working on, encrypted at rest,
// crash-safe, listable without decrypting, and the outbox's SubmissionSource.
//
// Layout under `dir`: data-key.json (the data key wrapped by the Cipher port), drafts/ (one
// AES-256-GCM file per draft, named by id and revision), index.json + index-<n>.journal (listing
// fields only, a derivable cache; see draft-index.ts), quarantine/ (unreadable files, never deleted).
// Drafts written by a newer app version stay in drafts/ untouched and are left out (tooNew()).
//
// A save is acknowledged only after the new revision's file is fsynced and renamed into place
// and the directory fsynced (node/atomic-write.ts): a crash leaves the previous or the new
// version. Only then does the index move to it, and only then is the previous revision's file
// removed. Operations on one draft run one at a time in call order (createKeyedQueue below), so
// the last acknowledged save is the one on disk. This file is the store's whole read and write path; the
// open sequence is draft-store-open.ts and the pure rules for each change (and the payload's
// evaluation) draft-transitions.ts.
import { randomUUID } from 'node:crypto';
import {
  currentDraftSchemaVersion,
  DraftListQuerySchema,
  DraftPayloadSchema,
  DraftSchema,
  type Draft,
  type DraftPayload,
  type DraftSummary,
  type DraftVariant,
} from '../../../shared/drafts/draft-schema';
import { err, ok, type Result } from '../../../shared/result';
import type { TrackedMerchant } from '../../../shared/status/status-schema';
import type { OutboxDraft, SubmissionItem } from '../outbox/submission-source';
import { createListeners } from '../listeners';
import { silentLogger, systemClock, type Logger } from '../ports';
import { reentryPayload } from './reentry-copy';
import { applyTracking, copyMerchant, merchantOf } from './merchant-record';
import { indexFactsOf } from './draft-index-format';
import { newLocationPayload } from './location-copy';
import { countDrafts, listDrafts } from './draft-list';
import type { DraftChange, DraftStore, DraftStoreOptions } from './draft-store-api';
import { openDrafts, type OpenedDrafts } from './draft-store-open';
import {
  applyCancelQueued,
  applyEdit,
  applyLifecycleChange,
  applyMerchantLanguage,
  applyRestore,
  applySignature,
  applyTrash,
  editedLifecycle,
  evaluatePayload,
  summarizeDraft,
  type EditOutcome,
  type PayloadEvaluation,
} from './draft-transitions';
import { isInOutbox } from '../../../shared/drafts/lifecycle';
import { withPricing, type PricingSource } from './pricing-source';
import {
  describeStorageFailure,
  isDiskFullOrReadOnly,
  storageDetails,
} from '../storage/storage-failure';

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
    const opened = await openDrafts(options, logger, now);
    if (!opened.ok) return opened;
    return ok(
      buildStore(
        opened.value,
        clock.now.bind(clock),
        logger,
        options.isReadOnly === true,
        options.pricing,
      ),
    );
  } catch (error) {
    logger.error('draft store could not be opened', {
      code: (error as NodeJS.ErrnoException).code,
    });
    if (isDiskFullOrReadOnly(error))
      return err(
        'STORAGE',
        `The drafts folder could not be opened: ${describeStorageFailure(error, options.dir)}.`,
        { details: storageDetails(error, options.dir) },
      );
    return err('STORAGE', `The drafts folder could not be opened (${storageCode(error)}).`);
  }
}

function buildStore(
  { files, index, quarantinedFiles, tooNewIds, duplicates }: OpenedDrafts,
  nowMs: () => number,
  logger: Logger,
  isReadOnly: boolean,
  pricing: PricingSource | undefined,
): DraftStore {
  const queue = createKeyedQueue();
  const listeners = createListeners<DraftChange>(logger, 'draft change');
  const cache = new Map<string, { revision: number; draft: Draft }>();
  const now = () => new Date(nowMs());
  let isClosed = false;

  /** A listener that throws is logged and skipped: the change is already on disk. */
  const emit = (change: DraftChange) => listeners.tell(change);

  function remember(id: string, revision: number, draft: Draft): void {
    cache.delete(id);
    cache.set(id, { revision, draft });
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  }

  /** The draft's current revision: from the cache, else decrypted, migrated and zod-checked. */
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
    if (outcome.kind === 'corrupt') return setAside(id, entry.revision, outcome.reason);
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
    // Read-only (decisions 27): a migrated draft is kept in memory only, the file stays as it is.
    if (outcome.isMigrated && !isReadOnly) await persist(outcome.draft);
    else remember(id, entry.revision, outcome.draft);
    return ok(outcome.draft);
  }

  /** Quarantines a damaged draft file, drops it from the listing and says so. */
  async function setAside(id: string, revision: number, reason: string): Promise<Result<never>> {
    quarantinedFiles.push(await files.quarantine(id, revision, reason, now()));
    await index.remove(id);
    cache.delete(id);
    logger.warn('draft file quarantined', { draftId: id, reason });
    emit({ type: 'quarantined', id });
    return err(
      'CORRUPT',
      "This application's file is damaged; it was set aside for support and not deleted.",
    );
  }

  /**
   * Decrypts one listed draft to prove its file is whole, without caching it (a sweep over
   * 10,000 drafts must not push the drafts being edited out of the cache).
   */
  async function check(id: string): Promise<Result<void>> {
    const entry = index.get(id);
    if (!entry || cache.get(id)?.revision === entry.revision) return ok(undefined);
    const outcome = await files.read(id, entry.revision);
    if (outcome.kind === 'corrupt') return setAside(id, entry.revision, outcome.reason);
    return ok(undefined);
  }

  /**
   * Writes a new revision durably, then moves the index to it and drops the old revision's file.
   * `evaluation` is the payload's, when the caller already has it: a save validates once.
   */
  async function persist(draft: Draft, evaluation?: PayloadEvaluation): Promise<DraftSummary> {
    const previous = index.get(draft.id)?.revision ?? 0;
    const revision = previous + 1;
    await files.write(draft, revision);
    const summary = summarizeDraft(draft, evaluation);
    await index.put(revision, summary, indexFactsOf(draft));
    duplicates.put(draft, revision);
    remember(draft.id, revision, draft);
    // The new revision is durable and indexed: the save is done. An old file that a scanner or
    // sync client still holds after the retries stays until the next start's reconcile removes it
    // (older revisions are never read), so it is a warning, not a failed save (decisions 71).
    if (previous > 0) {
      await files.remove(draft.id, previous).catch((error: unknown) => {
        logger.warn('old draft revision left for the next start', {
          draftId: draft.id,
          revision: previous,
          code: (error as NodeJS.ErrnoException).code,
        });
      });
    }
    return summary;
  }

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
        // A full or read-only disk is named (decisions 23): the agent can free space there.
        if (action === 'saved' && isDiskFullOrReadOnly(error))
          return err(
            'STORAGE',
            `The application could not be saved: ${describeStorageFailure(error, files.folder)}. The last saved version is kept.`,
            { details: storageDetails(error, files.folder) },
          );
        return err('STORAGE', `The application could not be ${action} (${storageCode(error)}).`);
      }
    });
  }
  const read = (id: string) => guarded(id, () => load(id), 'read');

  /**
   * Loads, applies one pure rule (draft-transitions.ts; `null`: nothing to write), persists and
   * announces. An edit's rule hands back the payload's evaluation too, so a save validates once.
   */
  function change(
    id: string,
    type: 'saved' | 'trashed' | 'restored' | 'lifecycle' | 'status',
    step: (draft: Draft, nowMs: number) => Result<Draft | EditOutcome | null>,
  ) {
    return guarded(id, async (): Promise<Result<DraftSummary>> => {
      const current = await load(id);
      if (!current.ok) return current;
      const next = step(current.value, nowMs());
      if (!next.ok) return next;
      if (next.value === null) return ok(summarizeDraft(current.value));
      const summary =
        'evaluation' in next.value
          ? await persist(next.value.draft, next.value.evaluation)
          : await persist(next.value);
      emit({ type, id, summary });
      return ok(summary);
    });
  }

  async function createFrom(
    payload: DraftPayload,
    variant: DraftVariant | undefined,
    isCopy = false,
    isExample = false,
  ): Promise<Result<Draft>> {
    const id = randomUUID();
    return guarded(id, async () => {
      const at = now().toISOString();
      const evaluation = evaluatePayload(payload);
      const draft: Draft = withPricing(
        {
          id,
          referenceId: randomUUID(), // fixed for the draft's life (decisions 10)
          schemaVersion: currentDraftSchemaVersion,
          // A copy starts as a draft even when complete: it must be looked at before it is queued.
          lifecycle: isCopy ? 'draft' : editedLifecycle(evaluation),
          createdAt: at,
          updatedAt: at,
          payload,
          ...(variant === undefined ? {} : { variant }),
          ...(isExample && { isExample: true }),
        },
        pricing,
      );
      const summary = await persist(draft, evaluation);
      emit({ type: 'created', id, summary });
      return ok(structuredClone(draft));
    });
  }

  /** Removes a trashed draft's file and index entry for good. */
  function purge(id: string): Promise<Result<void>> {
    return guarded(id, async () => {
      const current = await load(id);
      if (!current.ok) return current;
      if (current.value.trashedAt === undefined)
        return err('INVALID_STATE', 'Only an application in the trash can be removed for good.');
      const revision = index.get(id)?.revision;
      await index.remove(id);
      duplicates.remove(id);
      cache.delete(id);
      if (revision !== undefined) await files.remove(id, revision);
      emit({ type: 'purged', id });
      return ok(undefined);
    });
  }

  return {
    async create(initial = {}) {
      const payload = DraftPayloadSchema.safeParse(initial.payload ?? {});
      if (!payload.success)
        return err('BAD_REQUEST', 'The application data must be a JSON object.');
      const { referenceId: _referenceId, ...data } = payload.data; // the draft's own is sent (decisions 10)
      return createFrom(data, initial.variant, false, initial.isExample === true);
    },
    async get(id) {
      const draft = await read(id);
      return draft.ok ? ok(structuredClone(draft.value)) : draft;
    },
    // The payload was parsed once, at the boundary (drafts:save's request schema): not again here.
    // It is copied, though (a few kilobytes, next to an encryption and an fsync): the saved draft
    // stays in the decrypted cache, and a caller that changed its object afterwards would
    // change the stored draft's cached copy without a write.
    save: (id, payload, options = {}) => {
      const owned = structuredClone(payload);
      return change(id, 'saved', (draft, at) => {
        const edited = applyEdit(draft, owned, at, options.expectedUpdatedAt);
        // The catalogue's words go with the code in the same write (decisions 87).
        return edited.ok
          ? ok({ ...edited.value, draft: withPricing(edited.value.draft, pricing) })
          : edited;
      });
    },
    async duplicate(id) {
      const source = await read(id);
      if (!source.ok) return source;
      const { referenceId: _referenceId, ...payload } = structuredClone(source.value.payload);
      if (typeof payload.legalName === 'string' && payload.legalName.trim() !== '')
        payload.legalName = `${payload.legalName} (copy)`;
      return createFrom(payload, source.value.variant, true);
    },
    async copySubmitted(id) {
      const source = await read(id);
      if (!source.ok) return source;
      if (source.value.lifecycle !== 'submitted')
        return err('INVALID_STATE', 'Only a submitted application is copied for a new one.');
      return createFrom(reentryPayload(source.value.payload), source.value.variant, true);
    },
    async newLocation(id) {
      const source = await read(id);
      if (!source.ok) return source;
      if (source.value.trashedAt !== undefined)
        return err('INVALID_STATE', 'An application in the trash is restored before it is copied.');
      return createFrom(newLocationPayload(source.value.payload), source.value.variant, true);
    },
    async delete(id) {
      const result = await change(id, 'trashed', applyTrash);
      return result.ok ? ok(undefined) : result;
    },
    restore: (id) => change(id, 'restored', applyRestore),
    redactSubmitted: (id, reduce) =>
      change(id, 'saved', (draft) => {
        if (draft.lifecycle !== 'submitted')
          return err('INVALID_STATE', 'Only a submitted application is reduced by retention.');
        const reduced = DraftSchema.safeParse(reduce(structuredClone(draft)));
        if (
          !reduced.success ||
          reduced.data.lifecycle !== 'submitted' ||
          reduced.data.id !== draft.id ||
          reduced.data.referenceId !== draft.referenceId
        )
          return err('INVALID_STATE', 'Retention may not change what an application is.');
        return ok(reduced.data);
      }),
    async adopt(record) {
      const parsed = DraftSchema.safeParse(record);
      if (!parsed.success) return err('BAD_REQUEST', 'The application record is malformed.');
      const draft = parsed.data;
      const refused = refusedAdoption(draft);
      if (refused) return refused;
      return guarded(draft.id, async (): Promise<Result<{ isAdded: boolean }>> => {
        if (index.get(draft.id) || tooNewIds.has(draft.id)) return ok({ isAdded: false });
        const summary = await persist(draft);
        emit({ type: 'created', id: draft.id, summary });
        return ok({ isAdded: true });
      });
    },
    async adoptBatch(records) {
      // Every record's own task holds its id's queue from the existence check to the index write;
      // the tasks meet at one folder fsync between their file write and their index entry.
      const seen = new Set<string>();
      const written: Promise<unknown>[] = [];
      let writes = 0;
      let releaseFolder!: (synced: Promise<void>) => void;
      const folderSynced = new Promise<void>((resolve) => {
        releaseFolder = (synced) => resolve(synced);
      });
      const results = records.map((record) => {
        const parsed = DraftSchema.safeParse(record);
        if (!parsed.success)
          return Promise.resolve(err('BAD_REQUEST', 'The application record is malformed.'));
        const draft = parsed.data;
        const refused = refusedAdoption(draft);
        if (refused) return Promise.resolve(refused);
        if (seen.has(draft.id)) return Promise.resolve(ok({ isAdded: false }));
        seen.add(draft.id);
        let wrote!: (settled: Promise<void>) => void;
        written.push(new Promise<void>((resolve) => (wrote = resolve)).catch(() => undefined));
        return guarded(draft.id, async (): Promise<Result<{ isAdded: boolean }>> => {
          if (index.get(draft.id) || tooNewIds.has(draft.id)) {
            wrote(Promise.resolve());
            return ok({ isAdded: false });
          }
          const revision = 1;
          const write = files.write(draft, revision, { syncDirectory: false });
          writes += 1;
          wrote(write);
          await write;
          await folderSynced;
          const summary = summarizeDraft(draft);
          await index.put(revision, summary, indexFactsOf(draft));
          duplicates.put(draft, revision);
          emit({ type: 'created', id: draft.id, summary });
          return ok({ isAdded: true });
        });
      });
      const synced = isClosed
        ? Promise.resolve() // every task was answered at once, before any `wrote`: nothing to sync
        : Promise.all(written).then(() => (writes > 0 ? files.syncFolder() : undefined));
      synced.catch(() => undefined); // each writer awaits it and reports the failure as STORAGE
      releaseFolder(synced);
      return Promise.all(results);
    },
    purge,
    async emptyTrash() {
      // The ids first: purging changes the index being read.
      const trashed = [...index.values()]
        .filter((entry) => entry.summary.isTrashed)
        .map((entry) => entry.summary.id);
      let purged = 0;
      for (const id of trashed) {
        const result = await purge(id);
        // One already gone (restored or purged meanwhile) is not a failure of the rest.
        if (
          !result.ok &&
          result.error.code !== 'NOT_FOUND' &&
          result.error.code !== 'INVALID_STATE'
        )
          return result;
        if (result.ok) purged += 1;
      }
      return ok({ purged });
    },
    async list(query = {}) {
      const parsed = DraftListQuerySchema.safeParse(query);
      if (!parsed.success) return err('BAD_REQUEST', 'The list query is malformed.');
      return ok(listDrafts(index.values(), parsed.data));
    },
    counts: () => ({
      ...countDrafts(index.values()),
      setAside: quarantinedFiles.length,
      newerVersion: tooNewIds.size,
    }),
    quarantined: () => quarantinedFiles.map((record) => ({ ...record })),
    tooNew: () => [...tooNewIds],
    async sign(id, sign) {
      let signed: Draft | undefined;
      const result = await change(id, 'saved', (draft) => {
        const next = applySignature(draft, sign);
        if (next.ok) signed = next.value;
        return next;
      });
      if (!result.ok) return result;
      return signed === undefined
        ? err('INTERNAL', 'The signature was not recorded.')
        : ok(structuredClone(signed));
    },
    async setMerchantLanguage(id, language) {
      const changed = await change(id, 'saved', (draft) => applyMerchantLanguage(draft, language));
      return changed.ok ? read(id) : changed;
    },
    enqueue: (id) =>
      change(id, 'lifecycle', (draft, at) => applyLifecycleChange(draft, { to: 'queued' }, at)),
    cancelQueued: (id) => change(id, 'lifecycle', applyCancelQueued),
    recordTracking: async (merchant) =>
      merchant.draftId === undefined
        ? err('NOT_FOUND', 'A merchant without an application has no record.')
        : change(merchant.draftId, 'status', (draft, at) => applyTracking(draft, merchant, at)),
    async markLifecycle(id, lifecycleChange) {
      const result = await change(id, 'lifecycle', (draft, at) =>
        applyLifecycleChange(draft, lifecycleChange, at),
      );
      return result.ok ? ok(undefined) : result;
    },
    async inOutbox() {
      const entries = [...index.values()].filter(
        ({ summary }) => !summary.isTrashed && isInOutbox(summary.lifecycle),
      );
      const found: OutboxDraft[] = [];
      for (const entry of entries) {
        const { id, lifecycle } = entry.summary;
        // The index carries where it goes (decisions 56): nothing to decrypt.
        if (entry.outbox) {
          found.push({
            draftId: id,
            lifecycle: lifecycle as OutboxDraft['lifecycle'],
            ...entry.outbox,
          });
          continue;
        }
        // An entry an earlier version wrote: read the draft (behind its queue: it may have moved
        // on since the index was looked at), and keep its facts in the index for the next start.
        const draft = await read(id);
        if (!draft.ok && draft.error.code === 'STORAGE') return draft;
        if (!draft.ok || !isInOutbox(draft.value.lifecycle)) continue;
        found.push(toOutboxDraft(draft.value));
        await guarded(id, async () => {
          const current = index.get(id);
          if (current && !current.outbox && !isReadOnly)
            await index.put(current.revision, current.summary, indexFactsOf(draft.value));
          return ok(undefined);
        });
      }
      return ok(found);
    },
    async merchants() {
      const submitted = [...index.values()].filter(
        ({ summary }) => summary.lifecycle === 'submitted',
      );
      const found: TrackedMerchant[] = [];
      let amended = 0;
      for (const entry of submitted) {
        const { id } = entry.summary;
        // The index carries the merchant (decisions 101): nothing to decrypt. A copy: the
        // caller's merchant changes in memory before it is written.
        if (entry.merchant !== undefined) {
          if (entry.merchant !== null) found.push(copyMerchant(entry.merchant));
          continue;
        }
        // An entry an earlier version wrote: read the draft (one unreadable one is left out, not
        // the whole list), and keep its merchant in the index for the next start.
        const draft = await read(id);
        if (!draft.ok) continue;
        const merchant = merchantOf(draft.value);
        if (merchant) found.push(copyMerchant(merchant));
        const current = index.get(id);
        if (current?.revision === entry.revision && current.merchant === undefined) {
          index.amend(id, indexFactsOf(draft.value));
          amended += 1;
        }
      }
      // One snapshot for all that were read, not a journal line each.
      if (amended > 0 && !isReadOnly) await index.compact();
      return ok(found);
    },
    async loadForSubmission(id): Promise<Result<SubmissionItem>> {
      const draft = await read(id);
      if (!draft.ok) return draft;
      return toSubmissionItem(id, draft.value);
    },
    async verifyAll() {
      const before = quarantinedFiles.length;
      const ids = [...index.values()].map((entry) => entry.summary.id);
      let checked = 0;
      for (const id of ids) {
        if (isClosed) break;
        const verified = await guarded(id, () => check(id), 'read');
        if (!verified.ok && verified.error.code === 'STORAGE') return verified;
        checked += 1;
        // One draft per turn of the event loop: calls from the renderer go first.
        await new Promise((resolve) => setImmediate(resolve));
      }
      return ok({ checked, quarantined: quarantinedFiles.length - before });
    },
    async findDuplicates(id, payload) {
      if (isClosed) return err('INTERNAL', 'The draft store is closed.');
      if (!index.get(id) && payload === undefined) return err('NOT_FOUND', 'No such application.');
      return ok(await duplicates.find(id, payload));
    },
    onChange: listeners.add,
    async close() {
      if (isClosed) return;
      isClosed = true;
      await queue.idle();
      await duplicates.close();
      await index.close();
      cache.clear();
      listeners.clear();
    },
  };
}

/**
 * What the outbox gets when it sends a draft: a trashed or already-submitted draft is refused,
 * and the payload carries the draft's fixed referenceId, whatever the form held (decisions 10).
 */
function toSubmissionItem(id: string, draft: Draft): Result<SubmissionItem> {
  const { trashedAt, lifecycle, referenceId, payload } = draft;
  if (trashedAt !== undefined) return err('INVALID_STATE', 'This application is in the trash.');
  if (lifecycle === 'submitted')
    return err('INVALID_STATE', 'This application was already submitted.');
  return ok({ draftId: id, referenceId, payload: { ...structuredClone(payload), referenceId } });
}

function toOutboxDraft(draft: Draft): OutboxDraft {
  return {
    draftId: draft.id,
    lifecycle: draft.lifecycle as OutboxDraft['lifecycle'],
    ...(draft.destination !== undefined && { environmentId: draft.destination }),
    isWaiting: draft.needsAttention?.isWaiting === true,
  };
}

/**
 * A draft a newer app version wrote, returned from several paths: intact and left in place, so
 * its reason keeps the renderer from saying "damaged and set aside" (decisions 36).
 */
/**
 * A record from elsewhere never enters this laptop's outbox by itself (decisions 42): the import
 * hands it over Ready or Draft, and the store refuses anything still in flight in case a caller
 * did not.
 */
function refusedAdoption(draft: Draft): Result<never> | undefined {
  if (!isInOutbox(draft.lifecycle) && draft.destination === undefined) return undefined;
  return err('INVALID_STATE', 'An application in the outbox cannot be added from elsewhere.');
}

function tooNewError(): Result<never> {
  return err(
    'CORRUPT',
    'This application was saved by a newer version of the app and cannot be opened here. Its file was left unchanged; update the app to open it.',
    { details: { reason: 'too-new' } },
  );
}

/** The errno code quoted in STORAGE messages, so the agent can report it. */
function storageCode(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? 'unexpected error';
}

// Serializes work per key: operations on the same draft run one after another in call order, so
// two overlapping autosaves cannot interleave their read-modify-write and the last acknowledged
// save is the one on disk. Different drafts still run in parallel.
interface KeyedQueue {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Resolves once every task queued so far has settled. */
  idle(): Promise<void>;
}

function createKeyedQueue(): KeyedQueue {
  const tails = new Map<string, Promise<unknown>>();

  function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    // Forget the key once nothing newer was queued behind this task, so the map stays small.
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return result;
  }

  async function idle(): Promise<void> {
    while (tails.size > 0) await Promise.all([...tails.values()]);
  }

  return { run, idle };
}
