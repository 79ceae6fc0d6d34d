// Switching environment while the outbox still holds work would send that work to the new
// environment: outbox items do not record where they were meant to go, and an uncertain one is
// looked up by referenceId (decisions 9, 10) against the wrong service, then POSTed there. So a
// switch waits until every item is finished (submitted or rejected) or taken back.
import type { OutboxItemState, OutboxState } from '../../../shared/outbox/outbox-schema';
import { err, ok, type Result } from '../../../shared/result';

/** The outbox's own read API (outbox:state), opening the workspace if needed. */
export type ReadOutboxState = () => Promise<Result<OutboxState>>;

const finishedStates: readonly OutboxItemState[] = ['submitted', 'rejected'];

export async function checkEnvironmentSwitch(readOutbox: ReadOutboxState): Promise<Result<void>> {
  const outbox = await readOutbox();
  if (!outbox.ok) {
    // Unread is not empty: a queue left from the last run would go to the new environment as
    // soon as the workspace opens.
    return err(
      outbox.error.code,
      `The outbox could not be checked, so the environment was not switched. ${outbox.error.message}`,
    );
  }
  const unfinished = outbox.value.items.filter(
    (item) => !finishedStates.includes(item.state),
  ).length;
  if (unfinished === 0) return ok(undefined);
  const applications = unfinished === 1 ? 'application' : 'applications';
  const message = `Finish or cancel the ${unfinished} ${applications} in the outbox before switching environment.`;
  return err('INVALID_STATE', message, { fieldErrors: [{ field: 'environmentId', message }] });
}
