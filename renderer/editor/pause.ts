// "A short pause after the last edit": what the checklist, the duplicate watch and autosave each
// wait for (decisions 90). A keystroke only notes the time; the one timer is set when a pause
// begins and, when it fires early (more keys came), is set again for the time still to wait. So
// typing costs no timer per key (clearing and setting a timer on every keystroke, three times,
// was measurable in a keystroke's task), and the work still runs `delayMs` after the last edit.
// Date.now, not performance.now: tests drive it with fake timers, which fake Date.

export interface Pause {
  /** An edit: run `delayMs` after this one, unless another comes first. */
  touch(): void;
  /** Forget the wait: nothing runs until the next touch. */
  cancel(): void;
}

export function createPause(delayMs: number, run: () => void): Pause {
  let lastTouch = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wake = () => {
    // A clock set back reads as no time passed: wait the whole pause, never longer.
    const waited = Math.max(0, Date.now() - lastTouch);
    if (waited < delayMs) {
      timer = setTimeout(wake, delayMs - waited);
      return;
    }
    timer = undefined;
    run();
  };
  return {
    touch() {
      lastTouch = Date.now();
      timer ??= setTimeout(wake, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
