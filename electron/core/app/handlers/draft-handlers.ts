// drafts:* handlers over the draft store. drafts:validate runs the one shared validator
// (decisions 13, 14) on the stored payload.
import { validateMerchant } from '../../../../shared/merchant/validate';
import { ok, type Result } from '../../../../shared/result';
import type { Handlers } from '../../ipc/handlers';
import type { Workspace } from '../workspace';

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
  | 'drafts:duplicates';

export type OpenWorkspace = () => Promise<Result<Workspace>>;

export function draftHandlers(open: OpenWorkspace): Pick<Handlers, DraftChannels> {
  async function withDrafts<T>(
    work: (drafts: Workspace['drafts']) => Promise<Result<T>>,
  ): Promise<Result<T>> {
    const workspace = await open();
    return workspace.ok ? work(workspace.value.drafts) : workspace;
  }
  return {
    'drafts:list': (query) => withDrafts((drafts) => drafts.list(query)),
    'drafts:get': ({ id }) => withDrafts((drafts) => drafts.get(id)),
    'drafts:create': (request) => withDrafts((drafts) => drafts.create(request)),
    'drafts:save': ({ id, payload, expectedUpdatedAt }) =>
      withDrafts((drafts) =>
        drafts.save(id, payload, expectedUpdatedAt === undefined ? {} : { expectedUpdatedAt }),
      ),
    'drafts:duplicate': ({ id }) => withDrafts((drafts) => drafts.duplicate(id)),
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
