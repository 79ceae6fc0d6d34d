// A one-shot timer as a function, so the outbox's retries and the status tracker's rounds can be
// driven faster in tests without faking the clock or the network.

/** Runs `callback` after `delayMs`; returns a cancel function. */
export type Schedule = (callback: () => void, delayMs: number) => () => void;

export function timerSchedule(callback: () => void, delayMs: number): () => void {
  const timer = setTimeout(callback, delayMs);
  timer.unref(); // a pending retry or poll never keeps the process alive on its own
  return () => clearTimeout(timer);
}
