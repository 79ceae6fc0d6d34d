// ZIP -> city and state from core's offline table (decisions 31, 58): the real table, through the
// lookup and through the one dispatcher, where a malformed request stops before the handler.
import { describe, expect, it } from 'vitest';
import { placeHandlers } from '../../../electron/core/app/handlers/place-handlers';
import { createDispatcher } from '../../../electron/core/ipc/dispatch';
import { placeOfZip } from '../../../electron/core/places/zip-places';
import { capturingLogger, recordingHandlers } from '../../ipc/recording-handlers';

/** The real places handler among recording ones; `calls` lists the requests it was given. */
function dispatcher() {
  const calls: unknown[] = [];
  const lookup = placeHandlers()['places:lookup'];
  const dispatch = createDispatcher<null>({
    handlers: {
      ...recordingHandlers().handlers,
      'places:lookup': (request) => {
        calls.push(request);
        return lookup(request);
      },
    },
    isTrustedSender: () => true,
    logger: capturingLogger().logger,
  });
  return { dispatch, calls };
}

describe('placeOfZip', () => {
  it('finds the city and state of a ZIP, with or without its four-digit extension', async () => {
    expect(await placeOfZip('62704')).toEqual({ city: 'Springfield', state: 'IL' });
    expect(await placeOfZip('62704-1234')).toEqual({ city: 'Springfield', state: 'IL' });
    expect(await placeOfZip('10001')).toEqual({ city: 'New York', state: 'NY' });
    // A ZIP with a leading zero, and one of a territory.
    expect(await placeOfZip('02108')).toEqual({ city: 'Boston', state: 'MA' });
    expect(await placeOfZip('00901')).toEqual({ city: 'San Juan', state: 'PR' });
  });

  it('answers null for a ZIP the table lacks and for anything that is not a ZIP', async () => {
    expect(await placeOfZip('00000')).toBeNull();
    expect(await placeOfZip('99999')).toBeNull();
    expect(await placeOfZip('6270')).toBeNull();
    expect(await placeOfZip('62704 ')).toBeNull();
    expect(await placeOfZip('')).toBeNull();
  });
});

describe('places:lookup', () => {
  it('answers the place, or null for an unknown ZIP, through the dispatcher', async () => {
    const { dispatch, calls } = dispatcher();
    expect(await dispatch('places:lookup', { zip: '62704' }, null)).toEqual({
      ok: true,
      value: { city: 'Springfield', state: 'IL' },
    });
    expect(await dispatch('places:lookup', { zip: '00000' }, null)).toEqual({
      ok: true,
      value: null,
    });
    expect(calls).toEqual([{ zip: '62704' }, { zip: '00000' }]);
  });

  it('rejects a malformed request at the boundary, before any handler runs', async () => {
    const { dispatch, calls } = dispatcher();
    for (const request of [
      undefined,
      {},
      { zip: 62704 },
      { zip: '6270' },
      { zip: '62704x' },
      { zip: '1'.repeat(10_000) },
      { zip: '62704', city: 'Springfield' },
    ]) {
      const answer = await dispatch('places:lookup', request, null);
      expect(answer.ok === false && answer.error.code, JSON.stringify(request)).toBe('BAD_REQUEST');
    }
    expect(calls).toHaveLength(0);
  });
});
