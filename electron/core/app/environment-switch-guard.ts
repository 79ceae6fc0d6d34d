// Switching environment with work in the outbox is safe only when every unfinished item knows
// where it goes: such items record their environment and wait for it (the hold, outbox/outbox-state.ts),
// so nothing is sent, or looked up by referenceId (decisions 9, 10), against the wrong service.
// Items from a queue file written before items recorded their environment do not know: while any
// of those is unfinished, a switch is refused, so they go to the environment they were queued in.
import { finishedOutboxStates, type OutboxState } from '../../../shared/outbox/outbox-schema';
import { err, ok, type Result } from '../../../shared/result';

/** The outbox's own read API (outbox:state), opening the workspace if needed. */
export type ReadOutboxState = () => Promise<Result<OutboxState>>;

export async function checkEnvironmentSwitch(readOutbox: ReadOutboxState): Promise<Result<void>> {
  const outbox = await readOutbox();
  if (!outbox.ok) {
    // Unread is not empty: a queue left from the last run could hold items of unknown destination.
    return err(
      outbox.error.code,
      `The outbox could not be checked, so the environment was not switched. ${outbox.error.message}`,
    );
  }
  const unplaced = outbox.value.items.filter(
    (item) => !finishedOutboxStates.includes(item.state) && item.environmentId === undefined,
  ).length;
  if (unplaced === 0) return ok(undefined);
  const applications = unplaced === 1 ? 'application' : 'applications';
  const message = `Finish or cancel the ${unplaced} ${applications} queued by an earlier version before switching environment.`;
  return err('INVALID_STATE', message, { fieldErrors: [{ field: 'environmentId', message }] });
}
