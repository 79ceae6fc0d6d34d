// The pacer's rate limit when the system clock is set back (decisions 53): p-throttle reckons its
// strict slots by Date.now(), so without care every GET after the jump would wait as long as the
// jump. Fake timers move the clock; nothing here waits for real time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPacer } from '../../../electron/core/status/pacer';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pacer and a clock set back', () => {
  it('lets the next GET start within a second, not an hour later', async () => {
    const pacer = createPacer({ now: () => Date.now(), perSecond: 2 });
    const work = () => Promise.resolve('done');
    for (let index = 0; index < 4; index += 1) {
      const started = pacer.run('sandbox', work);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(started).resolves.toBe('done');
    }
    vi.setSystemTime(Date.now() - 60 * 60_000);
    let isDone = false;
    const after = pacer.run('sandbox', work).then(() => (isDone = true));
    await vi.advanceTimersByTimeAsync(2000);
    expect(isDone).toBe(true);
    await after;
  });
});
