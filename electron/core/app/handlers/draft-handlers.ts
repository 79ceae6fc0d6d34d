// drafts:* handlers over the draft store. drafts:validate runs the one shared validator
// (decisions 13, 14) on the stored payload; drafts:duplicate copies the documents too
// (decisions 48), drafts:newLocation never does (decisions 82).
import { validateMerchant } from '../../../../shared/merchant/validate';
import { err, ok, type Result } from '../../../../shared/result';
import type { DraftList } from '../../../../shared/drafts/draft-schema';
import type { TrackedMerchant } from '../../../../shared/status/status-schema';
import type { DocumentHolder } from '../../documents/document-holder';
import { storageFailure } from '../../storage/storage-failure';
import type { Handlers } from '../../ipc/handlers';
import { withOpenWorkspace, type Workspace } from '../workspace';

type DraftChannels =
  | 'drafts:list'
  | 'drafts:get'
  | 'drafts:create'
  | 'drafts:save'
  | 'drafts:duplicate'
  | 'drafts:delete'
  | 'drafts:restore'
  | 'drafts:purge'
  | 'drafts:emptyTrash'
  | 'drafts:validate'
  | 'drafts:counts'
  | 'drafts:duplicates'
  | 'drafts:copySubmitted'
  | 'drafts:newLocation'
  | 'drafts:setMerchantLanguage';

export type OpenWorkspace = () => Promise<Result<Workspace>>;

export function draftHandlers(
  open: OpenWorkspace,
  documents: { holder: DocumentHolder; folder: string },
): Pick<Handlers, DraftChannels> {
  async function copyDocuments(from: string, to: string): Promise<Result<null>> {
    const service = await documents.holder.open();
    if (!service.ok) return service;
    try {
      if (await service.value.copyAll(from, to)) return ok(null);
      return err('INVALID_STATE', 'A document of the application could not be read to copy it.', {
        details: { reason: 'document-unreadable' },
      });
    } catch (error) {
      return {
        ok: false,
        error: storageFailure('The copy of its documents', error, documents.folder),
      };
    }
  }
  const withDrafts = <T>(work: (drafts: Workspace['drafts']) => Promise<Result<T>>) =>
    withOpenWorkspace(open, ({ drafts }) => work(drafts));
  return {
    'drafts:list': (query) =>
      withOpenWorkspace(open, async ({ drafts, status }) => {
        const listed = await drafts.list(query);
        return listed.ok ? ok(withMerchantStatus(listed.value, status.list())) : listed;
      }),
    'drafts:get': ({ id }) => withDrafts((drafts) => drafts.get(id)),
    'drafts:create': (request) => withDrafts((drafts) => drafts.create(request)),
    'drafts:save': ({ id, payload, expectedUpdatedAt }) =>
      withDrafts((drafts) =>
        drafts.save(id, payload, expectedUpdatedAt === undefined ? {} : { expectedUpdatedAt }),
      ),
    // A copy is the whole application, the merchant's papers too (decisions 48). Only a new
    // application from a declined one (copySubmitted, decisions 51) starts without them: it
    // leaves blank the very numbers a cheque or an ID shows.
    'drafts:duplicate': ({ id }) =>
      withDrafts(async (drafts) => {
        const copy = await drafts.duplicate(id);
        if (!copy.ok) return copy;
        const copied = await copyDocuments(id, copy.value.id);
        if (copied.ok) return copy;
        // All or nothing: a copy without documents the original lists would look complete.
        await giveUp(drafts, copy.value.id);
        return copied;
      }),
    'drafts:copySubmitted': ({ id }) => withDrafts((drafts) => drafts.copySubmitted(id)),
    // Another location of the same merchant (decisions 82): its papers and signature are this
    // location's own, so no document is copied; only the id crosses back.
    'drafts:newLocation': ({ id }) =>
      withDrafts(async (drafts) => {
        const made = await drafts.newLocation(id);
        return made.ok ? ok({ id: made.value.id }) : made;
      }),
    // The merchant's language on the review (decisions 99): the draft as stored comes back.
    'drafts:setMerchantLanguage': ({ id, language }) =>
      withDrafts((drafts) => drafts.setMerchantLanguage(id, language)),
    'drafts:delete': ({ id }) =>
      withDrafts(async (drafts) => {
        const deleted = await drafts.delete(id);
        return deleted.ok ? ok(null) : deleted;
      }),
    'drafts:restore': ({ id }) => withDrafts((drafts) => drafts.restore(id)),
    'drafts:purge': ({ id }) =>
      withDrafts(async (drafts) => {
        const purged = await drafts.purge(id);
        return purged.ok ? ok(null) : purged;
      }),
    'drafts:emptyTrash': () => withDrafts((drafts) => drafts.emptyTrash()),
    'drafts:counts': () => withDrafts(async (drafts) => ok(drafts.counts())),
    'drafts:duplicates': ({ id, payload }) =>
      withDrafts((drafts) => drafts.findDuplicates(id, payload)),
    'drafts:validate': ({ id }) =>
      withDrafts(async (drafts) => {
        const draft = await drafts.get(id);
        if (!draft.ok) return draft;
        const validation = validateMerchant(draft.value.payload);
        return ok({
          isValid: validation.ok,
          variant: validation.variant,
          fieldErrors: validation.ok ? [] : validation.fieldErrors,
        });
      }),
  };
}

/** Removes a copy made in vain; if that fails too, it must not pass unseen (the dispatcher logs). */
async function giveUp(drafts: Workspace['drafts'], id: string): Promise<void> {
  const trashed = await drafts.delete(id);
  const purged = trashed.ok ? await drafts.purge(id) : trashed;
  if (!purged.ok) throw new Error(`a copy given up could not be removed (${purged.error.code})`);
}

/**
 * Each submitted row with its merchant's status (decisions 52): the index keeps lifecycles only,
 * the status tracker the statuses, so one state per application is joined here for every list.
 */
export function withMerchantStatus(
  list: DraftList,
  merchants: readonly TrackedMerchant[],
): DraftList {
  if (!list.items.some((item) => item.lifecycle === 'submitted')) return list;
  const statusByDraft = new Map<string, string | null>();
  for (const merchant of merchants)
    if (merchant.draftId !== undefined) statusByDraft.set(merchant.draftId, merchant.status);
  return {
    ...list,
    items: list.items.map((item) =>
      item.lifecycle === 'submitted'
        ? { ...item, merchantStatus: statusByDraft.get(item.id) ?? null }
        : item,
    ),
  };
}
