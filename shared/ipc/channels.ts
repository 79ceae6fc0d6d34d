// The names of every IPC channel and event, as plain data with no zod, so the sandboxed preload
// and the renderer's browser transport can build `window.boarding` from them without bundling the
// schemas. contract.ts is keyed by exactly these names (a compile error otherwise, conventions 2) and
// tests/ipc/contract.test.ts checks the same at runtime.

export const channelNames = [
  'app:info',
  'environments:list',
  'environments:get',
  'environments:save',
  'environments:remove',
  'settings:get',
  'settings:set',
  'auth:start',
  'auth:cancel',
  'auth:status',
  'auth:signOut',
  'auth:openPage',
  'drafts:list',
  'drafts:get',
  'drafts:create',
  'drafts:save',
  'drafts:duplicate',
  'drafts:delete',
  'drafts:restore',
  'drafts:purge',
  'drafts:emptyTrash',
  'drafts:validate',
  'drafts:counts',
  'drafts:duplicates',
  'outbox:enqueue',
  'outbox:cancel',
  'outbox:retry',
  'outbox:state',
  'merchants:refreshStatus',
  'merchants:list',
  'merchants:details',
  'merchants:refreshAll',
  'merchants:markHandled',
  'audit:list',
  'transfer:defaults',
  'transfer:export',
  'transfer:cancel',
  'transfer:preview',
  'transfer:import',
  'support:bundle',
  'retention:state',
  'retention:apply',
  'signing:sign',
  'drafts:copySubmitted',
  'drafts:newLocation',
  'drafts:setMerchantLanguage',
  'documents:list',
  'documents:begin',
  'documents:chunk',
  'documents:finish',
  'documents:remove',
  'pdf:defaults',
  'pdf:save',
  'documents:cancel',
  'places:lookup',
  'categories:search',
  'categories:lookup',
  'files:chooseSavePath',
  'policy:state',
  'signing:agreement',
  'catalogue:list',
  'catalogue:add',
  'catalogue:remove',
] as const;

export type Channel = (typeof channelNames)[number];

/** Main-to-renderer pushes (conventions 2): a separate map, never invoked by the renderer. */
export const eventNames = [
  'auth:changed',
  'outbox:progress',
  'drafts:saved',
  'drafts:setAside',
  'network:changed',
  'app:update',
  'merchants:statusChanged',
  'transfer:progress',
  'app:openApplication',
  'policy:changed',
] as const;

export type EventName = (typeof eventNames)[number];

export type AreaOf<C extends string> = C extends `${infer Area}:${string}` ? Area : never;
export type VerbOf<C extends string> = C extends `${string}:${infer Verb}` ? Verb : never;

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && (channelNames as readonly string[]).includes(name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && (eventNames as readonly string[]).includes(name);
}

/** `drafts:save` → `['drafts', 'save']`: the bridge's `window.boarding.drafts.save`. */
export function splitChannel<C extends Channel>(channel: C): [AreaOf<C>, VerbOf<C>] {
  const at = channel.indexOf(':');
  return [channel.slice(0, at) as AreaOf<C>, channel.slice(at + 1) as VerbOf<C>];
}
