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
  it('every channel declares mutates as a boolean, and the list of mutating ones follows it', () => {
    for (const channel of channelNames) {
      expect(typeof contract[channel].mutates, channel).toBe('boolean');
    }
    expect(mutatingChannels).toEqual(channelNames.filter((channel) => contract[channel].mutates));
    // Both kinds exist: a flag that is always true (or false) would guard nothing.
    expect(mutatingChannels).toContain('drafts:save');
    expect(mutatingChannels).not.toContain('drafts:list');
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
