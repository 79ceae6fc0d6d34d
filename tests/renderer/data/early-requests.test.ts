// The first screen's requests start before the app is loaded (data/prefetch.ts). The merchants
// list is one of them, first, at Submitted or Needs action, whose rows it is; elsewhere it is
// not (decisions 66): its answer, parsed on the page's main thread, held the drafts home's first
// rows back, so the header asks for it once the first screen is committed. The settings are one
// everywhere: the first frame speaks the agent's language they hold (decisions 97).
// The bridge is the one edge replaced (`window.boarding`, read as the data layer loads).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Prefetch from '../../../renderer/data/prefetch';

const asked: string[] = [];
const answer = (channel: string) => () => {
  asked.push(channel);
  return new Promise<never>(() => undefined);
};
let startEarlyRequests: typeof Prefetch.startEarlyRequests;

beforeAll(async () => {
  vi.stubGlobal('window', {
    boarding: {
      drafts: { list: answer('drafts:list') },
      auth: { status: answer('auth:status') },
      environments: { list: answer('environments:list') },
      outbox: { state: answer('outbox:state') },
      settings: { get: answer('settings:get') },
      merchants: { list: answer('merchants:list') },
    },
  });
  ({ startEarlyRequests } = await import('../../../renderer/data/prefetch'));
});

describe('startEarlyRequests', () => {
  it.each(['#/submitted', '#/needs-action', '/submitted'])(
    'asks for the merchants list first when the app opens at %s',
    (hash) => {
      asked.length = 0;
      const early = startEarlyRequests(hash);
      expect(asked[0]).toBe('merchants:list');
      expect(asked).toHaveLength(6);
      expect(early.merchants).toBeInstanceOf(Promise);
    },
  );

  it.each(['', '#/', '#/drafts', '#/outbox', '#/drafts/abc', '#/submitted-other'])(
    'does not ask for the merchants list early at "%s"',
    (hash) => {
      asked.length = 0;
      const early = startEarlyRequests(hash);
      expect(asked).toEqual([
        'settings:get',
        'drafts:list',
        'auth:status',
        'environments:list',
        'outbox:state',
      ]);
      expect(early.merchants).toBeUndefined();
    },
  );
});
