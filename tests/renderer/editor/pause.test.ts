// The pause the checklist, the duplicate watch and autosave wait for after the last edit
// (decisions 90): it runs once, `delayMs` after the last touch, and a keystroke sets no timer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPause } from '../../../renderer/editor/pause';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createPause', () => {
  it('runs once, the delay after the last touch', () => {
    const run = vi.fn();
    const pause = createPause(150, run);
    pause.touch();
    vi.advanceTimersByTime(100);
    pause.touch(); // typing goes on: the pause starts again from here
    vi.advanceTimersByTime(149);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('sets one timer for a run of keystrokes, not one per keystroke', () => {
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const run = vi.fn();
    const pause = createPause(150, run);
    for (let key = 0; key < 20; key += 1) {
      pause.touch();
      vi.advanceTimersByTime(10);
    }
    // The first touch set it; it fired once early (at 150 ms, 10 ms after the last key) and was
    // set again for the time still to wait.
    expect(setTimer.mock.calls.length).toBeLessThanOrEqual(3);
    vi.advanceTimersByTime(150);
    expect(run).toHaveBeenCalledTimes(1);
    setTimer.mockRestore();
  });

  it('runs nothing after cancel, until the next touch', () => {
    const run = vi.fn();
    const pause = createPause(150, run);
    pause.touch();
    pause.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    pause.touch();
    vi.advanceTimersByTime(150);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
