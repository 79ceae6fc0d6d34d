// outbox:*, merchants:* and audit:* handlers over the outbox, status tracker and audit log
// (issue 5). Outbox calls answer the whole outbox state, so the renderer redraws from one value.
import { ok, type Result } from '../../../../shared/result';
import type { Handlers } from '../../ipc/handlers';
import type { Workspace } from '../workspace';
import type { OpenWorkspace } from './draft-handlers';

type OutboxChannels =
  | 'outbox:enqueue'
  | 'outbox:cancel'
  | 'outbox:retry'
  | 'outbox:state'
  | 'merchants:refreshStatus'
  | 'audit:list';

/** Audit entries read when filtering by draft: enough for any one application's history. */
const auditScanLimit = 5000;

export function outboxHandlers(open: OpenWorkspace): Pick<Handlers, OutboxChannels> {
  async function withWorkspace<T>(
    work: (workspace: Workspace) => Promise<Result<T>>,
  ): Promise<Result<T>> {
    const workspace = await open();
    return workspace.ok ? work(workspace.value) : workspace;
  }
  return {
    'outbox:enqueue': ({ draftId }) =>
      withWorkspace(async ({ outbox }) => {
        const queued = await outbox.enqueue(draftId);
        return queued.ok ? ok(outbox.state()) : queued;
      }),
    'outbox:cancel': ({ draftId }) =>
      withWorkspace(async ({ outbox }) => {
        // The outbox returns the draft to ready/draft itself, before it lets go of the item, so a
        // crash in between cannot leave a queued draft that a restart would send
        // (outbox-actions.ts, cancel).
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
