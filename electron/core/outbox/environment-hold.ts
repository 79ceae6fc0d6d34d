// Each outbox item goes to the environment it was queued in (OutboxItem.environmentId), never to
// whichever one is signed in when its turn comes. Merchant ids and referenceIds are per
// environment (decisions 9, 10): a queued application sent, or an uncertain one looked up, in
// another environment would board it twice or settle it against the wrong service. The
// environment-switch guard refuses a switch while work is unfinished, but an enqueue can race a
// switch, and a removed environment falls back to the sandbox at start-up without that check.
// So an item whose environment is not the signed-in one is held: not sent, not looked up, shown
// as waiting for its environment. It goes out once that environment is current again: on the
// next auth change (sign-in), or at the next recheck, because choosing another environment in
// settings is not an auth change. The recheck is one unref'd timer (schedule.ts), armed only while
// something is held: no busy loop, and nothing keeps the process alive.
import type { OutboxError, OutboxItem, OutboxProgress } from '../../../shared/outbox/outbox-schema';
import type { ApiAuth } from '../auth/api-auth';
import type { OutboxItems } from './outbox-items';
import type { Schedule } from './schedule';

const heldPrefix = 'Waiting for ';

/** What the item shows while it waits: plain words the UI can show as they are. */
export function heldError(environmentId: string | undefined): OutboxError {
  const which = environmentId === undefined ? 'its' : `the ${environmentId}`;
  return {
    code: 'INVALID_STATE',
    message: `${heldPrefix}${which} environment: switch back to it to send this application.`,
  };
}

/**
 * Recognised by code and opening words, not the whole sentence: items stored in outbox.json keep
 * the wording they were held with, and must still be released if that wording ever changes.
 */
export function isHeldError(item: OutboxItem): boolean {
  return (
    item.environmentId !== undefined &&
    item.lastError?.code === 'INVALID_STATE' &&
    item.lastError.message.startsWith(heldPrefix)
  );
}

export interface EnvironmentHoldOptions {
  auth: Pick<ApiAuth, 'current'>;
  schedule: Schedule;
  recheckMs: number;
  items: Pick<OutboxItems, 'update'>;
  /** Writes the queue file (in the background). */
  persist(): Promise<boolean>;
  emit(event: OutboxProgress['event'], item?: OutboxItem): void;
  /** The recheck is due: the outbox looks at its queue again. */
  onRecheck(): void;
}

export interface EnvironmentHold {
  /** The signed-in environment now, or undefined when signed out (nothing is sent then anyway). */
  currentId(): string | undefined;
  /**
   * True when `item` must wait because `currentId` is another environment. Marks a newly held
   * item once (no event per look) and clears the mark of an item whose environment is back.
   */
  isHeld(item: OutboxItem, currentId: string | undefined): boolean;
  /** Held at the last look: the outbox does not wait for it to drain. */
  has(draftId: string): boolean;
  /** Starts a fresh look over the queue (pump): items are added back as they are found held. */
  clear(): void;
  /** Arms the recheck while something is held, disarms it otherwise. */
  settle(isStopped: boolean): void;
  cancel(): void;
}

export function createEnvironmentHold(options: EnvironmentHoldOptions): EnvironmentHold {
  const held = new Set<string>();
  let cancelRecheck: (() => void) | null = null;

  function cancel(): void {
    cancelRecheck?.();
    cancelRecheck = null;
  }

  return {
    currentId() {
      const target = options.auth.current();
      return target.ok ? target.value.environmentId : undefined;
    },
    isHeld(item, currentId) {
      const isElsewhere =
        currentId !== undefined &&
        item.environmentId !== undefined &&
        item.environmentId !== currentId;
      if (isElsewhere && item.environmentId !== undefined) {
        held.add(item.draftId);
        if (!isHeldError(item)) {
          options.items.update(item, { lastError: heldError(item.environmentId) });
          void options.persist();
          options.emit('queued', item); // once per hold, not at every look
        }
        return true;
      }
      held.delete(item.draftId);
      // Its environment is back: the waiting message would now be wrong.
      if (currentId !== undefined && isHeldError(item)) {
        options.items.update(item, { lastError: undefined });
        void options.persist();
      }
      return false;
    },
    has: (draftId) => held.has(draftId),
    clear() {
      held.clear();
    },
    settle(isStopped) {
      if (isStopped || held.size === 0) return cancel();
      cancelRecheck ??= options.schedule(() => {
        cancelRecheck = null;
        options.onRecheck();
      }, options.recheckMs);
    },
    cancel,
  };
}
