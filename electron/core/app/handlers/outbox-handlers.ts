// outbox:*, merchants:* and audit:* handlers over the outbox, status tracker and audit log.
// Outbox calls answer the whole outbox state, so the renderer redraws from one value.
import { err, ok, type Result } from '../../../../shared/result';
import { isRowOf, merchantKey } from '../../../../shared/status/merchant-order';
import type {
  MerchantHistory,
  MerchantList,
  MerchantStatusChange,
  TrackedMerchant,
} from '../../../../shared/status/status-schema';
import { isInOutbox } from '../../../../shared/drafts/lifecycle';
import type { Handlers } from '../../ipc/handlers';
import type { InviteCatalogue } from '../invite-catalogue';
import { checkInviteCode } from '../invite-code-check';
import { withOpenWorkspace, type Workspace } from '../workspace';
import type { OpenWorkspace } from './draft-handlers';

type OutboxChannels =
  | 'outbox:enqueue'
  | 'outbox:cancel'
  | 'outbox:retry'
  | 'outbox:state'
  | 'merchants:refreshStatus'
  | 'merchants:list'
  | 'merchants:details'
  | 'merchants:refreshAll'
  | 'merchants:markHandled'
  | 'audit:list';

/** Audit entries read when filtering by draft: enough for any one application's history. */
const auditScanLimit = 5000;

/** What queueing checks of the invite code (decisions 86); absent, nothing is checked. */
export interface EnqueueInviteCheck {
  catalogue: Pick<InviteCatalogue, 'standing'>;
  /** Where an application queued now goes: the environment selected in settings. */
  selectedEnvironmentId: () => string;
}

export function outboxHandlers(
  open: OpenWorkspace,
  inviteCheck?: EnqueueInviteCheck,
): Pick<Handlers, OutboxChannels> {
  const withWorkspace = <T>(work: (workspace: Workspace) => Promise<Result<T>>) =>
    withOpenWorkspace(open, work);
  return {
    'outbox:enqueue': ({ draftId, acceptedInviteCode }) =>
      withWorkspace(async ({ outbox, drafts }) => {
        if (inviteCheck !== undefined) {
          const draft = await drafts.get(draftId);
          if (!draft.ok) return draft;
          // One already in the outbox was checked when it was queued.
          const checked = isInOutbox(draft.value.lifecycle)
            ? ok(null)
            : checkInviteCode(
                draft.value,
                inviteCheck.catalogue,
                inviteCheck.selectedEnvironmentId(),
                acceptedInviteCode,
              );
          if (!checked.ok) return checked;
        }
        const queued = await outbox.enqueue(draftId);
        return queued.ok ? ok(outbox.state()) : queued;
      }),
    'outbox:cancel': ({ draftId }) =>
      withWorkspace(async ({ outbox }) => {
        // The outbox returns the draft to ready/draft itself, before it lets go of the item, so a
        // crash in between cannot leave a queued draft that a restart would send (outbox.ts, cancel).
        const cancelled = await outbox.cancel(draftId);
        return cancelled.ok ? ok(outbox.state()) : cancelled;
      }),
    'outbox:retry': ({ draftId }) =>
      withWorkspace(async ({ outbox }) => {
        const retried = await outbox.retry(draftId);
        return retried.ok ? ok(outbox.state()) : retried;
      }),
    'outbox:state': () => withWorkspace(async ({ outbox }) => ok(outbox.state())),
    'merchants:refreshStatus': ({ draftId }) =>
      withWorkspace(({ status }) => status.refresh(draftId)),
    'merchants:list': () => withWorkspace(async (workspace) => submittedMerchants(workspace)),
    'merchants:details': (ref) =>
      withWorkspace(async ({ status }) => {
        // The row's merchant exactly: its id, its environment and its draft (decisions 12).
        const key = merchantKey(ref);
        const merchant = status.list().find((tracked) => merchantKey(tracked) === key);
        return merchant === undefined
          ? err('NOT_FOUND', 'No such merchant is tracked here.')
          : ok(historyOf(merchant));
      }),
    'merchants:markHandled': ({ isHandled, status: seen, ...key }) =>
      withWorkspace(({ status }) => status.markHandled(key, seen, isHandled)),
    'merchants:refreshAll': () =>
      withWorkspace(async (workspace) => {
        const checked = await workspace.status.checkAll(maxRefreshedPerClick);
        if (!checked.ok) return checked;
        const listed = await submittedMerchants(workspace);
        if (!listed.ok) return listed;
        const { failures } = checked.value;
        return ok({
          ...listed.value,
          ...(failures.length > 0 && { failures }),
          check: { ...checked.value, changes: namedChanges(checked.value.changes, listed.value) },
        });
      }),
    'audit:list': ({ limit = 200, draftId }) =>
      withWorkspace(async ({ audit }) => {
        if (draftId === undefined) return ok({ entries: await audit.read({ limit }) });
        const entries = (await audit.read({ limit: auditScanLimit })).filter(
          (entry) => entry.draftId === draftId,
        );
        return ok({ entries: entries.slice(-limit) });
      }),
  };
}

/** One click asks about this many merchants at most, so a long history cannot flood the service. */
const maxRefreshedPerClick = 200;

/**
 * Tracked merchants with the names of their applications, newest submission first: one row each
 * with what the lists, their search and the counts read, not the history and details an opened
 * row asks for (merchants:details; decisions 66).
 */
async function submittedMerchants(workspace: Workspace): Promise<Result<MerchantList>> {
  const summaries = await workspace.drafts.list({ lifecycle: ['submitted'], limit: 10_000 });
  if (!summaries.ok) return summaries;
  const byId = new Map(summaries.value.items.map((summary) => [summary.id, summary]));
  const rows = workspace.status.list().map((merchant) => {
    const summary = merchant.draftId === undefined ? undefined : byId.get(merchant.draftId);
    return {
      submittedAt: merchant.history[0]?.at ?? -Infinity,
      row: {
        merchantId: merchant.merchantId,
        ...(merchant.draftId !== undefined && { draftId: merchant.draftId }),
        environmentId: merchant.environmentId,
        status: merchant.status,
        statusReason: merchant.statusReason,
        changedAt: merchant.history.at(-1)?.at ?? null,
        xmid: merchant.details?.xmid ?? null,
        ...(merchant.handled !== undefined && { handled: merchant.handled }),
        legalName: summary?.legalName ?? '',
        dba: summary?.dba ?? '',
        ...(summary?.city !== undefined && { city: summary.city }),
      },
    };
  });
  rows.sort((a, b) => b.submittedAt - a.submittedAt);
  return ok({ merchants: rows.map(({ row }) => row) });
}

function historyOf(merchant: TrackedMerchant): MerchantHistory {
  return {
    history: merchant.history,
    ...(merchant.details !== undefined && { details: merchant.details }),
  };
}

/**
 * Each change with its application's name (legal name, else DBA) from its row in the list
 * (isRowOf: merchant ids are unique per environment only, decisions 12).
 */
export function namedChanges(
  changes: MerchantStatusChange[],
  list: MerchantList,
): MerchantStatusChange[] {
  return changes.map((change) => {
    const row = list.merchants.find((merchant) => isRowOf(merchant, change));
    const name = row ? row.legalName || row.dba : '';
    return name === '' ? change : { ...change, name: name.slice(0, 200) };
  });
}
