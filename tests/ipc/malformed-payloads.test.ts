// Fuzzing the dispatcher: about 1,000 generated payloads per channel (fc.anything() and near-miss
// mutations of a valid request). Whatever arrives, the dispatcher answers a Result, never throws,
// and runs the handler only for a request its schema accepts, so a malformed call cannot change
// any state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDispatcher } from '../../electron/core/ipc/dispatch';
import { channelNames, type Channel } from '../../shared/ipc/channels';
import { contract } from '../../shared/ipc/contract';
import { AppErrorSchema } from '../../shared/result';
import { capturingLogger, recordingHandlers } from './recording-handlers';
import { validRequests } from './valid-requests';

const runsPerChannel = 1000;

/** Small, plausible mistakes: a key dropped, added, retyped; the whole value wrapped or flattened. */
function nearMiss(sample: unknown): fc.Arbitrary<unknown> {
  const odd = fc.oneof(
    fc.constantFrom(
      null,
      undefined,
      '',
      0,
      -1,
      1.5,
      Number.NaN,
      true,
      [],
      {},
      '__proto__',
      'x'.repeat(5000),
    ),
    fc.string(),
    fc.integer(),
  );
  const wholesale = fc.oneof(
    fc.constant([sample]),
    fc.constant(JSON.stringify(sample ?? null)),
    fc.constant({ request: sample }),
    odd,
  );
  if (typeof sample !== 'object' || sample === null) return wholesale;
  const record = sample as Record<string, unknown>;
  const keys = Object.keys(record);
  const arbitraries: fc.Arbitrary<unknown>[] = [
    wholesale,
    fc.tuple(fc.string(), odd).map(([key, value]) => ({ ...record, [key || 'extra']: value })),
    fc
      .constant(JSON.parse('{"__proto__": {"polluted": true}}') as unknown)
      .map((proto) => ({ ...record, ...(proto as object) })),
  ];
  if (keys.length > 0) {
    const key = fc.constantFrom(...keys);
    arbitraries.push(
      key.map((dropped) =>
        Object.fromEntries(Object.entries(record).filter(([name]) => name !== dropped)),
      ),
      fc.tuple(key, odd).map(([changed, value]) => ({ ...record, [changed]: value })),
      fc.tuple(key, fc.anything()).map(([changed, value]) => ({ ...record, [changed]: value })),
    );
  }
  return fc.oneof(...arbitraries);
}

function payloads(channel: Channel): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true }),
    nearMiss(validRequests[channel]),
  );
}

describe('dispatcher against generated malformed payloads', () => {
  it.each(channelNames)(
    '%s: always a Result, never a throw, handler only on a valid request',
    async (channel) => {
      const recorded = recordingHandlers();
      const dispatch = createDispatcher<null>({
        handlers: recorded.handlers,
        isTrustedSender: () => true,
        logger: capturingLogger().logger,
      });
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(payloads(channel), async (payload) => {
          const before = recorded.calls.length;
          const isValid = contract[channel].request.safeParse(payload).success;
          const result = await dispatch(channel, payload, null);
          expect(typeof result.ok).toBe('boolean');
          if (!result.ok) expect(AppErrorSchema.safeParse(result.error).success).toBe(true);
          expect(recorded.calls.length - before).toBe(isValid ? 1 : 0);
          if (!isValid) expect(result.ok === false && result.error.code).toBe('BAD_REQUEST');
          if (isValid) accepted += 1;
        }),
        { numRuns: runsPerChannel },
      );
      // Near misses must mostly miss: a generator that only made valid requests would prove nothing.
      expect(accepted).toBeLessThan(runsPerChannel / 2);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );
});
