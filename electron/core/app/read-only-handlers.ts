// A read-only data folder (decisions 27): the app opens so the agent can read every application,
// and every call that would write answers STORAGE with the reason, before any work starts (a
// half-done change, or a sign-in whose token cannot be kept, helps no one). An allow-list, so a
// channel added later is refused here until someone decides it only reads.
import { err } from '../../../shared/result';
import type { Channel } from '../../../shared/ipc/contract';
import type { Handlers } from '../ipc/handlers';

const readingChannels = new Set<Channel>([
  'app:info',
  'environments:list',
  'environments:get',
  'settings:get',
  'auth:status',
  'auth:cancel',
  'drafts:list',
  'drafts:get',
  'drafts:validate',
  'drafts:counts',
  'outbox:state',
  'merchants:list',
  'audit:list',
  // An export reads the drafts and writes only the file the agent named: moving work off a
  // laptop whose data folder went read-only is exactly when it is wanted (decisions 43).
  'transfer:defaults',
  'transfer:export',
  'transfer:cancel',
  'transfer:preview',
  'support:bundle',
  'retention:state',
]);

export function isReadingChannel(channel: Channel): boolean {
  return readingChannels.has(channel);
}

export function readOnlyHandlers(handlers: Handlers, reason: string): Handlers {
  const refused = () =>
    err(
      'STORAGE',
      `Nothing can be saved or sent: ${reason}. You can still read every application.`,
    );
  const guarded = { ...handlers } as Record<Channel, unknown>;
  for (const channel of Object.keys(handlers) as Channel[]) {
    if (!readingChannels.has(channel)) guarded[channel] = refused;
  }
  return guarded as Handlers;
}
