// A read-only data folder (decisions 27): the app opens so the agent can read every application,
// and every call that would write answers STORAGE with the reason, before any work starts (a
// half-done change, or a sign-in whose token cannot be kept, helps no one). Which calls those are
// is the contract's `mutates` flag, which every channel must declare (conventions 19), so a
// channel added later is guarded here without anyone remembering this file.
import { err, type ErrorDetails } from '../../../shared/result';
import { mutatingChannels, type Channel } from '../../../shared/ipc/contract';
import type { Handlers } from '../ipc/handlers';

/** `details` name the folder and the system's code, for the renderer's words (decisions 23). */
export function readOnlyHandlers(
  handlers: Handlers,
  reason: string,
  details?: ErrorDetails,
): Handlers {
  const refused = () =>
    err(
      'STORAGE',
      `Nothing can be saved or sent: ${reason}. You can still read every application.`,
      {
        ...(details !== undefined && { details }),
      },
    );
  const guarded = { ...handlers } as Record<Channel, unknown>;
  for (const channel of mutatingChannels) guarded[channel] = refused;
  return guarded as Handlers;
}
