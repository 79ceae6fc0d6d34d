// The read-only data folder's guard (decisions 27) is derived from the contract (conventions 19):
// every channel declares `mutates`, every mutating one is refused with STORAGE before its handler
// runs, and every reading one reaches its handler untouched. A channel added to the contract is
// covered here without this file changing.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { readOnlyHandlers } from '../../../electron/core/app/read-only-handlers';
import { channelNames } from '../../../shared/ipc/channels';
import { contract, mutatingChannels, type ChannelSpec } from '../../../shared/ipc/contract';
import { recordingHandlers } from '../../ipc/recording-handlers';
import { validRequests } from '../../ipc/valid-requests';

describe('the contract says which channels mutate', () => {
  it('every channel declares mutates as a boolean', () => {
    for (const channel of channelNames) {
      expect(typeof contract[channel].mutates, channel).toBe('boolean');
    }
  });

  // Pinned by hand on purpose: the flags themselves are what is checked here. Every channel that
  // writes the data folder or sends something must be refused in a read-only folder; a flag set
  // wrong on any of these would let it through (or lock reading out).
  it('flags the channels that write or send as mutating, and those that only read as not', () => {
    const mustMutate = [
      'environments:save',
      'environments:remove',
      'settings:set',
      'auth:start',
      'auth:signOut',
      'drafts:create',
      'drafts:save',
      'drafts:duplicate',
      'drafts:copySubmitted',
      'drafts:newLocation',
      'drafts:delete',
      'drafts:restore',
      'drafts:purge',
      'drafts:emptyTrash',
      'outbox:enqueue',
      'outbox:cancel',
      'outbox:retry',
      'merchants:refreshStatus',
      'merchants:refreshAll',
    ] as const;
    const mustOnlyRead = [
      'app:info',
      'environments:list',
      'environments:get',
      'settings:get',
      'auth:status',
      'drafts:list',
      'drafts:get',
      'drafts:counts',
      'drafts:validate',
      'outbox:state',
      'merchants:list',
      'merchants:details',
      'audit:list',
    ] as const;
    expect(mustMutate.filter((channel) => !mutatingChannels.includes(channel))).toEqual([]);
    expect(mustOnlyRead.filter((channel) => mutatingChannels.includes(channel))).toEqual([]);
  });

  it('a channel without the flag does not compile', () => {
    expectTypeOf<ChannelSpec>().toHaveProperty('mutates').toEqualTypeOf<boolean>();
    const request = contract['drafts:get'].request;
    const response = contract['drafts:get'].response;
    // @ts-expect-error: mutates is required, so a new channel must decide
    const undecided: ChannelSpec = { request, response };
    expect(undecided).not.toHaveProperty('mutates');
  });
});

describe('read-only handlers', () => {
  it('refuse every mutating channel with STORAGE before its handler runs, and pass every reading one', async () => {
    const { handlers, calls } = recordingHandlers();
    const details = { path: '/data', osCode: 'EROFS' };
    const guarded = readOnlyHandlers(handlers, 'the disk is read-only (EROFS)', details);
    for (const channel of channelNames) {
      const handler = guarded[channel] as (request: unknown) => unknown;
      const answer = (await handler(validRequests[channel])) as {
        ok: boolean;
        error?: { code: string; message: string; details?: unknown };
      };
      if (contract[channel].mutates) {
        expect(answer.error?.code, channel).toBe('STORAGE');
        expect(answer.error?.message, channel).toContain('the disk is read-only (EROFS)');
        expect(answer.error?.details, channel).toEqual(details); // the words name the folder
      } else {
        expect(answer.error?.code, channel).toBe('NOT_FOUND'); // the recording handler's answer
      }
    }
    expect(calls.map((call) => call.channel)).toEqual(
      channelNames.filter((channel) => !contract[channel].mutates),
    );
  });
});
